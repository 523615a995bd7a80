/**
 * A build that redraws a few images draws them in a thread warmed up while the pack is checked
 * (src/render/layout-thread.ts): started only for one to three stale images, it writes the bytes
 * the main thread writes, from the bundle's build of the worker as from the compiled one, and a
 * drawing it cannot make is made by the main thread instead, with the same result.
 */
import { existsSync, readFileSync, utimesSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import { describe, expect, it } from 'vitest';
import { loadPackFromDir } from '../src/core/pack.js';
import { buildRoot } from '../src/core/paths.js';
import { editedSinceRender } from '../src/render/early-layout-thread.js';
import { fewStaleImages, startLayoutThread } from '../src/render/layout-thread.js';
import { renderAll } from '../src/render/pool.js';
import { writeRaster } from '../src/render/raster-task.js';
import { imageTarget, layoutJob } from '../src/render/render-job.js';
import { renderPack, selectJobs } from '../src/render/render-pack.js';
import { copyPack, fixtures, tempDir } from './helpers.js';

const entries = {
  compiled: pathToFileURL(path.join(buildRoot, 'src', 'render', 'layout-worker.js')),
  bundled: pathToFileURL(path.join(buildRoot, 'cli', 'layout-worker.js')),
};

describe('the warm layout thread', () => {
  it('is started when a file of the game was edited since its render, and kept for a few stale images only: the edited card', async () => {
    const { dir } = copyPack(path.join(fixtures, 'mini-codex'), 'mini');
    const outDir = tempDir('deckwright-warm-');
    const pack = await loadPackFromDir(dir, 'cards/mini');
    // Every image stale: the pool's threads are worth starting, not this one.
    expect(editedSinceRender(outDir, [dir])).toBe(false);
    expect(fewStaleImages(pack, outDir)).toBeNull();
    await renderPack(pack, { outDir });
    // Nothing edited since: no thread is started, nor would one have anything to draw.
    expect(editedSinceRender(outDir, [dir])).toBe(false);
    expect(fewStaleImages(pack, outDir)).toBeNull();
    const yaml = path.join(dir, 'creatures-speciales.yaml');
    writeFileSync(yaml, readFileSync(yaml, 'utf8').replace('effect: Je ne fais rien.', 'effect: Je récupère 2\u00a0PV.'));
    expect(editedSinceRender(outDir, [dir])).toBe(true);
    // An edit in the same clock tick as the render's cache carries its time: still an edit.
    const tick = new Date(Math.floor(Date.now() / 1000) * 1000 + 1000);
    utimesSync(path.join(outDir, '.render-cache.json'), tick, tick);
    utimesSync(yaml, tick, tick);
    expect(editedSinceRender(outDir, [dir])).toBe(true);
    const edited = await loadPackFromDir(dir, 'cards/mini');
    expect(fewStaleImages(edited, outDir)?.map((j) => j.key)).toEqual(['creatures-speciales/encre']);
    // Started for a process's first drawing only: `build --watch` and the preview draw the next
    // ones on their main thread, where satori is then warm.
    // (A module of its own: the test files share their process, where another may have drawn already.)
    const command = (await import(`${entries.compiled.href.replace('layout-worker.js', 'layout-thread.js')}?command`)) as typeof import('../src/render/layout-thread.js');
    const first = command.layoutThreadFor(outDir, dir);
    expect(first).not.toBeNull();
    await first!.close();
    expect(command.layoutThreadFor(outDir, dir)).toBeNull();
  }, 120_000);

  for (const [name, entry] of Object.entries(entries)) {
    it(`draws the bytes the main thread draws (${name} worker)`, async () => {
      const { dir } = copyPack(path.join(fixtures, 'mini-codex'), 'mini');
      const pack = await loadPackFromDir(dir, 'cards/mini');
      const jobs = selectJobs(pack, { only: ['encre', 'creatures-speciales'] });
      expect(jobs.length).toBeGreaterThanOrEqual(2);
      const here = tempDir('deckwright-here-');
      const there = tempDir('deckwright-there-');
      const thread = startLayoutThread(new Worker(entry));
      thread.useFonts(jobs[0].fonts);
      // The first image is asked for ahead (as a build does while it checks the pack): nothing is written until it is taken.
      thread.prefetch(jobs[0]);
      try {
        for (const job of jobs) {
          const { raster } = imageTarget(job, there);
          expect(existsSync(raster.files.png)).toBe(false);
          const { result, task } = await layoutJob(job, here);
          expect(result.error).toBeUndefined();
          const mine = await writeRaster(task!);
          const theirs = await thread.draw(job, there);
          expect(theirs.missing).toEqual(result.missing);
          expect(theirs.problems).toEqual(result.problems);
          expect({ ...theirs.written, png: theirs.written.png.sha256, svg: theirs.written.svg.sha256 }).toEqual({ ...mine, png: mine.png.sha256, svg: mine.svg.sha256 });
          expect(readFileSync(raster.files.png).equals(readFileSync(task!.files.png)), job.key).toBe(true);
          expect(readFileSync(raster.files.svg, 'utf8')).toBe(readFileSync(task!.files.svg, 'utf8'));
        }
      } finally {
        await thread.close();
      }
    }, 120_000);
  }

  it('leaves to the main thread a drawing it cannot make, which then reads as it does without the thread', async () => {
    const { dir } = copyPack(path.join(fixtures, 'mini-codex'), 'mini');
    const pack = await loadPackFromDir(dir, 'cards/mini');
    const jobs = selectJobs(pack, { only: ['encre'] });
    const thread = startLayoutThread(new Worker(entries.compiled));
    thread.useFonts(jobs[0].fonts);
    // A thread that is gone fails every drawing it is asked for.
    await thread.close();
    const withThread = tempDir('deckwright-fallback-');
    const without = tempDir('deckwright-plain-');
    const a = await renderAll(jobs, withThread, { layoutThread: thread });
    const b = await renderAll(jobs, without);
    expect(a.map((r) => r.error)).toEqual([undefined]);
    expect(a.map((r) => r.written?.png.sha256)).toEqual(b.map((r) => r.written?.png.sha256));
    await expect(thread.draw(jobs[0], tempDir('deckwright-gone-'))).rejects.toThrow('the layout thread has stopped');
  }, 120_000);
});
