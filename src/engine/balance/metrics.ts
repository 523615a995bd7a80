/**
 * The measures of a game that Ludii's general game system computes for its games (Browne's
 * aesthetic measures, as Ludii names them), from a run's tally: balance between the seats, the
 * first player's advantage, completion, drawishness, duration in turns and in decisions, and,
 * where the game keeps a score, decisiveness (how early the winner is known) and lead changes.
 * Skill sensitivity compares runs of different bots: the sweep computes it (sweep-figures.ts).
 * The seats' measures are taken over the games where each seat is a side of its own, seat count
 * by seat count (a sweep over player counts mixes them): the first player's advantage is seat 0's
 * wins against its even share in each game (½ of a duel's, ⅓ of a three-player game's).
 * Each figure comes with its 95 % interval and the games behind it; a measure that does not apply
 * to the game (drawishness of a co-operative game) is null.
 */
import { wilson } from '../stats.js';
import { NO_WINNER, STALLED, type Tally } from './tally.js';
import { mean, momentsOf, type MeanFigure } from './moments.js';

export type { MeanFigure } from './moments.js';
import { rate, type RateFigure } from './impact.js';
import { round4 as r4 } from './round.js';

export interface GameMetrics {
  games: number;
  /** Side 0's win rate. */
  winRate: RateFigure;
  /** Games that ended with a result rather than at the action limit. */
  completion: RateFigure;
  /** Games the players play against each other that ended with no winner, over those that ended. */
  drawishness: RateFigure | null;
  /** By seat count: each seat's win rate, seat 0 first, and that count's balance (games where each seat is a side of its own). */
  seats: { seats: number; games: number; rates: RateFigure[]; balance: number }[] | null;
  /** 1 − (the best seat's win rate − the worst's), averaged over the seat counts by their games: 1 when no seat is favoured. */
  balance: number | null;
  /** Seat 0's win rate minus its even share (1 / seats of each game), with its interval. */
  firstPlayerAdvantage: { estimate: number; ci95: [number, number]; games: number } | null;
  turns: MeanFigure & { median: number | null };
  decisions: MeanFigure;
  /** The share of the game played when the winner took the lead for good (games with a score). */
  decisiveness: MeanFigure | null;
  leadChanges: MeanFigure | null;
}


function median(values: readonly number[]): number | null {
  if (!values.length) return null;
  const s = [...values].sort((a, b) => a - b);
  const h = s.length >> 1;
  return s.length % 2 ? s[h] : (s[h - 1] + s[h]) / 2;
}

/** `competitive`: the players play against each other (else they win or lose together). */
export function gameMetrics(t: Tally, competitive: boolean): GameMetrics {
  let stalled = 0;
  let none = 0;
  let wins = 0;
  for (const w of t.winner) {
    if (w === STALLED) stalled++;
    else if (w === NO_WINNER) none++;
    else if (w === 0) wins++;
  }
  const ended = t.games - stalled;
  const turns = momentsOf(t.turns);
  const tables = competitive ? Object.entries(t.seatTables).sort(([a], [b]) => Number(a) - Number(b)) : [];
  const seats = tables.length
    ? tables.map(([k, row]) => {
        const rates = row.slice(1).map((w) => rate(w, row[0]));
        const values = rates.map((x) => x.winRate ?? 0);
        return { seats: Number(k), games: row[0], rates, balance: r4(1 - (Math.max(...values) - Math.min(...values))) };
      })
    : null;
  let firstPlayerAdvantage: GameMetrics['firstPlayerAdvantage'] = null;
  let balance: number | null = null;
  if (seats) {
    const games = seats.reduce((n, s) => n + s.games, 0);
    const firstWins = seats.reduce((n, s) => n + s.rates[0].wins, 0);
    // The even share of seat 0 over these games: 1/k of each k-seat game.
    const even = seats.reduce((n, s) => n + s.games / s.seats, 0) / games;
    const [lo, hi] = wilson(firstWins, games);
    firstPlayerAdvantage = { estimate: r4(firstWins / games - even), ci95: [r4(lo - even), r4(hi - even)], games };
    balance = r4(seats.reduce((n, s) => n + s.balance * s.games, 0) / games);
  }
  const decided = t.decidedAt.n ? mean({ n: t.decidedAt.n, sum: t.decidedAt.sum / 1000, sumSq: t.decidedAt.sumSq / 1e6 }) : null;
  return {
    games: t.games,
    winRate: rate(wins, t.games),
    completion: rate(ended, t.games),
    drawishness: competitive ? rate(none, ended) : null,
    seats,
    balance,
    firstPlayerAdvantage,
    turns: { ...mean(turns), median: median(t.turns) },
    decisions: mean(t.decisions),
    decisiveness: decided,
    leadChanges: t.leadChanges.n ? mean(t.leadChanges) : null,
  };
}
