/**
 * A page of its own for one image at 100 %: a sheet (a character sheet, a player aid) or a board
 * that fits the paper. The page is the paper, turned the way the image is; an image larger than
 * the paper (a sheet of another paper size) gets a page of its own size. Crop marks where the
 * margins leave room.
 */
import { cropMarks, grow, type Grid, type Rect } from './imposition.js';
import type { PlannedPage } from './plan.js';
import type { PrintItem } from './print-groups.js';
import type { Format } from '../core/formats.js';
import { formatBox, MARK_GAP, PRINTER_MARGIN } from './print-options.js';

export function singlePage(item: PrintItem, format: Format, paper: { width: number; height: number }, label?: string): Extract<PlannedPage, { kind: 'cards' }> {
  const box = formatBox(format);
  const full = { width: box.width + 2 * box.bleed, height: box.height + 2 * box.bleed };
  // The paper turned the image's way; the image's own size when the paper cannot hold it.
  const turned = (full.width > full.height) === (paper.width > paper.height) ? paper : { width: paper.height, height: paper.width };
  const fits = full.width <= turned.width + 1e-6 && full.height <= turned.height + 1e-6;
  const size = fits ? turned : full;
  const image: Rect = { x: (size.width - full.width) / 2, y: (size.height - full.height) / 2, ...full };
  const trim = grow(image, -box.bleed);
  const grid: Grid = { cols: 1, rows: 1, slots: [{ trim, image }], box: image };
  return {
    kind: 'cards',
    size,
    cards: [{ card: item, side: 'front', image, trim, clip: false, rotation: 0 }],
    marks: cropMarks(grid, { gap: MARK_GAP, printerMargin: PRINTER_MARGIN, page: size }),
    ...(label ? { label } : {}),
  };
}

/** A page left blank: the back of a page printed on one side, so that duplex printing keeps its pairs. */
export function blankPage(size: { width: number; height: number }, label: string): Extract<PlannedPage, { kind: 'cards' }> {
  return { kind: 'cards', size, cards: [], marks: [], label };
}
