/** A Code Lyoko extra card: the shared face (parts.tsx), with its characteristics Force, Agilité, Ruse (III.7). */
import type { RenderContext, SatoriElement } from '../../src/render/context.js';
import { deckCardFace } from './parts.js';

export default function extra(card: Record<string, unknown> | null, ctx: RenderContext): SatoriElement {
  return deckCardFace(card, ctx, true);
}
