/**
 * A board larger than the paper, printed at 100 % in tiles: a grid of pages, each showing a
 * window of the board image (bleed included), neighbouring windows overlapping so that one page
 * can be trimmed and glued over the next. Pure geometry in points, origin at the top left: the
 * tests check the windows against the board, and draw-plan draws what tile-page.ts adds to them.
 */
import type { ExportComponent } from '../export/card-set.js';
import type { Translate } from '../i18n/translate.js';
import type { Rect } from './imposition.js';
import type { PrintPlan } from './plan.js';
import { formatBox, PRINTER_MARGIN } from './print-options.js';
import { tilePage } from './tile-page.js';
import { mm, PAPERS, pageSize, type Orientation, type PaperId } from './units.js';

/** How much neighbouring tiles share: the strip where one is glued over the other. */
export const TILE_OVERLAP = mm(10);
/**
 * From the paper's edge to the window: the printer's margin, then room for what a tile says in
 * its margins (its name, arrows to its neighbours, "cut", crop marks) at a readable size.
 */
export const TILE_MARGIN = PRINTER_MARGIN + mm(9);

export type Side = 'left' | 'right' | 'top' | 'bottom';

export interface Tile {
  row: number;
  col: number;
  /** Row letter and column number: "A1", "A2"… "B1". */
  name: string;
  /** The part of the board image the page shows, in the image's coordinates (origin at its top left, bleed included). */
  window: Rect;
  /** Where that window is on the page. */
  onPage: Rect;
  /** The names of the tiles beside it. */
  neighbours: Partial<Record<Side, string>>;
}

export interface TileLayout {
  orientation: Orientation;
  page: { width: number; height: number };
  cols: number;
  rows: number;
  overlap: number;
  /** The board image's size, bleed included. */
  board: { width: number; height: number };
  /** Where a window may lie: the page less TILE_MARGIN on each side. */
  area: Rect;
  /** In reading order: row by row, left to right. */
  tiles: Tile[];
}

export class TileError extends Error {}

/**
 * The tiled document of a board: the cover (how to assemble it, and `more`: the board's other
 * documents), the credits with their ruler (the scale is what matters here), then the tiles.
 */
export function planTiles(board: ExportComponent, paper: PaperId, title: string, t: Translate, more: string[] = [], overlap: number = TILE_OVERLAP): PrintPlan {
  const box = formatBox(board.format);
  const layout = tileLayout({ width: box.width + 2 * box.bleed, height: box.height + 2 * box.bleed }, pageSize(paper, 'portrait'), overlap);
  const item = { id: board.component.id, name: board.name, front: board.front, back: null };
  const n = layout.tiles.length;
  const pages = layout.tiles.map((tile, k) =>
    tilePage(tile, layout, item, box.bleed, { cut: t('tiles.cut-mark'), footer: `${title} · ${board.name} · ${tile.name} · ${k + 1}/${n}` }),
  );
  const first = 3;
  const size = { width: board.format.width, height: board.format.height };
  return {
    size: pageSize(paper, 'portrait'),
    pages: [{ kind: 'cover', contents: false }, { kind: 'credits' }, ...pages],
    instructions: [
      t('tiles.paper', { paper: PAPERS[paper].name, orientation: layout.orientation, ...size, first, last: first + n - 1, rows: layout.rows, cols: layout.cols }),
      t('tiles.scale'),
      t('tiles.cut', { cut: t('tiles.cut-mark') }),
      t('tiles.glue', { order: layout.tiles.map((x) => x.name).join(', '), overlap: Math.round((overlap / mm(1)) * 10) / 10 }),
      t('tiles.trim', size),
      ...more,
    ],
  };
}

/**
 * The tiles of a board image on `paper` (portrait size, points), in the orientation that takes
 * fewer pages (portrait when both take as many). Along each axis the windows are as large as
 * each other, so the board is spread evenly and every page is centred alike.
 */
export function tileLayout(
  board: { width: number; height: number },
  paper: { width: number; height: number },
  overlap: number = TILE_OVERLAP,
  margin: number = TILE_MARGIN,
): TileLayout {
  const portrait = layoutOn(board, paper, overlap, margin, 'portrait');
  const landscape = layoutOn(board, { width: paper.height, height: paper.width }, overlap, margin, 'landscape');
  return landscape.tiles.length < portrait.tiles.length ? landscape : portrait;
}

function layoutOn(
  board: { width: number; height: number },
  page: { width: number; height: number },
  overlap: number,
  margin: number,
  orientation: Orientation,
): TileLayout {
  const area = { x: margin, y: margin, width: page.width - 2 * margin, height: page.height - 2 * margin };
  const xs = spans(board.width, area.width, overlap);
  const ys = spans(board.height, area.height, overlap);
  const name = (r: number, c: number) => `${rowName(r)}${c + 1}`;
  const tiles: Tile[] = [];
  ys.forEach((y, r) =>
    xs.forEach((x, c) => {
      const window = { x: x.start, y: y.start, width: x.length, height: y.length };
      // Centred in the area: the same margins on every page of the document.
      const onPage = { x: area.x + (area.width - x.length) / 2, y: area.y + (area.height - y.length) / 2, width: x.length, height: y.length };
      const neighbours: Partial<Record<Side, string>> = {};
      if (c > 0) neighbours.left = name(r, c - 1);
      if (c < xs.length - 1) neighbours.right = name(r, c + 1);
      if (r > 0) neighbours.top = name(r - 1, c);
      if (r < ys.length - 1) neighbours.bottom = name(r + 1, c);
      tiles.push({ row: r, col: c, name: name(r, c), window, onPage, neighbours });
    }),
  );
  return { orientation, page, cols: xs.length, rows: ys.length, overlap, board, area, tiles };
}

/**
 * The fewest windows of at most `room` that cover `length`, each overlapping the next by
 * `overlap`, all of one length: n windows of w cover n·w − (n − 1)·overlap.
 */
export function spans(length: number, room: number, overlap: number): { start: number; length: number }[] {
  if (room <= overlap) throw new TileError(`an overlap of ${toMmText(overlap)} mm leaves no room on a page whose printable part is ${toMmText(room)} mm`);
  // A hair of tolerance, as in layoutGrid: a board exactly as long as the room takes one window.
  const n = length <= room + 1e-6 ? 1 : Math.ceil((length - overlap) / (room - overlap) - 1e-9);
  const w = (length + (n - 1) * overlap) / n;
  return Array.from({ length: n }, (_, k) => ({ start: k * (w - overlap), length: w }));
}

/** A, B… Z, then AA, AB…: a row's letters. */
export function rowName(r: number): string {
  let name = '';
  for (let n = r + 1; n > 0; n = Math.floor((n - 1) / 26)) name = String.fromCharCode(65 + ((n - 1) % 26)) + name;
  return name;
}

function toMmText(pt: number): string {
  return (pt / (72 / 25.4)).toFixed(1).replace(/\.0$/, '');
}
