/**
 * A deep copy of a game state, written out by hand: simulations copy states often. Every object
 * is built field by field in the order setup.ts and ops.ts build it, never with a spread: V8
 * gives a spread copy a hidden class of its own, and the rules that then meet both the original
 * and the copy in one place are optimised for one, thrown away ("wrong map") and optimised again.
 */
import { copyForcedOrders } from '../../../engine/forced-order.js';
import { emptyList, mapPacked } from '../../../engine/packed.js';
import type { CreatureState, GameState, ItemState, PlayerState } from './types.js';

/** A copy of an item, `revealed` possibly changed (an item put face up in a zone). */
export function copyItem(i: ItemState, revealed = i.revealed): ItemState {
  return { uid: i.uid, card: i.card, engaged: i.engaged, revealed, known: i.known };
}

/** Items held or lying in a zone: the same class as the lists setup.ts and chapter.ts start. */
function copyItems(xs: ItemState[]): ItemState[] {
  const out = emptyList<ItemState>();
  for (const i of xs) out.push(copyItem(i));
  return out;
}

function copyPlayer(p: PlayerState): PlayerState {
  const q: PlayerState = {
    seat: p.seat,
    character: p.character,
    pv: p.pv,
    maxPv: p.maxPv,
    zone: p.zone,
    items: copyItems(p.items),
    rations: mapPacked(p.rations, (r) => ({ card: r.card, engaged: r.engaged })),
    characterEngaged: p.characterEngaged,
    secrets: p.secrets.slice(),
    secretUses: p.secretUses.slice(),
    enteredRound: p.enteredRound,
    moves: p.moves,
    attacks: p.attacks,
    oncePerTurn: p.oncePerTurn.slice(),
  };
  // Only a card used "par étage" (INDEX's Page de l'Index) gives a player this list.
  if (p.chapterUses) q.chapterUses = p.chapterUses.slice();
  return q;
}

function copyCreature(c: CreatureState): CreatureState {
  return { uid: c.uid, card: c.card, deck: c.deck, zone: c.zone, pv: c.pv, lost: c.lost.slice(), noRiposte: c.noRiposte };
}

export function cloneState(s: GameState): GameState {
  return {
    rng: [s.rng[0], s.rng[1], s.rng[2], s.rng[3]],
    forcedDice: s.forcedDice.slice(),
    players: mapPacked(s.players, copyPlayer),
    // `hidden` exists in INDEX's zones only: CODEX's zones keep their shape (and their states' hash).
    zones: mapPacked(s.zones, (z) => (z.hidden === undefined ? { card: z.card, items: copyItems(z.items), entered: z.entered } : { card: z.card, items: copyItems(z.items), entered: z.entered, hidden: z.hidden })),
    creatures: mapPacked(s.creatures, copyCreature),
    piles: {
      zones: s.piles.zones.slice(),
      creatures: s.piles.creatures.slice(),
      special: s.piles.special.slice(),
      objets: s.piles.objets.slice(),
      boss: s.piles.boss.slice(),
    },
    chapter: s.chapter,
    round: s.round,
    phase: s.phase,
    played: s.played.slice(),
    turn: s.turn ? { player: s.turn.player, pa: s.turn.pa, reorganizing: s.turn.reorganizing } : null,
    result: s.result,
    nextUid: s.nextUid,
    secretsRead: s.secretsRead.slice(),
    actions: s.actions,
    ...(s.enemySeen === undefined ? {} : { enemySeen: s.enemySeen }),
    ...(s.forcedOrders === undefined ? {} : { forcedOrders: copyForcedOrders(s.forcedOrders) }),
  };
}
