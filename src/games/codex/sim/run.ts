/**
 * Simulated playtests: game i is played with seed S + i, a player count taken in turn from those
 * asked, and a party drawn from that seed, so the figures are the same whatever the number of
 * worker threads. Each worker plays a contiguous share of the games and sends back summaries.
 */
import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';
import { makeBot, type BotName } from '../engine/bots/index.js';
import type { Catalogue } from '../engine/catalogue.js';
import { playGame } from '../engine/game.js';
import { seedRng, shuffle } from '../engine/rng.js';
import { summarize, type GameSummary } from './summary.js';

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

export function simulateRange(cat: Catalogue, opts: SimOptions, from: number, to: number, onGame?: (done: number) => void): GameSummary[] {
  const out: GameSummary[] = [];
  for (let i = from; i < to; i++) {
    const { setup, played } = playOne(cat, opts, i);
    out.push(summarize(i, setup.seed, setup.players, setup.characters, played.state, played.result, played.events));
    onGame?.(i - from + 1);
  }
  return out;
}

export interface RunOptions {
  /** Worker threads; 1 plays in this thread. Default: the machine's cores. */
  jobs?: number;
  onProgress?: (done: number, total: number) => void;
}

/** Plays the games on `jobs` threads; summaries come back in game order. */
export async function runSimulation(cat: Catalogue, opts: SimOptions, run: RunOptions = {}): Promise<GameSummary[]> {
  const jobs = Math.max(1, Math.min(run.jobs ?? availableParallelism(), opts.games));
  if (jobs === 1) return simulateRange(cat, opts, 0, opts.games, (d) => run.onProgress?.(d, opts.games));
  const done = new Array<number>(jobs).fill(0);
  const share = Math.ceil(opts.games / jobs);
  const parts = await Promise.all(
    Array.from({ length: jobs }, (_, j) => {
      const from = j * share;
      const to = Math.min(opts.games, from + share);
      return new Promise<GameSummary[]>((resolve, reject) => {
        // The catalogue travels as data: a worker need not load, parse and check the pack again.
        const worker = new Worker(new URL('./worker.js', import.meta.url), { workerData: { cat, opts, from, to } });
        worker.on('message', (m: { done?: number; summaries?: GameSummary[] }) => {
          if (m.done !== undefined) {
            done[j] = m.done;
            run.onProgress?.(done.reduce((a, b) => a + b, 0), opts.games);
          }
          if (m.summaries) resolve(m.summaries);
        });
        worker.on('error', reject);
        worker.on('exit', (code) => {
          if (code !== 0) reject(new Error(`simulation worker stopped with code ${code}`));
        });
      });
    }),
  );
  return parts.flat();
}
