/**
 * Playtests of the pyramid: game i is played with seed S + i, on a map, by a party of adventurers
 * (the counts asked in turn, each count's parties in turn: every party of the eight is played), each
 * seat by the bot asked, shown only its view. A thread sends back one summary a game.
 */
import type { GameRecord } from '../../../engine/balance/record.js';
import { runShares } from '../../../engine/parallel.js';
import { decisionCounter, playGame, type PlayOptions } from '../../../engine/play.js';
import { seated, seatingOf } from '../../../engine/seats.js';
import { cellOfName } from '../engine/board.js';
import { makeBot } from '../engine/bots.js';
import type { Catalogue } from '../engine/catalogue.js';
import { pyramideGame } from '../engine/game.js';
import type { PyramideAction, PyramideEvent, PyramideSetup, PyramideState } from '../engine/types.js';
import { pyramideRecord } from './record.js';

/** Party sizes played when `--players` is not given. */
export const DEFAULT_PARTIES = [2, 3, 4];

export interface PyramideSimOptions {
  games: number;
  seed: number;
  bot: string;
  iterations?: number;
  /** Party sizes, in turn. */
  players: number[];
  /** Maps, in turn (by id). */
  maps: string[];
}

export interface PyramideGameSummary {
  index: number;
  seed: number;
  map: string;
  party: string[];
  /** 'adventurers', 'god', or null for a game stopped at the action limit. */
  winner: string | null;
  loot: number;
  left: number;
  chests: number;
  /** Combats by threshold and kind: [fights, adventurer wins]. */
  combats: Record<string, [number, number]>;
  /** Cells (numbers) where an adventurer lost a combat, and where one ended a turn without having moved. */
  lost: number[];
  stuck: number[];
  /** The game for the balance figures (record.ts). */
  record: GameRecord;
}

/** Every party of `k` of the adventurers, in a fixed order. */
export function parties(ids: string[], k: number): string[][] {
  const out: string[][] = [];
  const walk = (start: number, picked: string[]) => {
    if (picked.length === k) return void out.push(picked);
    for (let i = start; i < ids.length; i++) walk(i + 1, [...picked, ids[i]]);
  };
  walk(0, []);
  return out;
}

export function gameSetup(cat: Catalogue, opts: PyramideSimOptions, index: number): { seed: number; party: string[]; map: string } {
  const seed = (opts.seed + index) >>> 0;
  const map = opts.maps[index % opts.maps.length];
  const round = Math.floor(index / opts.maps.length);
  const k = opts.players[round % opts.players.length];
  const all = parties(Object.keys(cat.adventurers).sort(), k);
  return { seed, party: all[Math.floor(round / opts.players.length) % all.length], map };
}

/** The seats of a game of `setup`, each played by the bot asked, seeded from the game's seed and the seat; each shown only its view. */
export function gamePolicy(cat: Catalogue, opts: Pick<PyramideSimOptions, 'bot' | 'iterations'>, setup: { seed: number; party: string[] }) {
  const seats = [0, ...setup.party.map((_, i) => i + 1)];
  return seated(seatingOf(pyramideGame), seats.map((seat) => makeBot(opts.bot, cat, (setup.seed * 31 + seat) >>> 0, opts.iterations)));
}

export function playOne(cat: Catalogue, opts: PyramideSimOptions, index: number, record = false, events = true, onStep?: PlayOptions<PyramideState, PyramideAction, PyramideSetup>['onStep']) {
  const setup = gameSetup(cat, opts, index);
  const played = playGame(pyramideGame, cat, { setup, policy: gamePolicy(cat, opts, setup), events, record, onStep });
  return { setup, played };
}

export function summarize(cat: Catalogue, index: number, setup: { seed: number; party: string[]; map: string }, result: string, events: PyramideEvent[]): Omit<PyramideGameSummary, 'record'> {
  const dims = cat.maps[setup.map];
  const cell = (name: string) => cellOfName(dims, name);
  const combats: Record<string, [number, number]> = {};
  const lost: number[] = [];
  const stuck: number[] = [];
  let loot = 0;
  let left = 0;
  let chests = 0;
  // Who moved during the round, to tell an adventurer that ended its turn where it began; and where each stands.
  let movedThisTurn = new Set<string>();
  const lastCell: Record<string, string> = {};
  for (const e of events) {
    if (e.e === 'combat') {
      const key = `${e.attack ? 'attaque' : e.foe === 'momie' ? 'momie' : `demi-dieu ${e.foeLevel}`}|${e.threshold}`;
      const c = (combats[key] ??= [0, 0]);
      c[0]++;
      if (e.won) c[1]++;
      else if (!e.attack) lost.push(cell(e.cell));
    } else if (e.e === 'enter') lastCell[e.adventurer] = e.cell;
    else if (e.e === 'move' || e.e === 'push' || e.e === 'make-way') {
      movedThisTurn.add(e.e === 'make-way' ? e.adventurer : e.piece);
      lastCell[e.e === 'make-way' ? e.adventurer : e.piece] = e.to;
    } else if (e.e === 'chest') chests++;
    else if (e.e === 'turn') {
      for (const id of setup.party) if (!movedThisTurn.has(id) && lastCell[id]) stuck.push(cell(lastCell[id]));
      movedThisTurn = new Set();
    } else if (e.e === 'end') {
      loot = e.loot;
      left = e.left;
    }
  }
  return { index, seed: setup.seed, map: setup.map, party: setup.party, winner: result === 'stalled' ? null : result, loot, left, chests, combats, lost, stuck };
}

export function simulateRange(cat: Catalogue, opts: PyramideSimOptions, from: number, to: number, onGame?: (done: number) => void): PyramideGameSummary[] {
  const out: PyramideGameSummary[] = [];
  for (let i = from; i < to; i++) {
    const counter = decisionCounter();
    const { setup, played } = playOne(cat, opts, i, false, true, counter.onStep);
    const record = pyramideRecord(cat, setup.party, played.state, played.result, played.events, counter.decisions);
    out.push({ ...summarize(cat, i, setup, played.result, played.events), record });
    onGame?.(i - from + 1);
  }
  return out;
}

/** The records of games `from`…`to`-1, for the balance figures (`sweep`; engine/balance/plan.ts). */
export function playRecords(data: { cat: Catalogue; opts: PyramideSimOptions }, from: number, to: number): GameRecord[] {
  return simulateRange(data.cat, data.opts, from, to).map((g) => g.record);
}

export function playShare(data: { cat: Catalogue; opts: PyramideSimOptions }, from: number, to: number, onGame?: (done: number) => void): PyramideGameSummary[] {
  return simulateRange(data.cat, data.opts, from, to, onGame);
}

export async function runSimulation(cat: Catalogue, opts: PyramideSimOptions, run: { jobs?: number; onProgress?: (d: number, t: number) => void } = {}): Promise<PyramideGameSummary[]> {
  return runShares<PyramideGameSummary>({ module: new URL(import.meta.url), exportName: 'playShare', data: { cat, opts }, total: opts.games, jobs: run.jobs, onProgress: run.onProgress });
}
