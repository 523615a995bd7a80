/**
 * The threads a queue worker plays its blocks in: one per block it takes at a time, started once
 * and kept warm from job to job (a fresh thread pays its start and its compiler's warm-up again).
 * A thread that dies (out of memory, a crash in the rules code) fails its block and is replaced.
 */
import { Worker } from 'node:worker_threads';
import type { Tally } from './tally.js';

/** What a thread is sent: the plan's bytes (v8.serialize) and its key, sweep + plan, to keep it under. */
export interface ThreadTask {
  key: string;
  plan: Uint8Array;
  from: number;
  to: number;
}

export type ThreadReply = { tally: Tally } | { error: string };

/** The block was given up on purpose (`handBack`): its job goes back to the queue. */
export class HandedBack extends Error {}

interface Slot {
  thread: Worker;
  busy: { resolve(t: Tally): void; reject(e: Error): void } | null;
  crash: Error | null;
}

export class BlockThreads {
  private readonly slots: Slot[];
  /** Blocks waiting for a thread (none while BullMQ's concurrency is the threads' count). */
  private readonly waiting: Array<{ run(slot: Slot): void; reject(e: Error): void }> = [];
  private closed = false;

  constructor(size: number) {
    this.slots = Array.from({ length: size }, () => this.start());
  }

  private start(): Slot {
    const slot: Slot = { thread: new Worker(new URL('./queue-thread.js', import.meta.url)), busy: null, crash: null };
    slot.thread.on('message', (m: ThreadReply) => {
      const busy = slot.busy;
      slot.busy = null;
      if ('error' in m) busy?.reject(new Error(m.error));
      else busy?.resolve(m.tally);
      this.free(slot);
    });
    slot.thread.on('error', (e: Error) => (slot.crash = e));
    slot.thread.on('exit', (code) => {
      slot.busy?.reject(slot.crash ?? new Error(`the thread playing the block stopped (exit code ${code})`));
      slot.busy = null;
      if (this.closed) return;
      const i = this.slots.indexOf(slot);
      if (i >= 0) this.free((this.slots[i] = this.start()));
    });
    return slot;
  }

  /** A thread is free: the next block waiting for one gets it. */
  private free(slot: Slot): void {
    this.waiting.shift()?.run(slot);
  }

  /** Plays games `from`…`to`-1 of the plan in a free thread (waits for one). */
  play(key: string, plan: Uint8Array, from: number, to: number): Promise<Tally> {
    return new Promise<Tally>((resolve, reject) => {
      if (this.closed) return reject(new HandedBack('the worker is stopping'));
      // The thread is taken at once (busy), so that two blocks never get the same one.
      const run = (slot: Slot) => {
        slot.busy = { resolve, reject };
        slot.thread.postMessage({ key, plan, from, to } satisfies ThreadTask);
      };
      const slot = this.slots.find((s) => !s.busy);
      if (slot) run(slot);
      else this.waiting.push({ run, reject });
    });
  }

  /** Stops every thread; the blocks they were playing fail with HandedBack. */
  async close(): Promise<void> {
    this.closed = true;
    for (const w of this.waiting.splice(0)) w.reject(new HandedBack('the worker stopped before the block started'));
    for (const s of this.slots) {
      s.busy?.reject(new HandedBack('the worker stopped before the block ended'));
      s.busy = null;
    }
    await Promise.all(this.slots.map((s) => s.thread.terminate()));
  }
}
