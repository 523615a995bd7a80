/**
 * "Tous les joueurs sont présents dans la salle « Sortie de l'étage ». L'étage se termine
 * immédiatement lorsque le dernier joueur arrive dans la salle", "il est impossible de terminer un
 * étage dans lequel se trouve un Boss". The Sortie's card says it (`[Tous les joueurs sont ici]
 * L'étage se termine, sauf si un Boss est en jeu.`): its effect runs as soon as its condition
 * holds, when a player arrives and after every action (the Boss may die with everyone there).
 */
import type { Ctx } from '../../codex/engine/context.js';
import { holds } from '../../codex/engine/conditions.js';
import { executeEffect } from '../../codex/engine/effects.js';
import { scope } from '../../codex/engine/scope.js';
import type { GameState } from '../../codex/engine/types.js';

export function checkAllPlayersHere(state: GameState, ctx: Ctx, zone: number): void {
  const def = ctx.cat.zones.get(state.zones[zone].card);
  for (const e of def?.effects ?? []) {
    if (e.condition?.kind !== 'all-players-at') continue;
    const sc = scope({ kind: 'table' }, def!.id, { here: zone });
    if (holds(state, ctx, e.condition, sc)) executeEffect(state, ctx, e.text, sc);
  }
}

/** After every action: wherever the players all stand, that Salle's "Tous les joueurs sont ici" effect. */
export function settle(state: GameState, ctx: Ctx): void {
  const zone = state.players[0]?.zone;
  if (zone !== undefined && state.players.every((p) => p.zone === zone)) checkAllPlayersHere(state, ctx, zone);
}
