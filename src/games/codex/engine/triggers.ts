/**
 * Effects that something triggers: a player taking damage (Bouclier de Fortune), entering a zone
 * (a zone's "entre ici pour la première fois"), resting in a zone (Chapelle, Marché aux
 * Poissons). Optional ones, with a cost, are offered to the players.
 */
import { ask, emit, type Ctx } from './context.js';
import { holds } from './conditions.js';
import { executeEffect } from './effects.js';
import { scope } from './scope.js';
import { isEngaged, ownedEffects, type OwnedEffect } from './statics.js';
import type { Asked, GameState } from './types.js';

export type TriggerEvent = 'damage-taken' | 'enter' | 'rest';

/** Runs what an event triggers for a player; for damage, returns how much the effects prevent. */
export function runTriggers(state: GameState, ctx: Ctx, seat: number, event: TriggerEvent, data: { amount?: number; zone?: number; first?: boolean }): number {
  if (event === 'damage-taken') {
    let reduced = 0;
    for (const o of ownedEffects(state, ctx, seat, (t) => t.conditions.has('you-take-damage'))) {
      if (o.def.condition?.kind !== 'you-take-damage' || isEngaged(state, seat, o)) continue;
      if (reduced >= (data.amount ?? 0)) break;
      if (!offer(state, ctx, seat, o, `${state.players[seat].character} takes ${data.amount} damage: use ${o.card}?`, { q: 'prevent-damage', seat, card: o.card, amount: data.amount ?? 0 })) continue;
      const by = executeEffect(state, ctx, o.def.text, scope({ kind: 'player', seat }, o.card, { event }));
      // What it prevented: no more than the damage left once the effects before it took their share.
      const prevented = Math.min(by, (data.amount ?? 0) - reduced);
      if (prevented > 0) emit(ctx, { e: 'effect', player: seat, source: o.card, effect: o.index, outcome: 'damage-prevented', amount: prevented });
      reduced += by;
    }
    return reduced;
  }
  const zone = data.zone ?? state.players[seat].zone;
  const def = ctx.cat.zones.get(state.zones[zone].card)!;
  // A CODEX Zone has one effect; an INDEX Salle may have two (the Sortie de l'étage).
  for (const e of def.effects) {
    if (!e.condition) continue;
    const sc = scope({ kind: 'player', seat }, def.id, {
      here: zone,
      event: event === 'enter' ? (data.first ? 'enter-first' : 'enter') : 'rest',
      it: [{ kind: 'player', seat }],
    });
    if ((e.condition.kind === 'player-enters' && event === 'enter') || (e.condition.kind === 'player-rests' && event === 'rest')) {
      if (holds(state, ctx, e.condition, sc)) executeEffect(state, ctx, e.text, sc);
    }
  }
  return 0;
}

/**
 * Offers an optional effect (one with a cost) to the players; when they take it, its cost is
 * paid. An effect costing PA is offered only in its owner's turn, when they have the PA.
 */
export function offer(state: GameState, ctx: Ctx, seat: number, o: OwnedEffect, prompt: string, asked: Asked): boolean {
  if (isEngaged(state, seat, o)) return false;
  if (o.def.pa) {
    const t = state.turn;
    if (!t || t.player !== seat || (state.phase === 'players' && t.pa < o.def.pa)) return false;
  }
  if (!o.def.pa && !o.def.engage) return true;
  const n = ask(state, ctx, { kind: 'optional-effect', player: seat, prompt, options: ['use', 'skip'], asked });
  if (n !== 0) return false;
  payCost(state, ctx, seat, o);
  return true;
}

/** Pays an effect's cost (engaging its card, spending PA) and records the use. */
export function payCost(state: GameState, ctx: Ctx, seat: number, o: OwnedEffect): void {
  emit(ctx, { e: 'use', player: seat, source: o.card, effect: o.index });
  if (o.def.engage) {
    if (o.item) o.item.engaged = true;
    else if (o.source.kind === 'character') state.players[seat].characterEngaged = true;
  }
  if (o.def.pa && state.turn && state.phase === 'players') state.turn.pa -= o.def.pa;
}

/** A free effect carried out at its moment, with no cost paid: reports count it as what the card did. */
export function acted(ctx: Ctx, seat: number, o: OwnedEffect): void {
  emit(ctx, { e: 'effect', player: seat, source: o.card, effect: o.index, outcome: 'acted', amount: 1 });
}
