/** A player's pawn for the VP track: a disc with Lyoko's cube, in the pawn's colours. */
import { h } from '../common/h.js';
import type { RenderContext, SatoriElement } from '../../src/render/context.js';
import { Disc } from '../formats-pack/jeton.js';

export default function pion(_data: Record<string, unknown> | null, ctx: RenderContext): SatoriElement {
  return <Disc ctx={ctx} icon="cube" face={ctx.deck.accent ?? ctx.look.paper} ink={ctx.deck.color} />;
}
