/**
 * The tiles of a board larger than the paper (src/print/plan-tiles.ts) and what each tile's page
 * adds to its window (src/print/tile-page.ts), computed by hand for A4 and US Letter.
 */
import { describe, expect, it } from 'vitest';
import { rowName, spans, tileLayout, TILE_MARGIN, TILE_OVERLAP, TileError, type TileLayout } from '../src/print/plan-tiles.js';
import { tilePage } from '../src/print/tile-page.js';
import { PRINTER_MARGIN } from '../src/print/print-options.js';
import type { RenderedImage } from '../src/render/image-set.js';
import { mm, pageSize, toMm } from '../src/print/units.js';

const A4 = pageSize('a4', 'portrait');
const LETTER = pageSize('letter', 'portrait');
/** A board's image in points, from its trim size and bleed in mm. */
const board = (w: number, h: number, bleed = 3) => ({ width: mm(w + 2 * bleed), height: mm(h + 2 * bleed) });
const near = (a: number, b: number) => expect(Math.abs(a - b)).toBeLessThan(1e-6);

/** Every check a layout must pass, whatever the board and paper. */
function checkLayout(layout: TileLayout): void {
  const { tiles, cols, rows, board: size, overlap, page } = layout;
  expect(tiles).toHaveLength(cols * rows);
  // Names: row letter and column number, in reading order, each once.
  expect(tiles.map((t) => t.name)).toEqual(Array.from({ length: rows * cols }, (_, k) => `${rowName(Math.floor(k / cols))}${(k % cols) + 1}`));
  expect(new Set(tiles.map((t) => t.name)).size).toBe(tiles.length);
  const at = (r: number, c: number) => tiles[r * cols + c];
  for (const t of tiles) {
    // Each neighbour shares exactly the overlap with it.
    if (t.col < cols - 1) near(t.window.x + t.window.width - at(t.row, t.col + 1).window.x, overlap);
    if (t.row < rows - 1) near(t.window.y + t.window.height - at(t.row + 1, t.col).window.y, overlap);
    // Columns line up, rows line up.
    near(t.window.x, at(0, t.col).window.x);
    near(t.window.y, at(t.row, 0).window.y);
    // The window inside the board, and on the page inside the printable part (with room for the margins' marks).
    expect(t.window.x).toBeGreaterThanOrEqual(-1e-6);
    expect(t.window.y).toBeGreaterThanOrEqual(-1e-6);
    expect(t.window.x + t.window.width).toBeLessThanOrEqual(size.width + 1e-6);
    expect(t.window.y + t.window.height).toBeLessThanOrEqual(size.height + 1e-6);
    expect(t.onPage.width).toBeCloseTo(t.window.width, 6);
    expect(t.onPage.height).toBeCloseTo(t.window.height, 6);
    expect(t.onPage.x).toBeGreaterThanOrEqual(TILE_MARGIN - 1e-6);
    expect(t.onPage.y).toBeGreaterThanOrEqual(TILE_MARGIN - 1e-6);
    expect(t.onPage.x + t.onPage.width).toBeLessThanOrEqual(page.width - TILE_MARGIN + 1e-6);
    expect(t.onPage.y + t.onPage.height).toBeLessThanOrEqual(page.height - TILE_MARGIN + 1e-6);
  }
  // The union of the windows is the board: the first row and column start at its edges, the
  // last end at the others, and neighbours overlap (checked above), so nothing is left between.
  near(at(0, 0).window.x, 0);
  near(at(0, 0).window.y, 0);
  near(at(rows - 1, cols - 1).window.x + at(rows - 1, cols - 1).window.width, size.width);
  near(at(rows - 1, cols - 1).window.y + at(rows - 1, cols - 1).window.height, size.height);
}

