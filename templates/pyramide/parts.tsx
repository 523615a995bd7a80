/**
 * Pieces shared by the Sokar pyramid's templates: a square tile or round token that fills its
 * trim (the bleed in the piece's colour, so a cut a little off shows no white), and the big
 * handwritten number or letter in the book's typeface (Gloria Hallelujah).
 */
import { h } from '../common/h.js';
import type { RenderContext, SatoriElement } from '../../src/render/context.js';
import { Panel } from '../common/Panel.js';

/** A tile or token face: square (or a disc for a round format) as large as the trim, holding `children`. */
export function Piece(props: { ctx: RenderContext; face: string; children?: unknown; rim?: string; style?: Record<string, unknown> }): SatoriElement {
  const { ctx } = props;
  const g = ctx.geometry;
  const d = Math.min(g.width, g.height);
  const round = ctx.format.shape === 'round';
  return (
    <div style={{ display: 'flex', width: g.fullWidth, height: g.fullHeight, backgroundColor: ctx.deck.color, alignItems: 'center', justifyContent: 'center' }}>
      <Panel
        rimColor={props.rim ?? ctx.look.rim}
        width={round ? d : g.width}
        height={round ? d : g.height}
        radius={round ? d / 2 : Math.round(d / 14)}
        rim={Math.max(2, Math.round(d / 36))}
        background={props.face}
        style={{ flexDirection: 'column', alignItems: 'center', justifyContent: 'center', ...(props.style ?? {}) }}
      >
        {props.children}
      </Panel>
    </div>
  );
}

/** Large text in the book's typeface (a value, a letter, a name on a token). */
export function Hand(props: { ctx: RenderContext; text: string; size: number; color: string; style?: Record<string, unknown> }): SatoriElement {
  return (
    <div style={{ display: 'flex', fontFamily: props.ctx.fonts.title, fontSize: props.size, color: props.color, lineHeight: 1.05, ...(props.style ?? {}) }}>
      {props.text}
    </div>
  );
}

/** The short side of the trim, in px: the scale of everything on a tile or token. */
export function side(ctx: RenderContext): number {
  return Math.min(ctx.geometry.width, ctx.geometry.height);
}
