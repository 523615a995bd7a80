/**
 * Code Lyoko's engine as the core sees it: scenarios, playtests between decks, replays in words.
 * The decks a simulation plays come resolved from the pipeline (`--deck` lists, or the pack's
 * ready-made ones).
 */
import path from 'node:path';
import { writeFileAtomic } from '../../core/atomic-write.js';
import type { PackEngine } from '../../core/pack-types.js';
import type { GameLog } from '../../engine/play.js';
import { tellLog } from '../../engine/tell-log.js';
import { BOTS } from './engine/bots.js';
import { buildCatalogue } from './engine/catalogue.js';
import { LOG_FORMAT, lyokoGame } from './engine/game.js';
import { logDeckProblems } from './engine/log-check.js';
import { lyokoNarrator } from './engine/narrate.js';
import { translator } from '../../i18n/translate.js';
import { runLyokoScenario } from './engine/scenario.js';
import { lyokoSession } from './session.js';
import type { LyokoAction } from './engine/types.js';
import { lyokoHtml } from './sim/html.js';
import { lyokoReport } from './sim/report.js';
import { playOne, runSimulation } from './sim/run.js';
import { lyokoCards, lyokoRecordSetup, lyokoSimOptions } from './sim/plan.js';
import { balanceFigures } from '../../engine/balance/figures.js';
import { botName } from '../../engine/report/bot-name.js';

export class LyokoLogError extends Error {}

export const lyokoEngine: PackEngine = {
  bots: BOTS,
  runScenario: async (pack, src) => runLyokoScenario(pack, src),
  session: (pack, options) => lyokoSession(pack, options),
  async simulate(pack, req) {
    const opts = lyokoSimOptions(req, req.games);
    const decks = opts.decks;
    const cat = buildCatalogue(pack);
    const games = await runSimulation(cat, opts, { jobs: req.jobs, onProgress: req.onProgress });
    const report = lyokoReport(cat, opts, games);
    report.balance = balanceFigures(games.map((g) => g.record), lyokoCards(cat, opts), true);
    const files: string[] = [];
    if (req.outDir) {
      const title = `${pack.manifest?.title ?? pack.name} : ${decks.map((d) => d.name).join(' contre ')}`;
      const html = path.join(req.outDir, `sim-${req.bot}.html`);
      await writeFileAtomic(html, await lyokoHtml(title, report, pack.manifest?.language ?? 'fr'));
      await writeFileAtomic(path.join(req.outDir, `sim-${req.bot}.json`), `${JSON.stringify(report, null, 2)}\n`);
      // The shortest game played again with its log, to replay.
      const shortest = games.reduce((a, g) => (g.winner !== null && (a === null || g.turns < a.turns) ? g : a), null as (typeof games)[number] | null);
      if (shortest) {
        const { played } = playOne(cat, opts, shortest.index, true);
        const log = path.join(req.outDir, 'shortest-game.log.json');
        await writeFileAtomic(log, `${JSON.stringify({ ...played.log, game: pack.name }, null, 2)}\n`);
        files.push(log);
      }
      files.unshift(html, path.join(req.outDir, `sim-${req.bot}.json`));
    }
    return { report: report as unknown as { winRate: number } & Record<string, unknown>, files };
  },
  records: (pack, req) => lyokoRecordSetup(pack, req),
  replay(pack, file) {
    const log = file.data as GameLog<LyokoAction> | null;
    if (log?.format !== LOG_FORMAT) throw new LyokoLogError(`not a ${pack.manifest?.title ?? pack.name} game log: expected a JSON object with "format": "${LOG_FORMAT}", written by \`deckwright sim\``);
    const cat = buildCatalogue(pack);
    const problems = logDeckProblems(cat, file);
    if (problems.length) return { ok: false, problems };
    // Told in the game's language; a pack without a manifest in English.
    const language = pack.manifest?.language ?? 'en';
    const tell = lyokoNarrator(cat, language);
    const header = translator(language)('replay.lyoko.header', { game: pack.name, seed: String(log.seed), bot: botName(log.bot, language) });
    return tellLog({ def: lyokoGame, cat, narrate: (_cat, e) => tell(e), header }, log, file);
  },
};
