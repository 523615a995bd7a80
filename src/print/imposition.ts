/**
 * Imposition: where cards go on a sheet of paper. Pure geometry in PDF points with the origin at
 * the top left (pdfkit's convention), so the tests can compute every card's place and compare it
 * with what the PDF holds.
 */

export interface Rect {
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface CardBox {
  /** Trim (cut) size in points. */
  width: number;
  height: number;
  /** Bleed on each side in points: the image is this much larger than the trim on each side. */
  bleed: number;
}

export interface Slot {
  /** Where the card is cut. */
  trim: Rect;
  /** Where the whole image (bleed included) is drawn; trimmed sheets clip it to `trim`. */
  image: Rect;
}

export interface Grid {
  cols: number;
  rows: number;
  /** Row by row, left to right. */
  slots: Slot[];
  /** The box holding everything printed for the cards: crop marks stay outside it. */
  box: Rect;
}

export interface GridOptions {
  /** The part of the page the grid may use (the page less its margins). */
  area: Rect;
  card: CardBox;
  /**
   * false: cards touch trim to trim, so one cut serves two cards, and the bleed is clipped.
   * true: each card keeps its bleed and the cards are spaced apart by it.
   */
  bleed: boolean;
}

/** A size that does not fit the paper; `format` names the manifest's format ('card': its card:). */
export class ImpositionError extends Error {
  format = 'card';
}

/** How many cards fit in the area, and where, with the grid centred in it. */
export function layoutGrid({ area, card, bleed }: GridOptions): Grid {
  const cellW = bleed ? card.width + 2 * card.bleed : card.width;
  const cellH = bleed ? card.height + 2 * card.bleed : card.height;
  // A hair of tolerance: 3 × 63 mm in 189 mm must fit despite floating point.
  const cols = Math.floor(area.width / cellW + 1e-9);
  const rows = Math.floor(area.height / cellH + 1e-9);
  if (cols < 1 || rows < 1) {
    throw new ImpositionError(
      `a ${fmt(cellW)}×${fmt(cellH)} mm card does not fit in the ${fmt(area.width)}×${fmt(area.height)} mm printable area; ` +
        'try the other orientation, the other paper, or drop --bleed',
    );
  }
  const box = {
    x: area.x + (area.width - cols * cellW) / 2,
    y: area.y + (area.height - rows * cellH) / 2,
    width: cols * cellW,
    height: rows * cellH,
  };
  const slots: Slot[] = [];
  for (let r = 0; r < rows; r++) {
    for (let c = 0; c < cols; c++) {
      const cx = box.x + c * cellW;
      const cy = box.y + r * cellH;
      const trim = bleed
        ? { x: cx + card.bleed, y: cy + card.bleed, width: card.width, height: card.height }
        : { x: cx, y: cy, width: card.width, height: card.height };
      slots.push({ trim, image: grow(trim, card.bleed) });
    }
  }
  return { cols, rows, slots, box };
}

function fmt(pt: number): string {
  return (pt / (72 / 25.4)).toFixed(1).replace(/\.0$/, '');
}

export function grow(r: Rect, by: number): Rect {
  return { x: r.x - by, y: r.y - by, width: r.width + 2 * by, height: r.height + 2 * by };
}

/**
 * Which way the sheet turns over between its two sides, seen on the page as laid out: about a
 * vertical axis (like a book's page) or a horizontal one (like a wall calendar). The printer's
 * "long edge" is the page's long side: vertical on a portrait page, horizontal on a landscape one.
 */
export type FlipAxis = 'vertical' | 'horizontal';

export function flipAxis(duplex: 'long' | 'short', page: { width: number; height: number }): FlipAxis {
  const portrait = page.width <= page.height;
  return (duplex === 'long') === portrait ? 'vertical' : 'horizontal';
}

export interface BackPlacement {
  rect: Rect;
  /** Degrees to turn the back image about its centre (180 when the sheet turns like a calendar). */
  rotation: 0 | 180;
}

/**
 * Where the back of the card at `front` goes on the other side of the sheet. Turning about a
 * vertical axis mirrors left and right; turning about a horizontal one mirrors top and bottom
 * and turns the back upside down, which is then drawn turned by 180° so that the card reads the
 * same as one flipped like a book. `offset` (points, as seen on the back page: +x right, +y
 * down) corrects a printer that misregisters the second side.
 */
export function backPlacement(
  front: Rect,
  page: { width: number; height: number },
  axis: FlipAxis,
  offset: { x: number; y: number } = { x: 0, y: 0 },
): BackPlacement {
  const mirrored =
    axis === 'vertical'
      ? { ...front, x: page.width - front.x - front.width }
      : { ...front, y: page.height - front.y - front.height };
  return {
    rect: { ...mirrored, x: mirrored.x + offset.x, y: mirrored.y + offset.y },
    rotation: axis === 'vertical' ? 0 : 180,
  };
}

/** The mirror image of a rectangle about the vertical line x = `axisX` (the fold line). */
export function mirrorAbout(r: Rect, axisX: number): Rect {
  return { ...r, x: 2 * axisX - r.x - r.width };
}

export interface Segment {
  x1: number;
  y1: number;
  x2: number;
  y2: number;
}

export interface CropMarkOptions {
  /** Space between the printed box and the start of a mark. */
  gap: number;
  /** The band along the paper's edge that home printers cannot print. */
  printerMargin: number;
  page: { width: number; height: number };
  /** Which margins get marks (a fold-and-glue half has none on its fold side). */
  sides?: { top?: boolean; bottom?: boolean; left?: boolean; right?: boolean };
  /**
   * A band along the bottom, above the printer's margin, kept for the page's footer: the bottom
   * marks stop above it when they stay at least `shortest` long there; otherwise they run to the
   * printer's margin, and the footer goes between them.
   */
  footer?: { height: number; shortest: number };
  /** The top of what is printed under the grid (a band of other pieces): the bottom marks stop `gap` short of it. */
  below?: number;
}

/**
 * Crop marks: short lines in the margins extending every trim line of the grid, from just
 * outside the printed box to the printer's margin, so they are never drawn over a card.
 */
export function cropMarks(grid: Grid, opts: CropMarkOptions): Segment[] {
  const { box } = grid;
  const sides = { top: true, bottom: true, left: true, right: true, ...opts.sides };
  const xs = uniqueSorted(grid.slots.flatMap((s) => [s.trim.x, s.trim.x + s.trim.width]));
  const ys = uniqueSorted(grid.slots.flatMap((s) => [s.trim.y, s.trim.y + s.trim.height]));
  const { gap, printerMargin: pm, page } = opts;
  const marks: Segment[] = [];
  const add = (s: Segment) => {
    // A mark needs room between the box and the printer's margin; skip it where there is none.
    if (Math.hypot(s.x2 - s.x1, s.y2 - s.y1) > 0.5) marks.push(s);
  };
  const bottomStart = box.y + box.height + gap;
  const aboveFooter = opts.footer ? page.height - pm - opts.footer.height : page.height - pm;
  const bottomEnd =
    opts.below !== undefined ? opts.below - gap : opts.footer && aboveFooter - bottomStart >= opts.footer.shortest - 1e-6 ? aboveFooter : page.height - pm;
  for (const x of xs) {
    if (sides.top && box.y - gap > pm) add({ x1: x, y1: pm, x2: x, y2: box.y - gap });
    if (sides.bottom && bottomStart < page.height - pm) add({ x1: x, y1: bottomStart, x2: x, y2: bottomEnd });
  }
  for (const y of ys) {
    if (sides.left && box.x - gap > pm) add({ x1: pm, y1: y, x2: box.x - gap, y2: y });
    if (sides.right && box.x + box.width + gap < page.width - pm) add({ x1: box.x + box.width + gap, y1: y, x2: page.width - pm, y2: y });
  }
  return marks;
}

function uniqueSorted(values: number[]): number[] {
  const out: number[] = [];
  for (const v of [...values].sort((a, b) => a - b)) if (!out.length || Math.abs(v - out[out.length - 1]) > 0.01) out.push(v);
  return out;
}

/**
 * The widest stretch of the bottom margin between two vertical crop marks that reach down to the
 * label's line (at `lineTop` and below), for a page label.
 */
export function freeBottomInterval(marks: Segment[], page: { width: number }, printerMargin: number, lineTop = 0): { x: number; width: number } {
  const xs = uniqueSorted(marks.filter((m) => m.x1 === m.x2 && Math.max(m.y1, m.y2) > lineTop).map((m) => m.x1));
  const bounds = [printerMargin, ...xs, page.width - printerMargin];
  // The widest; among equally wide ones (a grid's columns), the one nearest the middle.
  const middle = page.width / 2;
  const distance = (r: { x: number; width: number }) => Math.abs(r.x + r.width / 2 - middle);
  let best = { x: printerMargin, width: 0 };
  for (let i = 1; i < bounds.length; i++) {
    const here = { x: bounds[i - 1], width: bounds[i] - bounds[i - 1] };
    if (here.width > best.width + 1 || (here.width > best.width - 1 && distance(here) < distance(best))) best = here;
  }
  return best;
}
