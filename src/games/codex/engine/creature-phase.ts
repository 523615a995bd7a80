/**
 * The creature phase: creatures act from left to right; in one zone, in the order the players
 * choose. A creature first applies its passives of the start of its turn (Charge X), then the
 * first of its actives whose condition holds. Creatures that appear during the phase do not act.
 */
import { creatureDef, hasKeyword } from './board.js';
import { ask, emit, type Ctx } from './context.js';
import { holds } from './conditions.js';
import { charge } from './creature-moves.js';
import { executeEffect } from './effects.js';
import { scope } from './scope.js';
import type { CreatureState, GameState } from './types.js';
import { mapPacked } from '../../../engine/packed.js';

export function creaturePhase(state: GameState, ctx: Ctx): void {
  emit(ctx, { e: 'creature-phase', round: state.round });
  const present = new Set(state.creatures.map((c) => c.uid));
  const acted = new Set<string>();
  for (;;) {
    const waiting = state.creatures.filter((c) => present.has(c.uid) && !acted.has(c.uid));
    if (!waiting.length) return;
    const left = Math.min(...waiting.map((c) => c.zone));
    const here = waiting.filter((c) => c.zone === left);
    const next = here.length === 1 ? here[0] : here[ask(state, ctx, { kind: 'order', player: null, prompt: 'Which creature of this zone acts first?', options: mapPacked(here, (c) => c.uid), asked: { q: 'first-creature' } })];
    acted.add(next.uid);
    creatureTurn(state, ctx, next);
  }
}

export function creatureTurn(state: GameState, ctx: Ctx, c: CreatureState): void {
  const def = creatureDef(ctx.cat, c);
  if (hasKeyword(state, ctx.cat, c, 'Charge')) charge(state, ctx, c, def.keywords.Charge);
  if (!state.creatures.includes(c)) return;
  for (let i = 0; i < def.actives.length; i++) {
    const sc = scope({ kind: 'creature', c }, c.card);
    if (!holds(state, ctx, def.actives[i].condition, sc)) continue;
    emit(ctx, { e: 'active', creature: c.uid, card: c.card, index: i });
    executeEffect(state, ctx, def.actives[i].effect, sc);
    return;
  }
}
