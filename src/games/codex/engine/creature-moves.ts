/** Creatures moving on their own: toward or away from players, as far as possible, Charge X. */
import type { PlayerRef } from '../text/ast.js';
import { creatureDef, lastZone } from './board.js';
import { ask, type Ctx } from './context.js';
import {   placeCreature } from './ops.js';
import { scope as makeScope, type Scope } from './scope.js';
import type { Asked, CreatureState, GameState } from './types.js';
import {   playersForTheirZone, speakerSeat } from './targeting.js';
import { mapPacked } from '../../../engine/packed.js';

export function clampZone(state: GameState, z: number): number {
  return Math.max(0, Math.min(lastZone(state), z));
}

/**
 * Which way something at `zone` goes: away from `from` when given (a push), or either way.
 * Returns -1, +1, or 0 when it cannot move. Two open ways ask the players.
 */
export function askDirection(state: GameState, ctx: Ctx, zone: number, from: number | null, sc: Scope, prompt: string, asked: Asked): number {
  let dirs = [-1, 1].filter((d) => zone + d >= 0 && zone + d <= lastZone(state));
  if (from !== null && from !== zone) dirs = dirs.filter((d) => Math.sign(zone - from) === d);
  if (!dirs.length) return 0;
  if (dirs.length === 1) return dirs[0];
  return dirs[ask(state, ctx, { kind: 'direction', player: speakerSeat(sc), prompt, options: mapPacked(dirs, (d) => (d < 0 ? 'left' : 'right')), asked })];
}

export function stepAway(state: GameState, ctx: Ctx, c: CreatureState, fromZone: number, steps: number, sc: Scope): void {
  const dir = askDirection(state, ctx, c.zone, fromZone, sc, `Which way does ${c.uid} back away?`, { q: 'backs-away', target: c.uid });
  if (dir !== 0) placeCreature(state, ctx, c, clampZone(state, c.zone + dir * steps), sc.source);
}

/** "Je me déplace d'une zone vers le joueur le plus proche", Charge X, "aussi loin que possible". */
export function moveCreatureSelf(state: GameState, ctx: Ctx, c: CreatureState, dist: number | 'max' | { value: number }, toward: PlayerRef | null, sc: Scope): void {
  if (creatureDef(ctx.cat, c).neverMoves) return;
  if (toward) {
    const [target] = playersForTheirZone(state, ctx, toward, sc);
    if (!target || target.zone === c.zone) return;
    const steps = typeof dist === 'object' ? dist.value : dist === 'max' ? Infinity : dist;
    const gap = Math.abs(target.zone - c.zone);
    placeCreature(state, ctx, c, c.zone + Math.sign(target.zone - c.zone) * Math.min(steps, gap), sc.source);
    return;
  }
  if (dist === 'max') {
    // As far as possible: the end of the line farther from it; a tie asks the players.
    const ends = [0, lastZone(state)];
    const far = Math.max(...ends.map((z) => Math.abs(z - c.zone)));
    const options = [...new Set(ends.filter((z) => Math.abs(z - c.zone) === far))];
    const zone = options.length === 1 ? options[0] : options[ask(state, ctx, { kind: 'zone', player: null, prompt: `Where does ${c.uid} go?`, options: mapPacked(options, (z) => state.zones[z].card), asked: { q: 'creature-goes', target: c.uid } })];
    placeCreature(state, ctx, c, zone, sc.source);
    return;
  }
  const steps = typeof dist === 'object' ? dist.value : dist;
  const dir = askDirection(state, ctx, c.zone, null, sc, `Which way does ${c.uid} move?`, { q: 'creature-moves', target: c.uid });
  if (dir !== 0) placeCreature(state, ctx, c, clampZone(state, c.zone + dir * steps), sc.source);
}

/** Charge X: at the start of its turn, with no player in its zone, up to X zones toward the nearest player. */
export function charge(state: GameState, ctx: Ctx, c: CreatureState, x: number): void {
  if (state.players.some((p) => p.zone === c.zone)) return;
  moveCreatureSelf(state, ctx, c, x, { kind: 'players', det: 'nearest', filter: null }, makeScope({ kind: 'creature', c }, c.card));
}
