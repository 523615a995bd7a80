/**
 * The figures of a block of games, small enough to send from a thread or store in Redis, and
 * merged block by block into a run's: counts and sums, plus, game by game, the two values a
 * comparison of variants pairs (who won, how long it lasted). Every sum is of whole numbers (how
 * early a game was decided is counted in thousandths), so merging blocks in game order gives the
 * same bytes whatever the blocks' sizes and whoever played them.
 */
import { addTo, emptyMoments as moments, type Moments } from './moments.js';
import type { GameRecord } from './record.js';

export type { Moments } from './moments.js';

/**
 * Per card: sides that could draw it, and their wins; sides that drew it, and their wins; sides
 * that played it, and their wins.
 */
export type CardCounts = [pool: number, poolWins: number, drawn: number, drawnWins: number, played: number, playedWins: number];

export interface Tally {
  /** The first game of the block (its index in the run). */
  from: number;
  games: number;
  /** Game by game: the winning side, -1 for none, -2 for a stall. */
  winner: number[];
  /** Game by game: its length in turns. */
  turns: number[];
  decisions: Moments;
  /** Lead changes, over the games with a score. */
  leadChanges: Moments;
  /** How early the winner was known, in thousandths of the game, over the games with a score and a winner. */
  decidedAt: Moments;
  /**
   * Games where each seat is a side of its own (the players against each other), by seat count:
   * [games, then each seat's wins, seat 0 first]. Seats are compared only among games of one
   * seat count: the third seat of a three-player game is not the third of a four-player one.
   */
  seatTables: Record<string, number[]>;
  /** The most sides a game had. */
  sides: number;
  cards: Record<string, CardCounts>;
  /** Sides that could draw any card of the pack (no pool), and their wins: in every card's pool. */
  anyCard: [sides: number, wins: number];
}

export const NO_WINNER = -1;
export const STALLED = -2;


export function emptyTally(from = 0): Tally {
  return { from, games: 0, winner: [], turns: [], decisions: moments(), leadChanges: moments(), decidedAt: moments(), seatTables: Object.create(null), sides: 0, cards: Object.create(null), anyCard: [0, 0] };
}

/** Adds one game (the next of the block) to a tally. */
export function addRecord(t: Tally, r: GameRecord): void {
  t.games++;
  t.winner.push(r.stalled ? STALLED : (r.winner ?? NO_WINNER));
  t.turns.push(r.turns);
  addTo(t.decisions, r.decisions);
  if (r.lead) {
    addTo(t.leadChanges, r.lead.changes);
    if (r.lead.decidedAt !== null) addTo(t.decidedAt, Math.round(r.lead.decidedAt * 1000));
  }
  t.sides = Math.max(t.sides, r.sides.length);
  // Seats are compared when each is a side of its own (a co-operative party, or the pyramid's god
  // against several adventurers, have sides that are not seats).
  if (r.sides.length > 1 && r.seats.length === r.sides.length && new Set(r.seats).size === r.seats.length) {
    const row = (t.seatTables[r.seats.length] ??= Array<number>(r.seats.length + 1).fill(0));
    row[0]++;
    r.seats.forEach((side, seat) => {
      if (r.winner === side) row[seat + 1]++;
    });
  }
  r.sides.forEach((cards, side) => {
    const won = r.winner === side ? 1 : 0;
    const count = (id: string, at: 0 | 2 | 4) => {
      const c = (t.cards[id] ??= [0, 0, 0, 0, 0, 0]);
      c[at]++;
      c[at + 1] += won;
    };
    for (const id of cards.pool ?? []) count(id, 0);
    for (const id of cards.drawn) count(id, 2);
    for (const id of cards.played) count(id, 4);
  });
  r.sides.forEach((cards, side) => {
    if (cards.pool) return;
    t.anyCard[0]++;
    if (r.winner === side) t.anyCard[1]++;
  });
}

/** The tally of records played from game `from`, in order. */
export function tallyRecords(records: readonly GameRecord[], from = 0): Tally {
  const t = emptyTally(from);
  for (const r of records) addRecord(t, r);
  return t;
}

/**
 * Blocks merged in game order (they may come in any order: from threads, from Redis). Throws when
 * they leave a gap, overlap, or do not cover `expect` (games from…from+games-1, when given):
 * figures from blocks missing or counted twice would be wrong.
 */
export function mergeTallies(blocks: readonly Tally[], expect?: { from: number; games: number }): Tally {
  const sorted = [...blocks].sort((a, b) => a.from - b.from);
  const t = emptyTally(expect?.from ?? sorted[0]?.from ?? 0);
  for (const b of sorted) {
    if (b.from !== t.from + t.games) throw new Error(`blocks do not follow each other: games ${t.from}…${t.from + t.games - 1} merged, the next block starts at ${b.from}`);
    t.games += b.games;
    for (const x of b.winner) t.winner.push(x);
    for (const x of b.turns) t.turns.push(x);
    for (const k of ['decisions', 'leadChanges', 'decidedAt'] as const) {
      t[k].n += b[k].n;
      t[k].sum += b[k].sum;
      t[k].sumSq += b[k].sumSq;
    }
    for (const [k, row] of Object.entries(b.seatTables)) {
      const m = (t.seatTables[k] ??= Array<number>(row.length).fill(0));
      row.forEach((n, i) => (m[i] += n));
    }
    t.sides = Math.max(t.sides, b.sides);
    for (const [id, c] of Object.entries(b.cards)) {
      const m = (t.cards[id] ??= [0, 0, 0, 0, 0, 0]);
      for (let i = 0; i < 6; i++) m[i] += c[i];
    }
    t.anyCard[0] += b.anyCard[0];
    t.anyCard[1] += b.anyCard[1];
  }
  if (expect && t.games !== expect.games) throw new Error(`blocks cover games ${t.from}…${t.from + t.games - 1}, not the ${expect.games} asked from game ${expect.from}`);
  return t;
}

/** Side 0's wins over the games (the win rate every report gives). */
export function winsOf(t: Tally): number {
  return t.winner.reduce((n, w) => n + (w === 0 ? 1 : 0), 0);
}
