/** The print geometry, computed by hand for poker cards (63 × 88 mm) on both papers. */
import { describe, expect, it } from 'vitest';
import { backPlacement, cropMarks, flipAxis, layoutGrid, mirrorAbout } from '../src/print/imposition.js';
import { PAGE_MARGIN, PRINTER_MARGIN, MARK_GAP } from '../src/print/print-options.js';
import { mm, pageSize, toMm } from '../src/print/units.js';

const poker = { width: mm(63), height: mm(88), bleed: mm(3) };
const area = (page: { width: number; height: number }) => ({
  x: PAGE_MARGIN,
  y: PAGE_MARGIN,
  width: page.width - 2 * PAGE_MARGIN,
  height: page.height - 2 * PAGE_MARGIN,
});
const inMm = (r: { x: number; y: number; width: number; height: number }) =>
  [r.x, r.y, r.width, r.height].map((v) => Math.round(toMm(v) * 100) / 100);

describe('layoutGrid', () => {
  it('fits 3×3 trimmed poker cards on A4 and on US Letter, centred', () => {
    const a4 = layoutGrid({ area: area(pageSize('a4', 'portrait')), card: poker, bleed: false });
    expect([a4.cols, a4.rows]).toEqual([3, 3]);
    // (210 − 189) / 2 = 10.5 mm across, (297 − 264) / 2 = 16.5 mm down.
    expect(inMm(a4.slots[0].trim)).toEqual([10.5, 16.5, 63, 88]);
    expect(inMm(a4.slots[8].trim)).toEqual([136.5, 192.5, 63, 88]);
    // The image keeps its bleed around the trim, to be clipped.
    expect(inMm(a4.slots[0].image)).toEqual([7.5, 13.5, 69, 94]);

    const letter = layoutGrid({ area: area(pageSize('letter', 'portrait')), card: poker, bleed: false });
    expect([letter.cols, letter.rows]).toEqual([3, 3]);
    expect(inMm(letter.slots[0].trim)).toEqual([13.45, 7.7, 63, 88]);
  });

  it('spaces cards by their bleed with --bleed, and fits fewer', () => {
    const g = layoutGrid({ area: area(pageSize('a4', 'portrait')), card: poker, bleed: true });
    expect([g.cols, g.rows]).toEqual([2, 3]);
    // Two trims 6 mm apart: the bleeds touch.
    expect(toMm(g.slots[1].trim.x - (g.slots[0].trim.x + g.slots[0].trim.width))).toBeCloseTo(6, 6);
    const land = layoutGrid({ area: area(pageSize('a4', 'landscape')), card: poker, bleed: true });
    expect([land.cols, land.rows]).toEqual([4, 2]);
  });

  it('says plainly when a card is too big for the paper', () => {
    expect(() => layoutGrid({ area: area(pageSize('a4', 'portrait')), card: { width: mm(250), height: mm(88), bleed: 0 }, bleed: false })).toThrow(
      /does not fit in the 198×285 mm printable area; try the other orientation/,
    );
  });
});

describe('crop marks', () => {
  it('extend every trim line into the margins, outside the cards, inside the printable area', () => {
    const page = pageSize('a4', 'portrait');
    const grid = layoutGrid({ area: area(page), card: poker, bleed: false });
    const marks = cropMarks(grid, { gap: MARK_GAP, printerMargin: PRINTER_MARGIN, page });
    // 4 vertical lines × top and bottom, 4 horizontal lines × left and right.
    expect(marks).toHaveLength(16);
    for (const m of marks) {
      for (const [x, y] of [[m.x1, m.y1], [m.x2, m.y2]]) {
        const inside = x > grid.box.x && x < grid.box.x + grid.box.width && y > grid.box.y && y < grid.box.y + grid.box.height;
        expect(inside).toBe(false);
        expect(x).toBeGreaterThanOrEqual(PRINTER_MARGIN - 1e-9);
        expect(y).toBeGreaterThanOrEqual(PRINTER_MARGIN - 1e-9);
      }
    }
  });

  it('stay off the bleed when cards keep it', () => {
    const page = pageSize('a4', 'portrait');
    const grid = layoutGrid({ area: area(page), card: poker, bleed: true });
    const marks = cropMarks(grid, { gap: MARK_GAP, printerMargin: PRINTER_MARGIN, page });
    const verticalTop = marks.filter((m) => m.x1 === m.x2 && m.y2 <= grid.box.y);
    expect(verticalTop).toHaveLength(4);
    for (const m of verticalTop) expect(m.y2).toBeLessThan(grid.slots[0].image.y);
  });
});

describe('backs', () => {
  const page = pageSize('a4', 'portrait');
  const front = { x: mm(10.5), y: mm(16.5), width: mm(63), height: mm(88) };

  it('mirror left and right on a long-edge flip of a portrait page', () => {
    expect(flipAxis('long', page)).toBe('vertical');
    const b = backPlacement(front, page, 'vertical');
    expect(inMm(b.rect)).toEqual([136.5, 16.5, 63, 88]);
    expect(b.rotation).toBe(0);
  });

  it('mirror top and bottom, turned 180°, on a short-edge flip', () => {
    expect(flipAxis('short', page)).toBe('horizontal');
    const b = backPlacement(front, page, 'horizontal');
    expect(inMm(b.rect)).toEqual([10.5, 192.5, 63, 88]);
    expect(b.rotation).toBe(180);
  });

  it('swap the axes on a landscape page, whose long edge is horizontal', () => {
    const land = pageSize('a4', 'landscape');
    expect(flipAxis('long', land)).toBe('horizontal');
    expect(flipAxis('short', land)).toBe('vertical');
  });

  it('move by the printer offset, as seen on the back page', () => {
    const b = backPlacement(front, page, 'vertical', { x: mm(1.5), y: mm(-2) });
    expect(inMm(b.rect)).toEqual([138, 14.5, 63, 88]);
  });

  it('mirror about the fold line on fold-and-glue sheets', () => {
    expect(inMm(mirrorAbout(front, mm(148.5)))).toEqual([223.5, 16.5, 63, 88]);
  });
});
