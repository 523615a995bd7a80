/**
 * What `new` may start a game from, known before anything heavy is loaded (the command line's
 * help names them): the blank starter in its languages, and the games deckwright ships.
 */
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { installRoot } from '../core/paths.js';
import { CARDS_FOLDER, MANIFEST_FILE } from '../core/project.js';

/** The languages the blank starter is written in. */
export const LANGUAGES = ['en', 'fr'] as const;
export type Language = (typeof LANGUAGES)[number];

/** What `--from` may name: the blank starter, or a game deckwright ships (its cards/<game>/). */
export function starters(): string[] {
  const shipped = path.join(installRoot, CARDS_FOLDER);
  const games = existsSync(shipped) ? readdirSync(shipped).filter((n) => existsSync(path.join(shipped, n, MANIFEST_FILE))).sort() : [];
  return ['blank', ...games];
}
