/**
 * A game is its own project: from `npm pack`, in an empty folder with no deckwright checkout,
 * install deckwright, `new my-game --language en`, `build` and `sim` — every output made from
 * the designer's folder alone.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { validateSave } from '../src/tts/validate-save.js';
import { installedProject, packTarball, run } from './packed-install.js';
import { readPdf } from './pdf-reader.js';
import { root } from './helpers.js';

describe('deckwright installed from its tarball into an empty folder', () => {
  it('makes a project with `new`; `build` makes every output there and `sim` plays its starter rules', async () => {
    const tgz = packTarball();
    const tarball = run('tar', ['-tzf', tgz], path.dirname(tgz)).split('\n');
    // What a project needs of the package, and nothing of its tests.
    for (const f of ['package/bin/deckwright.js', 'package/build/src/cli/main.js', 'package/build/templates/common/index.js', 'package/build/templates/common/index.d.ts', 'package/scaffold/blank/en/cards/game.yaml', 'package/scaffold/project/gitignore']) {
      expect(tarball, f).toContain(f);
    }
    expect(tarball.filter((f) => f.startsWith('package/build/test/'))).toEqual([]);

    const dir = installedProject(tgz);
    const npx = (...args: string[]) => run('npx', ['--no-install', 'deckwright', ...args], dir);
    expect(npx('new', 'my-game', '--language', 'en')).toContain('next: npx deckwright build my-game');
    const pkg = JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8'));
    expect(pkg.devDependencies.deckwright).toMatch(/^file:/);
    expect(pkg.scripts.build).toBe('deckwright build');
    expect(readFileSync(path.join(dir, '.gitignore'), 'utf8')).toMatch(/^dist\/$/m);
    expect(readFileSync(path.join(dir, 'templates', 'my-game', 'card.tsx'), 'utf8')).toContain("from 'deckwright/kit'");

    const built = npx('build');
    expect(built).toContain('my-game: check: 0 errors, 0 warnings');
    const out = path.join(dir, 'dist', 'my-game');
    expect(readdirSync(path.join(out, 'cards', 'cards')).filter((f) => f.endsWith('.png')).sort()).toEqual(['_back.png', 'alchemist.png', 'guard.png', 'scout.png']);
    const pages = await readPdf(path.join(out, 'print', 'my-game-a4.pdf'));
    expect(pages).toHaveLength(4);
    expect(pages[2].images).toHaveLength(3);
    const save = JSON.parse(readFileSync(path.join(out, 'tts', 'my-game.json'), 'utf8'));
    expect(await validateSave(save)).toEqual([]);
    expect(JSON.stringify(save)).toContain('"Nickname":"Scout"');
    // The blank starter's rules (rules/my-game/index.ts, against 'deckwright/engine') play at once.
    expect(readFileSync(path.join(dir, 'rules', 'my-game', 'index.ts'), 'utf8')).toContain("from 'deckwright/engine'");
    expect(npx('sim', 'my-game', '--games', '200', '--seed', '7')).toMatch(/my-game: .*win rate \d+\.\d %.* over 200 games/);
    const report = JSON.parse(readFileSync(path.join(out, 'reports', 'sim-heuristic.json'), 'utf8'));
    expect(report.games).toBe(200);
    // The templates were compiled in the project's own cache, nothing written into the package.
    expect(existsSync(path.join(dir, 'dist', '.cache', 'templates'))).toBe(true);
    expect(existsSync(path.join(dir, 'node_modules', 'deckwright', 'dist'))).toBe(false);
    expect(existsSync(path.join(root, 'templates', 'my-game'))).toBe(false);
  }, 300_000);
});
