/** Text layout: symbols stay with words, text shrinks within bounds, fonts and SVG helpers. */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import * as fontkit from 'fontkit';
import { describe, expect, it } from 'vitest';
import { boxesOf, breakLines, fitText, missingGlyphs, type TextStyle } from '../src/render/text-layout.js';
import { woffToSfnt, isWoff } from '../src/render/woff.js';
import { tidySvg } from '../src/render/svg-tidy.js';
import { lexCardText } from '../src/core/card-text.js';
import { root } from './helpers.js';

const style: TextStyle = { family: 'Alegreya', size: 40, minSize: 30, lineHeight: 1.2, paragraphGap: 0.3, symbolScale: 1 };
const p = (text: string) => ({ text, path: ['t'] });
const shape = (text: string) => boxesOf(p(text), style, 40).map((b) => b.segments.map((s) => (s.kind === 'symbol' ? `{${s.value}}` : s.value)).join(''));

describe('card text lexing', () => {
  it('finds symbols, emphasis and quoted names', () => {
    const l = lexCardText('{PA} : *Tacle* contre "Encre" et « Rat Famélique ».');
    expect(l.symbols.map((s) => [s.name, s.offset])).toEqual([['PA', 0]]);
    expect(l.quotedNames.map((q) => q.name)).toEqual(['Encre', 'Rat Famélique']);
    expect(l.runs.filter((r) => r.kind === 'text' && r.bold).map((r) => (r as { text: string }).text)).toEqual(['Tacle']);
    expect(l.problems).toEqual([]);
  });
  it('reads two straight-quoted names as two names, not the words between them', () => {
    const l = lexCardText('J\'invoque une "Encre" ici, puis une "Encre" là.');
    expect(l.quotedNames.map((q) => [q.name, q.offset])).toEqual([
      ['Encre', 14],
      ['Encre', 36],
    ]);
  });
});

describe('symbols flow with words', () => {
  it('a symbol followed by a space is glued to the next word', () => {
    expect(shape('Payez {PA} pour bouger.')).toEqual(['Payez', '{PA}\u00a0pour', 'bouger.']);
  });
  it('a symbol at the end is glued to the word before it', () => {
    expect(shape('Le coût est de 1 {PA}')).toEqual(['Le', 'coût', 'est', 'de', '1\u00a0{PA}']);
  });
  it('so a symbol never starts or fills a line on its own, however narrow the box', () => {
    const boxes = boxesOf(p('{engager} {PA} : Relancez votre dé.'), style, 40);
    for (const width of [60, 120, 200, 400]) {
      for (const line of breakLines(boxes, width, 10)) {
        const onlySymbols = line.every((b) => b.segments.every((s) => s.kind === 'symbol' || s.value.trim() === ''));
        expect(onlySymbols).toBe(false);
      }
    }
  });
  it('non-breaking spaces keep words together; U+202F is treated as U+00A0', () => {
    expect(shape('Récupérez\u00a0: deux PV')).toEqual(['Récupérez\u00a0:', 'deux', 'PV']);
    expect(shape('Récupérez\u202f: deux PV')).toEqual(['Récupérez\u00a0:', 'deux', 'PV']);
  });
});

describe('a number stays with what it counts, a card name stays whole', () => {
  // Each case as the designer may write it, with plain spaces: the layout never breaks there.
  it('a number and its unit: 1 PV, 3 dégâts', () => {
    expect(shape('Quand une Encre meurt, je perds 1 PV.')).toContain('1\u00a0PV.');
    expect(shape('J\'inflige 3 dégâts à un joueur.')).toContain('3\u00a0dégâts');
  });
  it('n° and its number', () => {
    expect(shape('Lisez le Secret n° 8.')).toEqual(['Lisez', 'le', 'Secret', 'n°\u00a08.']);
  });
  it('a number and its symbol: 2 {PA}', () => {
    expect(shape('Votre attaque coûte 2 {PA} de plus.')).toEqual(['Votre', 'attaque', 'coûte', '2\u00a0{PA}\u00a0de', 'plus.']);
  });
  it('a quoted card name, in guillemets or straight quotes', () => {
    expect(shape('J\'invoque un « Rat Famélique » ici.')).toContain('«\u00a0Rat\u00a0Famélique\u00a0»');
    expect(shape('J\'invoque un "Rat Famélique" ici.')).toContain('"Rat\u00a0Famélique"');
  });
  it('a quoted sentence (flavour text) still breaks between its words, never inside its guillemets', () => {
    expect(shape('« À celui qui portera mon arme, ma dernière poudre. »')).toEqual([
      '«\u00a0À', 'celui', 'qui', 'portera', 'mon', 'arme,', 'ma', 'dernière', 'poudre.\u00a0»',
    ]);
  });
  it('so the Peintre never reads "je perds 1 / PV", at any width', () => {
    const boxes = boxesOf(p('{passif} Quand une « Encre » meurt, je perds 1 PV.'), style, 40);
    for (let width = 150; width <= 1200; width += 10) {
      const lines = breakLines(boxes, width, 10).map((l) => l.map((b) => b.segments.map((s) => s.value).join('')).join(' '));
      expect(lines.some((l) => /(^|\s)1$/.test(l))).toBe(false);
      expect(lines.some((l) => /«$|«\u00a0Encre$/.test(l))).toBe(false);
    }
  });
});

