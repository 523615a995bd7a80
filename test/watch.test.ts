/**
 * `build --watch`: which saved files rebuild which game (and which start the watcher again),
 * and a watcher at work on a copy of the mini pack: an edit rebuilds the edited card only, a
 * broken file is reported and the watcher goes on, the fix is rebuilt.
 */
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { cpSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it, onTestFinished } from 'vitest';
import { installRoot } from '../src/core/paths.js';
import { changeOf } from '../src/pipeline/watch.js';
import { copyPack, fixtures, root } from './helpers.js';

describe('a saved file', () => {
  const cwd = '/home/ana/jeu';
  const codex = { name: 'codex', dir: '/home/ana/jeu/cards/codex', display: 'cards/codex' };
  const own = { name: 'proto', dir: '/home/ana/jeu/proto', display: 'proto' };
  const games = [codex, own];
  const change = (...files: string[]) => changeOf(files, games, cwd);

  it('rebuilds the games whose folder holds it', () => {
    expect(change('/home/ana/jeu/cards/codex/objets.yaml')).toEqual({ kind: 'games', games: [codex] });
    expect(change('/home/ana/jeu/proto/equipes/rouge.yaml', '/home/ana/jeu/cards/codex/game.yaml')).toEqual({ kind: 'games', games: [codex, own] });
  });

  it("rebuilds the games of its project when it is a template (compiled when its pack is loaded), a picture or a font file", () => {
    // cards/codex/ is in the project /home/ana/jeu; proto/ is in none that exists here (its own).
    expect(change('/home/ana/jeu/templates/codex/card.tsx')).toEqual({ kind: 'games', games: [codex] });
    expect(change('/home/ana/jeu/templates/mon-jeu/parts.tsx')).toEqual({ kind: 'games', games: [codex] });
    expect(change('/home/ana/jeu/proto/templates/proto/card.tsx')).toEqual({ kind: 'games', games: [own] });
    // So do its pictures and its font files.
    expect(change('/home/ana/jeu/art/forest/fog.png')).toEqual({ kind: 'games', games: [codex] });
    expect(change('/home/ana/jeu/fonts/MyFace.ttf')).toEqual({ kind: 'games', games: [codex] });
  });

  it("starts the watcher again when it is deckwright's own source or its template kit (compiled code)", () => {
    expect(change(path.join(installRoot, 'src', 'render', 'draw.ts')).kind).toBe('restart');
    expect(change(path.join(installRoot, 'templates', 'common', 'Frame.tsx'))).toEqual({ kind: 'restart', file: path.join(installRoot, 'templates', 'common', 'Frame.tsx') });
  });

  it('is ignored when no build reads it: outputs, hidden files, temporary and swap files', () => {
    const none = { kind: 'none' };
    expect(change('/home/ana/jeu/dist/codex/cards/objets/hachette.png')).toEqual(none);
    // A pack given as `.`: its outputs are inside it.
    const here = { name: 'jeu', dir: cwd, display: '.' };
    expect(changeOf(['/home/ana/jeu/dist/jeu/print/jeu-a4.pdf'], [here], cwd)).toEqual(none);
    expect(change('/home/ana/jeu/cards/codex/.git/index')).toEqual(none);
    expect(change('/home/ana/jeu/cards/codex/.objets.yaml.swp', '/home/ana/jeu/cards/codex/objets.yaml~', '/home/ana/jeu/cards/codex/4913')).toEqual(none);
    expect(change('/home/ana/jeu/cards/codex/objets.yaml.tmp-4242-0')).toEqual(none);
    expect(change('/home/ana/ailleurs/notes.txt')).toEqual(none);
  });
});

/**
 * `build mini --watch` running in `cwd`: what it printed so far (`err()` its progress, `out()` its
 * diagnostics), and `until`, which waits for a line of progress printed after offset `from`.
 */
function watching(cwd: string) {
  const child = spawn(process.execPath, [path.join(root, 'bin', 'deckwright.js'), 'build', 'mini', '--watch'], { cwd, stdio: ['ignore', 'pipe', 'pipe'] });
  // Even when the test times out, the watcher must not outlive it.
  onTestFinished(() => {
    child.kill();
  });
  let err = '';
  let out = '';
  child.stderr.on('data', (d: Buffer) => (err += d.toString()));
  child.stdout.on('data', (d: Buffer) => (out += d.toString()));
  const until = (re: RegExp, from: number) =>
    new Promise<string>((resolve, reject) => {
      const timer = setInterval(() => {
        const seen = err.slice(from);
        if (re.test(seen)) {
          clearInterval(timer);
          resolve(seen);
        }
        if (child.exitCode !== null) {
          clearInterval(timer);
          reject(new Error(`build --watch ended (${child.exitCode}): ${err}`));
        }
      }, 50);
    });
  return { child, err: () => err, out: () => out, until };
}

