/** A deck back: the deck colour, the game's title, the deck's emblem in a gold ring, its label. */
import { h } from '../common/h.js';
import { Panel } from '../common/Panel.js';
import type { RenderContext, SatoriElement } from '../../src/render/context.js';
import { Icon } from '../common/Icon.js';
import { GOLD } from '../common/theme.js';

export function BackLayout(props: { ctx: RenderContext; center: SatoriElement; label: string }): SatoriElement {
  const { ctx } = props;
  const g = ctx.geometry;
  const deck = ctx.deck;
  const inset = g.bleed + Math.round(g.safe * 0.45);
  return (
    <div
      style={{
        display: 'flex',
        width: g.fullWidth,
        height: g.fullHeight,
        position: 'relative',
        backgroundColor: deck.color,
      }}
    >
      <Panel
        width={g.fullWidth - 2 * inset}
        height={g.fullHeight - 2 * inset}
        radius={18}
        rim={5}
        background={deck.color}
        outer={{ position: 'absolute', left: inset, top: inset }}
        style={{ backgroundImage: `radial-gradient(circle at 50% 45%, ${deck.accent ?? '#ffffff'}55 0%, ${deck.color} 62%)` }}
      />
      <div
        style={{
          position: 'absolute',
          left: g.bleed + g.safe,
          top: g.bleed + g.safe,
          width: g.width - 2 * g.safe,
          height: g.height - 2 * g.safe - 70,
          display: 'flex',
          flexDirection: 'column',
          alignItems: 'center',
          justifyContent: 'space-between',
          paddingTop: 30,
          paddingBottom: 40,
        }}
      >
        <div style={{ display: 'flex', fontFamily: ctx.fonts.title, fontWeight: 900, fontSize: 110, color: GOLD, letterSpacing: 8 }}>
          {ctx.manifest.title}
        </div>
        {props.center}
        <div style={{ display: 'flex', fontFamily: ctx.fonts.title, fontWeight: 700, fontSize: 50, color: '#ffffff', letterSpacing: 3 }}>
          {props.label}
        </div>
      </div>
    </div>
  );
}

export function Emblem(props: { ctx: RenderContext; icon: string; size: number }): SatoriElement {
  const { ctx, size } = props;
  return (
    <Panel width={size} height={size} radius={size / 2} rim={10} background={ctx.deck.color} style={{ alignItems: 'center', justifyContent: 'center' }}>
      <Icon ctx={ctx} name={props.icon} color={ctx.deck.accent ?? '#ffffff'} size={size * 0.66} />
    </Panel>
  );
}

export default function back(_card: Record<string, unknown> | null, ctx: RenderContext): SatoriElement {
  return <BackLayout ctx={ctx} center={<Emblem ctx={ctx} icon={ctx.deck.back.icon} size={430} />} label={ctx.deck.back.label} />;
}