describe('fitting text', () => {
  const long = 'J\'inflige 1 dégât à chaque joueur dans ma zone, puis je déplace l\'un d\'eux dans le Début du Chapitre.';
  it('keeps the preferred size when the text fits', () => {
    const r = fitText([p('Je ne fais rien.')], { width: 600, height: 100 }, style);
    expect(r).toMatchObject({ fits: true, size: 40 });
  });
  it('shrinks, but not below the minimum, and says how much is over', () => {
    const narrow = fitText([p(long)], { width: 300, height: 300 }, style);
    expect(narrow.fits).toBe(true);
    expect(narrow.size).toBeLessThan(40);
    expect(narrow.size).toBeGreaterThanOrEqual(30);
    const tiny = fitText([p(long)], { width: 300, height: 60 }, style);
    expect(tiny).toMatchObject({ fits: false, size: 30 });
    expect(tiny.excessLines).toBeGreaterThan(0);
  });
  it('finds characters the font lacks', () => {
    expect(missingGlyphs('Dégâts « œuvre » ✓ 墨', 'Alegreya')).toEqual(['墨']);
  });
});

describe('fonts and SVG helpers', () => {
  it('unwraps WOFF losslessly into a font fontkit reads the same', () => {
    const woff = readFileSync(path.join(root, 'fonts', 'alegreya-latin-400-normal.woff'));
    expect(isWoff(woff)).toBe(true);
    const sfnt = woffToSfnt(woff);
    expect(isWoff(sfnt)).toBe(false);
    const a = fontkit.create(woff) as fontkit.Font;
    const b = fontkit.create(sfnt) as fontkit.Font;
    expect(b.numGlyphs).toBe(a.numGlyphs);
    expect(b.layout('Bagarreur de la Crique').advanceWidth).toBe(a.layout('Bagarreur de la Crique').advanceWidth);
  });

  it('drops only clip paths that are exactly the image box', () => {
    const svg =
      '<svg><clipPath id="a"><rect x="1" y="2" width="3" height="4"/></clipPath><clipPath id="b"><rect x="0" y="0" width="3" height="4"/></clipPath>' +
      '<image x="1" y="2" width="3" height="4" href="x" clip-path="url(#a)"/><image x="1" y="2" width="3" height="4" href="y" clip-path="url(#b)"/></svg>';
    const out = tidySvg(svg);
    expect(out).toContain('href="x"/>');
    expect(out).toContain('href="y" clip-path="url(#b)"/>');
  });
});

describe('lining figures', () => {
  it('Alegreya draws its digits with its lining forms, reachable without OpenType features', async () => {
    const { findFont } = await import('../src/render/fonts.js');
    for (const [weight, style] of [[400, 'normal'], [700, 'normal'], [400, 'italic']] as const) {
      const face = findFont('Alegreya', weight, style)!.face;
      const one = face.glyphForCodePoint(0x31);
      expect(one.name).toBe('one.lf');
      // a lining 1 stands as tall as a capital, where the old-style one was an x-height "ı"
      expect(one.bbox.maxY).toBeGreaterThan(face.glyphForCodePoint(0x48).bbox.maxY * 0.75);
      expect(face.glyphForCodePoint(0x41).name).toBe('A');
    }
  });
  it('a font without lining alternates keeps its character map', async () => {
    const { findFont } = await import('../src/render/fonts.js');
    expect(findFont('Cinzel', 700, 'normal')!.face.glyphForCodePoint(0x31).name).toBe('one');
  });
});
