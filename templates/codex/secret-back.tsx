/**
 * A Secret card's back: its number, so players find "Secret n° 8" without turning cards over; set
 * in the body font's lining figures (Cinzel's 1 reads as I).
 */
import { h } from '../common/h.js';
import { Panel } from '../common/Panel.js';
import type { RenderContext, SatoriElement } from '../../src/render/context.js';
import type { Secret } from '../../src/games/codex/card-types.js';
import { BackLayout } from './back.js';
import { Icon } from '../common/Icon.js';

export default function secretBack(card: Record<string, unknown> | null, ctx: RenderContext): SatoriElement {
  const s = card as unknown as Secret;
  const size = 430;
  const center = (
    <Panel rimColor={ctx.look.rim}
      width={size}
      height={size}
      radius={size / 2}
      rim={10}
      background={ctx.deck.color}
      style={{ flexDirection: 'column', alignItems: 'center', justifyContent: 'center' }}
    >
      <Icon ctx={ctx} name={ctx.deck.back.icon} color={ctx.deck.accent ?? '#ffffff'} size={120} />
      <div style={{ display: 'flex', fontFamily: ctx.fonts.body, fontWeight: 700, fontSize: 200, lineHeight: 1, color: ctx.look.rim }}>
        {String(s.number)}
      </div>
    </Panel>
  );
  return <BackLayout ctx={ctx} center={center} label={`${ctx.deck.back.label} n°\u00a0${s.number}`} />;
}
