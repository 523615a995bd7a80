/**
 * `npm run bench` (second part): the PDF and TTS stages and the whole `deckwright build`, on the
 * CODEX pack, as medians of several runs.
 *
 * - PDF: each document written into an empty folder, in this process: ms per page;
 * - TTS: every sheet composed into an empty folder: ms per sheet;
 * - cold build: the whole process (check, render, pdf, tts) in a fresh copy of the cards;
 * - one-card rebuild: the whole process after editing one card (that card's image, the PDFs
 *   and the TTS sheet that show it are made again; the PDFs by replacing that image's bytes in
 *   them, "patched");
 * - no-change rebuild: the whole process with nothing edited: must make nothing (nor write
 *   anything: test/no-change-build.test.ts).
 *
 * The rebuilds run Math.max(BENCH_RUNS, 7) times each; with BENCH_BASE=<git revision>, that
 * revision's rebuilds run alternated with these, and the ratio this / base is printed.
 */
import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { loadPackFromDir } from '../src/core/pack.js';
import { installRoot } from '../src/core/paths.js';
import { cardSet } from '../src/export/card-set.js';
import { DEFAULT_PRINT_OPTIONS } from '../src/print/print-options.js';
import { printDocuments, printSet } from '../src/print/print-set.js';
import { renderPack } from '../src/render/render-pack.js';
import { DEFAULT_TTS_OPTIONS, exportTts } from '../src/tts/export-tts.js';

const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const fmt = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
const tmp = () => mkdtempSync(path.join(os.tmpdir(), 'deckwright-bench-'));

// The rendered cards the exporters read.
const pack = await loadPackFromDir(path.join(installRoot, 'cards', 'codex'));
const cardsDir = path.join(tmp(), 'cards');
const set = cardSet(pack, (await renderPack(pack, { outDir: cardsDir })).images);

// PDF: per document kind, ms per page (opaque copies made fresh each run, as in a cold build).
const pdfPerPage = new Map<string, number[]>();
const pdfPages = new Map<string, number>();
for (let i = 0; i < RUNS; i++) {
  const out = tmp();
  const docs = printDocuments('codex', set, DEFAULT_PRINT_OPTIONS);
  const t = performance.now();
  const results = await printSet(docs, DEFAULT_PRINT_OPTIONS, { outDir: out, cacheDir: path.join(out, '.opaque') });
  const opaque = performance.now() - t - results.reduce((n, r) => n + r.ms, 0);
  const kinds: Record<string, { ms: number; pages: number }> = { 'opaque copies': { ms: opaque, pages: 1 } };
  for (const r of results) {
    const kind = r.file.includes('/shop/') ? 'print-shop' : r.file.endsWith('-fold.pdf') ? 'fold-and-glue' : 'duplex sheets';
    kinds[kind] ??= { ms: 0, pages: 0 };
    kinds[kind].ms += r.ms;
    kinds[kind].pages += r.pages;
  }
  for (const [k, v] of Object.entries(kinds)) {
    pdfPerPage.set(k, [...(pdfPerPage.get(k) ?? []), v.ms / v.pages]);
    pdfPages.set(k, v.pages);
  }
  rmSync(out, { recursive: true, force: true });
}

// TTS: wall-clock ms per image (face sheets and backs, two made at a time), into an empty folder.
const ttsPerSheet: number[] = [];
const ttsTotal: number[] = [];
let sheets = 0;
for (let i = 0; i < RUNS; i++) {
  const out = tmp();
  const t = performance.now();
  const r = await exportTts('codex', set, out, DEFAULT_TTS_OPTIONS);
  const ms = performance.now() - t;
  ttsTotal.push(ms);
  sheets = r.images.length;
  ttsPerSheet.push(ms / sheets);
  rmSync(out, { recursive: true, force: true });
}

