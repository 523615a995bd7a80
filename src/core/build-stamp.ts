/**
 * Which build of deckwright this is: the stamp its compile writes (build/.stamp), else its
 * version (an installed package). What is kept between commands from deckwright's own code (the
 * templates' imports of it, the card texts' parses by its grammars) is keyed by it.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { projectVersion } from './package-version.js';
import { buildRoot } from './paths.js';

let stamp: string | undefined;

export function buildStamp(): string {
  if (stamp === undefined) {
    try {
      stamp = readFileSync(path.join(buildRoot, '.stamp'), 'utf8').trim();
    } catch {
      stamp = projectVersion();
    }
  }
  return stamp;
}
