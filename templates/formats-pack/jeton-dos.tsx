/** The back of a round token: the same disc, colours swapped, another icon (a wall knocked down). */
import { h } from '../common/h.js';
import type { RenderContext, SatoriElement } from '../../src/render/context.js';
import { Disc } from './jeton.js';

export default function jetonDos(_data: Record<string, unknown> | null, ctx: RenderContext): SatoriElement {
  return <Disc ctx={ctx} icon="brick-wall" face={ctx.deck.color} ink={ctx.deck.accent ?? '#ffffff'} />;
}
