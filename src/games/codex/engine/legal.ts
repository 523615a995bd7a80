/**
 * The actions a player may take now, each priced: a policy picks among them, and the engine
 * refuses anything else with a coded error (explainIllegal says which rule forbids it).
 */
import type { Action as Clause } from '../text/ast.js';
import type { EffectDef } from './catalogue.js';
import { creaturesIn, lastZone, playersIn } from './board.js';
import { attackPrice, inRange } from './attack.js';
import type { Ctx } from './context.js';
import { EVENT_CONDITIONS, holds } from './conditions.js';
import { matchCreatures, zonesOf } from './targeting.js';
import { movePrice } from './moves.js';
import { scope, type Scope } from './scope.js';
import { isEngaged, ownedEffects, type OwnedEffect } from './statics.js';
import type { Action, EngineError, GameState } from './types.js';

const MODIFIERS = new Set<Clause['kind']>(['reroll', 'attack-bonus', 'accuracy-bonus', 'reduce-damage', 'cost', 'ignore-keyword']);

/** An effect the player plays as an action: it has a cost, no triggering moment, and does something. */
export function isActivated(def: EffectDef): boolean {
  if (!def.pa && !def.engage) return false;
  if (def.condition && EVENT_CONDITIONS.has(def.condition.kind)) return false;
  return !def.text.sentences.some((s) => s.clauses.some((c) => MODIFIERS.has(c.kind) || (c.kind === 'lose-keyword' && c.who.kind === 'creatures' && c.who.filter?.kind === 'you-hit')));
}

export function isFree(state: GameState): boolean {
  return state.phase === 'free';
}

/** Activated effects a player could use now, with what they cost. */
export function usableEffects(state: GameState, ctx: Ctx, seat: number): { o: OwnedEffect | ZoneEffect; action: Action }[] {
  const t = state.turn!;
  const out: { o: OwnedEffect | ZoneEffect; action: Action }[] = [];
  const free = isFree(state);
  for (const o of ownedEffects(state, ctx, seat, (t) => t.costly)) {
    if (o.source.kind === 'secret' || !isActivated(o.def) || isEngaged(state, seat, o)) continue;
    if (!free && o.def.pa > t.pa) continue;
    const sc = scope({ kind: 'player', seat }, o.card);
    if (!holds(state, ctx, o.def.condition, sc) || !doesSomething(state, ctx, o.def, sc)) continue;
    out.push({ o, action: { type: 'use', source: o.source, effect: o.index } });
  }
  const z = zoneEffect(state, ctx, seat);
  if (z && (free || z.def.pa <= t.pa)) out.push({ o: z, action: { type: 'use', source: { kind: 'zone' }, effect: 0 } });
  return out;
}

export interface ZoneEffect {
  def: EffectDef;
  card: string;
  zone: number;
}

/** The activated effect of the zone the player is in (Canal), when it can be used. */
export function zoneEffect(state: GameState, ctx: Ctx, seat: number): ZoneEffect | null {
  const zone = state.players[seat].zone;
  const card = state.zones[zone].card;
  const def = ctx.cat.zones.get(card)?.effect;
  if (!def || !isActivated(def)) return null;
  const sc = scope({ kind: 'player', seat }, card, { here: zone });
  if (!holds(state, ctx, def.condition, sc) || !doesSomething(state, ctx, def, sc)) return null;
  return { def, card, zone };
}

/**
 * Whether an effect's first clause has something to act on: a creature to push, an item to
 * look at, a wounded player to heal. Using an effect on nothing is never offered.
 */
