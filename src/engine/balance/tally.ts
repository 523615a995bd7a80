/**
 * The figures of a block of games, small enough to send from a thread or store in Redis, and
 * merged block by block into a run's: counts and sums, plus, game by game, the two values a
 * comparison of variants pairs (who won, how long it lasted). Merging blocks in game order gives
 * the same bytes whatever the blocks' sizes and whoever played them.
 */
import type { GameRecord } from './record.js';

/** Count, sum and sum of squares: a mean and its interval. */
export interface Moments {
  n: number;
  sum: number;
  sumSq: number;
}

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
  /** Lead changes and how early the winner was known, over the games with a score. */
  leadChanges: Moments;
  decidedAt: Moments;
  /** By seat (0 plays first): games with that seat, and games its side won. */
  seatGames: number[];
  seatWins: number[];
  /** By side: games it played, and won. */
  sideGames: number[];
  sideWins: number[];
  /** By player count: games and side 0's wins. */
  byPlayers: Record<string, [games: number, wins: number]>;
  cards: Record<string, CardCounts>;
  /** Sides that could draw any card of the pack (no pool), and their wins: in every card's pool. */
  anyCard: [sides: number, wins: number];
}

export const NO_WINNER = -1;
export const STALLED = -2;

const moments = (): Moments => ({ n: 0, sum: 0, sumSq: 0 });
const addTo = (m: Moments, x: number) => {
  m.n++;
  m.sum += x;
  m.sumSq += x * x;
};

export function emptyTally(from = 0): Tally {
  return { from, games: 0, winner: [], turns: [], decisions: moments(), leadChanges: moments(), decidedAt: moments(), seatGames: [], seatWins: [], sideGames: [], sideWins: [], byPlayers: Object.create(null), cards: Object.create(null), anyCard: [0, 0] };
}

const bump = (a: number[], i: number, n = 1) => {
  while (a.length <= i) a.push(0);
  a[i] += n;
};

/** Adds one game (the next of the block) to a tally. */
export function addRecord(t: Tally, r: GameRecord): void {
  t.games++;
  t.winner.push(r.stalled ? STALLED : (r.winner ?? NO_WINNER));
  t.turns.push(r.turns);
  addTo(t.decisions, r.decisions);
  if (r.lead) {
    addTo(t.leadChanges, r.lead.changes);
    addTo(t.decidedAt, r.lead.decidedAt);
  }
  r.seats.forEach((side, seat) => {
    bump(t.seatGames, seat);
    bump(t.seatWins, seat, r.winner === side ? 1 : 0);
  });
  r.sides.forEach((_, side) => {
    bump(t.sideGames, side);
    bump(t.sideWins, side, r.winner === side ? 1 : 0);
  });
  const p = (t.byPlayers[r.players] ??= [0, 0]);
  p[0]++;
  if (r.winner === 0) p[1]++;
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
 * they leave a gap or overlap: figures from blocks missing or counted twice would be wrong.
 */
export function mergeTallies(blocks: readonly Tally[]): Tally {
  const sorted = [...blocks].sort((a, b) => a.from - b.from);
  const t = emptyTally(sorted[0]?.from ?? 0);
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
    for (const k of ['seatGames', 'seatWins', 'sideGames', 'sideWins'] as const) b[k].forEach((n, i) => bump(t[k], i, n));
    for (const [k, [g, w]] of Object.entries(b.byPlayers)) {
      const p = (t.byPlayers[k] ??= [0, 0]);
      p[0] += g;
      p[1] += w;
    }
    for (const [id, c] of Object.entries(b.cards)) {
      const m = (t.cards[id] ??= [0, 0, 0, 0, 0, 0]);
      for (let i = 0; i < 6; i++) m[i] += c[i];
    }
    t.anyCard[0] += b.anyCard[0];
    t.anyCard[1] += b.anyCard[1];
  }
  return t;
}

/** Side 0's wins over the games (the win rate every report gives). */
export function winsOf(t: Tally): number {
  return t.winner.reduce((n, w) => n + (w === 0 ? 1 : 0), 0);
}
