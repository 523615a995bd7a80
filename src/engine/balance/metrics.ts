/**
 * The measures of a game that Ludii's general game system computes for its games (Browne's
 * aesthetic measures, as Ludii names them), from a run's tally: balance between the seats, the
 * first player's advantage, completion, drawishness, duration in turns and in decisions, and,
 * where the game keeps a score, decisiveness (how early the winner is known) and lead changes.
 * Skill sensitivity compares runs of different bots: the sweep computes it (sweep/report.ts).
 * Each figure comes with its 95 % interval and the games behind it; a measure that does not apply
 * to the game (drawishness of a co-operative game) is null.
 */
import { Z95, wilson } from '../stats.js';
import { NO_WINNER, STALLED, type Moments, type Tally } from './tally.js';
import { rate, type RateFigure } from './impact.js';

export interface MeanFigure {
  games: number;
  mean: number | null;
  ci95: [number, number] | null;
}

export interface GameMetrics {
  games: number;
  /** Side 0's win rate. */
  winRate: RateFigure;
  /** Games that ended with a result rather than at the action limit. */
  completion: RateFigure;
  /** Games the players play against each other that ended with no winner, over those that ended. */
  drawishness: RateFigure | null;
  /** Each seat's side's win rate, seat 0 first (games the players play against each other). */
  seats: RateFigure[] | null;
  /** 1 − (the best seat's win rate − the worst's): 1 when no seat is favoured. */
  balance: number | null;
  /** The first seat's win rate minus an even share (1 / sides), with its interval. */
  firstPlayerAdvantage: { estimate: number; ci95: [number, number] } | null;
  turns: MeanFigure & { median: number | null };
  decisions: MeanFigure;
  /** The share of the game played when the winner took the lead for good (games with a score). */
  decisiveness: MeanFigure | null;
  leadChanges: MeanFigure | null;
}

const r4 = (x: number) => Math.round(x * 1e4) / 1e4;

export function mean(m: Moments): MeanFigure {
  if (!m.n) return { games: 0, mean: null, ci95: null };
  const mu = m.sum / m.n;
  const variance = m.n > 1 ? Math.max(0, (m.sumSq - m.n * mu * mu) / (m.n - 1)) : 0;
  const half = Z95 * Math.sqrt(variance / m.n);
  return { games: m.n, mean: r4(mu), ci95: [r4(mu - half), r4(mu + half)] };
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
  const turns: Moments = { n: 0, sum: 0, sumSq: 0 };
  for (const x of t.turns) {
    turns.n++;
    turns.sum += x;
    turns.sumSq += x * x;
  }
  const seats = competitive && t.seatGames.length > 1 ? t.seatGames.map((g, i) => rate(t.seatWins[i] ?? 0, g)) : null;
  const seatRates = seats?.filter((s) => s.winRate !== null).map((s) => s.winRate!) ?? [];
  const sides = t.sideGames.length;
  let firstPlayerAdvantage: GameMetrics['firstPlayerAdvantage'] = null;
  if (seats && seats[0].games) {
    const [lo, hi] = wilson(seats[0].wins, seats[0].games);
    const even = 1 / sides;
    firstPlayerAdvantage = { estimate: r4(seats[0].winRate! - even), ci95: [r4(lo - even), r4(hi - even)] };
  }
  return {
    games: t.games,
    winRate: rate(wins, t.games),
    completion: rate(ended, t.games),
    drawishness: competitive ? rate(none, ended) : null,
    seats,
    balance: seatRates.length > 1 ? r4(1 - (Math.max(...seatRates) - Math.min(...seatRates))) : null,
    firstPlayerAdvantage,
    turns: { ...mean(turns), median: median(t.turns) },
    decisions: mean(t.decisions),
    decisiveness: t.decidedAt.n ? mean(t.decidedAt) : null,
    leadChanges: t.leadChanges.n ? mean(t.leadChanges) : null,
  };
}
