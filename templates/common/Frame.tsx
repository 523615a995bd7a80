/**
 * The card's outer frame: the deck colour fills the bleed, a face (parchment by default) sits
 * inside the trim line with a gold rim, and `children` are laid out inside the safe area.
 * Fronts and backs share it, so both cut the same way.
 */
import { h } from './h.js';
import type { RenderContext, SatoriElement } from '../../src/render/context.js';
import { Panel } from './Panel.js';

export interface FrameProps {
  /** The render context the template received: the geometry, deck colour and look come from it. */
  ctx: RenderContext;
  /** What is drawn inside the safe area, laid out in a column. */
  children?: unknown;
  /** The face's colour. @default ctx.look.paper */
  face?: string;
  /** Extra style of the face (a gradient...). */
  faceStyle?: Record<string, unknown>;
  /** The width of the face's rim, in px. @default 4 */
  rim?: number;
  /** Style of the safe-area box holding the children (alignment; no padding: use margins). @default {} */
  contentStyle?: Record<string, unknown>;
}

export function Frame(props: FrameProps): SatoriElement {
  const g = props.ctx.geometry;
  const deck = props.ctx.deck;
  // The face starts a little inside the trim so a slightly off cut keeps a coloured border.
  const inset = g.bleed + Math.round(g.safe * 0.45);
  return (
    <div
      style={{
        display: 'flex',
        width: g.fullWidth,
        height: g.fullHeight,
        backgroundColor: deck.color,
        position: 'relative',
      }}
    >
      <Panel
        width={g.fullWidth - 2 * inset}
        height={g.fullHeight - 2 * inset}
        radius={18}
        rim={props.rim ?? 4}
        background={props.face ?? props.ctx.look.paper}
        rimColor={props.ctx.look.rim}
        outer={{ position: 'absolute', left: inset, top: inset }}
        style={props.faceStyle}
      />
      <div
        style={{
          position: 'absolute',
          left: g.bleed + g.safe,
          top: g.bleed + g.safe,
          width: props.ctx.safe.width,
          height: props.ctx.safe.height,
          display: 'flex',
          flexDirection: 'column',
          ...(props.contentStyle ?? {}),
        }}
      >
        {props.children as never}
      </div>
    </div>
  );
}
