/**
 * A rounded box with a coloured rim. Drawn as a rim-coloured box holding a smaller one, rather
 * than with CSS `border`: satori turns a rounded border into a clip path, and clip paths make
 * resvg several times slower. `width` and `height` are the outer size, rim included.
 */
import { h } from './h.js';
import type { SatoriElement } from '../../src/render/context.js';

export function Panel(props: {
  width?: number;
  height?: number;
  radius?: number;
  rim?: number;
  /** The rim's colour: usually the game's `ctx.look.rim`. */
  rimColor: string;
  background: string;
  /** Style of the inner box (direction, alignment, padding...). */
  style?: Record<string, unknown>;
  /** Style of the outer box (margins, position...). */
  outer?: Record<string, unknown>;
  children?: unknown;
}): SatoriElement {
  const rim = props.rim ?? 3;
  const radius = props.radius ?? 12;
  return (
    <div
      style={{
        display: 'flex',
        flexShrink: 0,
        // satori sizes boxes like CSS content-box: the rim (padding) comes on top of width/height.
        ...(props.width !== undefined ? { width: props.width - 2 * rim } : {}),
        ...(props.height !== undefined ? { height: props.height - 2 * rim } : {}),
        padding: rim,
        borderRadius: radius,
        backgroundColor: props.rimColor,
        ...(props.outer ?? {}),
      }}
    >
      <div style={{ display: 'flex', flexGrow: 1, borderRadius: Math.max(0, radius - rim), backgroundColor: props.background, ...(props.style ?? {}) }}>
        {props.children as never}
      </div>
    </div>
  );
}
