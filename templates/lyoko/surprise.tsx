/** A Code Lyoko surprise card: the shared face (parts.tsx), without characteristics (III.7 gives them to characters, obstacles and dangers only). */
import type { RenderContext, SatoriElement } from '../../src/render/context.js';
import { deckCardFace } from './parts.js';

export default function surprise(card: Record<string, unknown> | null, ctx: RenderContext): SatoriElement {
  return deckCardFace(card, ctx, false);
}