describe('tileLayout', () => {
  it('tiles a 500×500 mm board (506 mm with its bleed) on 6 A4 pages and on 9 Letter pages, 10 mm overlaps', () => {
    // A4 less 12 mm margins: 186×273 mm. Across: (506 − 10) / (186 − 10) = 2.8 → 3; down: 496 / 263 = 1.9 → 2.
    // Landscape gives 2 × 3 as well: portrait when both take as many.
    const a4 = tileLayout(board(500, 500), A4);
    expect([a4.orientation, a4.cols, a4.rows]).toEqual(['portrait', 3, 2]);
    checkLayout(a4);
    // Three windows of (506 + 2 × 10) / 3 = 175.33 mm across, two of (506 + 10) / 2 = 258 mm down.
    expect(toMm(a4.tiles[0].window.width)).toBeCloseTo(526 / 3, 6);
    expect(toMm(a4.tiles[0].window.height)).toBeCloseTo(258, 6);
    expect(toMm(a4.tiles[1].window.x)).toBeCloseTo(526 / 3 - 10, 6);
    // Letter less its margins: 191.9×255.4 mm: 496 / 181.9 = 2.7 → 3 and 496 / 245.4 = 2.02 → 3.
    const letter = tileLayout(board(500, 500), LETTER);
    expect([letter.cols, letter.rows]).toEqual([3, 3]);
    checkLayout(letter);
  });

  it('tiles a 594×420 mm board on 8 pages in portrait, where landscape would take 9', () => {
    // Portrait: 590 / 176 = 3.4 → 4 across, 416 / 263 = 1.6 → 2 down; landscape: 590 / 263 → 3, 416 / 176 → 3.
    for (const paper of [A4, LETTER]) {
      const layout = tileLayout(board(594, 420), paper);
      expect([layout.orientation, layout.cols, layout.rows]).toEqual(['portrait', 4, 2]);
      checkLayout(layout);
    }
  });

  it('turns the pages landscape when that takes fewer', () => {
    // 806×176 mm: portrait takes 796 / 176 = 4.5 → 5 pages in a row; landscape 796 / 263 = 3.03 → 4.
    const layout = tileLayout(board(800, 170), A4);
    expect([layout.orientation, layout.cols, layout.rows]).toEqual(['landscape', 4, 1]);
    expect(toMm(layout.page.width)).toBeCloseTo(297, 6);
    checkLayout(layout);
    // One row: no overlap down, the whole height in each window.
    expect(layout.tiles.every((t) => t.window.y === 0 && t.window.height === layout.board.height)).toBe(true);
  });

  it('takes another overlap, and refuses one that leaves no room', () => {
    const wide = tileLayout(board(500, 500), A4, mm(25));
    expect(wide.overlap).toBe(mm(25));
    // (506 − 25) / (186 − 25) = 2.99 → 3 across; 481 / 248 = 1.9 → 2 down.
    expect([wide.cols, wide.rows]).toEqual([3, 2]);
    checkLayout(wide);
    expect(() => tileLayout(board(500, 500), A4, mm(190))).toThrow(TileError);
  });

  it('spans a length with the fewest windows: one when it fits, exactly', () => {
    expect(spans(100, 100, 10)).toEqual([{ start: 0, length: 100 }]);
    expect(spans(101, 100, 10).map((s) => [s.start, s.length])).toEqual([[0, 55.5], [45.5, 55.5]]);
    expect(spans(190, 100, 10)).toHaveLength(2);
    expect(spans(191, 100, 10)).toHaveLength(3);
  });

  it('names rows A to Z, then AA', () => {
    expect([0, 1, 25, 26, 27, 51, 52].map(rowName)).toEqual(['A', 'B', 'Z', 'AA', 'AB', 'AZ', 'BA']);
  });
});

