/**
 * Rendering: goldens for every card type and back, byte-identical output for the same input,
 * the right image size, the render cache, and located errors for text that does not fit.
 */
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, truncateSync, writeFileSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import pixelmatch from 'pixelmatch';
import { PNG } from 'pngjs';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadPackFromDir } from '../src/core/pack.js';
import { sharp } from '../src/core/sharp.js';
import { renderAll } from '../src/render/pool.js';
import { renderPack } from '../src/render/render-pack.js';
import type { JobResult } from '../src/render/render-job.js';
import { builtCodex } from './codex-build.js';
import { approvedInputs, GOLDEN_SETS, goldenDir, goldenInputs, goldenJobs } from './golden-set.js';
import { copyPack, codexDir, root, tempDir } from './helpers.js';

/** A PNG's pixels, RGBA, decoded by sharp (libvips: many times quicker than a PNG decoder in JavaScript). */
async function pixels(file: string): Promise<{ width: number; height: number; data: Buffer }> {
  const { data, info } = await sharp()(readFileSync(file)).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  return { width: info.width, height: info.height, data };
}

describe.each(Object.keys(GOLDEN_SETS))('golden images of %s', (pack) => {
  const out = tempDir('deckwright-goldens-');
  let results: JobResult[] = [];
  // The goldens whose inputs are those they were approved from (golden-set.ts) are not drawn again.
  let unchanged = new Set<string>();
  beforeAll(async () => {
    const approved = approvedInputs(pack);
    const jobs = await goldenJobs(pack);
    unchanged = new Set(jobs.filter((j) => approved[j.key] === goldenInputs(j)).map((j) => j.key));
    results = await renderAll(jobs.filter((j) => !unchanged.has(j.key)), out);
  });

  for (const key of GOLDEN_SETS[pack]) {
    it(`${key} matches its golden`, async () => {
      const goldenFile = path.join(goldenDir(pack), `${key}.png`);
      if (unchanged.has(key)) {
        // Drawn from the very inputs it was approved from: the approved image is the image.
        expect(existsSync(goldenFile), `${goldenFile} is missing: re-approve with npm run goldens:approve -- ${pack}`).toBe(true);
        return;
      }
      const r = results.find((x) => x.key === key)!;
      expect(r.error).toBeUndefined();
      expect(r.problems).toEqual([]);
      const golden = await pixels(goldenFile);
      const actual = await pixels(path.join(out, `${key}.png`));
      // A card of 63 × 88 mm with its bleed at 300 dpi; other formats (tiles, tokens, a board) as their goldens.
      expect([actual.width, actual.height]).toEqual(pack === 'pyramide' ? [golden.width, golden.height] : [815, 1110]);
      const diff = new PNG({ width: golden.width, height: golden.height });
      const changed = pixelmatch(golden.data, actual.data, diff.data, golden.width, golden.height, { threshold: 0.1 });
      if (changed > 0) {
        const file = path.join(root, 'test', '.output', pack, `${key.replace('/', '__')}.diff.png`);
        mkdirSync(path.dirname(file), { recursive: true });
        writeFileSync(file, PNG.sync.write(diff));
      }
      // Same renderer versions give the same pixels; allow a few anti-aliasing pixels, no more.
      expect(changed, `${changed} pixels differ; look at test/.output/${pack}/ and re-approve with npm run goldens:approve -- ${pack} if intended`).toBeLessThanOrEqual(50);
    });
  }
});

