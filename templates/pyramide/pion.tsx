/** An adventurer's pawn: its initial large and its name, in its colours (the same as its action cards'). */
import { h } from '../common/h.js';
import type { RenderContext, SatoriElement } from '../../src/render/context.js';
import { Mark, Piece, side } from './parts.js';

export default function pion(data: Record<string, unknown> | null, ctx: RenderContext): SatoriElement {
  const name = String((data as { name?: unknown } | null)?.name ?? '');
  const d = side(ctx);
  return (
    <Piece ctx={ctx} face={ctx.deck.accent ?? ctx.look.paper} rim={ctx.deck.color}>
      <Mark ctx={ctx} text={name.slice(0, 1)} size={Math.round(d * 0.5)} color={ctx.deck.color} />
      <Mark ctx={ctx} text={name} size={Math.round(d * 0.15)} color={ctx.deck.color} />
    </Piece>
  );
}
