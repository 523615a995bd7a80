/**
 * Resolves the CLI's game arguments: a name under the project's cards/ (the project is the
 * nearest folder with a cards/ folder, from the working directory up), or a path to a pack
 * folder; no argument means every pack under the project's cards/.
 */
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { nearName } from '../core/near-name.js';
import { clip } from '../core/printable.js';
import { CARDS_FOLDER, findProjectRoot, MANIFEST_FILE } from '../core/project.js';

export { UsageError } from '../core/usage-error.js';
import { UsageError } from '../core/usage-error.js';

export interface GameLocation {
  name: string;
  dir: string;
  /** The folder as shown in messages, relative to the working directory. */
  display: string;
}

export function resolveGames(args: string[], cwd = process.cwd()): GameLocation[] {
  // The games of the project the command runs in, from its root or any folder below it.
  const cardsDir = path.join(findProjectRoot(cwd), CARDS_FOLDER);
  const available = () =>
    existsSync(cardsDir)
      ? readdirSync(cardsDir).filter((n) => existsSync(path.join(cardsDir, n, MANIFEST_FILE))).sort()
      : [];
  const names = args.length ? args : available();
  if (!names.length) throw new UsageError(`no game found: expected folders with a ${MANIFEST_FILE} under ${cardsDir}`);
  return names.map((arg) => {
    const candidates = [path.join(cardsDir, arg), path.resolve(cwd, arg)];
    const dir = candidates.find((c) => existsSync(path.join(c, MANIFEST_FILE)) && statSync(c).isDirectory());
    if (!dir) {
      const list = available();
      const near = nearName(arg, list);
      throw new UsageError(
        `unknown game '${clip(arg)}': no ${MANIFEST_FILE} in cards/${clip(arg)} or ${clip(arg)}` + (near ? `; did you mean '${near}'?` : '') + (list.length ? `${near ? ' Games' : '; games'} here: ${list.join(', ')}` : ''),
      );
    }
    const display = path.relative(cwd, dir) || '.';
    return { name: path.basename(dir), dir, display };
  });
}

export { nearName } from '../core/near-name.js';

/** Where a game's outputs go: dist/<game>/ of the project the command runs in. */
export function distDir(game: GameLocation, cwd = process.cwd()): string {
  return path.join(findProjectRoot(cwd), 'dist', game.name);
}
