/** The back of the art test pack: its deck colour and emblem. */
import { h } from '../common/h.js';
import type { RenderContext, SatoriElement } from '../../src/render/context.js';
import { Frame } from '../common/Frame.js';
import { Icon } from '../common/Icon.js';

export default function dos(_data: Record<string, unknown> | null, ctx: RenderContext): SatoriElement {
  const size = Math.round(Math.min(ctx.safe.width, ctx.safe.height) * 0.6);
  return (
    <Frame ctx={ctx} face={ctx.deck.color} contentStyle={{ alignItems: 'center', justifyContent: 'center' }}>
      <Icon ctx={ctx} name={ctx.deck.back.icon} color="#ffffff" size={size} />
    </Frame>
  );
}
