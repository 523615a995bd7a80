/**
 * A queue worker's thread (queue-threads.ts): plays the blocks it is sent, one at a time, and
 * keeps the last plans it loaded (their modules imported and prepared) for the next blocks of the
 * same sweep. Playing is synchronous CPU work: here, off the worker process's event loop, which
 * goes on renewing BullMQ's lock on the job meanwhile.
 */
import v8 from 'node:v8';
import { parentPort } from 'node:worker_threads';
import { playBlock, recordFunction, type RecordPlan } from './plan.js';
import type { ThreadReply, ThreadTask } from './queue-threads.js';

/** Plans kept loaded: a worker serves sweep after sweep, each of a few variants. */
const KEPT = 8;
const loaded = new Map<string, { plan: RecordPlan; play: Awaited<ReturnType<typeof recordFunction>> }>();

async function planOf(task: ThreadTask) {
  let entry = loaded.get(task.key);
  if (entry) loaded.delete(task.key);
  else {
    const plan = v8.deserialize(task.plan) as RecordPlan;
    entry = { plan, play: await recordFunction(plan) };
  }
  // Most recently used last: the first is the one to let go.
  loaded.set(task.key, entry);
  if (loaded.size > KEPT) loaded.delete(loaded.keys().next().value!);
  return entry;
}

parentPort!.on('message', async (task: ThreadTask) => {
  let reply: ThreadReply;
  try {
    const { plan, play } = await planOf(task);
    reply = { tally: playBlock(play, plan, task.from, task.to) };
  } catch (e) {
    reply = { error: e instanceof Error ? e.message : String(e) };
  }
  parentPort!.postMessage(reply);
});
