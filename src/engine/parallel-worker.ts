/** A simulation thread: plays its share with the game's share function, reports progress, sends the results. */
import { parentPort, workerData } from 'node:worker_threads';
import { shareFunction, type ShareTask } from './parallel.js';

const task = workerData as ShareTask;
const play = await shareFunction(task.module, task.exportName);
// About 50 progress messages per thread, whatever its share.
const every = Math.max(1, Math.floor((task.to - task.from) / 50));
const results = play(task.data as never, task.from, task.to, (done) => {
  if (done % every === 0 || done === task.to - task.from) parentPort!.postMessage({ done });
});
parentPort!.postMessage({ results });
