/**
 * The pyramid's board at the hot-seat table (src/games/pyramide/map/board-cells.ts): each cell's
 * box on the board's image, in fractions of it, lies inside the image, touches its neighbours
 * without overlapping them, is where the board template's layout puts the cell (plateauLayout, in
 * pixels of the safe area, moved by the bleed and the safe margin), and is where the rendered
 * board draws it: the cells' borders in the template's own SVG. The table names that board.
 */
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { formatNamed } from '../src/core/formats.js';
import { cardGeometry } from '../src/core/manifest.js';
import { loadPackFromDir, type LoadedPack } from '../src/core/pack.js';
import { startSession, sessionView } from '../src/engine/session.js';
import type { TableBox } from '../src/engine/session-table.js';
import { cellBoxes } from '../src/games/pyramide/map/board-cells.js';
import { plateauLayout } from '../src/games/pyramide/map/layout.js';
import { mapsOf } from '../src/games/pyramide/map/maps.js';
import { pyramideEngine } from '../src/games/pyramide/pack-engine.js';
import { renderJobs } from '../src/render/jobs.js';
import { layoutJob } from '../src/render/render-job.js';
import { root, tempDir } from './helpers.js';

/** The colour the board template draws the cells' borders in (templates/pyramide/plateau.tsx, LINE). */
const CELL_LINE = '#b99c63';

describe('the pyramid board\'s cells on its image', () => {
  let pack: LoadedPack;
  let boxes: TableBox[];
  let grid: { rows: number; cols: number };
  let format: NonNullable<ReturnType<typeof formatNamed>>;
  beforeAll(async () => {
    pack = await loadPackFromDir(path.join(root, 'cards', 'pyramide'));
    const board = pack.manifest!.components!.find((c) => c.kind === 'board')!;
    format = formatNamed(pack.manifest!, (board as { format: string }).format)!;
    grid = mapsOf(pack)[0].grid;
    boxes = cellBoxes(format, grid);
  });

  it('lie inside the image, one a cell, neighbours touching and none overlapping another', () => {
    expect(grid).toMatchObject({ rows: 13, cols: 13 });
    expect(boxes.length).toBe(13 * 13);
    for (const b of boxes) {
      expect(b.x).toBeGreaterThan(0);
      expect(b.y).toBeGreaterThan(0);
      expect(b.x + b.width).toBeLessThan(1);
      expect(b.y + b.height).toBeLessThan(1);
    }
    const overlap = (a: TableBox, b: TableBox) => Math.max(0, Math.min(a.x + a.width, b.x + b.width) - Math.max(a.x, b.x)) * Math.max(0, Math.min(a.y + a.height, b.y + b.height) - Math.max(a.y, b.y));
    for (let i = 0; i < boxes.length; i++) for (let j = i + 1; j < boxes.length; j++) expect(overlap(boxes[i], boxes[j])).toBeLessThan(1e-12);
    // A cell's right edge is its neighbour's left edge, its bottom the next row's top.
    for (let i = 0; i < boxes.length; i++) {
      if (i % grid.cols < grid.cols - 1) expect(boxes[i].x + boxes[i].width).toBeCloseTo(boxes[i + 1].x, 9);
      if (i + grid.cols < boxes.length) expect(boxes[i].y + boxes[i].height).toBeCloseTo(boxes[i + grid.cols].y, 9);
    }
  });

  it('are where the template\'s layout puts the cells, moved by the bleed and the safe margin', () => {
    const g = cardGeometry(format);
    // The plateau format (400 × 450 mm, bleed 3, safe 8) at 300 dpi: the template's own numbers.
    expect([g.fullWidth, g.fullHeight, g.bleed, g.safe]).toEqual([4795, 5386, 35, 94]);
    const layout = plateauLayout({ width: g.width - 2 * g.safe, height: g.height - 2 * g.safe }, grid);
    // (The board's legend under the turn track takes room: cells of 317 px, 26.8 mm.)
    expect([layout.cell, layout.gridLeft, layout.gridTop]).toEqual([317, 266.5, 374]);
    // B3: column 1, row 2.
    const b3 = boxes[2 * 13 + 1];
    expect(b3.x).toBeCloseTo((35 + 94 + 266.5 + 317) / 4795, 5);
    expect(b3.y).toBeCloseTo((35 + 94 + 374 + 2 * 317) / 5386, 5);
    // Edges rounded to 1/100,000 of the image each: a width within two of those.
    expect(Math.abs(b3.width - 317 / 4795)).toBeLessThanOrEqual(2e-5);
    expect(Math.abs(b3.height - 317 / 5386)).toBeLessThanOrEqual(2e-5);
  });

  it('are where the rendered board draws its cells', async () => {
    const job = renderJobs(pack).find((j) => j.key === 'plateau/plateau')!;
    const { task } = await layoutJob(job, tempDir('deckwright-board-cells-'));
    const svg = task!.svg;
    const width = Number(/<svg width="(\d+)"/.exec(svg)![1]);
    const height = Number(/<svg[^>]* height="(\d+)"/.exec(svg)![1]);
    // Each cell's border, as satori draws it: a path from its top left corner, its width and height.
    // The grid's cells, not the legend's small samples of each kind drawn under the track.
    const cell = boxes[0].width * width;
    const drawn = [...svg.matchAll(new RegExp(`stroke="${CELL_LINE}" stroke-width="\\d+" d="M([\\d.]+),([\\d.]+) A0,0 0 0 1 [\\d.]+,[\\d.]+ h([\\d.]+) a0,0 0 0 1 0,0 v([\\d.]+)`, 'g'))]
      .map((m) => m.slice(1, 5).map(Number))
      .filter(([, , w]) => w > cell * 0.8);
    expect(drawn.length).toBe(13 * 13);
    drawn.sort((a, b) => a[1] - b[1] || a[0] - b[0]);
    for (const [i, [x, y, w]] of drawn.entries()) {
      const b = boxes[i];
      // Within 3 px of a 4,795 px wide image: a hundredth of a cell. (The template sizes a cell's
      // content and draws its 3 px border around it, so a drawn cell is a few pixels off the
      // layout's, and 6 px taller: its row still starts where the layout says.)
      expect(Math.abs(x - b.x * width)).toBeLessThan(3);
      expect(Math.abs(y - b.y * height)).toBeLessThan(1);
      expect(Math.abs(w - b.width * width)).toBeLessThan(2);
    }
  });

  it('are the board the table names, each cell with its box and its kind in words', async () => {
    const { game, setup } = pyramideEngine.session!(pack);
    const r = startSession(game, setup);
    if (!r.ok) throw new Error(r.error.message);
    const board = sessionView(game, r.session).table!.board!;
    expect(board.image).toBe('plateau/plateau');
    expect(board.cells.map((c) => c.box)).toEqual(boxes);
    const a1 = board.cells[0];
    expect([a1.label, a1.kind, a1.kindLabel]).toEqual(['A1', 'chest', 'Coffre']);
    expect(a1.pieces).toEqual([{ id: 'chest-0', label: 'Coffre', kind: 'chest', image: 'coffres/_back' }]);
    expect(board.cells.find((c) => c.label === 'G1')!.kindLabel).toBe('Case du Demi-Dieu Anubis');
  });
});
