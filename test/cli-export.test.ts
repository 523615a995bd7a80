/** The command line as a user runs it, `build`, `pdf` and `tts` to the end: what is made, made again, refused, and the same bytes twice. */
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, truncateSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { copyPack, codexDir, deadPid, filesUnder, fixtures, tempDir } from './helpers.js';
import { brokenProject, noStack, run, runHere } from './cli-helpers.js';
import { builtCodex, CODEX_BUILD } from './codex-build.js';

describe('deckwright build, pdf and tts', () => {
  it('build makes the cards, the PDFs and the TTS export; a second build makes nothing', async () => {
    const { cwd } = copyPack(path.join(fixtures, 'mini-codex'), 'mini');
    const dist = path.join(cwd, 'dist', 'mini');
    // Temporary files of a build killed with kill -9 go; those of a build still running (here,
    // named after this test's own process) stay.
    const dead = path.join(dist, 'cards', 'objets', `dague-noire.png.tmp-${deadPid()}-0`);
    const live = path.join(dist, 'tts', 'images', `objets-faces-0123456789ab.png.tmp-${process.pid}-0`);
    for (const f of [dead, live]) {
      mkdirSync(path.dirname(f), { recursive: true });
      writeFileSync(f, 'half a file');
    }
    const r = run(['build', 'mini'], cwd);
    expect(r.code).toBe(0);
    noStack(r.stderr);
    expect(existsSync(dead)).toBe(false);
    expect(existsSync(live)).toBe(true);
    expect(readdirSync(path.join(dist, 'print')).filter((f) => !f.startsWith('.')).sort()).toEqual(['mini-a4-fold.pdf', 'mini-a4.pdf', 'shop']);
    expect(readdirSync(path.join(dist, 'tts'))).toContain('mini.json');
    // Not a terminal: plain progress lines.
    expect(r.stderr).toContain('PDF(s), 9 written');
    const again = await runHere(['build', 'mini'], cwd);
    expect(again.code).toBe(0);
    expect(again.stderr).toContain('0 image(s) rendered');
    expect(again.stderr).toContain('PDF(s), 0 written');
    expect(again.stderr).toContain('0 made');
  });

  it('makes again what was damaged since the last build, and names an image it cannot read', async () => {
    const { cwd } = copyPack(path.join(fixtures, 'mini-codex'), 'mini');
    expect((await runHere(['build', 'mini'], cwd)).code).toBe(0);
    const dist = path.join(cwd, 'dist', 'mini');
    const before = filesUnder(dist);
    const card = path.join(dist, 'cards', 'objets', 'dague-noire.png');
    truncateSync(card, 100);
    truncateSync(path.join(dist, 'print', 'mini-a4.pdf'), 1000);
    truncateSync(path.join(dist, 'tts', 'images', readdirSync(path.join(dist, 'tts', 'images'))[0]), 500);
    truncateSync(path.join(dist, 'tts', 'mini.png'), 10);
    const r = await runHere(['build', 'mini'], cwd);
    expect(r.code).toBe(0);
    expect(r.stderr).toContain('1 image(s) rendered');
    expect(r.stderr).toContain('PDF(s), 1 written');
    expect(r.stderr).toContain('TTS image(s), 1 made');
    expect(filesUnder(dist)).toEqual(before);

    // Damage that no cache can see (the render cache's record made to match the damaged card,
    // the exporters' caches gone) reaches sharp: the message names the file and what to do.
    truncateSync(card, 100);
    const renderCache = path.join(dist, 'cards', '.render-cache.json');
    const cache = JSON.parse(readFileSync(renderCache, 'utf8'));
    const bytes = readFileSync(card);
    cache.entries['objets/dague-noire'].png = { size: bytes.length, sha256: createHash('sha256').update(bytes).digest('hex') };
    writeFileSync(renderCache, JSON.stringify(cache));
    for (const command of ['pdf', 'tts']) {
      rmSync(path.join(dist, 'print', '.print-cache.json'), { force: true });
      rmSync(path.join(dist, 'tts', '.tts-cache.json'), { force: true });
      const bad = await runHere([command, 'mini'], cwd);
      expect(bad.code, command).toBe(2);
      // libvips words the cause differently under load: the file and the fix are what matter.
      expect(bad.stderr).toMatch(/deckwright: cannot read dist\/mini\/cards\/objets\/dague-noire\.png \(.+\): the file is damaged; build again to redo it/);
      noStack(bad.stderr);
    }
  });

  it('pdf and tts take their options, and refuse bad ones without a stack trace', async () => {
    const { cwd } = copyPack(path.join(fixtures, 'mini-codex'), 'mini');
    const p = run(['pdf', 'mini', '--paper', 'letter', '--duplex', 'short', '--layout', 'sheets'], cwd);
    expect(p.code).toBe(0);
    expect(readdirSync(path.join(cwd, 'dist', 'mini', 'print'))).toContain('mini-letter-short-edge.pdf');
    const saved = tempDir('deckwright-saved-');
    const t = run(['tts', 'mini', '--install', '--tts-dir', saved, '--dice', 'bag'], cwd);
    expect(t.code).toBe(0);
    expect(readdirSync(path.join(saved, 'Mini CODEX'))).toContain('mini.json');
    for (const [args, message] of [
      [['pdf', 'mini', '--paper', 'tabloid'], "--paper must be one of a4, letter, got 'tabloid'"],
      [['pdf', 'mini', '--offset-x', 'left'], "--offset-x must be a number from -20 to 20, got 'left'"],
      [['pdf', 'mini', '--layout', 'poster'], '--layout must be one of sheets, fold, shop'],
      [['tts', 'mini', '--base-url', 'ftp://x'], '--base-url must be an http:// or https:// URL'],
      [['tts', 'mini', '--max-size', '100'], '--max-size must be a whole number from 256 to 16384'],
    ] as const) {
      const bad = await runHere([...args], cwd);
      expect(bad.code).toBe(2);
      expect(bad.stderr).toContain(message);
      noStack(bad.stderr);
    }
  });

  it('pdf and tts make nothing from a pack with errors', async () => {
    const cwd = brokenProject('unknown-symbol');
    const r = await runHere(['pdf', 'mini'], cwd);
    expect(r.code).toBe(1);
    expect(r.stderr).toContain('no PDF made');
    expect(existsSync(path.join(cwd, 'dist', 'mini', 'print'))).toBe(false);
    const t = await runHere(['tts', 'mini'], cwd);
    expect(t.code).toBe(1);
    expect(existsSync(path.join(cwd, 'dist', 'mini', 'tts'))).toBe(false);
  });

  it('--force exports the sound cards and leaves the broken one out, saying so at its line', async () => {
    const cwd = brokenProject('unknown-symbol');
    const r = await runHere(['pdf', 'mini', '--force', '--layout', 'shop'], cwd);
    expect(r.code).toBe(1);
    expect(r.stdout).toMatch(/objets\.yaml:\d+:\d+ warning export\/missing-card card 'dague-noire' is left out of the print documents/);
    const shop = readdirSync(path.join(cwd, 'dist', 'mini', 'print', 'shop'));
    expect(shop).not.toContain('objets.pdf');
    expect(shop).toContain('creatures.pdf');
    expect(existsSync(path.join(cwd, 'dist', 'mini', 'cards', 'objets', 'dague-noire.png'))).toBe(false);
  });
});

describe('the same input gives the same bytes', () => {
  it('two clean builds of the CODEX pack in two folders write identical files, caches included', async () => {
    // The run's shared build (test/codex-build.ts), and another in a folder of this test's own.
    const shared = await builtCodex();
    expect(shared.run.code, shared.run.stderr).toBe(0);
    const { cwd } = copyPack(codexDir, 'codex');
    expect(run(CODEX_BUILD, cwd).code).toBe(0);
    const builds = [shared.cwd, cwd].map((folder) => filesUnder(path.join(folder, 'dist', 'codex')));
    for (const cache of ['cards/.render-cache.json', 'print/.print-cache.json', '.cache/opaque/.opaque-cache.json', 'tts/.tts-cache.json']) {
      expect(builds[0]).toHaveProperty([cache]);
    }
    expect(builds[1]).toEqual(builds[0]);
  }, 180_000);
});