// Whole-process builds in a copy of the project's cards.
const bin = path.join(installRoot, 'bin', 'deckwright.js');
const build = (cwd: string, which = bin) => {
  const t = performance.now();
  const r = spawnSync(process.execPath, [which, 'build', 'codex'], { cwd, encoding: 'utf8' });
  const ms = performance.now() - t;
  if (r.status !== 0) throw new Error(`build failed: ${r.stderr}`);
  const count = (re: RegExp) => Number(re.exec(r.stderr)?.[1] ?? NaN);
  const patched = /PDF\(s\), \d+ written \((\d+) patched\)/.test(r.stderr) ? count(/PDF\(s\), \d+ written \((\d+) patched\)/) : 0;
  return { ms, images: count(/(\d+) image\(s\) rendered/), pdfs: count(/PDF\(s\), (\d+) written/), patched, sheets: count(/(\d+) made/) };
};
const project = () => {
  const dir = tmp();
  cpSync(path.join(installRoot, 'cards', 'codex'), path.join(dir, 'cards', 'codex'), { recursive: true });
  return dir;
};

/**
 * BENCH_BASE=<git revision>: the same rebuilds with that revision's deckwright too, alternated
 * with this one's in the same run (its sources from `git archive`, compiled in a temporary
 * folder that shares this checkout's node_modules), so that the ratio does not depend on how
 * busy the machine was.
 */
function baseBin(rev: string): string {
  const dir = tmp();
  const git = spawnSync('sh', ['-c', `git -C "${installRoot}" archive "${rev}" | tar -x -C "${dir}"`], { encoding: 'utf8' });
  if (git.status !== 0) throw new Error(`BENCH_BASE=${rev}: ${git.stderr}`);
  symlinkSync(path.join(installRoot, 'node_modules'), path.join(dir, 'node_modules'));
  const tsc = spawnSync(process.execPath, [path.join(dir, 'scripts', 'compile.js')], { cwd: dir, encoding: 'utf8' });
  if (tsc.status !== 0) throw new Error(`BENCH_BASE=${rev} does not compile: ${tsc.stdout}${tsc.stderr}`);
  return path.join(dir, 'bin', 'deckwright.js');
}
const baseRev = process.env.BENCH_BASE;
const contenders: { name: string; bin: string; cwd: string }[] = [{ name: 'this', bin, cwd: '' }];
if (baseRev) contenders.push({ name: baseRev, bin: baseBin(baseRev), cwd: '' });

const colds: number[] = [];
for (let i = 0; i < RUNS; i++) {
  contenders[0].cwd = project();
  colds.push(build(contenders[0].cwd).ms);
}
for (const c of contenders.slice(1)) {
  c.cwd = project();
  build(c.cwd, c.bin);
}
const original = readFileSync(path.join(installRoot, 'cards', 'codex', 'creatures-speciales.yaml'), 'utf8');
const one = new Map<string, ReturnType<typeof build>[]>(contenders.map((c) => [c.name, []]));
const none = new Map<string, ReturnType<typeof build>[]>(contenders.map((c) => [c.name, []]));
for (let i = 0; i < Math.max(RUNS, 7); i++) {
  // Alternated, each one first in turn.
  for (const c of i % 2 ? [...contenders].reverse() : contenders) {
    // A different, valid text each time (the card language checks it): 1 to 6 PV.
    const file = path.join(c.cwd, 'cards', 'codex', 'creatures-speciales.yaml');
    writeFileSync(file, original.replace('effect: Je ne fais rien.', `effect: Je récupère ${(i % 6) + 1} PV.`));
    one.get(c.name)!.push(build(c.cwd, c.bin));
    none.get(c.name)!.push(build(c.cwd, c.bin));
  }
}
/**
 * The same one-card edit under `deckwright build --watch`: the process stays up, so Node, the
 * modules and the compiled validators are loaded once. Timed from the file's write to the
 * watcher's "rebuilt" line (so the wait for the save to settle and the file event are counted).
 */
