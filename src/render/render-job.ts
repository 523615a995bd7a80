/** Renders one job to its SVG and PNG files (atomically) and returns what the template reported. */
import path from 'node:path';
import { cardGeometry } from '../core/manifest.js';
import { writeFileAtomic } from '../core/atomic-write.js';
import type { CardProblem } from './context.js';
import { drawJob } from './draw.js';
import type { RenderJob } from './jobs.js';
import { rasterize } from './rasterize.js';

export interface JobResult {
  key: string;
  problems: CardProblem[];
  /** Characters satori found in no font. */
  missing: string[];
  error?: string;
}

export async function renderJobToFiles(job: RenderJob, outDir: string): Promise<JobResult> {
  try {
    const { element, problems } = await drawJob(job);
    const g = cardGeometry(job.manifest.card);
    const { svg, png, missing } = await rasterize(element, g.fullWidth, g.fullHeight, g.dpi);
    const base = path.join(outDir, job.key);
    await writeFileAtomic(`${base}.svg`, svg);
    await writeFileAtomic(`${base}.png`, png);
    return { key: job.key, problems, missing };
  } catch (e) {
    return { key: job.key, problems: [], missing: [], error: e instanceof Error ? e.message : String(e) };
  }
}
