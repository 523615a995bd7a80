/**
 * Re-approves the golden images: renders the golden set (test/golden-set.ts) into
 * test/goldens/. Run `npm run goldens:approve` only after looking at the new images.
 */
import { rm } from 'node:fs/promises';
import { renderAll } from '../src/render/pool.js';
import { GOLDEN_DIR, goldenJobs } from '../test/golden-set.js';

const jobs = await goldenJobs();
await rm(GOLDEN_DIR, { recursive: true, force: true });
const results = await renderAll(jobs, GOLDEN_DIR);
const failed = results.filter((r) => r.error || r.problems.length);
for (const f of failed) process.stderr.write(`${f.key}: ${f.error ?? f.problems.map((p) => p.message).join('; ')}\n`);
// Goldens are compared as PNG; the SVGs are not kept.
for (const r of results) await rm(`${GOLDEN_DIR}/${r.key}.svg`, { force: true });
process.stdout.write(`${results.length - failed.length} golden image(s) approved in test/goldens/codex/\n`);
process.exitCode = failed.length ? 1 : 0;
