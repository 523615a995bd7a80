/**
 * A game between Code Lyoko decks as the balance figures read it (engine/balance/record.ts): a side
 * is a deck list, whatever seat it sits in (side k the run's k-th deck: side 0 the first, whose win
 * rate `sim` gives), and the players play against each other.
 *
 * - Seats in play order: from the seat drawn to begin (« On choisit au hasard celui qui commence »),
 *   round the table.
 * - Turns: the game's turns, as the report counts them (a turn is one player's).
 * - Drawn: the cards that came into the side's hand, the hands of a mulligan included; played: the
 *   cards it played from its hand (coups, obstacles, surprises): played ⊆ drawn. The five heroes
 *   are every side's in every game, and in no deck list: not counted. The pool: the side's deck list
 *   (a side draws only from its own deck).
 * - The lead: each side's VP at the end of each turn; the side with the most leads.
 */
import { cardSet, leadOf, type GameRecord } from '../../../engine/balance/record.js';
import type { LyokoEvent } from '../engine/types.js';

/**
 * `seats`: the deck (side) in each of the game's seats; `result`: the game's ('seat-<n>' or
 * 'stalled'); `decks`: the run's deck lists, side 0 first.
 */
export function lyokoRecord(seats: readonly number[], result: string, turns: number, events: readonly LyokoEvent[], decks: readonly (readonly string[])[], decisions: number): GameRecord {
  const drawn = decks.map(() => new Set<string>());
  const played = decks.map(() => new Set<string>());
  const vp = seats.map(() => 0);
  const rows: number[][] = [];
  const row = () => {
    const r = decks.map(() => 0);
    seats.forEach((side, seat) => (r[side] = vp[seat]));
    rows.push(r);
  };
  let first: number | null = null;
  for (const e of events) {
    if (e.e === 'draw') {
      if (e.card) drawn[seats[e.seat]].add(e.card);
    } else if (e.e === 'play') played[seats[e.seat]].add(e.card);
    else if (e.e === 'vp') vp[e.seat] = e.vp;
    else if (e.e === 'turn') {
      // The first turn event opens the game; each later one ends the turn before it.
      if (first === null) first = e.seat;
      else row();
    }
  }
  if (first !== null) row();
  const start = first ?? 0;
  const seat = /^seat-(\d+)$/.exec(result);
  const winner = seat ? seats[Number(seat[1])] : null;
  return {
    winner,
    stalled: result === 'stalled',
    seats: seats.map((_, k) => seats[(start + k) % seats.length]),
    players: seats.length,
    turns,
    decisions,
    sides: decks.map((list, side) => {
      const pool = cardSet(list);
      const inList = new Set(pool);
      const known = (ids: Set<string>) => cardSet([...ids].filter((id) => inList.has(id)));
      return { drawn: known(drawn[side]), played: known(played[side]), pool };
    }),
    lead: leadOf(rows, winner),
  };
}
