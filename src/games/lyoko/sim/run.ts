/**
 * Playtests between decks: game i is played with seed S + i, the two decks taking the first seat
 * in turn (deck A first in even games), each seat played by the bot asked, shown only its view.
 * A thread sends back one summary a game, never its events.
 */
import type { GameRecord } from '../../../engine/balance/record.js';
import { runShares } from '../../../engine/parallel.js';
import { decisionCounter, playGame, type PlayOptions } from '../../../engine/play.js';
import { seated, seatingOf } from '../../../engine/seats.js';
import type { Catalogue } from '../engine/catalogue.js';
import { makeBot } from '../engine/bots.js';
import { lyokoGame } from '../engine/game.js';
import type { LyokoAction, LyokoEvent, LyokoSetup, LyokoState } from '../engine/types.js';
import { lyokoRecord } from './record.js';

export interface DeckRun {
  name: string;
  cards: string[];
}

export interface LyokoSimOptions {
  games: number;
  seed: number;
  bot: string;
  iterations?: number;
  decks: DeckRun[];
}

export interface LyokoGameSummary {
  index: number;
  seed: number;
  /** The deck (index into the options' decks) in each seat. */
  seats: number[];
  /** The winning deck, or null for a game stopped at the action limit. */
  winner: number | null;
  turns: number;
  /** Each deck's VP at the end of each of its turns. */
  vp: number[][];
  /** Cards each deck played (coups, obstacles, surprises), by id. */
  played: Record<string, number>[];
  /** What each deck's cards did, by id. */
  effect: Record<string, CardDoings>[];
  /** The game for the balance figures (record.ts). */
  record: GameRecord;
}

/**
 * What a card did in a game. While one of its effects resolved (from its `effect` event to the next
 * card's, to a hero's ability, or to the next coup): the VP its player gained and the VP the others
 * lost, the cards its player drew, the others' cards destroyed. As an obstacle or a danger: the
 * confrontations against it, and those the character failed.
 */
export interface CardDoings {
  gained: number;
  taken: number;
  drawn: number;
  destroyed: number;
  confronted: number;
  stopped: number;
}

const noDoings = (): CardDoings => ({ gained: 0, taken: 0, drawn: 0, destroyed: 0, confronted: 0, stopped: 0 });

/** The two decks' seats in game `index`: A first in even games. */
export function seatsOf(index: number, decks: number): number[] {
  return Array.from({ length: decks }, (_, k) => (k + index) % decks);
}

/** Game `index` of a playtest; `events: false` plays the engine alone (the bench), with no events to summarize. */
export function playOne(cat: Catalogue, opts: LyokoSimOptions, index: number, record = false, events = true, onStep?: PlayOptions<LyokoState, LyokoAction, LyokoSetup>['onStep']) {
  const seed = (opts.seed + index) >>> 0;
  const seats = seatsOf(index, opts.decks.length);
  const policy = seated(seatingOf(lyokoGame), seats.map((_, seat) => makeBot(opts.bot, cat, (seed * 31 + seat) >>> 0, opts.iterations)));
  const played = playGame(lyokoGame, cat, { setup: { seed, decks: seats.map((d) => opts.decks[d].cards) }, policy, events, record, onStep });
  return { seed, seats, played };
}

/** One game's summary from its events (what a thread sends back). */
export function summarize(index: number, seed: number, seats: number[], result: string, events: LyokoEvent[], decks: number): Omit<LyokoGameSummary, 'record'> {
  const vp: number[][] = Array.from({ length: decks }, () => []);
  const played: Record<string, number>[] = Array.from({ length: decks }, () => ({}));
  const effect: Record<string, CardDoings>[] = Array.from({ length: decks }, () => ({}));
  const doings = (seat: number, card: string) => (effect[seats[seat]][card] ??= noDoings());
  const now = seats.map(() => 0);
  let turns = 0;
  let current = -1;
  // The card resolving now, and its player's seat: what happens until the next card, ability or coup is its doing.
  let resolving: { seat: number; card: string } | null = null;
  for (const e of events) {
    if (e.e === 'vp') {
      const delta = e.vp - now[e.seat];
      now[e.seat] = e.vp;
      if (resolving) {
        const f = doings(resolving.seat, resolving.card);
        if (e.seat === resolving.seat) f.gained += delta;
        else f.taken -= delta;
      }
    } else if (e.e === 'draw') {
      if (resolving && e.seat === resolving.seat && e.card) doings(resolving.seat, resolving.card).drawn += 1;
    } else if (e.e === 'destroy') {
      if (resolving && e.seat !== resolving.seat) doings(resolving.seat, resolving.card).destroyed += 1;
    } else if (e.e === 'confront') {
      const f = doings(e.by, e.against);
      f.confronted += 1;
      if (e.outcome === 'echec') f.stopped += 1;
    } else if (e.e === 'play') played[seats[e.seat]][e.card] = (played[seats[e.seat]][e.card] ?? 0) + 1;
    else if (e.e === 'effect') resolving = { seat: e.seat, card: e.card };
    else if (e.e === 'coup' || e.e === 'ability') resolving = null;
    else if (e.e === 'turn') {
      resolving = null;
      if (current >= 0) vp[seats[current]].push(now[current]);
      current = e.seat;
      turns = e.turn;
    }
  }
  if (current >= 0) vp[seats[current]].push(now[current]);
  const seat = /^seat-(\d+)$/.exec(result);
  return { index, seed, seats, winner: seat ? seats[Number(seat[1])] : null, turns, vp, played, effect };
}

export function simulateRange(cat: Catalogue, opts: LyokoSimOptions, from: number, to: number, onGame?: (done: number) => void): LyokoGameSummary[] {
  const out: LyokoGameSummary[] = [];
  const lists = opts.decks.map((d) => d.cards);
  for (let i = from; i < to; i++) {
    const counter = decisionCounter();
    const { seed, seats, played } = playOne(cat, opts, i, false, true, counter.onStep);
    const summary = summarize(i, seed, seats, played.result, played.events, opts.decks.length);
    out.push({ ...summary, record: lyokoRecord(seats, played.result, summary.turns, played.events, lists, counter.decisions) });
    onGame?.(i - from + 1);
  }
  return out;
}

/** The records of games `from`…`to`-1, for the balance figures (`sweep`; engine/balance/plan.ts). */
export function playRecords(data: { cat: Catalogue; opts: LyokoSimOptions }, from: number, to: number): GameRecord[] {
  return simulateRange(data.cat, data.opts, from, to).map((g) => g.record);
}

/** The share function of the engine layer's runner: a thread's games. */
export function playShare(data: { cat: Catalogue; opts: LyokoSimOptions }, from: number, to: number, onGame?: (done: number) => void): LyokoGameSummary[] {
  return simulateRange(data.cat, data.opts, from, to, onGame);
}

export async function runSimulation(cat: Catalogue, opts: LyokoSimOptions, run: { jobs?: number; onProgress?: (d: number, t: number) => void } = {}): Promise<LyokoGameSummary[]> {
  return runShares<LyokoGameSummary>({ module: new URL(import.meta.url), exportName: 'playShare', data: { cat, opts }, total: opts.games, jobs: run.jobs, onProgress: run.onProgress });
}
