/**
 * `npm run bench` (second part): the PDF and TTS stages and the whole `deckwright build`, on the
 * CODEX pack, as medians of several runs.
 *
 * - PDF: each document written into an empty folder, in this process: ms per page;
 * - TTS: every sheet composed into an empty folder: ms per sheet;
 * - cold build: the whole process (check, render, pdf, tts) in a fresh copy of the cards;
 * - one-card rebuild: the whole process after editing one card (that card's image, the PDFs
 *   and the TTS sheet that show it are made again);
 * - no-change rebuild: the whole process with nothing edited: must make nothing, under 1.5 s.
 */
import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { loadPackFromDir } from '../src/core/pack.js';
import { projectRoot } from '../src/core/paths.js';
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
const pack = await loadPackFromDir(path.join(projectRoot, 'cards', 'codex'));
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
const bin = path.join(projectRoot, 'bin', 'deckwright.js');
const build = (cwd: string) => {
  const t = performance.now();
  const r = spawnSync(process.execPath, [bin, 'build', 'codex'], { cwd, encoding: 'utf8' });
  const ms = performance.now() - t;
  if (r.status !== 0) throw new Error(`build failed: ${r.stderr}`);
  const count = (re: RegExp) => Number(re.exec(r.stderr)?.[1] ?? NaN);
  return { ms, images: count(/(\d+) image\(s\) rendered/), pdfs: count(/PDF\(s\), (\d+) written/), sheets: count(/(\d+) made/) };
};
const project = () => {
  const dir = tmp();
  cpSync(path.join(projectRoot, 'cards', 'codex'), path.join(dir, 'cards', 'codex'), { recursive: true });
  return dir;
};
const colds: number[] = [];
let warmProject = '';
for (let i = 0; i < RUNS; i++) {
  warmProject = project();
  colds.push(build(warmProject).ms);
}
const file = path.join(warmProject, 'cards', 'codex', 'creatures-speciales.yaml');
const original = readFileSync(file, 'utf8');
const one: ReturnType<typeof build>[] = [];
const none: ReturnType<typeof build>[] = [];
for (let i = 0; i < Math.max(RUNS, 5); i++) {
  // A different, valid text each time (the card language checks it): 1 to 6 PV.
  writeFileSync(file, original.replace('effect: Je ne fais rien.', `effect: Je récupère ${(i % 6) + 1} PV.`));
  one.push(build(warmProject));
  none.push(build(warmProject));
}
const what = (runs: ReturnType<typeof build>[]) =>
  `images ${[...new Set(runs.map((r) => r.images))].join('/')}, PDFs ${[...new Set(runs.map((r) => r.pdfs))].join('/')}, TTS images ${[...new Set(runs.map((r) => r.sheets))].join('/')}`;

const lines = [
  `deckwright build bench — CODEX, ${set.decks.reduce((n, d) => n + d.cards.length, 0)} cards, median of ${RUNS} runs`,
  ...[...pdfPerPage].map(([k, v]) =>
    k === 'opaque copies'
      ? `PDF: opaque RGB copies of the images  : ${fmt(median(v))} (once per changed image, shared by all documents)`
      : `PDF ${k.padEnd(14)} (${String(pdfPages.get(k)).padStart(3)} pages): ${median(v).toFixed(1)} ms/page`,
  ),
  `TTS: ${sheets} images (sheets and backs)      : ${median(ttsPerSheet).toFixed(0)} ms/image, ${fmt(median(ttsTotal))} in all`,
  `cold build, whole process             : ${fmt(median(colds))}`,
  `one-card rebuild, whole process       : ${fmt(median(one.map((r) => r.ms)))}  (${what(one)} made again)`,
  `no-change rebuild, whole process      : ${fmt(median(none.map((r) => r.ms)))}  (${what(none)} made; goal: nothing, < 1.5 s)`,
];
process.stdout.write(`${lines.join('\n')}\n`);