describe('build --watch', () => {
  it('rebuilds the edited card only, reports a broken file and goes on, then rebuilds the fix', async () => {
    const { cwd, dir } = copyPack(path.join(fixtures, 'mini-codex'), 'mini');
    const { child, err, out, until } = watching(cwd);
    await until(/watching cards\/mini for changes/, 0);
    const png = path.join(cwd, 'dist', 'mini', 'cards', 'creatures-speciales', 'encre.png');
    const hash = () => createHash('sha256').update(readFileSync(png)).digest('hex');
    const first = hash();
    const file = path.join(dir, 'creatures-speciales.yaml');
    const original = readFileSync(file, 'utf8');

    let from = err().length;
    writeFileSync(file, original.replace('pv: 1', 'pv: 2'));
    let log = await until(/rebuilt in \d+ ms; watching/, from);
    expect(log).toMatch(/1 image\(s\) rendered/);
    expect(hash()).not.toBe(first);

    from = err().length;
    const outFrom = out().length;
    writeFileSync(file, original.replace('pv: 1', 'pv: [1'));
    log = await until(/rebuilt in \d+ ms, with errors; watching/, from);
    expect(out().slice(outFrom)).toMatch(/creatures-speciales\.yaml:\d+:\d+ error/);

    from = err().length;
    writeFileSync(file, original);
    log = await until(/rebuilt in \d+ ms; watching/, from);
    expect(log).toMatch(/1 image\(s\) rendered/);
    expect(hash()).toBe(first);

    // Saved as many editors save, a new copy renamed over the file, twice: each save is seen
    // (node:fs's recursive watch saw only the first).
    for (const pv of ['pv: 3', 'pv: 1']) {
      from = err().length;
      const tmp = `${file}.new`;
      writeFileSync(tmp, original.replace('pv: 1', pv));
      renameSync(tmp, file);
      log = await until(/rebuilt in \d+ ms; watching/, from);
      expect(log).toMatch(/1 image\(s\) rendered/);
    }
    expect(hash()).toBe(first);
    expect(child.exitCode).toBeNull();
  }, 120_000);

  it("survives a template of the project saved broken, reported at its line of the .tsx, and rebuilds after the fix", async () => {
    const { cwd } = copyPack(path.join(fixtures, 'mini-codex'), 'mini');
    // The project's own copy of the templates its pack draws with.
    cpSync(path.join(root, 'templates', 'codex'), path.join(cwd, 'templates', 'codex'), { recursive: true });
    const { child, err, out, until } = watching(cwd);
    await until(/watching cards\/mini for changes/, 0);
    const png = path.join(cwd, 'dist', 'mini', 'cards', 'creatures-speciales', 'encre.png');
    const first = createHash('sha256').update(readFileSync(png)).digest('hex');
    const template = path.join(cwd, 'templates', 'codex', 'creature.tsx');
    const original = readFileSync(template, 'utf8');

    let from = err().length;
    const outFrom = out().length;
    writeFileSync(template, `${original}export const broken = <div>;\n`);
    await until(/rebuilt in \d+ ms, with errors; watching/, from);
    const line = original.split('\n').length + 1;
    expect(out().slice(outFrom)).toMatch(new RegExp(`^templates/codex/creature\\.tsx:${line}:\\d+ error core/template a template of the codex pack does not compile`, 'm'));

    // The fix, with a visible change: the creatures are drawn again with it.
    from = err().length;
    writeFileSync(template, original.replace("width: ctx.safe.width, marginTop: 8 }}", "width: ctx.safe.width, marginTop: 30 }}"));
    const log = await until(/rebuilt in \d+ ms; watching/, from);
    expect(log).toMatch(/[1-9]\d* image\(s\) rendered/);
    expect(createHash('sha256').update(readFileSync(png)).digest('hex')).not.toBe(first);
    expect(child.exitCode).toBeNull();
  }, 120_000);
});
