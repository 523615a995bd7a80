/**
 * A game's own font files (game.yaml `fonts: files:`) and the fallback faces: the fixture project
 * test/fixtures/own-fonts/ has a game set in Alegreya Sans (an OFL family deckwright does not
 * bundle) as a TTF, a WOFF and a WOFF2, and one broken game per error path with the diagnostics
 * it must give (expected.json).
 */
import { cpSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadPackFromDir, loadPackFromFiles } from '../src/core/pack.js';
import { checkLoadedPack } from '../src/pipeline/check.js';
import { renderPack } from '../src/render/render-pack.js';
import { fontSetOf, ownFontsDigest } from '../src/render/own-fonts.js';
import { bundledFontSet, withFontSet } from '../src/render/font-set.js';
import { findFont, measure } from '../src/render/fonts.js';
import { missingGlyphs } from '../src/render/text-layout.js';
import { creditsText } from '../src/pipeline/credits.js';
import type { FontFileDef } from '../src/core/font-files.js';
import { fixtures, readDir, root, tempDir, withoutTypography } from './helpers.js';

const project = path.join(fixtures, 'own-fonts');
const gameDir = (name: string) => path.join(project, 'cards', name);
const own = async () => (await loadPackFromDir(gameDir('cartes'))).manifest!.fonts.files!;
const brokenCases = readdirSync(path.join(project, 'cards')).filter((n) => n !== 'cartes');

describe("a game's own font files", () => {
  it('check a game set in its own fonts clean', async () => {
    expect(await checkLoadedPack(await loadPackFromDir(gameDir('cartes')))).toEqual([]);
  });

  for (const name of brokenCases) {
    it(`refuse ${name} with located errors`, async () => {
      const expected = JSON.parse(readFileSync(path.join(gameDir(name), 'expected.json'), 'utf8')) as { line: number; column: number; rule: string; message: string }[];
      const got = await checkLoadedPack(await loadPackFromDir(gameDir(name)));
      expect(got.map((d) => ({ line: d.line, column: d.column, rule: d.rule }))).toEqual(expected.map(({ line, column, rule }) => ({ line, column, rule })));
      expected.forEach((e, i) => expect(got[i].message).toContain(e.message));
      expect(got.every((d) => d.file.endsWith(path.join(name, 'game.yaml')))).toBe(true);
    });
  }

  it('are read as TTF, WOFF and WOFF2 alike, the WOFF2 one unwrapped to TrueType', async () => {
    const files = await own();
    const set = await fontSetOf({ project, files });
    const faces = set.primaries.filter((f) => f.family === 'Alegreya Sans');
    expect(faces.map((f) => [f.weight, f.style])).toEqual([
      [400, 'normal'],
      [700, 'normal'],
      [400, 'italic'],
    ]);
    for (const f of faces) expect(f.data.toString('latin1', 0, 4)).toBe('\u0000\u0001\u0000\u0000');
    // The bundled families are still there, after the game's own.
    expect(set.find('Cinzel', 700, 'normal')?.family).toBe('Cinzel');
    expect(withFontSet(set, () => findFont('Alegreya Sans', 700, 'italic'))!.style).toBe('italic');
    expect(bundledFontSet().find('Alegreya Sans', 400, 'normal')).toBeUndefined();
  });

  it("draw digits with the font's lining figures unless the file says figures: default", async () => {
    const files = await own();
    const lining = (await fontSetOf({ project, files })).find('Alegreya Sans', 400, 'normal')!;
    const asDrawn = (await fontSetOf({ project, files: files.map((f): FontFileDef => ({ ...f, figures: 'default' })) })).find('Alegreya Sans', 400, 'normal')!;
    expect(lining.face.availableFeatures).toContain('lnum');
    const one = (f: typeof lining) => f.face.glyphForCodePoint(0x31).id;
    expect(one(lining)).toBe(lining.face.layout('1', ['lnum']).glyphs[0].id);
    expect(one(asDrawn)).not.toBe(one(lining));
    expect(one(asDrawn)).toBe(asDrawn.face.layout('1').glyphs[0].id);
  });

  it('render differently from the bundled fonts, and again when a font file changes', async () => {
    const { dir: copied, cwd } = (() => {
      const cwd = tempDir();
      cpSync(project, cwd, { recursive: true });
      return { cwd, dir: path.join(cwd, 'cards', 'cartes') };
    })();
    const out = (name: string) => path.join(cwd, 'dist', name, 'cards');
    const image = (name: string) => readFileSync(path.join(out(name), 'jeu', '10-pique.png'));
    const own1 = await renderPack(await loadPackFromDir(copied), { outDir: out('own'), threads: 1 });
    expect(own1.diagnostics).toEqual([]);
    // The same game in the bundled families.
    const manifest = readFileSync(path.join(copied, 'game.yaml'), 'utf8');
    const bundled = manifest.replace(/fonts:\n {2}title: Alegreya Sans\n {2}body: Alegreya Sans\n {2}files:\n( {4}.*\n| {6}.*\n)*/, 'fonts: { title: Cinzel, body: Alegreya }\n');
    expect(bundled).not.toContain('files:');
    writeFileSync(path.join(copied, 'game.yaml'), bundled);
    const plain = await renderPack(await loadPackFromDir(copied), { outDir: out('bundled'), threads: 1 });
    expect(plain.diagnostics).toEqual([]);
    expect(image('own').equals(image('bundled'))).toBe(false);
    // A font file changed in place: the cards are drawn again.
    writeFileSync(path.join(copied, 'game.yaml'), manifest);
    const source = { project: cwd, files: (await loadPackFromDir(copied)).manifest!.fonts.files! };
    const before = ownFontsDigest(source);
    writeFileSync(path.join(cwd, 'fonts', 'alegreya-sans-latin-700-normal.woff'), readFileSync(path.join(root, 'fonts', 'cinzel-latin-700-normal.woff')));
    expect(ownFontsDigest(source)).not.toBe(before);
    const again = await renderPack(await loadPackFromDir(copied), { outDir: out('own'), threads: 1 });
    expect(again.rendered.length).toBeGreaterThan(0);
  });

  it("measure and check a card's text in the game's own font (templates name the family only)", async () => {
    const cwd = tempDir();
    cpSync(path.join(project, 'fonts'), path.join(cwd, 'fonts'), { recursive: true });
    const dir = path.join(cwd, 'cards', 'mini');
    cpSync(path.join(fixtures, 'mini-codex'), dir, { recursive: true });
    const files = (await own()).map((f) => `    - { family: ${f.family}, weight: ${f.weight ?? 400}, style: ${f.style ?? 'normal'}, file: ${f.file}, licence: ${f.licence}, author: Huerta Tipográfica }`);
    const manifest = readFileSync(path.join(dir, 'game.yaml'), 'utf8');
    writeFileSync(path.join(dir, 'game.yaml'), manifest.replace('fonts: { title: Cinzel, body: Alegreya }', ['fonts:', '  title: Alegreya Sans', '  body: Alegreya Sans', '  files:', ...files].join('\n')));
    const objets = readFileSync(path.join(dir, 'objets.yaml'), 'utf8');
    writeFileSync(path.join(dir, 'objets.yaml'), objets.replace('    art: plain-dagger\n', '    art: plain-dagger\n    flavor: Łódź, Ω → ★ 😀 et 漢.\n'));
    const got = withoutTypography(await checkLoadedPack(await loadPackFromDir(dir)));
    // The text boxes and titles found Alegreya Sans (an unknown family would fail every card), and
    // only the one character no face has is reported.
    expect(got.map((d) => [d.rule, d.message])).toEqual([['render/missing-glyph', expect.stringContaining("'漢' (U+6F22), which neither the font Alegreya Sans nor the fallback fonts have")]]);
  });

  it('are credited in CREDITS.txt with their licence and author', async () => {
    const text = creditsText('Cartes', 'en', await own());
    expect(text).toContain("- Alegreya Sans, the game's own font, by Juan Pablo del Peral, Huerta Tipográfica. Licence: OFL-1.1 (fonts/OFL-AlegreyaSans.txt); from @fontsource/alegreya-sans 5.3.0 (latin subset).");
    expect(text).toContain('- Noto Sans, by The Noto Project Authors. OFL-1.1 (fonts/OFL-NotoSans.txt).');
    expect(creditsText('Cartes', 'fr', [{ family: 'Ma Police', file: 'fonts/a.ttf', licence: 'OFL-1.1', author: 'Personne' }])).toContain(
      '- Ma Police, police propre au jeu, par Personne. Licence\u00a0: OFL-1.1.',
    );
  });
});