describe('determinism and the render cache', () => {
  it('renders the same bytes twice, re-renders only what changed, nothing when nothing changed', async () => {
    const { dir } = copyPack(codexDir, 'codex');
    const outA = tempDir();
    const outB = tempDir();
    const pack = await loadPackFromDir(dir, 'cards/codex');
    const only = ['encre', 'dague-noire'];
    const first = await renderPack(pack, { outDir: outA, only });
    await renderPack(pack, { outDir: outB, only });
    expect(first.rendered.sort()).toEqual(['creatures-speciales/encre', 'objets/dague-noire']);
    for (const key of first.rendered) {
      for (const ext of ['png', 'svg']) {
        expect(readFileSync(path.join(outA, `${key}.${ext}`)).equals(readFileSync(path.join(outB, `${key}.${ext}`)))).toBe(true);
      }
    }
    const again = await renderPack(pack, { outDir: outA, only });
    expect(again.rendered).toEqual([]);
    expect(again.skipped).toBe(2);

    // Edit one card: only that card is rendered again.
    const file = path.join(dir, 'creatures-speciales.yaml');
    writeFileSync(file, readFileSync(file, 'utf8').replace('effect: Je ne fais rien.', 'effect: Je ne fais vraiment rien.'));
    const edited = await renderPack(await loadPackFromDir(dir, 'cards/codex'), { outDir: outA, only });
    expect(edited.rendered).toEqual(['creatures-speciales/encre']);

    // A deleted image is rendered again even though its hash is cached.
    rmSync(path.join(outA, 'objets/dague-noire.png'));
    const repaired = await renderPack(await loadPackFromDir(dir, 'cards/codex'), { outDir: outA, only });
    expect(repaired.rendered).toEqual(['objets/dague-noire']);
  });

  it('renders again an image whose files are not what was written: truncated, or other bytes of the same size', async () => {
    const pack = await loadPackFromDir(codexDir, 'cards/codex');
    const out = tempDir();
    const only = ['encre', 'dague-noire'];
    await renderPack(pack, { outDir: out, only });
    const png = path.join(out, 'creatures-speciales', 'encre.png');
    const svg = path.join(out, 'objets', 'dague-noire.svg');
    const good = [readFileSync(png), readFileSync(svg)];
    truncateSync(png, 100);
    writeFileSync(svg, Buffer.alloc(good[1].length, ' ')); // only the hash tells
    const repaired = await renderPack(pack, { outDir: out, only });
    expect(repaired.rendered.sort()).toEqual(['creatures-speciales/encre', 'objets/dague-noire']);
    expect(readFileSync(png).equals(good[0])).toBe(true);
    expect(readFileSync(svg).equals(good[1])).toBe(true);
    expect((await renderPack(pack, { outDir: out, only })).rendered).toEqual([]);
  });

  it('writes no temporary files beside the images', async () => {
    const pack = await loadPackFromDir(codexDir, 'cards/codex');
    const out = tempDir();
    await renderPack(pack, { outDir: out, only: ['obstine'] });
    expect(existsSync(path.join(out, 'personnages', 'obstine.png'))).toBe(true);
    expect(readdirSync(path.join(out, 'personnages')).filter((f) => f.includes('.tmp-'))).toEqual([]);
  });
});

describe('template changes', () => {
  it('a card hash covers its template and the sibling modules it imports', async () => {
    const { jobHash } = await import('../src/render/cache.js');
    const { renderJobs } = await import('../src/render/jobs.js');
    const pack = await loadPackFromDir(codexDir, 'cards/codex');
    const job = renderJobs(pack).find((j) => j.key === 'boss/peintre')!;
    const version = (part: string, extra = '') => {
      const dir = tempDir();
      writeFileSync(path.join(dir, 'boss.tsx'), "import { x } from './parts.js';\nexport default x;\n" + extra);
      writeFileSync(path.join(dir, 'parts.tsx'), part);
      writeFileSync(path.join(dir, 'unrelated.tsx'), String(Math.random()));
      return jobHash({ ...job, templateSource: path.join(dir, 'boss.tsx') });
    };
    const a = version('export const x = 1;');
    expect(version('export const x = 1;')).toBe(a); // unrelated files do not count
    expect(version('export const x = 2;')).not.toBe(a); // an imported module does
    expect(version('export const x = 1;', '// edited')).not.toBe(a); // the template itself does
  });

  it("a card hash covers the modules of another pack's templates that its template shares", async () => {
    const { jobHash } = await import('../src/render/cache.js');
    const { renderJobs } = await import('../src/render/jobs.js');
    const pack = await loadPackFromDir(codexDir, 'cards/codex');
    const job = renderJobs(pack).find((j) => j.key === 'boss/peintre')!;
    // templates/<pack>/boss.tsx imports ../<other>/parts.js, as INDEX's templates import CODEX's.
    const version = (part: string) => {
      const dir = tempDir();
      mkdirSync(path.join(dir, 'mine'));
      mkdirSync(path.join(dir, 'other'));
      writeFileSync(path.join(dir, 'mine', 'boss.tsx'), "import { x } from '../other/parts.js';\nexport default x;\n");
      writeFileSync(path.join(dir, 'other', 'parts.tsx'), part);
      return jobHash({ ...job, templateSource: path.join(dir, 'mine', 'boss.tsx') });
    };
    const a = version('export const x = 1;');
    expect(version('export const x = 1;')).toBe(a);
    expect(version('export const x = 2;')).not.toBe(a);
  });
});

