/** A dynamite token, to mark the wall it blows (« Poser une dynamite »). */
import { h } from '../common/h.js';
import type { RenderContext, SatoriElement } from '../../src/render/context.js';
import { IconToken } from './token-icon.js';

export default function dynamite(_data: Record<string, unknown> | null, ctx: RenderContext): SatoriElement {
  return <IconToken ctx={ctx} icon="dynamite" label="Dynamite" />;
}