function doesSomething(state: GameState, ctx: Ctx, def: EffectDef, sc: Scope): boolean {
  const first = def.text.sentences[0]?.clauses[0];
  if (!first) return false;
  const seat = sc.speaker.kind === 'player' ? sc.speaker.seat : -1;
  switch (first.kind) {
    case 'damage':
    case 'move-other':
    case 'push':
    case 'lose-keyword':
    case 'no-riposte': {
      const who = first.kind === 'damage' ? first.target : first.who;
      if (who.kind === 'creatures' || who.kind === 'named') return matchCreatures(state, ctx, who, sc).length > 0;
      if (who.kind === 'it') return sc.it.length > 0;
      return true;
    }
    case 'heal': {
      const a = first.actor;
      if (a.kind === 'players' && a.filter?.kind === 'in') {
        const zones = zonesOf(state, ctx, a.filter.place, sc);
        return state.players.some((p) => zones.includes(p.zone) && p.pv < p.maxPv);
      }
      return state.players[seat]?.pv < state.players[seat]?.maxPv;
    }
    case 'look':
    case 'reveal':
    case 'pick-up': {
      const ref = first.item;
      if (ref.kind !== 'items') return true;
      const zones = ref.from ? zonesOf(state, ctx, ref.from, sc) : [state.players[seat].zone];
      return zones.some((z) => state.zones[z].items.some((i) => !(ref.state === 'unrevealed' && (i.revealed || (first.kind === 'look' && i.known)))));
    }
    case 'go':
      return zonesOf(state, ctx, first.to, sc).some((z) => z !== state.players[seat].zone);
    default:
      return true;
  }
}

export function legalActions(state: GameState, ctx: Ctx): Action[] {
  if (state.phase === 'over') return [];
  const out: Action[] = [];
  const t = state.turn;
  const free = isFree(state);
  if (!t) {
    for (const p of state.players) if (!state.played.includes(p.seat)) out.push({ type: 'start-turn', player: p.seat });
    if (free) out.push({ type: 'end-chapter' });
    return out;
  }
  const seat = t.player;
  const p = state.players[seat];
  const pa = free ? Infinity : t.pa;
  const price = movePrice(state, ctx, seat);
  for (const to of [p.zone - 1, p.zone + 1]) {
    if (to < 0 || to > lastZone(state)) continue;
    if (!price.tacle) {
      if (price.pa <= pa) out.push({ type: 'move', to });
    } else {
      if (price.pa + 1 <= pa) out.push({ type: 'move', to, tacle: 'pa' });
      if (price.pa <= pa) out.push({ type: 'move', to, tacle: 'pv' });
    }
  }
  if (attackPrice(state, ctx, seat) <= pa) {
    for (const item of p.items) {
      if (!ctx.cat.objets.get(item.card)?.weapon) continue;
      for (const c of state.creatures) if (inRange(state, ctx, seat, item, c)) out.push({ type: 'attack', item: item.uid, target: c.uid });
    }
  }
  const reorganize = t.reorganizing ? 0 : 1;
  if (reorganize <= pa) {
    if (!creaturesIn(state, p.zone).length) for (const item of state.zones[p.zone].items) out.push({ type: 'pick-up', item: item.uid });
    for (const item of p.items) {
      out.push({ type: 'drop', item: item.uid });
      for (const other of playersIn(state, p.zone)) if (other.seat !== seat) out.push({ type: 'give', item: item.uid, to: other.seat });
    }
  }
  const ration = p.rations.findIndex((r) => !r.engaged);
  if (ration >= 0 && 2 <= pa) out.push({ type: 'rest', ration });
  for (const u of usableEffects(state, ctx, seat)) out.push(u.action);
  for (const a of ctx.edition.turnActions(state, ctx, seat, pa)) out.push(a);
  out.push({ type: 'end-turn' });
  if (free) out.push({ type: 'end-chapter' });
  return out;
}

export function actionKey(a: Action): string {
  switch (a.type) {
    case 'start-turn':
      return `start-turn:${a.player}`;
    case 'move':
      return `move:${a.to}:${a.tacle ?? ''}`;
    case 'attack':
      return `attack:${a.item}:${a.target}`;
    case 'pick-up':
    case 'drop':
      return `${a.type}:${a.item}`;
    case 'give':
      return `give:${a.item}:${a.to}`;
    case 'rest':
      return `rest:${a.ration}`;
    case 'use':
      return `use:${a.source.kind}:${a.source.kind === 'item' ? a.source.uid : ''}:${a.effect}`;
    case 'reveal':
      return 'reveal';
    default:
      return a.type;
  }
}

