/**
 * The state changes that the rules and the card texts are made of: damage, healing, deaths,
 * moves, appearances, items changing hands. Each one applies the rules that come with it (a
 * sixth item is dropped, a creature's death triggers "Quand … meurt", a player entering a zone
 * for the first time triggers the zone). What the rules do in answer (triggers, a creature's
 * passive sentence) is called through `ctx.edition.react` (reactions.ts), so that the state changes
 * import no interpreter: the rules run on them, not the other way round.
 */
import { creatureDef, lastZone, maxPvAt, playerLabel } from './board.js';
import { ask, emit, GameOver, type Ctx } from './context.js';
import type { CreatureState, GameState, ItemState, PlayerState } from './types.js';
import { emptyList, mapPacked } from '../../../engine/packed.js';

export const MAX_ITEMS = 5;

/**
 * Damage to a player. The player's "Vous subissez des dégâts" effects (Bouclier de Fortune) may
 * reduce it first; 0 PV is the party's defeat.
 */
export function damagePlayer(state: GameState, ctx: Ctx, seat: number, amount: number, source: string): void {
  const reduced = ctx.edition.react.damageTaken(state, ctx, seat, amount);
  losePv(state, ctx, seat, Math.max(0, amount - reduced), source);
}

/**
 * A player loses PV: what damage comes to once reduced, and what Tacle costs without being damage
 * (so no Bouclier). 0 PV is the party's defeat.
 */
export function losePv(state: GameState, ctx: Ctx, seat: number, amount: number, source: string): void {
  const p = state.players[seat];
  p.pv = Math.max(0, p.pv - amount);
  emit(ctx, { e: 'damage', to: p.character, amount, source, by: null, pvLeft: p.pv });
  if (p.pv === 0) {
    emit(ctx, { e: 'death', player: seat, by: source });
    endGame(state, ctx, 'defeat');
  }
}

export function endGame(state: GameState, ctx: Ctx, result: 'victory' | 'defeat'): never {
  state.result = result;
  state.phase = 'over';
  state.turn = null;
  emit(ctx, { e: 'result', result });
  throw new GameOver(result);
}

export function healPlayer(state: GameState, ctx: Ctx, seat: number, amount: number, source: string): void {
  const p = state.players[seat];
  const healed = Math.min(amount, p.maxPv - p.pv);
  if (healed <= 0) return;
  p.pv += healed;
  emit(ctx, { e: 'heal', who: p.character, amount: healed, source });
}

export function healCreature(state: GameState, ctx: Ctx, c: CreatureState, amount: number, source: string): void {
  const healed = Math.min(amount, maxPvAt(state, ctx.cat, c) - c.pv);
  if (healed <= 0) return;
  c.pv += healed;
  emit(ctx, { e: 'heal', who: c.uid, amount: healed, source });
}

/** Damage to a creature; returns true when it died of it. `by` is the attacking player's seat. */
export function damageCreature(state: GameState, ctx: Ctx, c: CreatureState, amount: number, source: string, by: number | null): boolean {
  c.pv = Math.max(0, c.pv - amount);
  emit(ctx, { e: 'damage', to: c.uid, amount, source, by, pvLeft: c.pv });
  if (c.pv > 0) return false;
  killCreature(state, ctx, c, source, by);
  return true;
}

/** A creature dies: back under its pile, then "Quand … meurt" passives, then a boss's rewards. */
export function killCreature(state: GameState, ctx: Ctx, c: CreatureState, source: string, by: number | null): void {
  if (!state.creatures.includes(c)) return;
  removeCreature(state, c);
  emit(ctx, { e: 'kill', creature: c.uid, card: c.card, by: source, player: by });
  runDeathPassives(state, ctx, c);
  if (c.deck === 'boss') giveRewards(state, ctx, c);
  if (!state.creatures.length && state.phase === 'players' && ctx.edition.freePhase) state.phase = 'free';
}

/** Takes a creature off the table without its dying ("retirez-la"): no death passives. */
export function removeCreature(state: GameState, c: CreatureState): void {
  const i = state.creatures.indexOf(c);
  if (i < 0) return;
  state.creatures.splice(i, 1);
  const pile = c.deck === 'special' ? state.piles.special : c.deck === 'boss' ? state.piles.boss : state.piles.creatures;
  pile.push(c.card);
}

function runDeathPassives(state: GameState, ctx: Ctx, dead: CreatureState): void {
  const deadName = creatureDef(ctx.cat, dead).name;
  for (const c of [...state.creatures]) {
    if (!state.creatures.includes(c)) continue;
    for (const s of creatureDef(ctx.cat, c).passives) {
      if (s.prefix?.kind !== 'when' || s.prefix.event.kind !== 'dies') continue;
      const who = s.prefix.event.creature;
      const matches = who.kind === 'named' ? who.name === deadName : who.kind === 'creatures' && (!who.special || dead.deck === 'special');
      if (matches) ctx.edition.react.creatureSentence(state, ctx, c, s);
    }
  }
}


