/** A render worker thread: renders the jobs it is sent, one at a time. */
import { parentPort } from 'node:worker_threads';
import { renderJobToFiles } from './render-job.js';
import type { RenderJob } from './jobs.js';

parentPort!.on('message', async (msg: { id: number; job: RenderJob; outDir: string }) => {
  const result = await renderJobToFiles(msg.job, msg.outDir);
  parentPort!.postMessage({ id: msg.id, result });
});
