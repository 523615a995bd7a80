/**
 * The back every card of a player's deck shares: the game's title over Lyoko's cube. All eight
 * decks of cards share one player's deck (V.1), so their backs must be the same: one colour for
 * all, never the deck's own, or a player would know the type of the card on top of a deck.
 */
import { h } from '../common/h.js';
import type { RenderContext, SatoriElement } from '../../src/render/context.js';
import { Frame } from '../common/Frame.js';
import { Emblem } from '../codex/back.js';

/** Lyoko's night blue and the cyan of its towers. */
const BACK = { color: '#16324f', accent: '#7fd3e8' };

export function LyokoBack(props: { ctx: RenderContext; colors?: { color: string; accent: string } }): SatoriElement {
  const colors = props.colors ?? BACK;
  const ctx: RenderContext = { ...props.ctx, deck: { ...props.ctx.deck, ...colors } };
  const deck = ctx.deck;
  return (
    <Frame
      ctx={ctx}
      face={deck.color}
      rim={5}
      faceStyle={{ backgroundImage: `radial-gradient(circle at 50% 50%, ${deck.accent ?? '#ffffff'}66 0%, ${deck.color} 65%)` }}
      contentStyle={{ alignItems: 'center', justifyContent: 'space-between' }}
    >
      <div style={{ display: 'flex', marginTop: 40, fontFamily: ctx.fonts.title, fontWeight: 900, fontSize: 84, color: '#ffffff', letterSpacing: 4 }}>
        {ctx.manifest.title}
      </div>
      <Emblem ctx={ctx} icon={deck.back.icon} size={430} />
      <div style={{ display: 'flex', marginBottom: 40, fontFamily: ctx.fonts.title, fontWeight: 700, fontSize: 46, color: deck.accent ?? '#ffffff', letterSpacing: 3 }}>
        {deck.back.label}
      </div>
    </Frame>
  );
}

export default function dos(_card: Record<string, unknown> | null, ctx: RenderContext): SatoriElement {
  return <LyokoBack ctx={ctx} />;
}