/** Each player takes at most one of the boss's rewards; those nobody takes go back to the Objets pile. */
function giveRewards(state: GameState, ctx: Ctx, boss: CreatureState): void {
  const rewards = creatureDef(ctx.cat, boss).rewards;
  const taken = new Set<number>();
  for (const card of rewards) {
    const seats = mapPacked(state.players.filter((p) => !taken.has(p.seat)), (p) => p.seat);
    const options = mapPacked(seats, (s) => playerLabel(state, s));
    options.push('nobody');
    const n = ask(state, ctx, { kind: 'reward', player: null, prompt: `Who takes the reward ${ctx.cat.objets.get(card)?.name ?? card}?`, options, asked: { q: 'reward', card } });
    if (n >= seats.length) {
      state.piles.objets.push(card);
      continue;
    }
    taken.add(seats[n]);
    const item: ItemState = { uid: `${card}~r`, card, engaged: false, revealed: true, known: true };
    emit(ctx, { e: 'reward', player: seats[n], item: card });
    receiveItem(state, ctx, seats[n], item);
  }
}

/** A player gets an item; with a sixth, they drop one of them in their zone (not an action). */
export function receiveItem(state: GameState, ctx: Ctx, seat: number, item: ItemState): void {
  const p = state.players[seat];
  item.revealed = true;
  item.known = true;
  p.items.push(item);
  if (p.items.length <= MAX_ITEMS) return;
  const n = ask(state, ctx, {
    kind: 'item',
    player: seat,
    prompt: `${p.character} holds ${p.items.length} items: which one do they drop?`,
    asked: { q: 'drop-item', seat, amount: p.items.length },
    options: mapPacked(p.items, (i) => i.uid),
  });
  const [dropped] = p.items.splice(n, 1);
  state.zones[p.zone].items.push(dropped);
  emit(ctx, { e: 'drop', player: seat, item: dropped.card });
}

/**
 * A player arrives in a zone, by a move or by an effect. The first player to enter a zone in a
 * chapter triggers its "entre ici pour la première fois" effect.
 */
export function placePlayer(state: GameState, ctx: Ctx, seat: number, zone: number, cause: string): void {
  const p = state.players[seat];
  if (zone < 0 || zone > lastZone(state) || zone === p.zone) return;
  emit(ctx, { e: 'move', who: p.character, from: p.zone, to: zone, cause });
  p.zone = zone;
  p.enteredRound = state.round;
  const z = state.zones[zone];
  const first = !z.entered;
  z.entered = true;
  ctx.edition.react.entered(state, ctx, seat, zone, first);
}

/** A creature moves (never one that "ne se déplace jamais"); a Plante leaving its Jardin keeps at most its normal PV. */
export function placeCreature(state: GameState, ctx: Ctx, c: CreatureState, zone: number, cause: string): void {
  if (zone < 0 || zone > lastZone(state) || zone === c.zone) return;
  if (creatureDef(ctx.cat, c).neverMoves) return;
  emit(ctx, { e: 'move', who: c.uid, from: c.zone, to: zone, cause });
  c.zone = zone;
  c.pv = Math.min(c.pv, maxPvAt(state, ctx.cat, c));
}

/**
 * A creature card appears in a zone: drawn from the pile that holds it (the first copy there).
 * Returns null when no copy is left in the pile.
 */
export function summonCreature(state: GameState, ctx: Ctx, card: string, zone: number, source: string): CreatureState | null {
  const def = ctx.cat.creatures.get(card);
  if (!def) return null;
  const pile = def.deck === 'special' ? state.piles.special : def.deck === 'boss' ? state.piles.boss : state.piles.creatures;
  const i = pile.indexOf(card);
  if (i < 0) {
    emit(ctx, { e: 'none-left', card });
    return null;
  }
  pile.splice(i, 1);
  return putCreature(state, ctx, card, zone, source);
}

/** Puts a creature card (already taken from its pile) on the table. */
export function putCreature(state: GameState, ctx: Ctx, card: string, zone: number, source: string): CreatureState {
  const def = ctx.cat.creatures.get(card)!;
  const c: CreatureState = { uid: `${card}#${state.nextUid++}`, card, deck: def.deck, zone, pv: def.pv, lost: emptyList(), noRiposte: false };
  c.pv = maxPvAt(state, ctx.cat, c);
  state.creatures.push(c);
  emit(ctx, { e: 'appear', creature: c.uid, card, zone, source });
  if (state.phase === 'free') state.phase = 'players';
  ctx.edition.react.appeared(state, ctx, c, source);
  return c;
}

/** Dégage: a Ration is any engaged one (they are alike); an Objet is the players' pick. */
export function untapOne(state: GameState, ctx: Ctx, p: PlayerState, what: 'item' | 'ration'): void {
  if (what === 'ration') {
    const r = p.rations.find((x) => x.engaged);
    if (r) r.engaged = false;
    return;
  }
  const engaged = p.items.filter((i) => i.engaged);
  if (!engaged.length) return;
  const n = ask(state, ctx, { kind: 'untap', player: p.seat, prompt: `Which item does ${p.character} untap?`, options: mapPacked(engaged, (i) => i.uid), asked: { q: 'untap-item', seat: p.seat } });
  engaged[n].engaged = false;
}
