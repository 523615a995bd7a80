import { h } from './h.js';
import type { RenderContext, SatoriElement } from '../../src/render/context.js';

/** An icon of the icon set, as an image of the given size and colour. */
export function Icon(props: { ctx: RenderContext; name: string; color: string; size: number; style?: Record<string, unknown> }): SatoriElement {
  return <img src={props.ctx.icon(props.name, props.color)} width={props.size} height={props.size} style={{ ...(props.style ?? {}) }} />;
}
