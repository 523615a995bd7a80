/**
 * Revealing the next Salles ("Révéler les prochaines salles", 1 PA), and the automatic reveal at
 * the end of a round in which no enemy stood in any Salle; with every Salle already face up, that
 * quiet round ends the étage instead.
 */
import { lastZone } from '../../codex/engine/board.js';
import { ask, emit, type Ctx } from '../../codex/engine/context.js';
import { dealItems } from '../../codex/engine/chapter.js';
import { ChapterEnds } from '../../codex/engine/edition.js';
import { executeEffect } from '../../codex/engine/effects.js';
import { placePlayer, putCreature } from '../../codex/engine/ops.js';
import { scope } from '../../codex/engine/scope.js';
import type { Action, EngineError, GameState } from '../../codex/engine/types.js';

/** "retournez face visible les trois prochaines salles non-révélées". */
export const ROOMS_PER_REVEAL = 3;

/** The face-down Salles, left to right (the next to be revealed first). */
export function hiddenRooms(state: GameState): number[] {
  const out: number[] = [];
  for (let z = 0; z < state.zones.length; z++) if (state.zones[z].hidden) out.push(z);
  return out;
}

/** "Si un joueur est dans une salle adjacente à une Salle non-révélée, il peut dépenser 1 PA." */
export function canReveal(state: GameState, seat: number): boolean {
  const z = state.players[seat].zone;
  return z === lastZone(state) && state.zones[z + 1]?.hidden === true;
}

export function revealActions(state: GameState, _ctx: Ctx, seat: number, pa: number): Action[] {
  return pa >= 1 && canReveal(state, seat) ? [{ type: 'reveal' }] : [];
}

export function explainReveal(state: GameState, _ctx: Ctx): EngineError {
  const t = state.turn;
  if (!t) return { code: 'no-turn', message: 'no player is playing: start a turn first (start-turn)' };
  if (!hiddenRooms(state).length) return { code: 'nothing-to-reveal', message: 'every Salle of this étage is already revealed' };
  if (!canReveal(state, t.player)) return { code: 'not-adjacent', message: `${state.players[t.player].character} is not next to a face-down Salle` };
  return { code: 'not-enough-pa', message: `revealing costs 1 PA; ${state.players[t.player].character} has ${t.pa}` };
}

/**
 * The reveal action: 1 PA, the Salles turned over, then "Le joueur qui a effectué l'action a
 * ensuite la possibilité de se déplacer immédiatement dans la salle adjacente qu'il vient de
 * révéler, gratuitement, s'il le souhaite" (no PA, and no Tacle: it is no move action).
 */
export function playReveal(state: GameState, ctx: Ctx, seat: number): void {
  state.turn!.pa -= 1;
  const next = state.players[seat].zone + 1;
  revealRooms(state, ctx, seat);
  if (state.players[seat].zone !== next - 1 || state.zones[next]?.hidden !== false) return;
  const p = state.players[seat];
  const n = ask(state, ctx, { kind: 'after-reveal', player: seat, prompt: `Does ${p.character} step into ${state.zones[next].card} for free?`, options: ['move', 'stay'], asked: { q: 'after-reveal', seat, card: state.zones[next].card } });
  if (n === 0) placePlayer(state, ctx, seat, next, 'reveal');
}

/**
 * Turns the next three face-down Salles over (fewer if fewer are left), deals "un nombre
 * d'ennemis égal au nombre de joueurs" onto them in order (the fourth on the first again), then
 * the Objets each Salle's count says, face down, then the Salles' « Cette salle est révélée »
 * effects, left to right.
 */
export function revealRooms(state: GameState, ctx: Ctx, seat: number | null): void {
  const { cat } = ctx;
  const rooms = hiddenRooms(state).slice(0, ROOMS_PER_REVEAL);
  if (!rooms.length) return;
  for (const z of rooms) state.zones[z].hidden = false;
  emit(ctx, { e: 'rooms-revealed', zones: rooms, player: seat });
  for (let k = 0; k < state.players.length; k++) {
    const card = state.piles.creatures.shift();
    if (card === undefined) break;
    putCreature(state, ctx, card, rooms[k % rooms.length], 'reveal');
  }
  for (const z of rooms) dealItems(state, ctx, z, cat.zones.get(state.zones[z].card)!.items);
  for (const z of rooms) {
    const def = cat.zones.get(state.zones[z].card)!;
    for (const e of def.effects) {
      if (e.condition?.kind === 'revealed') executeEffect(state, ctx, e.text, scope({ kind: 'table' }, def.id, { here: z, event: 'revealed' }));
    }
  }
}

/**
 * "À la fin de la phase des ennemis, si aucun ennemi n'a été dans une salle pendant le tour
 * complet, alors on révèle les trois prochaines salles automatiquement … Si toutes les salles
 * étaient déjà révélées, alors l'étage se termine." Read: no enemy stood in any Salle at any
 * moment of the round (docs/rules/index.md).
 */
export function endRound(state: GameState, ctx: Ctx): void {
  if (!state.enemySeen) {
    if (!hiddenRooms(state).length) throw new ChapterEnds();
    revealRooms(state, ctx, null);
  }
  state.enemySeen = state.creatures.length > 0;
}
