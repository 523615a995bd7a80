/**
 * A build with nothing changed writes nothing: every file the first build made (images, SVGs,
 * PDFs, TTS sheets and saved objects, schemas, credits, and every cache) keeps its bytes, its
 * inode and its modification time, and so does every folder (a temporary file written and
 * renamed would change its folder's modification time).
 *
 * Then one card's text edited: only the files that show that card are written again (its image,
 * the PDFs and the TTS sheet that hold it, the saved objects that name the sheet), and what was
 * written is what a cold build of the edited project writes, byte for byte. The two share the
 * first build (the second test edits the project the first one built).
 */
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
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

const { cwd, dir } = copyPack(path.join(fixtures, 'mini-codex'), 'mini');
beforeAll(() => {
  build(cwd);
}, 60_000);

describe('a build with nothing changed', () => {
  it('leaves every file of the project, caches included, as it was: bytes, inode and modification time', () => {
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

describe('a one-card rebuild', () => {
  it('writes the PDFs and the TTS sheet that show the edited card, and nothing else: the bytes of a cold build', () => {
    const dist = path.join(cwd, 'dist', 'mini');
    const before = snapshot(dist);
    const yaml = path.join(dir, 'creatures-speciales.yaml');
    writeFileSync(yaml, readFileSync(yaml, 'utf8').replace('effect: Je ne fais rien.', 'effect: Je récupère 2\u00a0PV.'));
    const log = build(cwd);
    expect(log).toContain('1 image(s) rendered');
    expect(log).toContain('9 PDF(s), 3 written (3 patched)');
    expect(log).toContain('TTS image(s), 1 made');

    const after = snapshot(dist);
    const changed = Object.keys(after).filter((f) => after[f] !== before[f] && f !== '.' && !statSync(path.join(dist, f)).isDirectory());
    const files = (re: RegExp) => changed.filter((f) => re.test(f)).sort();
    // Its card (the PNG, the SVG and the render's record), the three PDFs that show it, its deck's
    // face sheet (under a new name: its hash), the saved objects that name that sheet and hold
    // the card's text, and the caches that record them.
    expect(files(/^(cards|print)\//)).toEqual([
      'cards/.render-cache.json',
      'cards/creatures-speciales/encre.png',
      'cards/creatures-speciales/encre.svg',
      'print/.print-cache.json',
      'print/mini-a4-fold.pdf',
      'print/mini-a4.pdf',
      'print/shop/creatures-speciales.pdf',
    ]);
    expect(files(/^tts\//)).toEqual([
      'tts/.tts-cache.json',
      expect.stringMatching(/^tts\/images\/creatures-speciales-faces-[0-9a-f]{12}\.png$/),
      'tts/mini-creatures-speciales.json',
      'tts/mini.json',
    ]);
    // Nothing else: the card images are opaque, so the PDFs embed the PNG itself, with no opaque copy to make.
    expect(changed.filter((f) => !/^(cards|print|tts)\//.test(f))).toEqual([]);

    // A cold build of the edited project: the same PDFs, TTS images and caches.
    const cold = copyPack(dir, 'mini');
    build(cold.cwd);
    const coldDist = path.join(cold.cwd, 'dist', 'mini');
    const compared = Object.keys(snapshot(coldDist)).filter((f) => /^(print|tts\/images|\.cache\/opaque)\/./.test(f) && !statSync(path.join(coldDist, f)).isDirectory());
    // The edited card's image too: drawn by the build's warm layout thread (src/render/layout-thread.ts), a cold build draws it on its main thread.
    compared.push('tts/.tts-cache.json', 'cards/creatures-speciales/encre.png', 'cards/creatures-speciales/encre.svg');
    expect(compared.filter((f) => !(f in after))).toEqual([]);
    for (const f of compared) expect(readFileSync(path.join(dist, f)).equals(readFileSync(path.join(coldDist, f))), f).toBe(true);
  }, 120_000);
});

describe('an edit that the check refuses', () => {
  it('writes no image: what the build drew ahead while checking (src/render/layout-thread.ts) is thrown away', () => {
    const project = copyPack(path.join(fixtures, 'mini-codex'), 'mini');
    build(project.cwd);
    const cards = path.join(project.cwd, 'dist', 'mini', 'cards');
    const before = snapshot(cards);
    const yaml = path.join(project.dir, 'creatures-speciales.yaml');
    writeFileSync(yaml, readFileSync(yaml, 'utf8').replace('effect: Je ne fais rien.', 'effect: Je chante une chanson.'));
    const r = spawnSync(process.execPath, [bin, 'build', 'mini'], { cwd: project.cwd, encoding: 'utf8' });
    expect(r.status).toBe(1);
    expect(r.stdout).toMatch(/creatures-speciales\.yaml:\d+:\d+ error codex\/text-parse/);
    expect(snapshot(cards)).toEqual(before);
  }, 120_000);
});
