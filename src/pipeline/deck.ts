/**
 * `deck check` and `deck stats`: deck lists checked against a pack's cards and its deck rules,
 * and what a list is made of. Any pack with a deck capability (PackDef.decks) gets both commands;
 * none is written per game. The pack's cards are checked first: a list checked against cards
 * with errors would be checked wrong.
 */
import path from 'node:path';
import { hasErrors, type Diagnostic } from '../core/diagnostics.js';
import { deckStats, type DeckStats } from '../core/deck/stats.js';
import { loadPackFromDir } from '../core/pack.js';
import { checkLoadedPack } from './check.js';
import { checkDeckFile, checkDeckText, readList, type DeckGame } from './deck-lists.js';
import { UsageError, type GameLocation } from './games.js';

export type { DeckGame } from './deck-lists.js';

/** The pack and its deck capability, or the pack's own errors. */
export async function loadDeckGame(game: GameLocation): Promise<({ ok: true } & DeckGame) | { ok: false; diagnostics: Diagnostic[] }> {
  const pack = await loadPackFromDir(game.dir, game.display);
  const diagnostics = await checkLoadedPack(pack, { layout: false });
  if (hasErrors(diagnostics)) return { ok: false, diagnostics };
  const cap = pack.def?.decks;
  if (!cap) throw new UsageError(`the ${game.name} pack has no deck lists: deck check and deck stats are for games whose players build their own decks`);
  return { ok: true, pack, cap };
}

/** Every list checked, every problem at once. */
export async function checkDeckFiles(g: DeckGame, files: string[]): Promise<Diagnostic[]> {
  const out: Diagnostic[] = [];
  // One by one, not push(...list): a list of 200,000 bad lines would overflow the stack.
  for (const file of files) for (const d of (await checkDeckFile(g, file, shown(file))).diagnostics) out.push(d);
  return out;
}

/**
 * A list's statistics, with its problems (statistics of a list with unknown names leave those
 * lines out); none for a list refused unread (core/read-limited).
 */
export async function deckStatsOfFile(g: DeckGame, file: string): Promise<{ stats: DeckStats | null; diagnostics: Diagnostic[] }> {
  const read = await readList(file, shown(file));
  if (!read.ok) return { stats: null, diagnostics: [read.diagnostic] };
  const { deck, diagnostics } = checkDeckText(g, shown(file), read.text);
  return { stats: deckStats(deck, g.cap, `${g.pack.manifest?.title ?? g.pack.name}: ${path.basename(file)}`), diagnostics };
}

/** A file as messages show it: relative to the working directory. */
function shown(file: string): string {
  return path.relative(process.cwd(), path.resolve(file)) || file;
}
