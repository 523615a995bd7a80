/**
 * Pieces shared by the Sokar pyramid's templates: a square tile or round token that fills its
 * trim (the bleed in the piece's colour, so a cut a little off shows no white); the book's
 * handwriting (Gloria Hallelujah) for titles; and the one face of every token and tile.
 */
import { h } from '../common/h.js';
import type { RenderContext, SatoriElement } from '../../src/render/context.js';
import { Panel } from '../common/Panel.js';
import { WIDTH_SAFETY, fontFor } from '../../src/render/text-layout.js';
import { measure } from '../../src/render/fonts.js';

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

/** Large text in the book's typeface: a card's or the board's title, a back's label. Never a figure: its 1 reads as « ! ». */
export function Hand(props: { ctx: RenderContext; text: string; size: number; color: string; style?: Record<string, unknown> }): SatoriElement {
  return (
    <div style={{ display: 'flex', fontFamily: props.ctx.fonts.title, fontSize: props.size, color: props.color, lineHeight: 1.05, ...(props.style ?? {}) }}>
      {props.text}
    </div>
  );
}

/**
 * A title in the book's hand on one line if it fits `width` at `size`, else on two lines broken
 * at the space that makes them most even (« La pyramide / de Sokar », never « La pyramide de /
 * Sokar »): a break chosen, not left to wrapping.
 */
export function titleLines(ctx: RenderContext, text: string, size: number, width: number): string[] {
  const font = fontFor(ctx.fonts.title, false, false);
  const wide = (s: string) => measure(font, s, size) * WIDTH_SAFETY;
  if (wide(text) <= width) return [text];
  const words = text.split(' ');
  let best: string[] = [text];
  let bestWidth = Infinity;
  for (let i = 1; i < words.length; i++) {
    const lines = [words.slice(0, i).join(' '), words.slice(i).join(' ')];
    const widest = Math.max(...lines.map(wide));
    if (widest < bestWidth) [best, bestWidth] = [lines, widest];
  }
  return best;
}

/**
 * Every word, letter and figure on a token or tile: one face for them all, the body face's bold
 * (Alegreya), whose figures read as figures at a glance across the table, where the book's hand
 * draws its 1 as an « ! ». The board's coordinates and turn numbers use it too.
 */
export function Mark(props: { ctx: RenderContext; text: string; size: number; color: string; style?: Record<string, unknown> }): SatoriElement {
  return (
    <div style={{ display: 'flex', fontFamily: props.ctx.fonts.body, fontWeight: 700, fontSize: props.size, color: props.color, lineHeight: 1, ...(props.style ?? {}) }}>
      {props.text}
    </div>
  );
}

/** The short side of the trim, in px: the scale of everything on a tile or token. */
export function side(ctx: RenderContext): number {
  return Math.min(ctx.geometry.width, ctx.geometry.height);
}
