/**
 * The back of every card (adventurers, action cards, the reference card): the game's title, the
 * deck's emblem and its label, in its colours. Each adventurer's action cards have its name and
 * colour, so that each player's nine cards are told apart from the others'.
 */
import { h } from '../common/h.js';
import type { RenderContext, SatoriElement } from '../../src/render/context.js';
import { Emblem } from '../codex/back.js';
import { Frame } from '../common/Frame.js';
import { Hand } from './parts.js';

export default function dos(_card: Record<string, unknown> | null, ctx: RenderContext): SatoriElement {
  const deck = ctx.deck;
  const ink = deck.accent ?? '#ffffff';
  return (
    <Frame
      ctx={ctx}
      face={deck.color}
      rim={5}
      faceStyle={{ backgroundImage: `radial-gradient(circle at 50% 50%, ${ink}55 0%, ${deck.color} 62%)` }}
      contentStyle={{ alignItems: 'center', justifyContent: 'space-between' }}
    >
      <Hand ctx={ctx} text={ctx.manifest.title} size={64} color={ink} style={{ marginTop: 40, textAlign: 'center', lineHeight: 1.35 }} />
      <Emblem ctx={ctx} icon={deck.back.icon} size={400} />
      <Hand ctx={ctx} text={deck.back.label} size={66} color="#ffffff" style={{ marginBottom: 40 }} />
    </Frame>
  );
}
