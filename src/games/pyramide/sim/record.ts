/**
 * A game of the pyramid as the balance figures read it (engine/balance/record.ts). Two sides play
 * against each other: side 0 the god (the side whose win rate `sim` gives), side 1 the party of
 * adventurers, who win or lose together.
 *
 * - Seats in play order: each round the adventurers play one after the other in their order, then
 *   the god (engine/turns.ts), so the party's seats come first and the god's last.
 * - Turns: the rounds played (a round is every adventurer's turn and the god's), as the book counts
 *   its 12 « tours ».
 * - The party's cards: its adventurers (chosen, and played all game), and the action cards that
 *   were in an adventurer's hand at some time: the 6 kept at setup (those still in hand at the end
 *   or played), and those taken back from the discard. Played: the action cards played. Its pool is
 *   every adventurer (a run plays every party in turn: one not in the party could have been) and
 *   the action cards of the party's adventurers (no other adventurer's cards can come to hand).
 * - The god's cards: the demigods, « drawn » and played when it summons them (they wait off the
 *   board until then); its pool is every demigod. The chests' treasure tiles are dealt at random
 *   and belong to neither side: not counted.
 * - The lead: after each round, which side would win were the game to end there: the adventurers
 *   when their loot is more than the closed chests hold, else the god (a tie is the god's: the
 *   adventurers must take « plus »). The god's score is what the chests hold plus a half, the
 *   adventurers' their loot, so that a tie leads the god.
 */
import { cardSet, leadOf, type GameRecord } from '../../../engine/balance/record.js';
import { MUMMY, type Catalogue } from '../engine/catalogue.js';
import type { PyramideEvent, PyramideState } from '../engine/types.js';

export const GOD = 0;
export const ADVENTURERS = 1;

export function pyramideRecord(cat: Catalogue, party: readonly string[], state: PyramideState, result: string, events: readonly PyramideEvent[], decisions: number): GameRecord {
  const inHand = new Set<string>();
  const played = new Set<string>();
  const summoned = new Set<string>();
  // The chests' total is what the game ends with, taken and left; the lead is traced from there.
  let loot = 0;
  let left = state.loot + state.chests.reduce((n, c) => (c.open ? n : n + c.value), 0);
  const rows: number[][] = [];
  const row = () => rows.push([left + 0.5, loot]);
  for (const e of events) {
    if (e.e === 'card') {
      inHand.add(e.card);
      played.add(e.card);
    } else if (e.e === 'take') inHand.add(e.card);
    else if (e.e === 'summon' && e.piece !== MUMMY) summoned.add(e.piece);
    else if (e.e === 'chest') {
      loot += e.value;
      left -= e.value;
    } else if ((e.e === 'turn' && e.turn > 1) || e.e === 'end') row();
  }
  for (const a of state.adventurers) for (const c of a.hand) inHand.add(c);
  const cards = pyramideCards(cat);
  const known = (ids: Iterable<string>) => cardSet([...ids].filter((id) => Object.hasOwn(cards, id)));
  const winner = state.winner === 'god' ? GOD : state.winner === 'adventurers' ? ADVENTURERS : null;
  return {
    winner,
    stalled: result === 'stalled',
    seats: [...party.map(() => ADVENTURERS), GOD],
    players: party.length,
    turns: state.turn,
    decisions,
    sides: [
      { drawn: known(summoned), played: known(summoned), pool: known(cat.demigods.map((d) => d.id)) },
      {
        drawn: known([...party, ...inHand]),
        played: known([...party, ...played]),
        pool: known([...Object.keys(cat.adventurers), ...party.flatMap((id) => cat.adventurers[id].cards)]),
      },
    ],
    lead: leadOf(rows, winner),
  };
}

const cardsMemo = new WeakMap<Catalogue, Record<string, string>>();

/**
 * Every card a side may draw, id → name: the adventurers, their action cards, the demigods. Every
 * adventurer has cards of the same names: each action card is named with its adventurer's.
 */
export function pyramideCards(cat: Catalogue): Record<string, string> {
  let out = cardsMemo.get(cat);
  if (out) return out;
  out = Object.create(null) as Record<string, string>;
  for (const a of Object.values(cat.adventurers)) {
    out[a.id] = a.name;
    for (const id of a.cards) out[id] = `${cat.cardNames[id] ?? id} (${a.name})`;
  }
  for (const d of cat.demigods) out[d.id] = d.name;
  cardsMemo.set(cat, out);
  return out;
}