async function watchedRebuilds(runs: number): Promise<number[]> {
  const cwd = project();
  const { spawn } = await import('node:child_process');
  const child = spawn(process.execPath, [bin, 'build', 'codex', '--watch'], { cwd, stdio: ['ignore', 'ignore', 'pipe'] });
  let err = '';
  const waitFor = (re: RegExp, from: number) =>
    new Promise<void>((resolve, reject) => {
      const check = () => {
        if (re.test(err.slice(from))) {
          child.stderr!.off('data', check);
          resolve();
        }
      };
      child.stderr!.on('data', check);
      child.once('exit', () => reject(new Error(`build --watch ended: ${err}`)));
      check();
    });
  child.stderr!.on('data', (d: Buffer) => (err += d.toString()));
  await waitFor(/watching .* for changes/, 0);
  const file = path.join(cwd, 'cards', 'codex', 'creatures-speciales.yaml');
  const times: number[] = [];
  // One edit to warm the rendering path up, as a designer's first save does; then the timed ones.
  for (let i = 0; i <= runs; i++) {
    const from = err.length;
    const t = performance.now();
    writeFileSync(file, original.replace('effect: Je ne fais rien.', `effect: Je récupère ${(i % 6) + 1} PV.`));
    await waitFor(/rebuilt in \d+ ms/, from);
    if (i > 0) times.push(performance.now() - t);
  }
  child.kill();
  rmSync(cwd, { recursive: true, force: true });
  return times;
}
const warm = await watchedRebuilds(Math.max(RUNS, 7));

const what = (runs: ReturnType<typeof build>[]) =>
  `images ${[...new Set(runs.map((r) => r.images))].join('/')}, PDFs ${[...new Set(runs.map((r) => r.pdfs))].join('/')} (patched ${[...new Set(runs.map((r) => r.patched))].join('/')}), TTS images ${[...new Set(runs.map((r) => r.sheets))].join('/')}`;
const ms = (runs: ReturnType<typeof build>[]) => median(runs.map((r) => r.ms));
const against = (runs: Map<string, ReturnType<typeof build>[]>) =>
  contenders
    .slice(1)
    .map((c) => `; ${c.name}: ${fmt(ms(runs.get(c.name)!))}, ratio ${(ms(runs.get('this')!) / ms(runs.get(c.name)!)).toFixed(2)}`)
    .join('');
const rebuilds = one.get('this')!.length;

const lines = [
  `deckwright build bench — CODEX, ${set.decks.reduce((n, d) => n + d.cards.length, 0)} cards, median of ${RUNS} runs`,
  ...[...pdfPerPage].map(([k, v]) =>
    k === 'opaque copies'
      ? `PDF: opaque RGB copies of the images  : ${fmt(median(v))} (once per changed image, shared by all documents)`
      : `PDF ${k.padEnd(14)} (${String(pdfPages.get(k)).padStart(3)} pages): ${median(v).toFixed(1)} ms/page`,
  ),
  `TTS: ${sheets} images (sheets and backs)      : ${median(ttsPerSheet).toFixed(0)} ms/image, ${fmt(median(ttsTotal))} in all`,
  `cold build, whole process             : ${fmt(median(colds))}`,
  `one-card rebuild, whole process       : ${fmt(ms(one.get('this')!))}${against(one)}  (median of ${rebuilds}; ${what(one.get('this')!)} made again; goal < 1.0 s)`,
  `one-card rebuild, build --watch       : ${fmt(median(warm))}  (median of ${warm.length}, from the file's write to the "rebuilt" line; goal < 1.0 s)`,
  `no-change rebuild, whole process      : ${fmt(ms(none.get('this')!))}${against(none)}  (median of ${rebuilds}; ${what(none.get('this')!)} made; goal: nothing)`,
];
process.stdout.write(`${lines.join('\n')}\n`);
for (const c of contenders) rmSync(c.cwd, { recursive: true, force: true });
if (baseRev) rmSync(path.dirname(path.dirname(contenders[1].bin)), { recursive: true, force: true });

