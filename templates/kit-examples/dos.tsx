/** The back of every card of a deck: the deck's colour, its emblem in a ring, and its label. */
import { h, Frame, Panel, Icon, type RenderContext, type SatoriElement } from '../common/index.js';

// A deck's back has no card: `null`, unless the deck's back says `unique: true`.
export default function dos(_card: null, ctx: RenderContext): SatoriElement {
  const { deck, look } = ctx;
  const size = Math.round(Math.min(ctx.safe.width, ctx.safe.height) * 0.72);
  const label = Math.round(ctx.safe.height * 0.075);
  return (
    <Frame ctx={ctx} face={deck.color} contentStyle={{ alignItems: 'center', justifyContent: 'space-around' }}>
      <Panel rimColor={look.rim} width={size} height={size} radius={size / 2} rim={Math.round(size / 40)} background={deck.accent ?? look.paper} style={{ alignItems: 'center', justifyContent: 'center' }}>
        <Icon ctx={ctx} name={deck.back.icon} color={deck.color} size={Math.round(size * 0.6)} />
      </Panel>
      <div style={{ display: 'flex', fontFamily: ctx.fonts.title, fontWeight: 700, fontSize: label, color: deck.accent ?? look.paper }}>{deck.back.label}</div>
    </Frame>
  );
}
