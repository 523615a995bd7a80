/** A chest's value tile, dealt face down onto a chest (its back is the common back, dos-tuile). */
import { h } from '../common/h.js';
import type { RenderContext, SatoriElement } from '../../src/render/context.js';
import type { Tresor } from '../../src/games/pyramide/card-types.js';
import { Icon } from '../common/Icon.js';
import { Mark, Piece, side } from './parts.js';

export default function tresor(card: Record<string, unknown> | null, ctx: RenderContext): SatoriElement {
  const c = card as unknown as Tresor;
  const d = side(ctx);
  return (
    <Piece ctx={ctx} face={ctx.deck.accent ?? ctx.look.paper}>
      <Mark ctx={ctx} text={String(c.value)} size={Math.round(d * 0.52)} color={ctx.deck.color} />
      <Icon ctx={ctx} name="two-coins" color={ctx.deck.color} size={Math.round(d * 0.26)} />
    </Piece>
  );
}
