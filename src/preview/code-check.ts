/**
 * Before the preview starts itself again on a saved template or source, it asks whether
 * deckwright's code still compiles (`scripts/compile.js --check`, which leaves build/ as it is).
 * The answer comes from another process, so the server goes on answering meanwhile; code that
 * does not compile is a list of located problems the server shows on the pages of the packs it
 * concerns, instead of a restart that ends the server (bin/deckwright.js stops when its compile
 * fails). A template saved broken, or `deckwright new` run from another folder, no longer stops
 * the preview: saving the fix starts it again.
 */
import { spawn } from 'node:child_process';
import path from 'node:path';
import { installRoot } from '../core/paths.js';

export interface CodeProblem {
  /** Absolute; null when the compiler's words name no file. */
  file: string | null;
  line: number;
  column: number;
  message: string;
}

export type CodeCheck = { ok: true } | { ok: false; problems: CodeProblem[] };

/** At most this many problems are shown: the first ones are the ones to fix. */
const MAX_PROBLEMS = 20;

/** Runs the compile's check in a child process; resolves when it has answered. */
export function checkCode(root = installRoot): Promise<CodeCheck> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [path.join(root, 'scripts', 'compile.js'), '--check'], { cwd: root, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (c: Buffer) => (output += c.toString('utf8')));
    child.stderr.on('data', (c: Buffer) => (output += c.toString('utf8')));
    child.on('error', (e) => resolve({ ok: false, problems: [{ file: null, line: 1, column: 1, message: `the compile could not be run: ${e.message}` }] }));
    child.on('close', (code) => resolve(code === 0 ? { ok: true } : { ok: false, problems: codeProblems(output, root) }));
  });
}

/** The located errors of the compile's output: tsc's `file(line,col): error TSn: …` and peggy's `--> file:line:col`. */
export function codeProblems(output: string, root = installRoot): CodeProblem[] {
  const out: CodeProblem[] = [];
  const lines = output.split(/\r?\n/);
  for (let i = 0; i < lines.length && out.length < MAX_PROBLEMS; i++) {
    const ts = /^(.+?)\((\d+),(\d+)\): error (TS\d+): (.*)$/.exec(lines[i]);
    if (ts) {
      // A message may go on over the lines indented below it.
      let message = `${ts[5]} (${ts[4]})`;
      while (i + 1 < lines.length && /^\s+\S/.test(lines[i + 1])) message += ` ${lines[++i].trim()}`;
      out.push({ file: path.resolve(root, ts[1]), line: Number(ts[2]), column: Number(ts[3]), message });
      continue;
    }
    const peggy = /-->\s+(.+?):(\d+):(\d+)/.exec(lines[i]);
    if (peggy) out.push({ file: path.resolve(root, peggy[1]), line: Number(peggy[2]), column: Number(peggy[3]), message: lines.slice(Math.max(0, i - 1), i).join(' ').trim() || 'the grammar does not compile' });
  }
  if (!out.length) out.push({ file: null, line: 1, column: 1, message: output.trim().split(/\r?\n/).slice(-5).join(' ') || 'the compile failed without saying why' });
  return out;
}
