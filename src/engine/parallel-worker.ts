/** A simulation thread: claims chunks of games, plays them with the game's share function, sends each chunk's results and some progress. */
import { parentPort, workerData } from 'node:worker_threads';
import { playChunks, shareFunction, type ShareMessage, type ShareTask } from './parallel.js';

const task = workerData as ShareTask;
const play = await shareFunction(task.module, task.exportName, task.data);
// About 50 progress messages per thread, whatever its share, besides one per chunk.
const every = Math.max(1, Math.floor(task.total / 100));
const send = (m: ShareMessage<unknown>) => parentPort!.postMessage(m);
playChunks(
  play,
  task,
  (from, results) => send({ from, results }),
  (from, done) => {
    if (done % every === 0) send({ from, done });
  },
);
