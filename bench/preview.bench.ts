/**
 * `npm run bench` (last part): `deckwright preview` in the browser, on a copy of the CODEX pack.
 * After a one-card text edit (the Peintre's flavour text, a new text each time), the time until
 * the card's new image is on screen: from the file written to the page's <img> showing the new
 * image, loaded (the watcher's settle time, the check, the render of that card, the push, the
 * image's download and decode). Median of BENCH_PREVIEW_EDITS edits (default 9). The goal of
 * issue 18 is under 1 s. Then the same after a template edit (the boss template's "Aptitudes"
 * label, a new size each time, in the project's own copy of CODEX's templates): the template
 * compiled again in the preview's process and the boss cards redrawn; issue 29's goal is 0.5 s.
 */
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { installRoot } from '../src/core/paths.js';
import { resolveGames } from '../src/pipeline/games.js';
import { startPreview } from '../src/preview/server.js';

const EDITS = Number(process.env.BENCH_PREVIEW_EDITS ?? 9);
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

const cwd = mkdtempSync(path.join(os.tmpdir(), 'deckwright-bench-preview-'));
const dir = path.join(cwd, 'cards', 'codex');
cpSync(path.join(installRoot, 'cards', 'codex'), dir, { recursive: true });
// The project's own templates, as a designer's project has them (the kit stays deckwright's).
cpSync(path.join(installRoot, 'templates', 'codex'), path.join(cwd, 'templates', 'codex'), { recursive: true });
const template = path.join(cwd, 'templates', 'codex', 'boss.tsx');
const templateText = readFileSync(template, 'utf8');
const file = path.join(dir, 'boss.yaml');
const original = readFileSync(file, 'utf8');
const quiet = process.stderr.write.bind(process.stderr);
// The pipeline's progress lines would bury the figure.
process.stderr.write = (() => true) as typeof process.stderr.write;
const preview = await startPreview({ games: resolveGames(['codex'], cwd), port: 0, cwd });
const browser = await chromium.launch({ executablePath: process.env.DECKWRIGHT_CHROMIUM || '/usr/bin/chromium' });
try {
  const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  await page.goto(preview.url);
  await page.waitForFunction(() => document.querySelectorAll('.card img[src]').length > 0 && [...document.querySelectorAll('.card img')].every((i) => i.getAttribute('src')));
  const front = () => page.getAttribute('.card[data-card="peintre"] img.front', 'src');
  /** Until the Peintre's front shows an image other than `old`, loaded. */
  const newImage = (old: string | null) =>
    page.waitForFunction(
      (before) => {
        const img = document.querySelector<HTMLImageElement>('.card[data-card="peintre"] img.front');
        return img && img.getAttribute('src') !== before && img.complete && img.naturalWidth > 0;
      },
      old,
      { polling: 'raf', timeout: 60_000 },
    );
  const times: number[] = [];
  for (let i = 0; i < EDITS; i++) {
    const before = await front();
    const t = performance.now();
    writeFileSync(file, original.replace('et la ville obéit.', `et la ville obéit (${i}).`));
    await newImage(before);
    times.push(performance.now() - t);
  }
  const edited: number[] = [];
  for (let i = 0; i < EDITS; i++) {
    const before = await front();
    const t = performance.now();
    writeFileSync(template, templateText.replace("fontSize: 30, color: '#ddd2ec', marginTop: 6 }}>Aptitudes", `fontSize: ${24 + i}, color: '#ddd2ec', marginTop: 6 }}>Aptitudes`));
    await newImage(before);
    edited.push(performance.now() - t);
  }
  process.stderr.write = quiet;
  console.log(`preview (CODEX, browser): one-card text edit → new image on screen: median ${Math.round(median(times))} ms over ${EDITS} edits (min ${Math.round(Math.min(...times))}, max ${Math.round(Math.max(...times))})`);
  console.log(`preview (CODEX, browser): boss template edit → the Peintre's new image on screen: median ${Math.round(median(edited))} ms over ${EDITS} edits (min ${Math.round(Math.min(...edited))}, max ${Math.round(Math.max(...edited))})`);
} finally {
  process.stderr.write = quiet;
  await browser.close();
  await preview.close();
  rmSync(cwd, { recursive: true, force: true });
}
