/**
 * Boards larger than the paper, through the test pack test/fixtures/tiles-pack/ (boards of
 * 500×500, 594×420 and 280×400 mm): built, then their documents read back from the PDFs. The
 * tiles reassemble the board (each page's image, moved back by its window's place on the board,
 * lands at one origin), carry their cut lines, names and arrows inside the printable part, and the
 * print shop's A3 and A2 pages are there only for a board that fits them.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildGame, type BuildResult } from '../src/pipeline/build.js';
import { resolveGames } from '../src/pipeline/games.js';
import { PRINTER_MARGIN, type PrintOptions } from '../src/print/print-options.js';
import { mm, toMm } from '../src/print/units.js';
import { copyPack, fixtures } from './helpers.js';
import { readPdf, type Box, type ReadPage } from './pdf-reader.js';

const FIXTURE = path.join(fixtures, 'tiles-pack');

async function build(print: Partial<PrintOptions> = {}, cwd = copyPack(FIXTURE, 'tiles-pack').cwd): Promise<{ result: BuildResult; boards: string; cwd: string }> {
  const result = await buildGame(resolveGames(['tiles-pack'], cwd)[0], { cwd, print });
  return { result, boards: path.join(cwd, 'dist', 'tiles-pack', 'print', 'boards'), cwd };
}

let result: BuildResult;
let boards = '';
beforeAll(async () => {
  ({ result, boards } = await build());
}, 120_000);

const sizeOf = (p: { width: number; height: number }) => [p.width, p.height].map((v) => Math.round(toMm(v) * 10) / 10);
const near = (a: number, b: number) => expect(Math.abs(a - b)).toBeLessThan(0.05);
/** Strictly inside a box, by more than a hair. */
const within = (x: number, y: number, b: Box) => x > b.x + 0.5 && x < b.x + b.width - 0.5 && y > b.y + 0.5 && y < b.y + b.height - 0.5;

/**
 * The tile pages of a tiled document, with each window's place on the board (in points), read
 * from the PDF alone: where the page clips its image, less where the image is.
 */
function windowsOf(pages: ReadPage[]) {
  return pages.map((p) => {
    expect(p.images).toHaveLength(1);
    const [img] = p.images;
    expect(img.clip).toBeDefined();
    return { page: p, img, clip: img.clip!, x: img.clip!.x - img.x, y: img.clip!.y - img.y };
  });
}

