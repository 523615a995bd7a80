/**
 * Players moving: the move action's price (1 PA, the first one free with Bottes de Docker, 1 more
 * to leave the Ruelle while a creature is there) and Tacle, which makes a player in its zone pay
 * 1 PA more or lose 1 PV to move, once however many creatures in the zone have it.
 */
import { lastZone, tacleIn } from './board.js';
import { ask, emit, type Ctx } from './context.js';
import { holds } from './conditions.js';
import { zonesOf } from './targeting.js';
import { losePv, placePlayer } from './ops.js';
import { scope } from './scope.js';
import { activeModifiers, firstActionPrice, traitsOf, type OwnedEffect } from './statics.js';
import type { GameState } from './types.js';
import { mapPacked } from '../../../engine/packed.js';

export interface MovePrice {
  pa: number;
  /** Tacle applies: the mover adds 1 PA or loses 1 PV. */
  tacle: boolean;
  /** The card that makes this move cheaper (Bottes de Docker), and the PA it saves. */
  saved: { by: OwnedEffect; pa: number } | null;
}

/** What the move action from the player's zone costs, before Tacle. */
export function movePrice(state: GameState, ctx: Ctx, seat: number): MovePrice {
  const p = state.players[seat];
  const first = p.moves === 0 ? firstActionPrice(state, ctx, seat, 'first-move') : { pa: 1, by: null };
  const pa = first.pa + leaveSurcharge(state, ctx, p.zone);
  return { pa, tacle: tacleApplies(state, ctx, seat), saved: first.by ? { by: first.by, pa: 1 - first.pa } : null };
}

/** "Quitter la Ruelle coûte 1 PA de plus", while its condition holds. */
function leaveSurcharge(state: GameState, ctx: Ctx, zone: number): number {
  const def = ctx.cat.zones.get(state.zones[zone].card)!;
  const e = def.effect;
  if (!e || !traitsOf(def.effects).clauses.has('cost')) return 0;
  let extra = 0;
  const sc = scope({ kind: 'table' }, def.id, { here: zone });
  for (const s of e.text.sentences) {
    for (const c of s.clauses) {
      if (c.kind !== 'cost' || typeof c.action === 'string' || c.action.kind !== 'leave') continue;
      if (!zonesOf(state, ctx, c.action.place, sc).includes(zone)) continue;
      if (holds(state, ctx, e.condition, sc)) extra += c.amount.value;
    }
  }
  return extra;
}

export function tacleApplies(state: GameState, ctx: Ctx, seat: number): boolean {
  return tacleIn(state, ctx.cat, state.players[seat].zone) && !tacleIgnoredBy(state, ctx, seat);
}

/** The card by which a player ignores the Tacle of their zone (Corde à Nœuds), when there is Tacle there. */
export function tacleIgnoredBy(state: GameState, ctx: Ctx, seat: number): OwnedEffect | null {
  if (!tacleIn(state, ctx.cat, state.players[seat].zone)) return null;
  return activeModifiers(state, ctx, seat, 'ignore-keyword').find((m) => m.clause.keyword.name === 'Tacle')?.owner ?? null;
}

/** Reports that a player leaves a zone with Tacle without paying for it, and by which card. */
export function noteTacleIgnored(state: GameState, ctx: Ctx, seat: number): void {
  if (!ctx.events) return;
  const by = tacleIgnoredBy(state, ctx, seat);
  if (by) emit(ctx, { e: 'effect', player: seat, source: by.card, effect: by.index, outcome: 'tacle-ignored', amount: 1 });
}

/**
 * A player moves by an effect ("Déplacez-vous de deux zones", a Secret's free move): the players
 * choose the way (or to stay, when the move is optional). Tacle applies unless the text says
 * otherwise: 1 PA if it is the mover's turn and they have one, else 1 PV, their choice.
 */
export function playerMovesSelf(state: GameState, ctx: Ctx, seat: number, steps: number, ignoreTacle: boolean, source: string, optional = false): void {
  const p = state.players[seat];
  const last = lastZone(state);
  const dirs = [-1, 1].filter((d) => p.zone + d >= 0 && p.zone + d <= last);
  const options: string[] = mapPacked(dirs, (d) => (d < 0 ? 'left' : 'right'));
  if (optional) options.push('stay');
  if (!dirs.length) return;
  const n = ask(state, ctx, { kind: 'direction', player: seat, prompt: `Which way does ${p.character} move?`, options, asked: { q: 'player-moves', seat } });
  if (n >= dirs.length) return;
  const dir = dirs[n];
  for (let i = 0; i < steps; i++) {
    const to = p.zone + dir;
    if (to < 0 || to > last) break;
    if (!ignoreTacle) noteTacleIgnored(state, ctx, seat);
    if (!ignoreTacle && tacleApplies(state, ctx, seat)) payTacle(state, ctx, seat, source);
    placePlayer(state, ctx, seat, to, source);
  }
}

function payTacle(state: GameState, ctx: Ctx, seat: number, source: string): void {
  const turn = state.turn;
  const canPay = turn !== null && turn.player === seat && state.phase === 'players' && turn.pa >= 1;
  const n = canPay ? ask(state, ctx, { kind: 'optional-effect', player: seat, prompt: 'Tacle: pay 1 PA or lose 1 PV?', options: ['pa', 'pv'], asked: { q: 'tacle', seat } }) : 1;
  if (n === 0) turn!.pa -= 1;
  else losePv(state, ctx, seat, 1, `Tacle (${source})`);
}
