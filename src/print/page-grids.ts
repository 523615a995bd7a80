/**
 * The grids the planners lay pieces on: a format's grid in an area of the page, the grid of a
 * piece that has no back on the page turned the way that holds the most, and which whole pieces
 * (sheets, boards that fit the paper) are gridded several a page rather than printed one a page.
 */
import type { CardSet } from '../export/card-set.js';
import { CARD_FORMAT, type Format } from '../core/formats.js';
import { ImpositionError, layoutGrid, type Grid } from './imposition.js';
import type { PlacedCard } from './plan.js';
import { componentGroup, sizeKey, wholePieces, type PrintGroup, type PrintItem } from './print-groups.js';
import { FOOTER_BAND, formatBox, PAGE_MARGIN } from './print-options.js';

export interface Size {
  width: number;
  height: number;
}

/** The page less its margins, where a grid goes. */
export function innerArea(page: Size): { x: number; y: number; width: number; height: number } {
  return { x: PAGE_MARGIN, y: PAGE_MARGIN, width: page.width - 2 * PAGE_MARGIN, height: page.height - 2 * PAGE_MARGIN };
}

/** The grid of a format on a page less its margins; an ImpositionError naming the format when none fits. */
export function formatGrid(format: Format, area: { x: number; y: number; width: number; height: number }, bleed: boolean): Grid {
  try {
    return layoutGrid({ area, card: formatBox(format), bleed });
  } catch (e) {
    if (e instanceof ImpositionError) {
      const named = format.name === CARD_FORMAT ? e : new ImpositionError(`format '${format.name}': ${e.message}`);
      named.format = format.name;
      throw named;
    }
    throw e;
  }
}

/**
 * The grid `count` pieces of a format are laid on in `area` (a page less its margins), leaving
 * the footer its band under the grid and the same band above it (where a sheet turned on its short
 * edge has its other side's footer) when that costs no page: a grid of small pieces that fills
 * the area to its margins leaves the footer nothing between its crop marks. The band taken, the
 * grid keeps its centre, so a grid of as many rows is the same grid.
 */
export function familyGrid(format: Format, area: { x: number; y: number; width: number; height: number }, bleed: boolean, count: number): Grid {
  const full = formatGrid(format, area, bleed);
  const inner = { ...area, y: area.y + FOOTER_BAND, height: area.height - 2 * FOOTER_BAND };
  let banded: Grid;
  try {
    banded = layoutGrid({ area: inner, card: formatBox(format), bleed });
  } catch (e) {
    if (e instanceof ImpositionError) return full;
    throw e;
  }
  const pages = (g: Grid) => Math.ceil(count / g.slots.length);
  return pages(banded) <= pages(full) ? banded : full;
}

/**
 * The grid of `count` pieces printed on one side only (nothing behind them to line up), on
 * `paper` turned the way that takes fewer pages; among ways that take as many, one that leaves the
 * footer its band under the grid (a grid that fills the page to its margins leaves it none), then
 * the image's own way. Null when the piece does not fit either way.
 */
export function flatGrid(format: Format, paper: Size, bleed: boolean, count: number): { page: Size; grid: Grid } | null {
  const box = formatBox(format);
  const upright = { width: Math.min(paper.width, paper.height), height: Math.max(paper.width, paper.height) };
  const lying = { width: upright.height, height: upright.width };
  const ways = box.width > box.height ? [lying, upright] : [upright, lying];
  let best: { page: Size; grid: Grid; pages: number } | null = null;
  for (const footer of [true, false]) {
    for (const page of ways) {
      const area = innerArea(page);
      let grid: Grid;
      try {
        grid = layoutGrid({ area: footer ? { ...area, height: area.height - FOOTER_BAND } : area, card: box, bleed });
      } catch (e) {
        if (e instanceof ImpositionError) continue;
        throw e;
      }
      const pages = Math.ceil(count / grid.slots.length);
      if (!best || pages < best.pages) best = { page, grid, pages };
    }
  }
  return best && { page: best.page, grid: best.grid };
}

/** The circles to cut round tokens along, one per placed front. */
export function roundCuts(format: Format, placed: PlacedCard[]): { x: number; y: number; r: number }[] {
  if (format.shape !== 'round') return [];
  return placed.map((c) => ({ x: c.trim.x + c.trim.width / 2, y: c.trim.y + c.trim.height / 2, r: c.trim.width / 2 }));
}

/** A whole piece printed one a page, with its page's label. */
export interface SinglePiece {
  item: PrintItem;
  format: Format;
  label: string;
}

/**
 * The sheets and the boards that fit the paper: gridded several a page, like tokens, when their
 * format comes more than once (a game's four score tracks) and two or more fit a page; else one a
 * page at 100 %, as they are.
 */
export function wholePieceLayout(set: CardSet, paper: Size, bleed: boolean): { gridded: PrintGroup[]; singles: SinglePiece[] } {
  const pieces = wholePieces(set, paper);
  const copies = new Map<string, number>();
  for (const c of pieces) copies.set(sizeKey(c.format), (copies.get(sizeKey(c.format)) ?? 0) + c.count);
  const gridded: PrintGroup[] = [];
  const singles: SinglePiece[] = [];
  for (const c of pieces) {
    const count = copies.get(sizeKey(c.format))!;
    const slots = flatGrid(c.format, paper, bleed, count)?.grid.slots.length ?? 0;
    if (count > 1 && slots > 1) {
      gridded.push(componentGroup(c));
      continue;
    }
    componentGroup(c).items.forEach((item, k) => {
      singles.push({ item, format: c.format, label: `${set.title} · ${c.name}${c.count > 1 ? ` ${k + 1}/${c.count}` : ''}` });
    });
  }
  return { gridded, singles };
}