/** Why an action that is not legal now is refused, as precisely as the rules say. */
export function explainIllegal(state: GameState, ctx: Ctx, a: Action): EngineError {
  const err = (code: EngineError['code'], message: string): EngineError => ({ code, message });
  if (state.phase === 'over') return err('game-over', `the game is over (${state.result})`);
  const t = state.turn;
  if (a.type === 'start-turn') {
    if (t) return err('turn-in-progress', `${state.players[t.player].character} is playing: end that turn first`);
    if (state.played.includes(a.player)) return err('already-played', `${state.players[a.player]?.character ?? a.player} has already played this round`);
    return err('not-legal', `no player ${a.player}`);
  }
  if (a.type === 'end-chapter') return err('creatures-remain', 'the chapter can end only once no creature is in play');
  if (!t) return err('no-turn', 'no player is playing: start a turn first (start-turn)');
  const p = state.players[t.player];
  switch (a.type) {
    case 'move': {
      if (Math.abs(a.to - p.zone) !== 1) return err('not-adjacent', `zone ${a.to} is not next to ${p.character}'s zone ${p.zone}`);
      if (a.to > lastZone(state)) return err('face-down', `zone ${a.to} (${state.zones[a.to]?.card}) lies face down: reveal it first`);
      const price = movePrice(state, ctx, t.player);
      if (price.tacle && !a.tacle) return err('tacle-payment', 'a creature with Tacle is here: say how to pay it (tacle: pa or pv)');
      if (!price.tacle && a.tacle) return err('tacle-payment', 'no Tacle applies here');
      return err('not-enough-pa', `moving costs ${price.pa + (a.tacle === 'pa' ? 1 : 0)} PA; ${p.character} has ${t.pa}`);
    }
    case 'attack': {
      const item = p.items.find((i) => i.uid === a.item);
      if (!item) return err('no-such-item', `${p.character} holds no item ${a.item}`);
      if (!ctx.cat.objets.get(item.card)?.weapon) return err('not-a-weapon', `${item.card} is not a weapon`);
      const c = state.creatures.find((x) => x.uid === a.target);
      if (!c) return err('no-such-creature', `no creature ${a.target} in play`);
      if (!inRange(state, ctx, t.player, item, c)) return err('out-of-range', `${a.target} is out of the range of ${item.card}`);
      return err('not-enough-pa', `attacking costs ${attackPrice(state, ctx, t.player)} PA; ${p.character} has ${t.pa}`);
    }
    case 'pick-up': {
      if (!state.zones[p.zone].items.some((i) => i.uid === a.item)) return err('no-such-item', `no item ${a.item} in ${p.character}'s zone`);
      if (creaturesIn(state, p.zone).length) return err('creatures-here', 'no item can be picked up in a zone with creatures');
      return err('not-enough-pa', `reorganising costs 1 PA; ${p.character} has ${t.pa}`);
    }
    case 'drop':
    case 'give':
      if (!p.items.some((i) => i.uid === a.item)) return err('no-such-item', `${p.character} holds no item ${a.item}`);
      if (a.type === 'give' && state.players[a.to]?.zone !== p.zone) return err('not-legal', 'an item is given only to a player in the same zone');
      return err('not-enough-pa', `reorganising costs 1 PA; ${p.character} has ${t.pa}`);
    case 'rest':
      if (!p.rations.some((r) => !r.engaged)) return err('no-free-ration', `${p.character} has no Ration left to engage: resting is not possible`);
      return err('not-enough-pa', `resting costs 2 PA; ${p.character} has ${t.pa}`);
    case 'use': {
      if (a.source.kind === 'item') {
        const src = a.source;
        const item = p.items.find((i) => i.uid === src.uid);
        if (!item) return err('no-such-item', `${p.character} holds no item ${src.uid}`);
        if (item.engaged) return err('engaged', `${item.card} is engaged: rest to untap it`);
      } else if (a.source.kind === 'character' && p.characterEngaged) return err('engaged', `${p.character}'s aptitude is engaged`);
      return err('condition-false', 'that effect cannot be used now (its condition, its cost, or nothing to act on)');
    }
    case 'reveal':
      return ctx.edition.explainIllegal?.(state, ctx, a) ?? err('not-legal', 'this edition has no reveal action');
    default:
      return err('not-legal', `${a.type} is not possible now`);
  }
}
