/**
 * The back every card of a player's deck shares: the game's title over Lyoko's cube. All eight
 * decks of cards share one player's deck (V.1), so their backs must be the same: one colour for
 * all, never the deck's own, or a player would know the type of the card on top of a deck.
 */
import { h } from '../common/h.js';
import type { RenderContext, SatoriElement } from '../../src/render/context.js';
import { BackLayout, Emblem } from '../codex/back.js';

/** Lyoko's night blue and the cyan of its towers. */
const BACK = { color: '#16324f', accent: '#7fd3e8' };

export function LyokoBack(props: { ctx: RenderContext; colors?: { color: string; accent: string } }): SatoriElement {
  const colors = props.colors ?? BACK;
  const ctx: RenderContext = { ...props.ctx, deck: { ...props.ctx.deck, ...colors } };
  return <BackLayout ctx={ctx} center={<Emblem ctx={ctx} icon={ctx.deck.back.icon} size={430} />} label={ctx.deck.back.label} title={{ size: 84, color: '#ffffff' }} />;
}

export default function dos(_card: Record<string, unknown> | null, ctx: RenderContext): SatoriElement {
  return <LyokoBack ctx={ctx} />;
}
