/** A deck back: the deck colour, the game's title, the deck's emblem in a gold ring, its label. */
import { h } from '../common/h.js';
import { Panel } from '../common/Panel.js';
import type { RenderContext, SatoriElement } from '../../src/render/context.js';
import { Icon } from '../common/Icon.js';
import { Frame } from '../common/Frame.js';

/** `title`: the game's title's size and colour, when not CODEX's (110 px, the look's rim). */
export function BackLayout(props: { ctx: RenderContext; center: SatoriElement; label: string; title?: { size: number; color: string } }): SatoriElement {
  const { ctx } = props;
  const deck = ctx.deck;
  const title = props.title ?? { size: 110, color: ctx.look.rim };
  return (
    <Frame
      ctx={ctx}
      face={deck.color}
      rim={5}
      faceStyle={{ backgroundImage: `radial-gradient(circle at 50% 45%, ${deck.accent ?? '#ffffff'}55 0%, ${deck.color} 62%)` }}
      contentStyle={{ alignItems: 'center', justifyContent: 'space-between' }}
    >
      <div style={{ display: 'flex', marginTop: 30, fontFamily: ctx.fonts.title, fontWeight: 900, fontSize: title.size, color: title.color, letterSpacing: 8 }}>
        {ctx.manifest.title}
      </div>
      {props.center}
      <div style={{ display: 'flex', marginBottom: 40, fontFamily: ctx.fonts.title, fontWeight: 700, fontSize: 50, color: '#ffffff', letterSpacing: 3 }}>
        {props.label}
      </div>
    </Frame>
  );
}

export function Emblem(props: { ctx: RenderContext; icon: string; size: number }): SatoriElement {
  const { ctx, size } = props;
  return (
    <Panel rimColor={ctx.look.rim} width={size} height={size} radius={size / 2} rim={10} background={ctx.deck.color} style={{ alignItems: 'center', justifyContent: 'center' }}>
      <Icon ctx={ctx} name={props.icon} color={ctx.deck.accent ?? '#ffffff'} size={size * 0.66} />
    </Panel>
  );
}

export default function back(_card: Record<string, unknown> | null, ctx: RenderContext): SatoriElement {
  return <BackLayout ctx={ctx} center={<Emblem ctx={ctx} icon={ctx.deck.back.icon} size={430} />} label={ctx.deck.back.label} />;
}
