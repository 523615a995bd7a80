/**
 * Where each cell of a map lies on the board's image, for a page that shows the rendered board
 * and puts the pieces on it (the hot-seat table's TableBoard.box): the board template's own
 * layout (layout.ts: the grid's first corner and a cell's side, in pixels of the safe area),
 * moved by the bleed and the safe margin the image has around that area, in fractions of the
 * whole image (its bleed included: the PNG the render writes). The same numbers at any
 * resolution the board is rasterised at.
 */
import { cardGeometry } from '../../../core/manifest.js';
import type { Format } from '../../../core/formats.js';
import type { TableBox } from '../../../engine/session-table.js';
import { plateauLayout } from './layout.js';

/** Fractions are kept to 1/100,000 of the image (a twentieth of a pixel of the printed board): the same text on every build. */
const round = (x: number) => Math.round(x * 100_000) / 100_000;

/** Each cell's box, row by row (index = row × cols + col). */
export function cellBoxes(format: Format, grid: { rows: number; cols: number }): TableBox[] {
  const g = cardGeometry(format);
  const layout = plateauLayout({ width: g.width - 2 * g.safe, height: g.height - 2 * g.safe }, grid);
  // The safe area starts this far into the image (Frame draws the template's content there).
  const left = g.bleed + g.safe + layout.gridLeft;
  const top = g.bleed + g.safe + layout.gridTop;
  return Array.from({ length: grid.rows * grid.cols }, (_, i) => {
    const row = Math.floor(i / grid.cols);
    const col = i % grid.cols;
    // Each edge rounded once: a cell's right edge is its neighbour's left edge, to the digit.
    const x = round((left + col * layout.cell) / g.fullWidth);
    const y = round((top + row * layout.cell) / g.fullHeight);
    const right = round((left + (col + 1) * layout.cell) / g.fullWidth);
    const bottom = round((top + (row + 1) * layout.cell) / g.fullHeight);
    return { x, y, width: round(right - x), height: round(bottom - y) };
  });
}
