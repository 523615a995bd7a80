/**
 * Whose turn it is, a room's end and the next room: a character's turn passes to the next living
 * one in the room's order; a room is done when its goal is taken, or, without one, when every
 * card has been turned over; then the party crafts and enters the next room, or has won.
 */
import { emit } from '../../../engine/choices.js';
import { MAX_ROUNDS, type Catalogue } from './catalogue.js';
import { craft } from './crafting.js';
import { finish } from './party.js';
import { enterRoom, layRoom } from './rooms.js';
import type { CardstleCtx, CardstleState } from './types.js';

export const active = (s: CardstleState): number => s.order[s.turn];

export function roomDone(s: CardstleState): boolean {
  if (s.room.goal >= 0) return s.room.goalTaken;
  return s.room.cells.every((c) => c.card < 0 || (c.up && c.resolved));
}

export function endTurn(s: CardstleState, ctx: CardstleCtx): void {
  s.moved = false;
  s.talked = false;
  for (let k = 0; k < s.order.length; k++) {
    s.turn++;
    if (s.turn >= s.order.length) {
      s.turn = 0;
      s.round++;
      if (s.round > MAX_ROUNDS) finish(s, ctx, 'stalled');
    }
    if (s.chars[active(s)].alive) break;
  }
  emit(ctx, { e: 'turn', who: active(s), round: s.round });
}

export function endRoom(cat: Catalogue, s: CardstleState, ctx: CardstleCtx): void {
  emit(ctx, { e: 'room-end', index: s.roomIndex, rounds: s.round, cleared: true });
  craft(cat, s, ctx);
  if (s.roomIndex + 1 >= s.rooms) finish(s, ctx, 'victory');
  layRoom(cat, s, ctx, s.roomIndex + 1);
  enterRoom(s, ctx);
}
