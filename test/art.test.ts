/**
 * A game's own art, through the test project test/fixtures/art-project/ (cards/art-pack/ and art/,
 * made by its make-art.js; templates in templates/art-pack/): a PNG, a JPEG, a WebP and an SVG
 * drawn by the kit's Picture, in the card images, the PDF and the TTS sheets; their credits on the
 * PDF's credits page and in CREDITS.txt; a changed image file redraws its card, and only it. Each
 * error path has a broken case in test/fixtures/broken-art/ (files laid over the project, what
 * to make at test time in make.json, the diagnostics expected in expected.json).
 */
import { cpSync, existsSync, readdirSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { LIMITS } from '../src/core/limits.js';
import { buildGame, type BuildResult } from '../src/pipeline/build.js';
import { checkGame } from '../src/pipeline/check.js';
import { resolveGames } from '../src/pipeline/games.js';
import { renderGame } from '../src/pipeline/render.js';
import { fixtures, tempDir } from './helpers.js';
import { readPdf } from './pdf-reader.js';

const PROJECT = path.join(fixtures, 'art-project');
const BROKEN = path.join(fixtures, 'broken-art');

/** A copy of the art project in a temporary folder, with a broken case's files laid over it. */
async function project(brokenCase?: string): Promise<string> {
  const cwd = tempDir('deckwright-art-');
  cpSync(PROJECT, cwd, { recursive: true });
  if (brokenCase) {
    const dir = path.join(BROKEN, brokenCase);
    cpSync(dir, cwd, { recursive: true, filter: (f) => !/(expected|make)\.json$/.test(f) });
    const make = path.join(dir, 'make.json');
    if (existsSync(make)) await makeFiles(cwd, JSON.parse(readFileSync(make, 'utf8')));
  }
  return cwd;
}

type Made = { link: 'outside' } | { bytes: string } | { width: number; height: number } | { cut: string };

/** Files a case needs that are not committed: too large to, links, damaged copies. */
async function makeFiles(cwd: string, files: Record<string, Made>): Promise<void> {
  for (const [name, how] of Object.entries(files)) {
    const file = path.join(cwd, name);
    if ('link' in how) {
      const outside = path.join(tempDir('deckwright-outside-'), 'dehors.png');
      cpSync(path.join(PROJECT, 'art', 'brume.png'), outside);
      symlinkSync(outside, file);
    } else if ('bytes' in how) writeFileSync(file, Buffer.alloc(LIMITS.art.bytes + 1, 1));
    else if ('width' in how) {
      await sharp({ create: { width: how.width, height: how.height, channels: 3, background: '#808080' } }).png().toFile(file);
    } else {
      const whole = readFileSync(path.join(cwd, how.cut));
      writeFileSync(file, whole.subarray(0, Math.floor(whole.length / 2)));
    }
  }
}

const game = (cwd: string) => resolveGames(['art-pack'], cwd)[0];

/** The colour of a pixel of a PNG, as [r, g, b]. */
async function pixel(file: string, x: number, y: number): Promise<number[]> {
  const { data, info } = await sharp(file).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  const at = (Math.round(y) * info.width + Math.round(x)) * info.channels;
  return [data[at], data[at + 1], data[at + 2]];
}

const near = (got: number[], want: number[], tolerance = 12) => got.every((v, i) => Math.abs(v - want[i]) <= tolerance);

// The colour each card's image is (test/fixtures/art-project/make-art.js), and at its centre for the SVG.
const COLOURS: Record<string, number[]> = { brume: [200, 40, 30], foret: [40, 140, 60], lune: [30, 60, 200], blason: [240, 192, 32] };

describe("a game's own art", () => {
  let cwd = '';
  let dist = '';
  let result: BuildResult;
  beforeAll(async () => {
    cwd = await project();
    result = await buildGame(game(cwd), { cwd });
    dist = path.join(cwd, 'dist', 'art-pack');
  }, 120_000);

  it('checks clean and builds', () => {
    expect(result.diagnostics).toEqual([]);
    expect(result.stopped).toBe(false);
  });

  it('draws each PNG, JPEG, WebP and SVG image in its card, cropped to fill its box (the white corner cut) or fitted whole', async () => {
    for (const [id, colour] of Object.entries(COLOURS)) {
      const file = path.join(dist, 'cards', 'lieux', `${id}.png`);
      const { width, height } = await sharp(file).metadata();
      expect(near(await pixel(file, width! / 2, height! * 0.45), colour), `${id} at its centre`).toBe(true);
    }
    // The back, drawn without art, has none of these colours where the fronts have them.
    const back = path.join(dist, 'cards', 'lieux', '_back.png');
    const { width, height } = await sharp(back).metadata();
    const plain = await pixel(back, width! / 2, height! * 0.45);
    expect(Object.values(COLOURS).some((c) => near(plain, c))).toBe(false);
  });

  it('puts the images in the TTS sheet of the deck', async () => {
    const dir = path.join(dist, 'tts', 'images');
    const sheet = path.join(dir, readdirSync(dir).find((f) => f.startsWith('lieux-faces'))!);
    const { width, height } = await sharp(sheet).metadata();
    // One row of four cards, in the order of the card file.
    const ids = ['brume', 'foret', 'lune', 'blason'];
    for (const [i, id] of ids.entries()) {
      expect(near(await pixel(sheet, ((i + 0.5) * width!) / 4, height! * 0.45), COLOURS[id]), id).toBe(true);
    }
  });

  it('prints the cards with their images, and credits the art on the credits page', async () => {
    const pages = await readPdf(path.join(dist, 'print', 'art-pack-a4.pdf'), { text: true });
    expect(pages[2].images).toHaveLength(4);
    const credits = pages[1].text.replace(/\s+/g, ' ');
    expect(credits).toContain('art/brume.png : par Camille Martin, CC BY 4.0 ; source : https://example.org/brume.');
    expect(credits).toContain('art/foret.jpg, art/lune.webp : par Lou Bernard, CC0 1.0.');
    expect(credits).toContain('art/blason.svg : par Atelier Nord, tous droits réservés, utilisé avec permission.');
    // The icons keep their credit after the game's own art.
    expect(credits.indexOf('Atelier Nord')).toBeLessThan(credits.indexOf('game-icons.net'));
  });

  it('writes the credits in CREDITS.txt beside the cards and the TTS export', () => {
    for (const file of [path.join(dist, 'CREDITS.txt'), path.join(dist, 'tts', 'CREDITS.txt')]) {
      const text = readFileSync(file, 'utf8');
      expect(text).toContain('- art/brume.png\u00a0: par Camille Martin, CC BY 4.0\u00a0; source\u00a0: https://example.org/brume.\n');
      expect(text).toContain('- art/foret.jpg, art/lune.webp\u00a0: par Lou Bernard, CC0 1.0.\n');
      expect(text).toContain('- art/blason.svg\u00a0: par Atelier Nord, tous droits réservés, utilisé avec permission.\n');
    }
  });

  it('redraws the card whose image file changed, and only it', async () => {
    const out = path.join(dist, 'cards');
    expect((await renderGame(game(cwd), { outDir: out })).rendered).toEqual([]);
    // The same name, the same size: only the file's content changed (to a yellow forest).
    await sharp({ create: { width: 360, height: 300, channels: 3, background: '#e0c020' } }).jpeg({ quality: 90 }).toFile(path.join(cwd, 'art', 'foret.jpg'));
    const again = await renderGame(game(cwd), { outDir: out });
    expect(again.diagnostics).toEqual([]);
    expect(again.rendered).toEqual(['lieux/foret']);
    const file = path.join(out, 'lieux', 'foret.png');
    const { width, height } = await sharp(file).metadata();
    expect(near(await pixel(file, width! / 2, height! * 0.45), [224, 192, 32])).toBe(true);
  });
});

describe('broken art (test/fixtures/broken-art/)', () => {
  const cases = readdirSync(BROKEN).sort();

  it('has a case for every error path', () => {
    expect(cases).toEqual(
      ['damaged', 'few-pixels', 'folder', 'missing-file', 'not-an-image', 'other-format', 'outside-absolute', 'outside-link', 'outside-parent', 'too-many-bytes', 'too-many-pixels', 'uncredited'].sort(),
    );
  });

  for (const name of cases) {
    it(name, async () => {
      const cwd = await project(name);
      const expected = JSON.parse(readFileSync(path.join(BROKEN, name, 'expected.json'), 'utf8')) as { file: string; line: number; column: number; rule: string; severity: string; message: string }[];
      const { diagnostics } = await checkGame(game(cwd));
      expect(diagnostics.map((d) => ({ file: d.file, line: d.line, column: d.column, rule: d.rule, severity: d.severity }))).toEqual(
        expected.map(({ message: _, ...at }) => at),
      );
      expected.forEach((e, i) => expect(diagnostics[i].message).toContain(e.message));
    });
  }

  it('builds a card whose image has few pixels, with the warning, and prints it', async () => {
    const cwd = await project('few-pixels');
    const built = await buildGame(game(cwd), { cwd });
    expect(built.diagnostics.map((d) => [d.rule, d.severity])).toEqual([['render/image-resolution', 'warning']]);
    expect(built.stopped).toBe(false);
    const pages = await readPdf(path.join(cwd, 'dist', 'art-pack', 'print', 'art-pack-a4.pdf'));
    expect(pages[2].images).toHaveLength(4);
  }, 120_000);
});
