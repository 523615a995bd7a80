/**
 * A rounded box with a coloured rim. Drawn as a rim-coloured box holding a smaller one, rather
 * than with CSS `border`: satori turns a rounded border into a clip path, and clip paths make
 * resvg several times slower. `width` and `height` are the outer size, rim included.
 */
import { h } from './h.js';
import type { SatoriElement } from '../../src/render/context.js';

export interface PanelProps {
  /** Outer width in px, rim included; left out, the panel is as wide as its content. */
  width?: number;
  /** Outer height in px, rim included; left out, the panel is as high as its content. */
  height?: number;
  /** The corner radius, in px. @default 12 */
  radius?: number;
  /** The rim's width, in px. @default 3 */
  rim?: number;
  /** The rim's colour: usually the game's `ctx.look.rim`. */
  rimColor: string;
  /** The colour inside the rim. */
  background: string;
  /** Style of the inner box (direction, alignment, padding...). @default {} */
  style?: Record<string, unknown>;
  /** Style of the outer box (margins, position...). @default {} */
  outer?: Record<string, unknown>;
  /** What the panel holds, laid out in a row unless `style` says otherwise. */
  children?: unknown;
}

export function Panel(props: PanelProps): SatoriElement {
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
