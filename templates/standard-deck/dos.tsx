/** The back of the deck made by rule: its colour, its emblem and its label. */
import { h } from '../common/h.js';
import type { RenderContext, SatoriElement } from '../../src/render/context.js';
import { Frame } from '../common/Frame.js';
import { Panel } from '../common/Panel.js';
import { Icon } from '../common/Icon.js';

export default function dos(_data: Record<string, unknown> | null, ctx: RenderContext): SatoriElement {
  const deck = ctx.deck;
  const size = Math.round(Math.min(ctx.safe.width, ctx.safe.height) * 0.7);
  const label = Math.round(ctx.safe.height * 0.08);
  return (
    <Frame ctx={ctx} face={deck.color} contentStyle={{ alignItems: 'center', justifyContent: 'space-around' }}>
      <Panel rimColor={ctx.look.rim} width={size} height={size} radius={size / 2} rim={Math.max(2, Math.round(size / 50))} background={deck.color} style={{ alignItems: 'center', justifyContent: 'center' }}>
        <Icon ctx={ctx} name={deck.back.icon} color={deck.accent ?? '#ffffff'} size={size * 0.62} />
      </Panel>
      <div style={{ display: 'flex', fontFamily: ctx.fonts.title, fontWeight: 700, fontSize: label, color: '#ffffff' }}>{deck.back.label}</div>
    </Frame>
  );
}
