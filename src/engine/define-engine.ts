/**
 * A whole engine from a game's rules (defined/definition.ts): what `deckwright sim`, `scenario`,
 * `replay`, `odds` and hot-seat play ask of a pack (PackEngine), written once for every game a
 * project writes in its own rules code, so that a designer writes the rules and nothing else.
 *
 * - sim: game i is played with seed S + i by the player counts in turn, over worker threads when
 *   the rules were loaded from a project's module (each thread imports it again: defined/share.ts),
 *   else in this thread; the figures do not depend on the threads. The report (JSON and HTML) and the logs of
 *   the shortest and longest games are written to the reports folder.
 * - replay: a log of the game told event by event, and whether it still ends as recorded.
 * - scenario: the format of defined/scenario.ts.
 * - session: hot-seat play, a seat per player (defined/session.ts).
 * - firstTurn, when the definition lays its state out: the Tabletop Simulator table of a game just
 *   set up (`tts --setup`).
 * - records: how a sweep plays the games of `sim` for their balance figures, on threads that import
 *   the project's rules module as sim's do (defined/record.ts says what a game's record holds).
 */
import path from 'node:path';
import { writeFileAtomic } from '../core/atomic-write.js';
import { logPackFields } from '../core/log-pack.js';
import type { LoadedPack } from '../core/pack.js';
import type { PackEngine, RecordRequest, SimOutcome, SimRequest } from '../core/pack-types.js';
import { balanceFigures } from './balance/figures.js';
import { portableModule, type RecordSetup } from './balance/plan.js';
import { translator } from '../i18n/translate.js';
import { defineGame, type EngineState } from './define-game.js';
import { DEFINITION, type AnyDefined, type EngineDefinition } from './defined/definition.js';
import { gameSetup, playOne, playRange, tablePolicy, type GameSummary, type SimData } from './defined/games.js';
import { playerCount, setUpGame, SETUP_BOT, type FirstTurn, type FirstTurnOptions } from './first-turn.js';
import type { ShareData } from './defined/share.js';
import { comparable, notableGames, rulesReport, type ReportOptions } from './defined/report.js';
import { runDefinedScenario } from './defined/scenario.js';
import { definedSession, seatNamer } from './defined/session.js';
import { runShares } from './parallel.js';
import type { GameLog } from './play.js';
import { tellLog } from './tell-log.js';
import { botName } from './report/bot-name.js';

export type { BotMaker, EngineDefinition } from './defined/definition.js';

/** A request `sim` cannot play (a player count the game does not allow), said to the designer. */
export class EngineRequestError extends Error {}

/** The player counts of a run: those asked, else the definition's default, else every allowed count. */
function playerCounts(d: AnyDefined, asked: number[] | null): number[] {
  const { min, max } = d.players;
  const counts = asked ?? d.players.default ?? Array.from({ length: max - min + 1 }, (_, i) => min + i);
  const wrong = counts.find((k) => k < min || k > max);
  if (wrong !== undefined) throw new EngineRequestError(`--players: this game is played by ${min === max ? min : `${min} to ${max}`} players, not ${wrong}`);
  return counts;
}

/** Plays the run's games: over threads when the rules' module is known (a project's), else here. */
async function playAll(d: AnyDefined, pack: LoadedPack, data: SimData, req: SimRequest): Promise<GameSummary[]> {
  const rules = pack.def?.module;
  if (!rules || req.jobs === 1) {
    const out = playRange(d, data, 0, req.games, (done) => req.onProgress?.(done, req.games));
    return out;
  }
  const share: ShareData = { ...data, rules };
  return runShares<GameSummary>({ module: new URL('./defined/share.js', import.meta.url), exportName: 'playDefinedShare', data: share, total: req.games, jobs: req.jobs, onProgress: req.onProgress });
}

/** The data every game of a run is played from: checked (the game has the bot, allows the player counts). */
function simData(d: AnyDefined, pack: LoadedPack, req: Omit<RecordRequest, 'decks'>): SimData {
  if (!Object.hasOwn(d.bots, req.bot)) throw new EngineRequestError(`--bot: no bot '${req.bot}'; this game's bots: ${Object.keys(d.bots).join(', ')}`);
  return { seed: req.seed, players: playerCounts(d, req.players), bot: req.bot, cat: d.catalogue(pack), cardIds: pack.cards.map((c) => c.id) };
}

/** The cards the balance figures list, id → name: every card of the pack when the rules say which a side drew, else none. */
function packCards(d: AnyDefined, pack: LoadedPack): Record<string, string> {
  const out = Object.create(null) as Record<string, string>;
  if (d.cards) for (const c of pack.cards) out[c.id] ??= typeof c.data.name === 'string' ? c.data.name : c.id;
  return out;
}

/**
 * How a sweep plays the game (engine/balance/plan.ts): the threads import the project's compiled
 * rules module, as sim's threads do; rules not loaded from a module (an engine made in this
 * process) cannot be played elsewhere.
 */
function recordSetup(d: AnyDefined, pack: LoadedPack, req: RecordRequest): RecordSetup {
  const data = simData(d, pack, req);
  const rules = pack.def?.module;
  if (!rules) throw new EngineRequestError(`${pack.manifest?.title ?? pack.name}: its rules were not loaded from a project's rules module (rules/<game>/index.ts), which the threads of a sweep import`);
  const language = pack.manifest?.language ?? 'en';
  const name = seatNamer(d, language);
  const share: ShareData = { ...data, rules };
  return {
    module: portableModule(new URL('./defined/share.js', import.meta.url)),
    exportName: 'playDefinedRecords',
    data: share,
    cards: packCards(d, pack),
    sides: d.winner ? Array.from({ length: Math.max(...data.players) }, (_, seat) => name(seat)) : [translator(language)('balance.side.players')],
    competitive: Boolean(d.winner),
    unit: d.length?.unit ?? 'turns',
  };
}

