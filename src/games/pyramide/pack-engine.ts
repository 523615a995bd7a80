/**
 * The Sokar pyramid's engine as the core sees it: scenarios, playtests (by party size, party and
 * map), replays in words, and the exact odds of its combats.
 */
import path from 'node:path';
import { writeFileAtomic } from '../../core/atomic-write.js';
import type { PackEngine } from '../../core/pack-types.js';
import type { GameLog } from '../../engine/play.js';
import { tellLog } from '../../engine/tell-log.js';
import { BOTS } from './engine/bots.js';
import { buildCatalogue } from './engine/catalogue.js';
import { LOG_FORMAT, pyramideGame } from './engine/game.js';
import { pyramideNarrator } from './engine/narrate.js';
import { translator } from '../../i18n/translate.js';
import { runPyramideScenario } from './engine/scenario.js';
import { pyramideSession } from './session.js';
import { pyramideFirstTurn } from './tts-setup.js';
import type { PyramideAction } from './engine/types.js';
import { pyramideOdds } from './odds.js';
import { pyramideHtml } from './sim/html.js';
import { pyramideReport } from './sim/report.js';
import { playOne, runSimulation } from './sim/run.js';
import { pyramideRecordSetup, pyramideSimOptions } from './sim/plan.js';
import { pyramideCards } from './sim/record.js';
import { balanceFigures } from '../../engine/balance/figures.js';
import { botName } from '../../engine/report/bot-name.js';

export class PyramideLogError extends Error {}

export const pyramideEngine: PackEngine = {
  bots: BOTS,
  runScenario: async (pack, src) => runPyramideScenario(pack, src),
  session: (pack, options) => pyramideSession(pack, options),
  firstTurn: (pack, options) => pyramideFirstTurn(pack, options),
  maps: (pack) => Object.keys(buildCatalogue(pack).maps),
  odds: (pack) => pyramideOdds(buildCatalogue(pack), `${pack.manifest?.title ?? pack.name} : chances aux dés`),
  async simulate(pack, req) {
    const cat = buildCatalogue(pack);
    const opts = pyramideSimOptions(cat, req, req.games);
    const games = await runSimulation(cat, opts, { jobs: req.jobs, onProgress: req.onProgress });
    const report = pyramideReport(cat, opts, games);
    report.balance = balanceFigures(games.map((g) => g.record), pyramideCards(cat), true);
    const files: string[] = [];
    if (req.outDir) {
      const title = `${pack.manifest?.title ?? pack.name} : parties simulées`;
      const html = path.join(req.outDir, `sim-${req.bot}.html`);
      await writeFileAtomic(html, pyramideHtml(title, report, pack.manifest?.language ?? 'fr'));
      const json = path.join(req.outDir, `sim-${req.bot}.json`);
      await writeFileAtomic(json, `${JSON.stringify(report, null, 2)}\n`);
      files.push(html, json);
      // A game the adventurers won and one the god won, with their logs, to replay.
      for (const side of ['adventurers', 'god']) {
        const g = games.find((x) => x.winner === side);
        if (!g) continue;
        const { played } = playOne(cat, opts, g.index, true);
        const log = path.join(req.outDir, `${side === 'god' ? 'god' : 'adventurers'}-win.log.json`);
        await writeFileAtomic(log, `${JSON.stringify({ ...played.log, game: pack.name }, null, 2)}\n`);
        files.push(log);
      }
    }
    return { report: report as unknown as { winRate: number } & Record<string, unknown>, files };
  },
  records: (pack, req) => pyramideRecordSetup(pack, req),
  replay(pack, file) {
    const log = file.data as GameLog<PyramideAction> | null;
    if (log?.format !== LOG_FORMAT) throw new PyramideLogError(`not a ${pack.manifest?.title ?? pack.name} game log: expected a JSON object with "format": "${LOG_FORMAT}", written by \`deckwright sim\``);
    // Told in the game's language; a pack without a manifest in English.
    const language = pack.manifest?.language ?? 'en';
    const header = translator(language)('replay.pyramide.header', { game: pack.name, seed: String(log.seed), map: String(log.map), party: Array.isArray(log.party) ? log.party.join(', ') : '?', bot: botName(log.bot, language) });
    const cat = buildCatalogue(pack);
    const tell = pyramideNarrator(cat, language);
    return tellLog({ def: pyramideGame, cat, narrate: (_cat, e) => tell(e), header }, log, file);
  },
};
