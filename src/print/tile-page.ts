/**
 * One page of a tiled board: its window of the board image, and in its margins what the person
 * assembling it needs. A tile is trimmed on its left and top sides when it has a neighbour there
 * (dashed cut lines, "cut") and glued over that neighbour's overlap, which is shaded, with a thin
 * guide where the trimmed edge comes. Its name (A1…) is in its top-left corner, and again in its
 * bottom-right one, which trimming keeps; an arrow on each side names the tile beside it; the
 * board's trim corners get crop marks, to cut the assembled board.
 */
import type { Rect, Segment } from './imposition.js';
import type { PlacedText, PlannedPage } from './plan.js';
import type { PrintItem } from './print-groups.js';
import type { Side, Tile, TileLayout } from './plan-tiles.js';
import { MARK_GAP, PRINTER_MARGIN } from './print-options.js';
import { mm } from './units.js';

const ARROW = mm(5);
const NAME_SIZE = 11;
const SIDE_SIZE = 8;
const SMALL_SIZE = 6.5;

export interface TileWords {
  /** The word beside a cut line, in the game's language. */
  cut: string;
  /** The page's footer, e.g. "Atelier · Plateau · A1 · 3/8". */
  footer: string;
}

export function tilePage(tile: Tile, layout: TileLayout, item: PrintItem, bleed: number, words: TileWords): Extract<PlannedPage, { kind: 'cards' }> {
  const { page } = layout;
  const win = tile.onPage;
  const right = win.x + win.width;
  const bottom = win.y + win.height;
  // The middle of each margin band, between the printer's margin and the window.
  const band = {
    left: (PRINTER_MARGIN + win.x) / 2,
    right: (right + page.width - PRINTER_MARGIN) / 2,
    top: (PRINTER_MARGIN + win.y) / 2,
    bottom: (bottom + page.height - PRINTER_MARGIN) / 2,
  };
  const room = { x: win.x - PRINTER_MARGIN - mm(1), y: win.y - PRINTER_MARGIN - mm(1) };
  const image = { x: win.x - tile.window.x, y: win.y - tile.window.y, ...layout.board };
  const texts: PlacedText[] = [
    { text: tile.name, x: band.left, y: band.top, size: NAME_SIZE, bold: true, rotation: 0, room: room.x },
    { text: tile.name, x: band.right, y: band.bottom, size: NAME_SIZE, bold: true, rotation: 0, room: page.width - PRINTER_MARGIN - right - mm(1) },
    { text: words.footer, x: win.x + win.width / 4, y: band.bottom, size: SMALL_SIZE, rotation: 0, room: win.width * 0.4 },
  ];
  const cuts: Segment[] = [];
  // Trimmed on the sides facing the tiles glued before it: the left and the top.
  if (tile.neighbours.left) {
    cuts.push({ x1: win.x, y1: PRINTER_MARGIN, x2: win.x, y2: page.height - PRINTER_MARGIN });
    for (const at of [0.25, 0.75]) texts.push({ text: words.cut, x: band.left, y: win.y + win.height * at, size: SMALL_SIZE, rotation: -90, room: win.height * 0.2 });
  }
  if (tile.neighbours.top) {
    cuts.push({ x1: PRINTER_MARGIN, y1: win.y, x2: page.width - PRINTER_MARGIN, y2: win.y });
    for (const at of [0.25, 0.75]) texts.push({ text: words.cut, x: win.x + win.width * at, y: band.top, size: SMALL_SIZE, rotation: 0, room: win.width * 0.2 });
  }
  // The overlaps the tiles after it are glued on: where their trimmed edge comes, on this page.
  const next = overlaps(tile, layout);
  const arrows: Segment[] = [];
  const sides: Record<Side, { x: number; y: number; dx: number; dy: number }> = {
    left: { x: band.left, y: win.y + win.height / 2, dx: -1, dy: 0 },
    right: { x: band.right, y: win.y + win.height / 2, dx: 1, dy: 0 },
    top: { x: win.x + win.width / 2, y: band.top, dx: 0, dy: -1 },
    bottom: { x: win.x + win.width / 2, y: band.bottom, dx: 0, dy: 1 },
  };
  for (const side of ['left', 'right', 'top', 'bottom'] as const) {
    const name = tile.neighbours[side];
    if (!name) continue;
    const s = sides[side];
    arrows.push({ x1: s.x - (s.dx * ARROW) / 2, y1: s.y - (s.dy * ARROW) / 2, x2: s.x + (s.dx * ARROW) / 2, y2: s.y + (s.dy * ARROW) / 2 });
    // Beside the arrow: above a left or right one, to the right of an upward or downward one.
    const horizontal = s.dy === 0;
    texts.push({
      text: name,
      x: horizontal ? s.x : s.x + mm(2.5) + mm(4),
      y: horizontal ? s.y - mm(4) : s.y,
      size: SIDE_SIZE,
      bold: true,
      rotation: 0,
      room: horizontal ? (side === 'left' ? room.x : page.width - PRINTER_MARGIN - right - mm(1)) : mm(12),
    });
  }
  return {
    kind: 'cards',
    size: page,
    cards: [{ card: item, side: 'front', image, trim: win, clip: true, rotation: 0 }],
    marks: cornerMarks(tile, layout, bleed),
    cuts,
    guides: next.map((o) => o.guide),
    shades: next.map((o) => o.shade),
    arrows,
    texts,
  };
}

