/**
 * A build with nothing changed writes nothing: every file the first build made (images, SVGs,
 * PDFs, TTS sheets and saved objects, schemas, credits, and every cache) keeps its bytes, its
 * inode and its modification time, and so does every folder (a temporary file written and
 * renamed would change its folder's modification time).
 */
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { copyPack, fixtures, root } from './helpers.js';

const bin = path.join(root, 'bin', 'deckwright.js');

function build(cwd: string) {
  const r = spawnSync(process.execPath, [bin, 'build', 'mini'], { cwd, encoding: 'utf8' });
  expect(r.status, r.stderr).toBe(0);
  return r.stderr;
}

/** Every file and folder under `dir` (hidden ones included): its inode, modification and change times, and its bytes' hash. */
function snapshot(dir: string): Record<string, string> {
  const out: Record<string, string> = {};
  const note = (file: string) => {
    const s = statSync(file, { bigint: true });
    const hash = s.isFile() ? createHash('sha256').update(readFileSync(file)).digest('hex') : 'folder';
    out[path.relative(dir, file) || '.'] = `ino ${s.ino} mtime ${s.mtimeNs} ctime ${s.ctimeNs} ${hash}`;
  };
  note(dir);
  for (const e of readdirSync(dir, { withFileTypes: true, recursive: true })) note(path.join(e.parentPath, e.name));
  return out;
}

describe('a build with nothing changed', () => {
  it('leaves every file of the project, caches included, as it was: bytes, inode and modification time', () => {
    const { cwd } = copyPack(path.join(fixtures, 'mini-codex'), 'mini');
    build(cwd);
    const dist = path.join(cwd, 'dist', 'mini');
    const before = snapshot(cwd);
    // What the first build made, so that the comparison below covers it.
    const made = Object.keys(before);
    for (const f of ['CREDITS.txt', 'tts/CREDITS.txt', 'tts/.tts-cache.json', 'cards/.render-cache.json', 'print/.print-cache.json', '.cache/opaque/.opaque-cache.json', 'schemas/game.json']) {
      expect(made).toContain(path.relative(cwd, path.join(dist, f)));
    }
    expect(made.some((f) => f.endsWith('.pdf'))).toBe(true);
    expect(made.some((f) => /tts\/images\/.+\.png$/.test(f))).toBe(true);

    const log = build(cwd);
    expect(log).toMatch(/0 image\(s\) rendered/);
    expect(log).toMatch(/PDF\(s\), 0 written/);
    expect(log).toMatch(/TTS image\(s\), 0 made/);
    expect(snapshot(cwd)).toEqual(before);
  });
});
