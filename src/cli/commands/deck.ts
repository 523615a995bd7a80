import type { Command } from 'commander';
import { hasErrors, sortDiagnostics, formatText } from '../../core/diagnostics.js';
import { projectVersion } from '../../core/package-version.js';
import { info, printDiagnostics, summarize, type Format } from '../output.js';
import { oneOf } from '../parse-options.js';

const FORMATS = ['text', 'json', 'sarif'] as const;

export function registerDeck(program: Command): void {
  const deck = program.command('deck').description('deck lists of games whose players build their own decks: check them, count them');
  deck
    .command('check')
    .description('check deck lists against the cards and the game\'s deck rules; exit 0 clean, 1 errors, 2 could not run')
    .argument('<game>', 'a game name under cards/ or a pack folder')
    .argument('<list...>', 'deck lists: one card a line, "3 Kiwi", # comments')
    .option('--format <format>', 'text, json or sarif (SARIF 2.1.0)', 'text')
    .action(async (gameArg: string, lists: string[], opts: { format: string }) => {
      const { formatSarif } = await import('../../core/sarif.js');
      const { FILE_LIMITS_RULE } = await import('../../core/loader-rules.js');
      const { DECK_LIST_RULES } = await import('../../core/deck/resolve.js');
      const { checkDeckFiles, loadDeckGame } = await import('../../pipeline/deck.js');
      const { resolveGames } = await import('../../pipeline/games.js');
      const format = oneOf('--format', opts.format, FORMATS)!;
      const [game] = resolveGames([gameArg]);
      const g = await loadDeckGame(game);
      if (!g.ok) return cardsBroken(game.name, g.diagnostics);
      const list = sortDiagnostics(await checkDeckFiles(g, lists));
      if (format === 'sarif') {
        const rules = [...DECK_LIST_RULES, FILE_LIMITS_RULE, ...g.cap.rules].map(({ id, description, severity }) => ({ id, description, severity }));
        process.stdout.write(`${formatSarif(list, rules, { name: 'deckwright', version: projectVersion() })}\n`);
      } else printDiagnostics(list, format as Format);
      if (format === 'text') info(summarize(list));
      process.exitCode = hasErrors(list) ? 1 : 0;
    });
  deck
    .command('stats')
    .description("a deck list's curve, its counts by type and mode, and the exact odds of drawing each kind of card")
    .argument('<game>', 'a game name under cards/ or a pack folder')
    .argument('<list>', 'a deck list')
    .option('--json', 'print them as JSON (each probability as { fraction, percent })')
    .action(async (gameArg: string, file: string, opts: { json?: boolean }) => {
      const { oddsJson, oddsText } = await import('../../engine/odds/report.js');
      const { deckStatsOfFile, loadDeckGame } = await import('../../pipeline/deck.js');
      const { resolveGames } = await import('../../pipeline/games.js');
      const [game] = resolveGames([gameArg]);
      const g = await loadDeckGame(game);
      if (!g.ok) return cardsBroken(game.name, g.diagnostics);
      const { stats, diagnostics } = await deckStatsOfFile(g, file);
      if (diagnostics.length) process.stderr.write(`${formatText(sortDiagnostics(diagnostics))}\n`);
      if (!stats) {
        process.exitCode = 1;
        return;
      }
      const language = g.pack.manifest?.language ?? 'en';
      if (opts.json) {
        process.stdout.write(`${JSON.stringify({ size: stats.size, curveName: g.cap.curveName, curve: stats.curve, kinds: stats.kinds, odds: oddsJson(stats.report) }, null, 2)}\n`);
      } else {
        const out = [`${stats.report.title}: ${stats.size} cards`, '', `Curve by ${g.cap.curveName}`];
        const peak = Math.max(1, ...stats.curve.map((c) => c.cards));
        for (const c of stats.curve) out.push(`  ${c.value.padStart(3)}  ${String(c.cards).padStart(3)}  ${'█'.repeat(Math.round((c.cards / peak) * 30))}`);
        let group = '';
        for (const k of stats.kinds) {
          if (k.group !== group) out.push('', `By ${(group = k.group)}`);
          out.push(`  ${k.value.padEnd(14)} ${String(k.cards).padStart(3)}`);
        }
        out.push('', oddsText({ title: 'Odds (exact fractions: --json)', tables: stats.report.tables }, language, { fractions: false }));
        process.stdout.write(`${out.join('\n')}\n`);
      }
      process.exitCode = hasErrors(diagnostics) ? 1 : 0;
    });
}

function cardsBroken(name: string, diagnostics: Parameters<typeof formatText>[0]): void {
  process.stdout.write(`${formatText(diagnostics)}\n`);
  info(`${name}: the cards have errors; fix them (deckwright check ${name}) first`);
  process.exitCode = 1;
}
