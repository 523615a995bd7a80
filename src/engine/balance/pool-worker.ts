/** A sweep thread (pool.ts): claims blocks until none is left, sends each block's tally. */
import { parentPort, workerData } from 'node:worker_threads';
import { claim, players, type PoolMessage, type PoolTask } from './pool.js';

const task = workerData as PoolTask;
const play = players(task);
const send = (m: PoolMessage) => parentPort!.postMessage(m);
try {
  for (let i = claim(task); i !== null; i = claim(task)) send({ block: i, tally: await play(task.blocks[i]) });
} catch (e) {
  Atomics.store(new Int32Array(task.next), 0, task.blocks.length);
  // The message already names the variant and the games (players() wraps it).
  send({ error: e instanceof Error ? e.message : String(e) });
}
