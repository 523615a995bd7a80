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
import { round4 as r4 } from './round.js';

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


export function rate(wins: number, games: number): RateFigure {
  return { games, wins, winRate: games ? r4(wins / games) : null, ci95: games ? wilson(wins, games) : null };
}

/**
 * Every card of `cards` (id → name; those never seen count with no game), most telling first.
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
  // Most telling first: by how far from zero the difference surely is (the interval's bound
  // nearest zero; 0 when the interval holds zero), so that a card seen in three games does not
  // top the list by luck; then by the estimate's size.
  const sure = (r: CardImpact) => (!r.whenDrawn ? -1 : r.whenDrawn.ci95[0] > 0 ? r.whenDrawn.ci95[0] : r.whenDrawn.ci95[1] < 0 ? -r.whenDrawn.ci95[1] : 0);
  const size = (r: CardImpact) => (r.whenDrawn ? Math.abs(r.whenDrawn.estimate) : -1);
  return rows.sort((a, b) => sure(b) - sure(a) || size(b) - size(a) || b.drawn.games - a.drawn.games || a.name.localeCompare(b.name) || (a.id < b.id ? -1 : 1));
}