async function simulate(d: AnyDefined, pack: LoadedPack, req: SimRequest): Promise<SimOutcome> {
  const language = pack.manifest?.language ?? 'en';
  const data = simData(d, pack, req);
  const players = data.players;
  const games = await playAll(d, pack, data, req);
  const options: ReportOptions = {
    title: pack.manifest?.title ?? pack.name,
    seed: req.seed,
    bot: req.bot,
    players,
    competitive: Boolean(d.winner),
    victory: d.victory ?? 'victory',
    unit: d.length?.unit ?? 'turns',
    seatName: seatNamer(d, language),
  };
  const files: string[] = [];
  const logs: Record<string, string> = {};
  if (req.outDir) {
    // The notable games played again with their logs kept: the same seed makes the same game.
    const notable = notableGames(games);
    for (const [what, g] of Object.entries(notable)) {
      // Games all of one length: the shortest is the longest, one log says it.
      if (!g || (what === 'longest' && g === notable.shortest)) continue;
      const { played } = playOne(d, data, g.index, true);
      const file = path.join(req.outDir, `${what}.log.json`);
      await writeFileAtomic(file, `${JSON.stringify({ ...played.log!, ...logPackFields(file, pack) }, null, 1)}\n`);
      logs[what] = path.basename(file);
      files.push(file);
    }
  }
  const report = rulesReport(games, options, logs);
  report.balance = balanceFigures(games.map((g) => g.record), packCards(d, pack), options.competitive);
  if (req.outDir) {
    const json = path.join(req.outDir, `sim-${req.bot}.json`);
    const html = path.join(req.outDir, `sim-${req.bot}.html`);
    // Loaded when written: `sim --json` needs none of it.
    const { rulesHtml } = await import('./defined/html.js');
    await writeFileAtomic(html, rulesHtml(report, language, pack.name));
    await writeFileAtomic(json, `${JSON.stringify(report, null, 2)}\n`);
    files.unshift(html, json);
  }
  return { report: report as unknown as SimOutcome['report'], files, comparable: comparable(games, options, language) };
}

/**
 * The first turn of `sim`'s first game with that seed and player count (the first of the counts
 * `sim` plays when none is given), set up with its seats' bots (`heuristic` when the game has one,
 * as `sim` plays, else its first), laid out by the definition's `firstTurn`.
 */
function definedFirstTurn(d: AnyDefined, pack: LoadedPack, options: FirstTurnOptions): FirstTurn {
  const title = pack.manifest?.title ?? pack.name;
  const players = playerCount(options, { min: d.players.min, max: d.players.max, default: playerCounts(d, null)[0] }, title);
  const cat = d.catalogue(pack);
  const bot = Object.hasOwn(d.bots, SETUP_BOT) ? SETUP_BOT : Object.keys(d.bots)[0];
  const setup = gameSetup({ seed: options.seed, players: [players], bot, cat }, 0);
  const state = setUpGame(d.game, cat, setup, tablePolicy(d, cat, bot, setup));
  const name = seatNamer(d, pack.manifest?.language ?? 'en');
  return { layout: d.firstTurn!(cat, state, pack), players: Array.from({ length: players }, (_, seat) => name(seat)) };
}

/** The engine of a game written in a project's rules code. */
export function defineEngine<S extends EngineState, A, E, Cat>(definition: EngineDefinition<S, A, E, Cat>): PackEngine {
  const d: AnyDefined = { ...definition, game: defineGame(definition.game) };
  const bots = Object.keys(d.bots);
  if (!bots.length) throw new Error('defineEngine: a game needs at least one bot (randomBot plays any game)');
  const { min, max } = d.players;
  if (!Number.isInteger(min) || !Number.isInteger(max) || min < 1 || max < min) throw new Error(`defineEngine: players must be whole numbers with 1 ≤ min ≤ max, got min ${min}, max ${max}`);
  const engine: PackEngine = {
    bots,
    simulate: (pack, req) => simulate(d, pack, req),
    records: (pack, req) => recordSetup(d, pack, req),
    runScenario: async (pack, src) => runDefinedScenario(d, pack, src),
    replay(pack, file) {
      const log = file.data as GameLog<unknown> | null;
      if (log?.format !== d.game.logFormat) throw new EngineRequestError(`not a ${pack.manifest?.title ?? pack.name} game log: expected a JSON object with "format": "${d.game.logFormat}", written by \`deckwright sim\``);
      const cat = d.catalogue(pack);
      const t = translator(pack.manifest?.language ?? 'en');
      const header = t('rules-report.replay-header', { game: pack.manifest?.title ?? pack.name, seed: String(log.seed), players: Number(log.players) || 0, bot: botName(String(log.bot), pack.manifest?.language ?? 'en'), result: String(log.result) });
      return tellLog({ def: d.game, cat, narrate: (c, e) => (d.narrate ? d.narrate(c, e) : JSON.stringify(e)), header }, log, file);
    },
    session: (pack, options) => definedSession(d, pack, options),
    ...(d.odds ? { odds: d.odds } : {}),
    ...(d.firstTurn ? { firstTurn: (pack: LoadedPack, options: FirstTurnOptions) => definedFirstTurn(d, pack, options) } : {}),
  };
  Object.defineProperty(engine, DEFINITION, { value: d });
  return engine;
}
