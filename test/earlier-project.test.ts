/**
 * What designers wrote with the earlier version keeps working: the game the earlier `new` made
 * (test/fixtures/earlier-project/, unchanged), copied into a folder of its own outside
 * deckwright's checkout, checks with no error, type-checks, and builds every output. It was
 * written before core/typography: it gets that rule's warnings, never an error, and
 * `check --fix` sets its words.
 */
import { spawnSync } from 'node:child_process';
import { cpSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { readPdf } from './pdf-reader.js';
import { fixtures, root, tempDir } from './helpers.js';

describe('a game made by the earlier version of `deckwright new`', () => {
  it('checks with typography warnings only, type-checks and builds from a project of its own, unchanged', async () => {
    const dir = tempDir('deckwright-earlier-');
    cpSync(path.join(fixtures, 'earlier-project'), dir, { recursive: true });
    const run = (...args: string[]) => spawnSync(process.execPath, [path.join(root, 'bin', 'deckwright.js'), ...args], { cwd: dir, encoding: 'utf8' });
    for (const args of [['check', 'ancien'], ['check', '--types', 'ancien']]) {
      const checked = run(...args);
      // « Gagnez 2 {force} »: the earlier starter did not bind the number to its symbol.
      expect(checked.stdout, args.join(' ')).toBe("cards/ancien/cartes.yaml:14:18 warning core/typography '2' stays on one line with what it counts: a non-breaking space after it\n");
      expect(checked.stderr, args.join(' ')).toContain('0 errors, 1 warning');
      expect(checked.status, args.join(' ')).toBe(0);
    }
    // The second check read the earlier files' data and layouts from what the first one kept (this game has no card language: no parses).
    expect(readdirSync(path.join(dir, 'dist', '.cache')).sort()).toEqual(expect.arrayContaining(['layout', 'yaml']));
    const built = run('build', 'ancien');
    expect(built.status, built.stderr).toBe(0);
    const out = path.join(dir, 'dist', 'ancien');
    expect(readdirSync(path.join(out, 'cards', 'cartes')).filter((f) => f.endsWith('.png')).sort()).toEqual(['_back.png', 'alchimiste.png', 'eclaireur.png', 'garde.png']);
    const pages = await readPdf(path.join(out, 'print', 'ancien-a4.pdf'));
    expect(pages).toHaveLength(4);
    expect(pages[2].images).toHaveLength(3);

    // One card edited, built again: its files read from the memos where unchanged, the card drawn
    // by the build's layout thread with the project's own template, the same bytes as a cold build.
    const cards = path.join(dir, 'cards', 'ancien', 'cartes.yaml');
    writeFileSync(cards, readFileSync(cards, 'utf8').replace('Gagnez 2 {force}', 'Gagnez 3 {force}'));
    const rebuilt = run('build', 'ancien');
    expect(rebuilt.status, rebuilt.stderr).toBe(0);
    expect(rebuilt.stderr).toContain('1 image(s) rendered');
    const cold = tempDir('deckwright-earlier-cold-');
    cpSync(path.join(dir, 'cards'), path.join(cold, 'cards'), { recursive: true });
    cpSync(path.join(dir, 'templates'), path.join(cold, 'templates'), { recursive: true });
    const coldBuilt = spawnSync(process.execPath, [path.join(root, 'bin', 'deckwright.js'), 'build', 'ancien'], { cwd: cold, encoding: 'utf8' });
    expect(coldBuilt.status, coldBuilt.stderr).toBe(0);
    for (const f of ['cards/cartes/garde.png', 'cards/cartes/garde.svg', 'print/ancien-a4.pdf']) {
      expect(readFileSync(path.join(out, f)).equals(readFileSync(path.join(cold, 'dist', 'ancien', f))), f).toBe(true);
    }

    // check --fix sets its words, and only the words: then it checks clean.
    const fixed = run('check', '--fix', 'ancien');
    expect(fixed.status, fixed.stderr).toBe(0);
    expect(fixed.stderr).toContain('cards/ancien/cartes.yaml:14:18 fixed core/typography');
    expect(readFileSync(cards, 'utf8')).toContain('Gagnez 3\u00a0{force} jusqu’à la fin du tour.');
    expect(run('check', 'ancien').stderr).toContain('0 errors, 0 warnings');
  }, 120_000);
});
