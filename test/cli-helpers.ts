/** What the command-line tests share: running the CLI as a user does, broken projects, no stack traces. */
import { spawnSync } from 'node:child_process';
import { cpSync } from 'node:fs';
import path from 'node:path';
import { expect } from 'vitest';
import { BROKEN_SETS, copyPack, fixtures, root, type BrokenSet } from './helpers.js';

const bin = path.join(root, 'bin', 'deckwright.js');

export interface CliRun {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** The CLI as a user runs it: a process of its own, from bin/deckwright.js. */
export function run(args: string[], cwd = root): CliRun {
  const r = spawnSync(process.execPath, [bin, ...args], { cwd, encoding: 'utf8' });
  return { code: r.status, stdout: r.stdout, stderr: r.stderr };
}

/**
 * The same command run by the CLI's main() in this test process, from `cwd`, with what it writes
 * to stdout and stderr captured and its exit code returned: the same output as `run()` without
 * starting a process, loading the modules and the fonts again for each of the many error cases.
 * Each command keeps real runs of its own with `run()` (start-up, bin/deckwright.js, a crash
 * that would end the process). Runs one at a time: the working folder and the streams are the
 * process's own. stderr reads as not a terminal, as in a spawned run whose output is piped, and
 * stack traces are Node's own, as in a spawned run (vitest's hook, which maps only the modules it
 * loaded itself, is set aside): a located error read from a stack (rules code that throws while
 * loading) is found through the code's source map as the CLI finds it.
 */
export async function runHere(args: string[], cwd = root): Promise<CliRun> {
  const previous = queue;
  let release!: () => void;
  queue = new Promise((r) => (release = r));
  await previous;
  const out: string[] = [];
  const err: string[] = [];
  const saved = {
    cwd: process.cwd(),
    exitCode: process.exitCode,
    stdout: process.stdout.write,
    stderr: process.stderr.write,
    stdoutTty: Object.getOwnPropertyDescriptor(process.stdout, 'isTTY'),
    stderrTty: Object.getOwnPropertyDescriptor(process.stderr, 'isTTY'),
    prepareStackTrace: Error.prepareStackTrace,
  };
  const capture = (into: string[]) =>
    ((chunk: string | Uint8Array, encoding?: BufferEncoding | ((e?: Error | null) => void), done?: (e?: Error | null) => void) => {
      into.push(typeof chunk === 'string' ? chunk : Buffer.from(chunk).toString('utf8'));
      const callback = typeof encoding === 'function' ? encoding : done;
      if (callback) queueMicrotask(() => callback(null));
      return true;
    }) as typeof process.stdout.write;
  try {
    process.chdir(cwd);
    process.exitCode = undefined;
    Object.defineProperty(process.stdout, 'isTTY', { value: undefined, configurable: true, writable: true });
    Object.defineProperty(process.stderr, 'isTTY', { value: undefined, configurable: true, writable: true });
    process.stdout.write = capture(out);
    process.stderr.write = capture(err);
    delete (Error as { prepareStackTrace?: unknown }).prepareStackTrace;
    const { main } = await import('../src/cli/main.js');
    const code = await main([process.execPath, bin, ...args]);
    return { code, stdout: out.join(''), stderr: err.join('') };
  } finally {
    Error.prepareStackTrace = saved.prepareStackTrace;
    process.stdout.write = saved.stdout;
    process.stderr.write = saved.stderr;
    for (const [stream, tty] of [[process.stdout, saved.stdoutTty], [process.stderr, saved.stderrTty]] as const) {
      if (tty) Object.defineProperty(stream, 'isTTY', tty);
      else delete (stream as { isTTY?: boolean }).isTTY;
    }
    process.exitCode = saved.exitCode;
    process.chdir(saved.cwd);
    release();
  }
}
let queue: Promise<void> = Promise.resolve();

/** A project folder holding the mini pack with one broken case laid over it, as cards/mini/. */
export function brokenProject(name: string, set: BrokenSet = BROKEN_SETS[0]): string {
  const { cwd, dir } = copyPack(path.join(fixtures, set.base), 'mini');
  // Its YAML files, data subfolders included.
  cpSync(path.join(fixtures, set.dir, name), dir, { recursive: true, filter: (src) => !src.endsWith('.json') });
  return cwd;
}

export const noStack = (s: string) => expect(s).not.toMatch(/\n\s+at .+:\d+:\d+\)?/);