describe('the whole CODEX pack', () => {
  it('renders every card and back without overflow, missing glyph or error, at 300 dpi with bleed', async () => {
    // The run's cold build of the pack by the command line (test/codex-build.ts): its check and
    // its render report every problem of a card's layout (overflow, missing glyph, a template's error).
    const { cwd, run } = await builtCodex();
    expect(run.code, run.stderr).toBe(0);
    // Not a diagnostic on stdout, and the check's summary on stderr with the progress.
    expect(run.stdout).toBe('');
    expect(run.stderr).toContain('codex: check: 0 errors, 0 warnings\n');
    // Fronts (80 cards: Encre has 3 copies, one image), one back per deck, a back per Secret.
    expect(run.stderr).toContain(`codex: ${80 + 7 + 9} image(s) rendered, 0 unchanged`);
    expect(run.stderr.replace('0 errors, 0 warnings', '')).not.toMatch(/warning|error/i);
    const out = path.join(cwd, 'dist', 'codex', 'cards');
    const png = PNG.sync.read(readFileSync(path.join(out, 'creatures', 'bagarreur-de-la-crique.png')));
    expect([png.width, png.height]).toEqual([815, 1110]);
    // The PNG says its resolution, so print tools place it at its real size (300 dpi = 11811 px/m).
    const bytes = readFileSync(path.join(out, 'creatures', 'bagarreur-de-la-crique.png'));
    const at = bytes.indexOf('pHYs');
    expect(at).toBeGreaterThan(0);
    expect([bytes.readUInt32BE(at + 4), bytes.readUInt32BE(at + 8), bytes[at + 12]]).toEqual([11811, 11811, 1]);
  });
});

describe('a template that fails', () => {
  it('fails its own card with an error, on one thread or several, and the others still render', async () => {
    const { renderJobs } = await import('../src/render/jobs.js');
    const pack = await loadPackFromDir(codexDir, 'cards/codex');
    // Templates are only ever loaded from a templates cache: the failing one goes in one for the test.
    const cache = path.join(tempDir(), 'dist', '.cache', 'templates');
    mkdirSync(cache, { recursive: true });
    const dir = mkdtempSync(path.join(cache, 'test-'));
    try {
      writeFileSync(path.join(dir, 'bad.js'), "export default () => { throw new Error('boom'); };\n");
      const jobs = renderJobs(pack);
      const good = jobs.find((j) => j.key === 'creatures-speciales/encre')!;
      const bad = { ...jobs.find((j) => j.key === 'objets/dague-noire')!, templateFile: path.join(dir, 'bad.js') };
      for (const threads of [1, 2]) {
        const out = tempDir();
        const results = await renderAll([bad, good], out, { threads });
        expect(results[0].error).toContain('boom');
        expect(results[1].error).toBeUndefined();
        expect(existsSync(path.join(out, 'creatures-speciales', 'encre.png'))).toBe(true);
        expect(existsSync(path.join(out, 'objets', 'dague-noire.png'))).toBe(false);
      }
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('is never imported from outside a templates cache, whatever a job names', async () => {
    const { renderJobs } = await import('../src/render/jobs.js');
    const pack = await loadPackFromDir(codexDir, 'cards/codex');
    const dir = tempDir();
    const marker = path.join(dir, 'ran.txt');
    writeFileSync(path.join(dir, 'evil.js'), `import { writeFileSync } from 'node:fs'; writeFileSync(${JSON.stringify(marker)}, 'x'); export default () => ({ type: 'div', props: {} });\n`);
    const job = { ...renderJobs(pack).find((j) => j.key === 'objets/dague-noire')!, templateFile: path.join(dir, 'evil.js') };
    const [result] = await renderAll([job], tempDir(), { threads: 1 });
    expect(result.error).toMatch(/refused to load .*evil\.js/);
    expect(existsSync(marker)).toBe(false);
  });
});
