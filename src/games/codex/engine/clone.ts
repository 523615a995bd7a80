/** A deep copy of a game state, written out by hand: simulations copy states often. */
import type { GameState, ItemState } from './types.js';

const item = (i: ItemState): ItemState => ({ uid: i.uid, card: i.card, engaged: i.engaged, revealed: i.revealed, known: i.known });

export function cloneState(s: GameState): GameState {
  return {
    rng: [s.rng[0], s.rng[1], s.rng[2], s.rng[3]],
    forcedDice: s.forcedDice.slice(),
    players: s.players.map((p) => ({
      ...p,
      items: p.items.map(item),
      rations: p.rations.map((r) => ({ card: r.card, engaged: r.engaged })),
      secrets: p.secrets.slice(),
      secretUses: p.secretUses.slice(),
      oncePerTurn: p.oncePerTurn.slice(),
      ...(p.chapterUses ? { chapterUses: p.chapterUses.slice() } : {}),
    })),
    // `hidden` and `enemySeen` exist in INDEX's states only: CODEX's states keep their shape (and hash).
    zones: s.zones.map((z) => (z.hidden === undefined ? { card: z.card, entered: z.entered, items: z.items.map(item) } : { card: z.card, entered: z.entered, items: z.items.map(item), hidden: z.hidden })),
    creatures: s.creatures.map((c) => ({ ...c, lost: c.lost.slice() })),
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
    turn: s.turn ? { ...s.turn } : null,
    result: s.result,
    nextUid: s.nextUid,
    secretsRead: s.secretsRead.slice(),
    actions: s.actions,
    ...(s.enemySeen === undefined ? {} : { enemySeen: s.enemySeen }),
  };
}
