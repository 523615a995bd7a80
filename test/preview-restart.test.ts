/**
 * `deckwright preview` as a designer runs it, in a copy of the project: a real server process on
 * a free port. A template saved so that it no longer compiles shows its error on the pack's page
 * and the fix is drawn, in the same process (templates are compiled when their pack is loaded);
 * deckwright's own source saved broken shows on the page while the server goes on, and the fix
 * starts it again with the new code. Waits are for the server's answers (polled), never a fixed sleep.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { cpSync, readFileSync, symlinkSync, utimesSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { copyRenderedCards } from './codex-build.js';
import { codexDir, root, tempDir } from './helpers.js';

/** A copy of the project as a user has it after `npm install` (node_modules shared through a link), compiled, with CODEX's cards. */
function projectCopy(): string {
  const dir = tempDir('deckwright-project-');
  for (const f of ['src', 'templates', 'client', 'scripts', 'bin', 'scaffold', 'fonts', 'test', 'bench', 'package.json', 'tsconfig.json']) cpSync(path.join(root, f), path.join(dir, f), { recursive: true });
  symlinkSync(path.join(root, 'node_modules'), path.join(dir, 'node_modules'));
  cpSync(codexDir, path.join(dir, 'cards', 'codex'), { recursive: true });
  // The compiled code too, stamped after the sources: the first start does not compile again.
  cpSync(path.join(root, 'build'), path.join(dir, 'build'), { recursive: true });
  const now = new Date();
  utimesSync(path.join(dir, 'build', '.stamp'), now, now);
  return dir;
}

interface PageDiag {
  rule: string;
  file: string;
  line: number;
  message: string;
  quote: { n: number; text: string }[];
}
interface State {
  generation: number;
  errors: number;
  packDiagnostics: PageDiag[];
}

describe('preview process: code that no longer compiles', () => {
  let child: ChildProcess | null = null;

  afterAll(() => {
    // The server's process group: the preview and the one it started again.
    if (child?.pid) {
      try {
        process.kill(-child.pid, 'SIGTERM');
      } catch {
        // Already gone.
      }
    }
  });

  it('shows a broken template on the page and rebuilds it once fixed, in the same process; starts again for its own code', async () => {
    const dir = projectCopy();
    // The shared build's images: this test is about the server's restarts, not its first render.
    await copyRenderedCards('codex', dir);
    const bin = path.join(dir, 'bin', 'deckwright.js');
    child = spawn(process.execPath, [bin, 'preview', 'codex', '--port', '0', '--editor', 'none'], { cwd: dir, detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    let exited: number | null = null;
    child.stdout!.on('data', (c: Buffer) => (output += c.toString()));
    child.stderr!.on('data', (c: Buffer) => (output += c.toString()));
    child.on('exit', (code) => (exited = code ?? -1));

    const wait = () => new Promise((resolve) => setTimeout(resolve, 100));
    while (!/at (http:\/\/127\.0\.0\.1:\d+\/)/.test(output)) {
      expect(exited, output).toBeNull();
      await wait();
    }
    const url = /at (http:\/\/127\.0\.0\.1:\d+\/)/.exec(output)![1];
    /** The pack's state once `ok` says so; the process must stay up all along (a restart is a short gap). */
    const until = async (ok: (s: State) => boolean): Promise<State> => {
      for (;;) {
        expect(exited, output).toBeNull();
        const s = await fetch(`${url}api/codex/state`).then((r) => (r.ok ? (r.json() as Promise<State>) : null), () => null);
        if (s && ok(s)) return s;
        await wait();
      }
    };
    const compileProblems = (s: State) => s.packDiagnostics.filter((d) => d.rule === 'preview/code-does-not-compile');
    await until((s) => s.generation >= 1 && s.errors === 0);
    const restarts = () => output.match(/changed: compiling and starting again on the same port/g)?.length ?? 0;
    const templateProblems = (s: State) => s.packDiagnostics.filter((d) => d.rule === 'core/template');

    // `deckwright new` from another folder makes a project there: nothing of this one changes.
    const elsewhere = tempDir('deckwright-elsewhere-');
    const made = spawnSync(process.execPath, [bin, 'new', 'mon-jeu'], { cwd: elsewhere, encoding: 'utf8' });
    expect(made.status, made.stderr).toBe(0);

    // A template of the pack saved broken: located on the page, quoted, the server answers on,
    // in the same process (templates are compiled when the pack is loaded, not by a restart).
    const file = path.join(dir, 'templates', 'codex', 'zone.tsx');
    const original = readFileSync(file, 'utf8');
    writeFileSync(file, `${original}export const broken = <div>;\n`);
    let s = await until((st) => templateProblems(st).some((d) => d.file.endsWith('zone.tsx')));
    const broken = templateProblems(s).find((d) => d.file.endsWith('zone.tsx'))!;
    expect(broken.file).toBe(path.join('templates', 'codex', 'zone.tsx'));
    expect(broken.line).toBe(original.split('\n').length + 1);
    expect(broken.quote.map((q) => q.text).join('\n')).toContain('export const broken = <div>;');
    expect(broken.message).toMatch(/does not compile: Unexpected end of file before a closing "div" tag/);
    expect((await fetch(`${url}pack/codex/`)).status).toBe(200);
    // A type error is no error: the template is drawn.
    writeFileSync(file, `${original}export const typo: number = 'not a number';\n`);
    await until((st) => templateProblems(st).length === 0 && st.errors === 0);
    writeFileSync(file, original);
    await until((st) => templateProblems(st).length === 0 && st.errors === 0);
    expect(restarts()).toBe(0);

    // deckwright's own source saved broken is compiled code: shown on the page, and the server
    // goes on with the code it has until the fix is saved, then starts again.
    const source = path.join(dir, 'src', 'render', 'figures.ts');
    const code = readFileSync(source, 'utf8');
    writeFileSync(source, `${code}export const broken: number = 'not a number';\n`);
    s = await until((st) => compileProblems(st).some((d) => d.file.endsWith('figures.ts')));
    expect(compileProblems(s).find((d) => d.file.endsWith('figures.ts'))!.message).toMatch(/not assignable to type 'number'/);
    expect((await fetch(`${url}pack/codex/`)).status).toBe(200);
    writeFileSync(source, code);
    await until((st) => compileProblems(st).length === 0 && st.errors === 0);
    expect(restarts()).toBeGreaterThan(0);
    expect(output).not.toMatch(/\n\s+at /);
  }, 300_000);
});
