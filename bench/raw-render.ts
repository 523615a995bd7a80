/**
 * The reference for the render bench: every CODEX card front drawn, laid out with satori and
 * rasterised with resvg, one after the other in this process. Prints the milliseconds taken
 * (module loading excluded). `render.bench` runs it pinned to one core with taskset.
 */
import path from 'node:path';
import { loadPackFromDir } from '../src/core/pack.js';
import { cardGeometry } from '../src/core/manifest.js';
import { installRoot } from '../src/core/paths.js';
import { drawJob } from '../src/render/draw.js';
import { renderJobs, type RenderJob } from '../src/render/jobs.js';
import { rasterize } from '../src/render/rasterize.js';

export async function frontJobs(): Promise<RenderJob[]> {
  const pack = await loadPackFromDir(path.join(installRoot, 'cards', 'codex'), 'cards/codex');
  return renderJobs(pack).filter((j) => j.side === 'front');
}

export async function rawRender(jobs: RenderJob[]): Promise<number> {
  const g = cardGeometry(jobs[0].manifest.card);
  const t = performance.now();
  for (const job of jobs) {
    const { element } = await drawJob(job);
    await rasterize(element, g.fullWidth, g.fullHeight);
  }
  return performance.now() - t;
}

if (process.argv[1] && import.meta.url.endsWith(path.basename(process.argv[1]))) {
  const jobs = await frontJobs();
  await rawRender(jobs.slice(0, 3)); // the same warm-up as the in-process measurement
  process.stdout.write(`${await rawRender(jobs)}\n`);
}
