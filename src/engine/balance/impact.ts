/**
 * What each card does to the game, as card-game analysts measure it (17lands' "games in hand win
 * rate" and "improvement when drawn", HSReplay's "played win rate"): the win rate of the sides
 * that drew a card against that of the sides that could have drawn it and did not, the win rate
 * of those that played it, each with its 95 % interval and the games behind it. The cards that
 * move the result most come first.
 *
 * These are observations, not experiments: a card drawn late in long games, or played by sides
 * already winning, shows the company it keeps as well as its own effect. A sweep that changes the
 * card (`--vary`) measures the effect itself.
 */
import { rateDifference, type Difference } from '../difference.js';
import { wilson } from '../stats.js';
import type { Tally } from './tally.js';

export interface RateFigure {
  games: number;
  wins: number;
  winRate: number | null;
  ci95: [number, number] | null;
}

export interface CardImpact {
  id: string;
  name: string;
  /** Sides that drew it (games in hand). */
  drawn: RateFigure;
  /** Sides that could have drawn it and did not. */
  notDrawn: RateFigure;
  /** drawn − notDrawn: the improvement when drawn; null when either has no game. */
  whenDrawn: Difference | null;
  /** Sides that played it. */
  played: RateFigure;
}

const r4 = (x: number) => Math.round(x * 1e4) / 1e4;

export function rate(wins: number, games: number): RateFigure {
  return { games, wins, winRate: games ? r4(wins / games) : null, ci95: games ? wilson(wins, games) : null };
}

/**
 * Every card of `cards` (id → name; those never seen count with no game), most telling first:
 * by the size of the improvement when drawn, then by the games behind it, then by name.
 */
export function cardImpact(t: Tally, cards: Record<string, string>): CardImpact[] {
  const rows = Object.keys(cards).map((id): CardImpact => {
    const c = Object.hasOwn(t.cards, id) ? t.cards[id] : [0, 0, 0, 0, 0, 0];
    const pool = c[0] + t.anyCard[0];
    const poolWins = c[1] + t.anyCard[1];
    const drawn = rate(c[3], c[2]);
    const notDrawn = rate(poolWins - c[3], pool - c[2]);
    return { id, name: cards[id], drawn, notDrawn, whenDrawn: rateDifference(notDrawn.wins, notDrawn.games, drawn.wins, drawn.games), played: rate(c[5], c[4]) };
  });
  const size = (r: CardImpact) => (r.whenDrawn ? Math.abs(r.whenDrawn.estimate) : -1);
  return rows.sort((a, b) => size(b) - size(a) || b.drawn.games - a.drawn.games || a.name.localeCompare(b.name) || (a.id < b.id ? -1 : 1));
}
