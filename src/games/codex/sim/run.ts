/**
 * Simulated playtests: game i is played with seed S + i, a player count taken in turn from those
 * asked, and a party drawn from that seed, so the figures are the same whatever the number of
 * worker threads. The engine layer's runner gives each thread a contiguous share of the games;
 * each sends back summaries, folded where the games were played.
 */
import { runShares } from '../../../engine/parallel.js';
import { makeBot, type BotName } from '../engine/bots/index.js';
import type { Catalogue } from '../engine/catalogue.js';
import { playGame } from '../engine/game.js';
import { seedRng, shuffle } from '../../../engine/rng.js';
import { summarize, type GameSummary } from './summary.js';
import { codexRecord } from './record.js';
import type { GameRecord } from '../../../engine/balance/record.js';

/** A game's summary, with its record for the balance figures. */
export type PlayedSummary = GameSummary & { record: GameRecord };

/** Player counts played in turn when `--players` is not given. */
export const DEFAULT_PLAYERS = [1, 2, 3, 4];

export interface SimOptions {
  games: number;
  /** Player counts, used in turn: [2] or [1, 2, 3, 4]. */
  players: number[];
  seed: number;
  bot: BotName;
  /** Iterations per decision of the search bot. */
  iterations?: number;
}

export interface GameSetup {
  seed: number;
  players: number;
  characters: string[];
}

/** The i-th game of a run: its seed, player count and party. */
export function gameSetup(cat: Catalogue, opts: SimOptions, index: number): GameSetup {
  const seed = (opts.seed + index) >>> 0;
  const players = opts.players[index % opts.players.length];
  const pool = shuffle(seedRng(seed ^ 0x6b43a9b5), [...cat.personnages.keys()].sort());
  return { seed, players, characters: pool.slice(0, players === 1 ? 2 : players) };
}

export function playOne(cat: Catalogue, opts: SimOptions, index: number, record = false) {
  const g = gameSetup(cat, opts, index);
  const policy = makeBot(opts.bot, cat, g.seed, { iterations: opts.iterations });
  return { setup: g, played: playGame(cat, { seed: g.seed, characters: g.characters, players: g.players, policy, events: true, record }) };
}

export function simulateRange(cat: Catalogue, opts: SimOptions, from: number, to: number, onGame?: (done: number) => void): PlayedSummary[] {
  const out: PlayedSummary[] = [];
  for (let i = from; i < to; i++) {
    const { setup, played } = playOne(cat, opts, i);
    const summary = summarize(i, setup.seed, setup.players, setup.characters, played.state, played.result, played.events);
    out.push({ ...summary, record: recordOf(cat, setup, played) });
    onGame?.(i - from + 1);
  }
  return out;
}

function recordOf(cat: Catalogue, setup: GameSetup, played: ReturnType<typeof playOne>['played']): GameRecord {
  return codexRecord(cat, { result: played.result, players: setup.players, characters: setup.characters, state: played.state, events: played.events });
}

/** The records of games `from`…`to`-1, for the balance figures (`sweep`; engine/balance/plan.ts): no summary made. */
export function playRecords(data: { cat: Catalogue; opts: SimOptions }, from: number, to: number): GameRecord[] {
  const out: GameRecord[] = [];
  for (let i = from; i < to; i++) {
    const { setup, played } = playOne(data.cat, data.opts, i);
    out.push(recordOf(data.cat, setup, played));
  }
  return out;
}

/** The share function of the engine layer's runner (src/engine/parallel.ts): a thread's games. */
export function playShare(data: { cat: Catalogue; opts: SimOptions }, from: number, to: number, onGame?: (done: number) => void): PlayedSummary[] {
  return simulateRange(data.cat, data.opts, from, to, onGame);
}

export interface RunOptions {
  /** Worker threads; 1 plays in this thread. Default: the machine's cores. */
  jobs?: number;
  onProgress?: (done: number, total: number) => void;
  /**
   * The module whose `playShare` the threads run: an edition built on CODEX's rules (INDEX)
   * names its own, which registers its rules before re-exporting this one's.
   */
  module?: URL;
}

/** Plays the games on `jobs` threads; summaries come back in game order. */
export async function runSimulation(cat: Catalogue, opts: SimOptions, run: RunOptions = {}): Promise<PlayedSummary[]> {
  // The catalogue travels as data: a thread need not load, parse and check the pack again.
  return runShares<PlayedSummary>({
    module: run.module ?? new URL(import.meta.url),
    exportName: 'playShare',
    data: { cat, opts },
    total: opts.games,
    jobs: run.jobs,
    onProgress: run.onProgress,
  });
}
