/** A playing card made by rule: its rank in the corners and its suit's sign in the middle. */
import { h } from '../common/h.js';
import type { RenderContext, SatoriElement } from '../../src/render/context.js';
import { Frame } from '../common/Frame.js';
import { Icon } from '../common/Icon.js';
import type { Carte } from './card-types.js';

/** Each suit's sign, an icon of the set (the bundled fonts have no ♠ ♥ ♦ ♣). */
const SIGNS: Record<string, { icon: string; color: string }> = {
  Pique: { icon: 'spades', color: '#1f1f1f' },
  Trèfle: { icon: 'clubs', color: '#1f1f1f' },
  Cœur: { icon: 'hearts', color: '#b3262e' },
  Carreau: { icon: 'diamonds', color: '#b3262e' },
};

export default function carte(data: Record<string, unknown> | null, ctx: RenderContext): SatoriElement {
  const c = data as unknown as Carte;
  const { icon, color } = SIGNS[c.suit];
  const u = ctx.geometry.dpi / 300;
  const corner = { display: 'flex', fontFamily: ctx.fonts.title, fontWeight: 700, fontSize: Math.round(80 * u), color };
  return (
    <Frame ctx={ctx} contentStyle={{ justifyContent: 'space-between' }}>
      <div style={corner}>{c.rank}</div>
      <div style={{ display: 'flex', justifyContent: 'center' }}>
        <Icon ctx={ctx} name={icon} color={color} size={Math.round(360 * u)} />
      </div>
      <div style={{ ...corner, justifyContent: 'flex-end' }}>{c.rank}</div>
    </Frame>
  );
}