describe('a board larger than the paper', () => {
  it('builds clean and writes each board\'s documents: tiled on A4, on A3 or A2 where it fits, at its real size', () => {
    expect(result.diagnostics).toEqual([]);
    expect(readdirSync(boards).sort()).toEqual([
      'tiles-pack-board-map-a4.pdf',
      'tiles-pack-board-map.pdf',
      'tiles-pack-board-square-a4.pdf',
      'tiles-pack-board-square.pdf',
      'tiles-pack-board-track-a2.pdf',
      'tiles-pack-board-track-a3.pdf',
      'tiles-pack-board-track-a4.pdf',
      'tiles-pack-board-track.pdf',
    ]);
  });

  it('is named on the sheets\' cover with its tiled document', async () => {
    const [cover] = await readPdf(path.join(boards, '..', 'tiles-pack-a4.pdf'), { text: true });
    // Lines break after a hyphen in the file names: joined again.
    const text = cover.text.replace(/\s+/g, ' ').replace(/- /g, '-');
    expect(text).toMatch(/Square board \(boards\/tiles-pack-board-square-a4\.pdf\), Map \(boards\/tiles-pack-board-map-a4\.pdf\), Track \(boards\/tiles-pack-board-track-a4\.pdf\)\s*:\s*larger than this paper/);
    expect(text).not.toContain('not done yet');
  });

  it('tiles the 500×500 mm board on 6 A4 pages that put it back together, 10 mm overlaps', async () => {
    const [cover, credits, ...pages] = await readPdf(path.join(boards, 'tiles-pack-board-square-a4.pdf'), { text: true });
    expect(credits.text).toContain('100 mm');
    expect(pages).toHaveLength(6);
    for (const p of pages) expect(sizeOf(p)).toEqual([210, 297]);
    const tiles = windowsOf(pages);
    // Every page holds the whole 506 mm image, the same one, clipped to its window.
    for (const t of tiles) expect([toMm(t.img.width), toMm(t.img.height)].map(Math.round)).toEqual([506, 506]);
    expect(new Set(tiles.map((t) => t.img.id)).size).toBe(1);
    // 3 columns of (506 + 20) / 3 mm, 2 rows of (506 + 10) / 2 mm, each starting 10 mm before the last ends.
    const w = mm(526 / 3);
    const h = mm(258);
    tiles.forEach((t, k) => {
      const [row, col] = [Math.floor(k / 3), k % 3];
      near(t.clip.width, w);
      near(t.clip.height, h);
      // Put back at its window's place on the board, the page's image lands on the board's origin.
      near(t.img.x + col * (w - mm(10)) - t.clip.x, 0);
      near(t.img.y + row * (h - mm(10)) - t.clip.y, 0);
    });
    // Neighbours overlap by 10 mm, and the windows end at the board's edges.
    near(tiles[0].x + w - tiles[1].x, mm(10));
    near(tiles[1].y + h - tiles[4].y, mm(10));
    near(tiles[0].x, 0);
    near(tiles[5].x + w, mm(506));
    near(tiles[5].y + h, mm(506));

    // Dashed cut lines on the left and top sides that have a neighbour, along the window's edge.
    const dashed = tiles.map((t) => t.page.lines.filter((l) => l.dashed));
    expect(dashed.map((d) => d.length)).toEqual([0, 1, 1, 1, 2, 2]);
    near(dashed[1][0].x1, tiles[1].clip.x);
    near(dashed[3][0].y1, tiles[3].clip.y);
    // Names, neighbours and "cut" in the margins.
    const words = tiles.map((t) => t.page.texts.map((x) => x.str));
    expect(words[0].filter((s) => /^[A-B][1-3]$/.test(s))).toEqual(['A1', 'A1', 'A2', 'B1']);
    expect(words[4].filter((s) => /^[A-B][1-3]$/.test(s))).toEqual(['B2', 'B2', 'B1', 'B3', 'A2']);
    expect(words.map((ws) => ws.filter((s) => s === 'cut').length)).toEqual([0, 2, 2, 2, 4, 4]);
    expect(words[2]).toContain('Tiles · Square board · A3 · 3/6');
    // The overlaps its next neighbours cover, shaded: A1's right and lower strips, 10 mm wide.
    const strips = tiles[0].page.fills.filter((f) => Math.abs(f.width - mm(10)) < 0.1 || Math.abs(f.height - mm(10)) < 0.1);
    expect(strips).toHaveLength(2);
    // Crop marks at the board's trim corners, 3 mm inside the image, in A1's top and left margins.
    const solid = tiles[0].page.lines.filter((l) => !l.dashed);
    expect(solid.some((l) => Math.abs(l.x1 - (tiles[0].img.x + mm(3))) < 0.05 && l.x1 === l.x2 && l.y2 < tiles[0].clip.y)).toBe(true);
    expect(solid.some((l) => Math.abs(l.y1 - (tiles[0].img.y + mm(3))) < 0.05 && l.y1 === l.y2 && l.x2 < tiles[0].clip.x)).toBe(true);

    // Nothing printed where the printer cannot print, nor any text over the board.
    for (const t of tiles) {
      const printable = { x: PRINTER_MARGIN - 0.6, y: PRINTER_MARGIN - 0.6, width: t.page.width - 2 * PRINTER_MARGIN + 1.2, height: t.page.height - 2 * PRINTER_MARGIN + 1.2 };
      for (const l of t.page.lines) expect(within(l.x1, l.y1, printable) && within(l.x2, l.y2, printable)).toBe(true);
      for (const f of t.page.fills) expect(within(f.x, f.y, printable) && within(f.x + f.width, f.y + f.height, printable)).toBe(true);
      for (const x of t.page.texts) {
        expect(within(x.x, x.y, printable) && within(x.x + x.width, x.y + x.height, printable), x.str).toBe(true);
        const overlaps = x.x < t.clip.x + t.clip.width && x.x + x.width > t.clip.x && x.y < t.clip.y + t.clip.height && x.y + x.height > t.clip.y;
        expect(overlaps, x.str).toBe(false);
      }
    }

    // The cover says how to assemble it, and that it fits neither A3 nor A2.
    const text = cover.text.replace(/\s+/g, ' ');
    expect(text).toContain('Board: Square board, at its real size on 6 A4 pages to assemble');
    expect(text).toContain('2 rows of 3 pages');
    expect(text).toContain('on the sides marked “cut”');
    expect(text).toContain('A1, A2, A3, B1, B2, B3');
    expect(text).toContain('overlap by 10 mm');
    expect(text).toContain('The board with its bleed (506×506 mm) does not fit on A3: there is no A3 file.');
    expect(text).toContain('does not fit on A2');
    expect(text).toContain('boards/tiles-pack-board-square.pdf');
    // Not the game's list of cards: this document holds a board.
    expect(text).not.toContain('Contents');
  });

  it('tiles the 594×420 mm board on 8 portrait pages, and the 280×400 mm one on 4', async () => {
    const map = await readPdf(path.join(boards, 'tiles-pack-board-map-a4.pdf'), { text: true });
    expect(map).toHaveLength(2 + 8);
    expect(map[0].text).toContain('does not fit on A2');
    const tiles = windowsOf(map.slice(2));
    near(tiles[3].x + tiles[3].clip.width, mm(600));
    near(tiles[7].y + tiles[7].clip.height, mm(426));
    const track = await readPdf(path.join(boards, 'tiles-pack-board-track-a4.pdf'), { text: true });
    expect(track).toHaveLength(2 + 4);
    expect(track[0].text.replace(/\s+/g, ' ')).toContain('the board on one A3 page, with crop marks, in boards/tiles-pack-board-track-a3.pdf');
  });

  it('puts a board that fits A3 or A2 on one page of it, centred at 100 % with crop marks', async () => {
    for (const [paper, size] of [['a3', [297, 420]], ['a2', [420, 594]]] as const) {
      const pages = await readPdf(path.join(boards, `tiles-pack-board-track-${paper}.pdf`));
      expect(pages).toHaveLength(1);
      const [page] = pages;
      expect(sizeOf(page)).toEqual(size);
      // 286×406 mm with its bleed, centred, whole.
      expect(page.images.map((i) => [i.x, i.y, i.width, i.height].map((v) => Math.round(toMm(v) * 10) / 10))).toEqual([
        [(size[0] - 286) / 2, (size[1] - 406) / 2, 286, 406],
      ]);
      expect(page.images[0].clip).toBeUndefined();
      // Two marks at each trim corner, none dashed.
      expect(page.lines).toHaveLength(8);
      expect(page.lines.some((l) => l.dashed)).toBe(false);
    }
    // The board at its own size is kept, under its new name.
    const [real] = await readPdf(path.join(boards, 'tiles-pack-board-square.pdf'));
    expect(sizeOf(real)).toEqual([506, 506]);
  });

  it('tiles on US Letter with --paper letter, and gives the same bytes twice', async () => {
    const letter = await build({ paper: 'letter', layouts: ['sheets'] });
    expect(readdirSync(letter.boards).sort()).toEqual([
      'tiles-pack-board-map-letter.pdf',
      'tiles-pack-board-map.pdf',
      'tiles-pack-board-square-letter.pdf',
      'tiles-pack-board-square.pdf',
      'tiles-pack-board-track-a2.pdf',
      'tiles-pack-board-track-a3.pdf',
      'tiles-pack-board-track-letter.pdf',
      'tiles-pack-board-track.pdf',
    ]);
    const pages = await readPdf(path.join(letter.boards, 'tiles-pack-board-square-letter.pdf'));
    // 3 × 3 tiles (see test/plan-tiles.test.ts).
    expect(pages).toHaveLength(2 + 9);
    for (const p of pages.slice(2)) expect(sizeOf(p)).toEqual([215.9, 279.4]);
    for (const name of ['tiles-pack-board-track-a3.pdf', 'tiles-pack-board-square.pdf']) {
      expect(readFileSync(path.join(letter.boards, name)).equals(readFileSync(path.join(boards, name))), name).toBe(true);
    }
    // The print shop's layout alone: the one-page documents, no tiles.
    const shop = await build({ paper: 'letter', layouts: ['shop'] }, letter.cwd);
    expect(shop.result.documents.map((d) => path.relative(shop.boards, d.file)).filter((f) => !f.startsWith('..')).sort()).toEqual([
      'tiles-pack-board-map.pdf',
      'tiles-pack-board-square.pdf',
      'tiles-pack-board-track-a2.pdf',
      'tiles-pack-board-track-a3.pdf',
      'tiles-pack-board-track.pdf',
    ]);
    const again = await build({ paper: 'letter', layouts: ['sheets'] });
    expect(readFileSync(path.join(again.boards, 'tiles-pack-board-square-letter.pdf')).equals(readFileSync(path.join(letter.boards, 'tiles-pack-board-square-letter.pdf')))).toBe(true);
  }, 120_000);
});
