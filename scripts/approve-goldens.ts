/**
 * Re-approves the golden images: renders each pack's golden set (test/golden-set.ts) into
 * test/goldens/<pack>/, and the sheets a pack draws itself (test/sheet-goldens.ts) into
 * test/goldens/<pack>-sheets/. Run `npm run goldens:approve` (every pack) or `npm run goldens:approve --
 * index` (the packs named) only after looking at the new images.
 */
import { mkdir, rm, writeFile } from 'node:fs/promises';
import { renderAll } from '../src/render/pool.js';
import path from 'node:path';
import { GOLDEN_SETS, goldenDir, goldenInputs, goldenInputsFile, goldenJobs } from '../test/golden-set.js';
import { SHEET_GOLDENS, sheetGoldenDir, sheetGoldenImages } from '../test/sheet-goldens.js';

const named = process.argv.slice(2);
const unknown = named.filter((p) => !GOLDEN_SETS[p] && !SHEET_GOLDENS[p]);
if (unknown.length) {
  process.stderr.write(`no golden set for ${unknown.join(', ')}; packs with goldens: ${[...new Set([...Object.keys(GOLDEN_SETS), ...Object.keys(SHEET_GOLDENS)])].join(', ')}\n`);
  process.exit(2);
}
let failures = 0;
for (const pack of named.length ? named : [...new Set([...Object.keys(GOLDEN_SETS), ...Object.keys(SHEET_GOLDENS)])]) {
  // The sheets a pack draws itself have their own folder, <pack>-sheets/.
  if (SHEET_GOLDENS[pack]) {
    const dir = sheetGoldenDir(pack);
    await rm(dir, { recursive: true, force: true });
    await mkdir(dir, { recursive: true });
    const images = await sheetGoldenImages(pack);
    for (const { name, png } of images) await writeFile(path.join(dir, name), png);
    process.stdout.write(`${images.length} golden sheet page(s) approved in test/goldens/${pack}-sheets/\n`);
  }
  if (!GOLDEN_SETS[pack]) continue;
  const jobs = await goldenJobs(pack);
  const dir = goldenDir(pack);
  await rm(dir, { recursive: true, force: true });
  const results = await renderAll(jobs, dir);
  const failed = results.filter((r) => r.error || r.problems.length);
  for (const f of failed) process.stderr.write(`${pack}/${f.key}: ${f.error ?? f.problems.map((p) => p.message).join('; ')}\n`);
  // Goldens are compared as PNG; the SVGs are not kept.
  for (const r of results) await rm(`${dir}/${r.key}.svg`, { force: true });
  // What each was drawn from: the tests draw again only the goldens whose inputs changed.
  const drawn = new Set(results.filter((r) => !r.error && !r.problems.length).map((r) => r.key));
  const inputs = Object.fromEntries(jobs.filter((j) => drawn.has(j.key)).map((j) => [j.key, goldenInputs(j)]).sort(([a], [b]) => (a < b ? -1 : 1)));
  await writeFile(goldenInputsFile(pack), `${JSON.stringify(inputs, null, 2)}\n`);
  process.stdout.write(`${results.length - failed.length} golden image(s) approved in test/goldens/${pack}/\n`);
  failures += failed.length;
}
process.exitCode = failures ? 1 : 0;
