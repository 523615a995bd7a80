/**
 * Cardstle's engine as the core sees it: scenarios, playtests (a party through the pack's rooms
 * and random ones, every decision by a bot, the game master's by its policy), and replays told in
 * English; and the exact odds of its tests and fights (`odds`, src/games/cardstle/odds.ts).
 */
import path from 'node:path';
import { writeFileAtomic } from '../../core/atomic-write.js';
import type { PackEngine } from '../../core/pack-types.js';
import type { GameLog } from '../../engine/play.js';
import { tellLog } from '../../engine/tell-log.js';
import { BOTS } from './engine/bots.js';
import { buildCatalogue } from './engine/catalogue.js';
import { cardstleGame, charactersOf, LOG_FORMAT } from './engine/game.js';
import { narrator } from './engine/narrate.js';
import { translator } from '../../i18n/translate.js';
import { runCardstleScenario } from './engine/scenario.js';
import { cardstleSession } from './session.js';
import { cardstleFirstTurn } from './tts-setup.js';
import type { CardstleAction, CardstleEvent } from './engine/types.js';
import { cardstleOdds } from './odds.js';
import { cardstleHtml } from './sim/html.js';
import { cardstleReport } from './sim/report.js';
import { playOne, runSimulation } from './sim/run.js';
import { cardstleRecordSetup, cardstleSimOptions } from './sim/plan.js';
import { cardstleCards } from './sim/record.js';
import { balanceFigures } from '../../engine/balance/figures.js';
import { botName } from '../../engine/report/bot-name.js';

export class CardstleLogError extends Error {}

export const cardstleEngine: PackEngine = {
  bots: BOTS,
  runScenario: async (pack, src) => runCardstleScenario(pack, src),
  session: (pack, options) => cardstleSession(pack, options),
  firstTurn: (pack, options) => cardstleFirstTurn(pack, options),
  odds: (pack) => cardstleOdds(pack),
  async simulate(pack, req) {
    const cat = buildCatalogue(pack);
    const opts = cardstleSimOptions(cat, req, req.games);
    const games = await runSimulation(cat, opts, { jobs: req.jobs, onProgress: req.onProgress });
    const report = cardstleReport(cat, opts, games);
    report.balance = balanceFigures(games.map((g) => g.record), cardstleCards(pack, cat), false);
    const files: string[] = [];
    if (req.outDir) {
      const title = `${pack.manifest?.title ?? pack.name} : parties simulées`;
      const html = path.join(req.outDir, `sim-${req.bot}.html`);
      await writeFileAtomic(html, cardstleHtml(title, report, pack.manifest?.language ?? 'fr'));
      const json = path.join(req.outDir, `sim-${req.bot}.json`);
      await writeFileAtomic(json, `${JSON.stringify(report, null, 2)}\n`);
      files.push(html, json);
      // A game the party won and one it lost, with their logs, to replay.
      for (const result of ['victory', 'defeat']) {
        const g = games.find((x) => x.result === result);
        if (!g) continue;
        const { played } = playOne(cat, opts, g.index, true, false);
        const log = path.join(req.outDir, `${result}.log.json`);
        await writeFileAtomic(log, `${JSON.stringify({ ...played.log, game: pack.name }, null, 2)}\n`);
        files.push(log);
      }
    }
    return { report: report as unknown as { winRate: number } & Record<string, unknown>, files };
  },
  records: (pack, req) => cardstleRecordSetup(pack, req),
  replay(pack, file) {
    const log = file.data as GameLog<CardstleAction> | null;
    if (log?.format !== LOG_FORMAT) throw new CardstleLogError(`not a ${pack.manifest?.title ?? pack.name} game log: expected a JSON object with "format": "${LOG_FORMAT}", written by \`deckwright sim\``);
    const cat = buildCatalogue(pack);
    const setup = cardstleGame.setupOfLog(log);
    const party = setup.party || cat.defaultParty;
    const names = charactersOf(cat, party, setup.players).map((c) => c.name);
    // Told in the game's language; a pack without a manifest in English.
    const language = pack.manifest?.language ?? 'en';
    const recipes = new Map(cat.tables.recipes.map((r) => [r.id, r.name]));
    const tell = narrator(names, cat.parties[party].version, language, (id) => recipes.get(id) ?? id);
    const header = translator(language)('replay.cardstle.header', { game: pack.name, seed: String(setup.seed), party: cat.parties[party].name, names: names.join(', '), rooms: setup.rooms, bot: botName(log.bot, language) });
    return tellLog<ReturnType<typeof cardstleGame.clone>, CardstleAction, CardstleEvent, typeof cat>({ def: cardstleGame, cat, narrate: (_c, e) => tell(e), header }, log, file);
  },
};
