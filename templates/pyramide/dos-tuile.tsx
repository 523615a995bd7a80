/** The back of a tile (chests' values, demigods): the deck's icon and label, the same for every tile of the deck. */
import { h } from '../common/h.js';
import type { RenderContext, SatoriElement } from '../../src/render/context.js';
import { Icon } from '../common/Icon.js';
import { Mark, Piece, side } from './parts.js';

export default function dosTuile(_card: Record<string, unknown> | null, ctx: RenderContext): SatoriElement {
  const d = side(ctx);
  const ink = ctx.deck.accent ?? '#ffffff';
  return (
    <Piece ctx={ctx} face={ctx.deck.color}>
      <Icon ctx={ctx} name={ctx.deck.back.icon} color={ink} size={Math.round(d * 0.5)} />
      <Mark ctx={ctx} text={ctx.deck.back.label} size={Math.round(d * 0.15)} color={ink} style={{ marginTop: Math.round(d * 0.03) }} />
    </Piece>
  );
}