describe('the fallback faces', () => {
  const fallbackText = 'Łódź, Ω → ★ 😀 ❤️ ⚔ Жизнь';

  it('draw Polish, Greek, Cyrillic, arrows, stars, symbols and emoji: no missing glyph', () => {
    for (const family of ['Alegreya', 'Cinzel', 'Gloria Hallelujah']) expect(missingGlyphs(fallbackText, family), family).toEqual([]);
    expect(missingGlyphs(fallbackText, 'Alegreya', true)).toEqual([]);
    // What none of them has is still reported.
    expect(missingGlyphs(`${fallbackText} 漢 ∞`, 'Alegreya')).toEqual(['漢', '∞']);
  });

  it('measure a character as the face that draws it does', () => {
    const alegreya = findFont('Alegreya', 400, 'normal')!;
    const star = bundledFontSet().drawnWith(alegreya, 0x2605)!;
    expect(star.family).toBe('Noto Sans Symbols 2');
    expect(measure(alegreya, '★', 100)).toBeCloseTo((star.face.layout('★').advanceWidth / star.face.unitsPerEm) * 100, 5);
    expect(measure(alegreya, 'a★', 100)).toBeCloseTo(measure(alegreya, 'a', 100) + measure(alegreya, '★', 100), 5);
  });

  it('pass the layout check of a card whose text uses them', async () => {
    const mini = path.join(fixtures, 'mini-codex');
    const files = readDir(mini);
    const objets = files.get('objets.yaml')!;
    const withText = (flavor: string) => new Map([...files, ['objets.yaml', objets.replace('    art: plain-dagger\n', `    art: plain-dagger\n    flavor: ${flavor}\n`)]]);
    const glyphs = async (flavor: string) =>
      (await checkLoadedPack(await loadPackFromFiles('mini-codex', '', withText(flavor)))).filter((d) => d.rule === 'render/missing-glyph').map((d) => d.message);
    expect(await glyphs(fallbackText)).toEqual([]);
    expect(await glyphs(`${fallbackText} 漢`)).toEqual([expect.stringContaining("the character '漢' (U+6F22), which neither the font Alegreya nor the fallback fonts have")]);
  });
});
