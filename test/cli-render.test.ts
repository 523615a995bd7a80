/** The command line as a user runs it, `build` up to rendering, `render` and `schema`: what is drawn, where, and what is not. */
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { copyPack, codexDir, deadPid } from './helpers.js';
import { brokenProject, run, runHere } from './cli-helpers.js';

describe('deckwright build, render and schema', () => {
  it('build stops before rendering when the checker finds errors', () => {
    const cwd = brokenProject('text-overflow');
    const r = run(['build', 'mini'], cwd);
    expect(r.code).toBe(1);
    expect(r.stdout).toMatch(/creatures\.yaml:13:17 error render\/text-fit/);
    expect(r.stderr).toContain('stopped before rendering');
    expect(existsSync(path.join(cwd, 'dist', 'mini', 'cards'))).toBe(false);
  });

  it('render --only renders just those cards; schema writes editor schemas', async () => {
    const { cwd } = copyPack(codexDir, 'codex');
    // A render killed in the middle of writing left this behind: it goes.
    mkdirSync(path.join(cwd, 'dist', 'codex', 'cards', 'personnages'), { recursive: true });
    writeFileSync(path.join(cwd, 'dist', 'codex', 'cards', 'personnages', `obstine.png.tmp-${deadPid()}-0`), 'half a file');
    const r = run(['render', 'codex', '--only', 'obstine,encre'], cwd);
    expect(r.code).toBe(0);
    expect(readdirSync(path.join(cwd, 'dist', 'codex', 'cards', 'personnages'))).toEqual(['obstine.png', 'obstine.svg']);
    expect(existsSync(path.join(cwd, 'dist', 'codex', 'cards', 'creatures-speciales', 'encre.png'))).toBe(true);
    const s = run(['schema', 'codex'], cwd);
    expect(s.code).toBe(0);
    expect(readdirSync(path.join(cwd, 'dist', 'codex', 'schemas'))).toContain('creature.json');
    expect((await runHere(['render', 'codex', '--dpi', 'high'], cwd)).code).toBe(2);
  });
});

describe('deckwright render --dpi', () => {
  it('writes another resolution to its own folder, sized to match', () => {
    const { cwd } = copyPack(codexDir, 'codex');
    const r = run(['render', 'codex', '--only', 'encre', '--dpi', '150'], cwd);
    expect(r.code).toBe(0);
    const png = readFileSync(path.join(cwd, 'dist', 'codex', 'cards-150dpi', 'creatures-speciales', 'encre.png'));
    // The same layout as the print image, rasterised at half the size (69×94 mm at 150 dpi).
    expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([408, 555]);
    const at = png.indexOf('pHYs');
    expect(png.readUInt32BE(at + 4)).toBe(5906); // 150 dpi in pixels per metre
    expect(r.stdout).toBe(''); // no text-fit error: the layout does not change with the resolution
    expect(existsSync(path.join(cwd, 'dist', 'codex', 'cards'))).toBe(false);
  });
});

describe('deckwright render with errors in some cards', () => {
  it('renders the sound cards, reports the others and renders no wrong card', async () => {
    const cwd = brokenProject('unknown-symbol');
    const r = await runHere(['render', 'mini'], cwd);
    expect(r.code).toBe(1);
    expect(r.stdout).toMatch(/objets\.yaml:10:16 error core\/text-markup unknown symbol \{PAA\}/);
    expect(existsSync(path.join(cwd, 'dist', 'mini', 'cards', 'objets', 'dague-noire.png'))).toBe(false);
    expect(existsSync(path.join(cwd, 'dist', 'mini', 'cards', 'creatures', 'bagarreur-de-la-crique.png'))).toBe(true);
  });
});
