/**
 * Re-approves the golden images: renders each pack's golden set (test/golden-set.ts) into
 * test/goldens/<pack>/. Run `npm run goldens:approve` (every pack) or `npm run goldens:approve --
 * index` (the packs named) only after looking at the new images.
 */
import { rm } from 'node:fs/promises';
import { renderAll } from '../src/render/pool.js';
import { GOLDEN_SETS, goldenDir, goldenJobs } from '../test/golden-set.js';

const named = process.argv.slice(2);
const unknown = named.filter((p) => !GOLDEN_SETS[p]);
if (unknown.length) {
  process.stderr.write(`no golden set for ${unknown.join(', ')}; packs with goldens: ${Object.keys(GOLDEN_SETS).join(', ')}\n`);
  process.exit(2);
}
let failures = 0;
for (const pack of named.length ? named : Object.keys(GOLDEN_SETS)) {
  const jobs = await goldenJobs(pack);
  const dir = goldenDir(pack);
  await rm(dir, { recursive: true, force: true });
  const results = await renderAll(jobs, dir);
  const failed = results.filter((r) => r.error || r.problems.length);
  for (const f of failed) process.stderr.write(`${pack}/${f.key}: ${f.error ?? f.problems.map((p) => p.message).join('; ')}\n`);
  // Goldens are compared as PNG; the SVGs are not kept.
  for (const r of results) await rm(`${dir}/${r.key}.svg`, { force: true });
  process.stdout.write(`${results.length - failed.length} golden image(s) approved in test/goldens/${pack}/\n`);
  failures += failed.length;
}
process.exitCode = failures ? 1 : 0;
