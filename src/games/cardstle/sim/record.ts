/**
 * A Cardstle game as the balance figures read it (engine/balance/record.ts): one side, the party,
 * which gets through every room or not together. The game master answers for the rooms (fight or
 * dialogue, whom an enemy strikes) but wins nothing: it is no side, and its seat is none of the
 * record's, which are the party's characters in their turn order's place (every one is side 0).
 *
 * - Turns: the rounds played, room after room (the unit the report counts a room's length in).
 * - Drawn: the room deck's cards the party met: turned over (or shown by the longue-vue), gained
 *   as treasures (at the start, from traps, chests and enemies; those the party file gives), the
 *   artefacts taken. The donne is the game's dice (a card drawn for a test is a number rolled):
 *   not counted. Played: the treasures spent (a heal, a test, a chest's key) and those crafted
 *   into objects, each a treasure the party held: played ⊆ drawn.
 * - No pool: any card of the room deck may come up in any game. No score: no lead.
 */
import type { LoadedPack } from '../../../core/pack.js';
import { cardSet, type GameRecord } from '../../../engine/balance/record.js';
import type { Catalogue } from '../engine/catalogue.js';
import type { CardstleEvent, CardstleState } from '../engine/types.js';

export function cardstleRecord(cat: Catalogue, state: CardstleState, result: string, events: readonly CardstleEvent[], decisions: number): GameRecord {
  const met = new Set<number>();
  const spent = new Set<number>();
  const party = cat.parties[state.party];
  state.chars.forEach((_, i) => party.characters[i].treasures.forEach((c) => met.add(c)));
  let rounds = 0;
  let lastRound = 0;
  for (const e of events) {
    if (e.e === 'reveal' || e.e === 'gain' || e.e === 'artefact') met.add(e.card);
    else if (e.e === 'use') spent.add(e.card);
    else if (e.e === 'craft') for (const c of e.cards) spent.add(c);
    else if (e.e === 'turn') lastRound = e.round;
    else if (e.e === 'room-end') {
      rounds += e.rounds;
      lastRound = 0;
    }
  }
  // A room left unfinished (the party died, or the game stalled) counts the rounds it lasted.
  rounds += lastRound;
  const ids = (cards: Set<number>) => cardSet([...cards].map((c) => cat.cardIds[c]).filter((id) => id));
  return {
    winner: result === 'victory' ? 0 : null,
    stalled: result === 'stalled',
    seats: state.chars.map(() => 0),
    players: state.chars.length,
    turns: rounds,
    decisions,
    sides: [{ drawn: ids(met), played: ids(spent) }],
    lead: null,
  };
}

/** Every card of the room deck, id → name (the card impact lists them all). */
export function cardstleCards(pack: LoadedPack, cat: Catalogue): Record<string, string> {
  const ids = new Set(cat.cardIds);
  const out = Object.create(null) as Record<string, string>;
  for (const c of pack.cards) if (ids.has(c.id)) out[c.id] = typeof c.data.name === 'string' ? c.data.name : c.id;
  return out;
}
