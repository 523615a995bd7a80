/** The turn marker, moved along the board's turn track 1 to 12. */
import { h } from '../common/h.js';
import type { RenderContext, SatoriElement } from '../../src/render/context.js';
import { IconToken } from './token-icon.js';

export default function tour(_data: Record<string, unknown> | null, ctx: RenderContext): SatoriElement {
  return <IconToken ctx={ctx} icon="sands-of-time" label="Tour" />;
}
