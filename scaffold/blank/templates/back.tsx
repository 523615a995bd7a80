/** The back of every card of a deck of {{title}}: its colour, the game's title, its icon and label. */
import { h, Frame, Panel, Icon, type RenderContext, type SatoriElement } from 'deckwright/kit';

export default function back(_card: Record<string, unknown> | null, ctx: RenderContext): SatoriElement {
  const deck = ctx.deck;
  const size = 420;
  return (
    <Frame ctx={ctx} face={deck.color} contentStyle={{ alignItems: 'center', justifyContent: 'space-between' }}>
      <div style={{ display: 'flex', marginTop: 40, fontFamily: ctx.fonts.title, fontWeight: 700, fontSize: 80, color: deck.accent ?? '#ffffff' }}>
        {ctx.manifest.title}
      </div>
      <Panel rimColor={ctx.look.rim} width={size} height={size} radius={size / 2} rim={8} background={deck.color} style={{ alignItems: 'center', justifyContent: 'center' }}>
        <Icon ctx={ctx} name={deck.back.icon} color={deck.accent ?? '#ffffff'} size={size * 0.62} />
      </Panel>
      <div style={{ display: 'flex', marginBottom: 50, fontFamily: ctx.fonts.title, fontWeight: 700, fontSize: 50, color: '#ffffff' }}>
        {deck.back.label}
      </div>
    </Frame>
  );
}
