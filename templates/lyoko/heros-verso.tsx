/** A hero's back: its other side (virtual, or Jérémie's second real side), drawn as the card's own back. */
import { h } from '../common/h.js';
import type { RenderContext, SatoriElement } from '../../src/render/context.js';
import type { Heros } from '../../src/games/lyoko/card-types.js';
import { HeroSide } from './heros.js';
import { LyokoBack } from './dos.js';

export default function herosVerso(card: Record<string, unknown> | null, ctx: RenderContext): SatoriElement {
  // Without a card (a deck's generic back, e.g. for a TTS deck's hidden face) the heroes' emblem.
  if (!card) return <LyokoBack ctx={ctx} colors={{ color: ctx.deck.color, accent: ctx.deck.accent ?? '#ffffff' }} />;
  return <HeroSide ctx={ctx} hero={card as unknown as Heros} side="verso" />;
}
