/** A hero's recto. Drawn for real by issue 15's templates step; this file only lets the pack build. */
import { h } from '../common/h.js';
import type { RenderContext, SatoriElement } from '../../src/render/context.js';

export default function obstacle(card: Record<string, unknown> | null, _ctx: RenderContext): SatoriElement {
  return <div style={{ display: 'flex' }}>{String((card as { name?: string })?.name ?? '')}</div>;
}
