/**
 * The back of every card (adventurers, action cards, the reference card): the game's title, the
 * deck's emblem and its label, in its colours. Each adventurer's action cards have its name and
 * colour, so that each player's nine cards are told apart from the others'. The title is on one
 * line, or broken where its two lines are most even (parts.tsx, titleLines).
 */
import { h } from '../common/h.js';
import type { RenderContext, SatoriElement } from '../../src/render/context.js';
import { Emblem } from '../codex/back.js';
import { Frame } from '../common/Frame.js';
import { Hand, titleLines } from './parts.js';

const TITLE_SIZE = 64;

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
      <div style={{ display: 'flex', flexDirection: 'column', alignItems: 'center', marginTop: 40 }}>
        {titleLines(ctx, ctx.manifest.title, TITLE_SIZE, ctx.safe.width).map((line) => (
          <Hand ctx={ctx} text={line} size={TITLE_SIZE} color={ink} style={{ lineHeight: 1.3 }} />
        ))}
      </div>
      <Emblem ctx={ctx} icon={deck.back.icon} size={400} />
      <Hand ctx={ctx} text={deck.back.label} size={66} color="#ffffff" style={{ marginBottom: 40 }} />
    </Frame>
  );
}
