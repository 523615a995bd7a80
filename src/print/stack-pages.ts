/**
 * Pages laid out for the planners: each shared page (share-pages.ts) on its family's grid, and
 * the pages of one-faced round pieces stacked under another one-faced page where they fit, in
 * bands: the pyramid's 52 round tokens of 14 mm under its 21 of 22 mm, on one sheet, not two;
 * Code Lyoko's four pawns under two of its score tracks. Only round pieces go under another
 * band: they are cut along their circles, so no crop mark runs into the band above, whose own
 * bottom marks stop in the gap between them. One-faced only: nothing is printed behind a band,
 * so nothing has to line up on the other side of the sheet.
 */
import type { Format } from '../core/formats.js';
import { layoutGrid, type Grid } from './imposition.js';
import { formatBox, FOOTER_BAND, MARK_GAP, MIN_MARK, PAGE_MARGIN } from './print-options.js';
import { innerArea, type Size } from './page-grids.js';
import { piecesOf, type SharedPage } from './share-pages.js';

/** The grid a family of groups is laid on (share-pages.ts), and the page it is on. */
export interface Family {
  format: Format;
  page: Size;
  grid: Grid;
}

/** One shared page's pieces on a page: on `grid`'s first slots. */
export interface Band {
  shared: SharedPage;
  format: Format;
  grid: Grid;
  /** Where the band under it starts: its bottom crop marks stop short of it. */
  below?: number;
}

export interface LaidPage {
  size: Size;
  bands: Band[];
}

/** Between two bands: a crop mark's length and its gap on each side. */
export const BAND_GAP = 2 * MARK_GAP + MIN_MARK;

/**
 * Each page on its family's grid; a page of one-faced round pieces under the first one-faced page
 * before it that has room, else under a later one of square pieces (Code Lyoko's pawns come
 * before its tracks in the manifest). `oneFaced`: whether nothing of the page is printed behind
 * it on this layout.
 */
export function layPages(pages: SharedPage[], families: Map<string, Family>, oneFaced: (page: SharedPage) => boolean): LaidPage[] {
  const laid = pages.map((shared): LaidPage => {
    const family = families.get(shared.key)!;
    return { size: family.page, bands: [{ shared, format: family.format, grid: family.grid }] };
  });
  const moved = new Set<number>();
  const round = (j: number) => families.get(pages[j].key)!.format.shape === 'round';
  for (const [i, shared] of pages.entries()) {
    if (!oneFaced(shared) || !round(i) || laid[i].bands.length > 1) continue;
    const hosts = [...pages.keys()].filter((j) => (j < i || !round(j)) && j !== i && !moved.has(j) && oneFaced(pages[j]));
    const host = hosts.find((j) => stackUnder(laid[j], shared, families));
    if (host !== undefined) moved.add(i);
  }
  return laid.filter((_, i) => !moved.has(i));
}

/**
 * Adds `shared`'s pieces as a band under the bands of `page`, when they fit above the footer's
 * band; the band above then holds only the rows it uses. False when they do not fit.
 */
function stackUnder(page: LaidPage, shared: SharedPage, families: Map<string, Family>): boolean {
  const { format, grid } = families.get(shared.key)!;
  const last = page.bands[page.bands.length - 1];
  const used = usedRows(last.grid, piecesOf(last.shared).length);
  const top = used.box.y + used.box.height + BAND_GAP;
  const band = gridBelow(format, page.size, top, piecesOf(shared).length, grid);
  if (!band) return false;
  page.bands[page.bands.length - 1] = { ...last, grid: used, below: top };
  page.bands.push({ shared, format, grid: band });
  return true;
}

/** The rows of `grid` that `count` pieces take, and the box around them. */
export function usedRows(grid: Grid, count: number): Grid {
  const rows = Math.min(grid.rows, Math.ceil(count / grid.cols));
  const cellHeight = grid.box.height / grid.rows;
  return { ...grid, rows, slots: grid.slots.slice(0, rows * grid.cols), box: { ...grid.box, height: rows * cellHeight } };
}

/** `count` pieces of `format` in rows from `top`, as wide as the page's inner area allows; null when they reach the footer's band. */
function gridBelow(format: Format, page: Size, top: number, count: number, own: Grid): Grid | null {
  const area = innerArea(page);
  // The piece's cell as its own grid lays it (with or without its bleed).
  const cell = { width: own.box.width / own.cols, height: own.box.height / own.rows };
  const cols = Math.floor(area.width / cell.width + 1e-9);
  if (cols < 1) return null;
  const height = Math.ceil(count / cols) * cell.height;
  if (top + height > page.height - PAGE_MARGIN - FOOTER_BAND + 1e-6) return null;
  const bleed = cell.width > formatBox(format).width + 1e-6;
  return layoutGrid({ area: { x: area.x, y: top, width: area.width, height }, card: formatBox(format), bleed });
}