describe('a tile page', () => {
  const layout = tileLayout(board(500, 500), A4);
  const image = { key: 'square/square', png: '/nowhere/square.png', svg: '/nowhere/square.svg' } as unknown as RenderedImage;
  const item = { id: 'square', name: 'Square', front: image, back: null };
  const pages = layout.tiles.map((t) => tilePage(t, layout, item, mm(3), { cut: 'cut', footer: `Tiles · Square · ${t.name}` }));
  const printable = { x1: PRINTER_MARGIN, y1: PRINTER_MARGIN, x2: A4.width - PRINTER_MARGIN, y2: A4.height - PRINTER_MARGIN };
  const inside = (x: number, y: number) => x >= printable.x1 - 1e-6 && x <= printable.x2 + 1e-6 && y >= printable.y1 - 1e-6 && y <= printable.y2 + 1e-6;

  it('shows its window: the whole board image placed so that the window falls where the page clips', () => {
    layout.tiles.forEach((t, k) => {
      const [card] = pages[k].cards;
      expect(card.clip).toBe(true);
      expect(card.trim).toEqual(t.onPage);
      // Moving the page's content back by its window's place on the board puts every image at the same origin.
      near(card.image.x - t.onPage.x + t.window.x, 0);
      near(card.image.y - t.onPage.y + t.window.y, 0);
      expect([card.image.width, card.image.height]).toEqual([layout.board.width, layout.board.height]);
    });
  });

  it('has dashed cut lines on its left and top sides where a neighbour is, across the printable part', () => {
    // A1 none; A2, A3 left; B1 top; B2, B3 left and top.
    expect(pages.map((p) => p.cuts!.length)).toEqual([0, 1, 1, 1, 2, 2]);
    const [left] = pages[1].cuts!;
    expect(left).toEqual({ x1: layout.tiles[1].onPage.x, y1: PRINTER_MARGIN, x2: layout.tiles[1].onPage.x, y2: A4.height - PRINTER_MARGIN });
    const top = pages[3].cuts![0];
    expect([top.y1, top.y2]).toEqual([layout.tiles[3].onPage.y, layout.tiles[3].onPage.y]);
    // "cut" twice beside each cut line.
    expect(pages.map((p) => p.texts!.filter((x) => x.text === 'cut').length)).toEqual([0, 2, 2, 2, 4, 4]);
  });

  it('shades the overlaps its right and lower neighbours cover, with a guide where their trimmed edge comes', () => {
    expect(pages.map((p) => p.shades!.length)).toEqual([2, 2, 1, 1, 1, 0]);
    const a1 = layout.tiles[0];
    const [right, lower] = pages[0].shades!;
    near(right.width, TILE_OVERLAP);
    near(right.x + right.width, a1.onPage.x + a1.onPage.width);
    near(lower.height, TILE_OVERLAP);
    // A2's cut line, on A2's page, shows the board where A1's guide is on A1's.
    const a2 = layout.tiles[1];
    near(pages[0].guides![0].x1 - a1.onPage.x + a1.window.x, pages[1].cuts![0].x1 - a2.onPage.x + a2.window.x);
  });

  it('names itself and its neighbours in its margins, with arrows pointing to them', () => {
    const names = (k: number) => pages[k].texts!.filter((x) => x.bold).map((x) => x.text);
    expect(names(0)).toEqual(['A1', 'A1', 'A2', 'B1']);
    expect(names(4)).toEqual(['B2', 'B2', 'B1', 'B3', 'A2']);
    expect(pages.map((p) => p.arrows!.length)).toEqual([2, 3, 2, 2, 3, 2]);
    // B2's arrows point away from its window: left, right, up.
    const win = layout.tiles[4].onPage;
    const [left, right, up] = pages[4].arrows!;
    expect(left.x2).toBeLessThan(left.x1);
    expect(left.x1).toBeLessThan(win.x);
    expect(right.x2).toBeGreaterThan(right.x1);
    expect(right.x1).toBeGreaterThan(win.x + win.width);
    expect(up.y2).toBeLessThan(up.y1);
    expect(up.y1).toBeLessThan(win.y);
  });

  it('keeps every mark, arrow and text in the printable part and off the window', () => {
    for (const [k, page] of pages.entries()) {
      const win = layout.tiles[k].onPage;
      const off = (x: number, y: number) => x <= win.x + 1e-6 || x >= win.x + win.width - 1e-6 || y <= win.y + 1e-6 || y >= win.y + win.height - 1e-6;
      for (const s of [...page.marks, ...page.cuts!, ...page.arrows!]) {
        expect(inside(s.x1, s.y1) && inside(s.x2, s.y2)).toBe(true);
        expect(off(s.x1, s.y1) && off(s.x2, s.y2)).toBe(true);
      }
      for (const t of page.texts!) {
        // Its box at its largest: `room` along its line, a line's height across.
        const [along, across] = [t.room / 2, t.size * 0.7];
        const [w, h] = t.rotation ? [across, along] : [along, across];
        expect(inside(t.x - w, t.y - h) && inside(t.x + w, t.y + h)).toBe(true);
        expect(off(t.x - w, t.y - h) && off(t.x + w, t.y + h) && off(t.x, t.y)).toBe(true);
      }
    }
  });

  it('has crop marks at the board\'s trim corners only, in the margins of its outer sides', () => {
    // A1, A3, B1, B3 hold a corner each: two marks each.
    expect(pages.map((p) => p.marks.length)).toEqual([2, 0, 2, 2, 0, 2]);
    const a1 = layout.tiles[0].onPage;
    const [vertical, horizontal] = pages[0].marks;
    // On the trim lines, 3 mm inside the image's edges.
    near(vertical.x1, a1.x + mm(3));
    expect(vertical.y2).toBeLessThan(a1.y);
    near(horizontal.y1, a1.y + mm(3));
    expect(horizontal.x2).toBeLessThan(a1.x);
    const b3 = layout.tiles[5].onPage;
    const [down, across] = pages[5].marks;
    near(down.x1, b3.x + b3.width - mm(3));
    expect(down.y1).toBeGreaterThan(b3.y + b3.height);
    near(across.y1, b3.y + b3.height - mm(3));
    expect(across.x1).toBeGreaterThan(b3.x + b3.width);
  });
});
