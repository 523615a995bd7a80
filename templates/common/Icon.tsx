import { h } from './h.js';
import type { RenderContext, SatoriElement } from '../../src/render/context.js';

export interface IconProps {
  /** The render context the template received. */
  ctx: RenderContext;
  /** An icon name of game-icons.net, e.g. "biceps". */
  name: string;
  /** The icon's colour. */
  color: string;
  /** Its width and height, in px. */
  size: number;
  /** Style of the image (margins, position...). @default {} */
  style?: Record<string, unknown>;
}

/** An icon of the icon set, as an image of the given size and colour. */
export function Icon(props: IconProps): SatoriElement {
  return <img src={props.ctx.icon(props.name, props.color)} width={props.size} height={props.size} style={{ ...(props.style ?? {}) }} />;
}
