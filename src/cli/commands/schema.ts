import type { Command } from 'commander';
import path from 'node:path';
import { info } from '../output.js';
import { UsageError } from '../../core/usage-error.js';

export function registerSchema(program: Command): void {
  program
    .command('schema')
    .description('write JSON Schemas of game.yaml, types files, each card type and each data type, for editors (yaml-language-server)')
    .argument('[game...]', 'game names under cards/ or pack folders (default: all)')
    .option('--out <dir>', 'output folder (default: dist/<game>/schemas)')
    .action(async (games: string[], opts: { out?: string }) => {
      const { loadPackFromDir } = await import('../../core/pack.js');
      const { removeStaleTemps } = await import('../../core/stale-temp.js');
      const { distDir, resolveGames } = await import('../../pipeline/games.js');
      const { writeSchemas } = await import('../../pipeline/schema.js');
      for (const game of resolveGames(games)) {
        const pack = await loadPackFromDir(game.dir, game.display);
        if (!pack.def) throw new UsageError(`${game.name}: the manifest has problems; run 'deckwright check ${game.name}'`);
        const dir = opts.out ? path.resolve(opts.out, games.length > 1 ? game.name : '') : path.join(distDir(game), 'schemas');
        // --out may name any folder: only its own files are looked at.
        await removeStaleTemps(dir, false);
        const files = await writeSchemas(pack, dir);
        info(`${game.name}: ${files.length} schema(s) → ${path.relative(process.cwd(), dir) || '.'}`);
      }
    });
}