/** The strips of this tile that its right and lower neighbours cover, and the line where their edge comes. */
function overlaps(tile: Tile, layout: TileLayout): { shade: Rect; guide: Segment }[] {
  const win = tile.onPage;
  const out: { shade: Rect; guide: Segment }[] = [];
  const at = (row: number, col: number) => layout.tiles[row * layout.cols + col];
  if (tile.neighbours.right) {
    const x = win.x + at(tile.row, tile.col + 1).window.x - tile.window.x;
    out.push({ shade: { x, y: win.y, width: win.x + win.width - x, height: win.height }, guide: { x1: x, y1: win.y, x2: x, y2: win.y + win.height } });
  }
  if (tile.neighbours.bottom) {
    const y = win.y + at(tile.row + 1, tile.col).window.y - tile.window.y;
    out.push({ shade: { x: win.x, y, width: win.width, height: win.y + win.height - y }, guide: { x1: win.x, y1: y, x2: win.x + win.width, y2: y } });
  }
  return out;
}

/**
 * Crop marks at the board's trim corners on the tiles that hold them, in the margins of the
 * board's outer sides (the others are trimmed away or glued under a neighbour).
 */
function cornerMarks(tile: Tile, layout: TileLayout, bleed: number): Segment[] {
  const { page } = layout;
  const win = tile.onPage;
  const marks: Segment[] = [];
  const first = { col: tile.col === 0, row: tile.row === 0 };
  const last = { col: tile.col === layout.cols - 1, row: tile.row === layout.rows - 1 };
  // The trim lines on this page, where the tile holds them.
  const left = win.x - tile.window.x + bleed;
  const rightX = win.x - tile.window.x + layout.board.width - bleed;
  const top = win.y - tile.window.y + bleed;
  const bottomY = win.y - tile.window.y + layout.board.height - bleed;
  const xs = [...(first.col ? [left] : []), ...(last.col ? [rightX] : [])];
  const ys = [...(first.row ? [top] : []), ...(last.row ? [bottomY] : [])];
  for (const x of xs) {
    if (first.row) marks.push({ x1: x, y1: PRINTER_MARGIN, x2: x, y2: win.y - MARK_GAP });
    if (last.row) marks.push({ x1: x, y1: win.y + win.height + MARK_GAP, x2: x, y2: page.height - PRINTER_MARGIN });
  }
  for (const y of ys) {
    if (first.col) marks.push({ x1: PRINTER_MARGIN, y1: y, x2: win.x - MARK_GAP, y2: y });
    if (last.col) marks.push({ x1: win.x + win.width + MARK_GAP, y1: y, x2: page.width - PRINTER_MARGIN, y2: y });
  }
  return marks;
}
