import type { Command } from 'commander';
import { hasErrors, sortDiagnostics, type Diagnostic } from '../../core/diagnostics.js';
import type { PackDef } from '../../core/pack-types.js';
import { projectVersion } from '../../core/package-version.js';
import { info, printDiagnostics, summarize, type Format } from '../output.js';
import { oneOf } from '../parse-options.js';

const FORMATS = ['text', 'json', 'sarif'] as const;

export function registerCheck(program: Command): void {
  program
    .command('check')
    .description('check cards against their schemas and the game rules; exit 0 clean, 1 errors, 2 could not run')
    .argument('[game...]', 'game names under cards/ or pack folders (default: all)')
    .option('--format <format>', 'text, json or sarif (SARIF 2.1.0, for code-scanning in CI)', 'text')
    .option('--fix', 'apply the safe fixes (typography, canonical text) in place, then report what is left')
    .option('--types', "type-check the packs' templates against their card types too (needs TypeScript in the project)")
    .action(async (games: string[], opts: { format: string; fix?: boolean; types?: boolean }) => {
      const { formatSarif } = await import('../../core/sarif.js');
      const { checkGame } = await import('../../pipeline/check.js');
      const { checkTemplateTypes } = await import('../../pipeline/check-types.js');
      const { fixGame } = await import('../../pipeline/fix.js');
      const { distDir, resolveGames } = await import('../../pipeline/games.js');
      const { ruleCatalog } = await import('../../pipeline/rule-catalog.js');
      const format = oneOf('--format', opts.format, FORMATS)!;
      const locations = resolveGames(games);
      if (opts.fix) {
        for (const game of locations) {
          const { fixed, files } = await fixGame(game);
          for (const d of sortDiagnostics(fixed)) info(`${d.file}:${d.line}:${d.column} fixed ${d.rule} ${d.message}`);
          info(`${game.name}: ${fixed.length} problem${fixed.length === 1 ? '' : 's'} fixed in ${files.length} file${files.length === 1 ? '' : 's'}`);
        }
      }
      const all: Diagnostic[] = [];
      const defs: (PackDef | null)[] = [];
      for (const game of locations) {
        const result = await checkGame(game, { renderCacheDir: `${distDir(game)}/cards`, keepMemos: true });
        all.push(...result.diagnostics);
        if (opts.types) all.push(...(await checkTemplateTypes(result.pack)));
        defs.push(result.pack.def);
      }
      const list = sortDiagnostics(all);
      if (format === 'sarif') process.stdout.write(`${formatSarif(list, ruleCatalog(defs), { name: 'deckwright', version: projectVersion() })}\n`);
      else printDiagnostics(list, format as Format);
      if (format === 'text') info(summarize(list));
      process.exitCode = hasErrors(list) ? 1 : 0;
    });
}
