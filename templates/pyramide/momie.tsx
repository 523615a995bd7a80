/** A mummy (« Invoquer une momie »). */
import { h } from '../common/h.js';
import type { RenderContext, SatoriElement } from '../../src/render/context.js';
import { IconToken } from './token-icon.js';

export default function momie(_data: Record<string, unknown> | null, ctx: RenderContext): SatoriElement {
  return <IconToken ctx={ctx} icon="mummy-head" label="Momie" />;
}
