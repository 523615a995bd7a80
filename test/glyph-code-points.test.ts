/**
 * A PDF's text layer reads as it is written, whatever the process embedded before: fontkit keeps
 * one glyph object per id, made with the code points of its first caller, and its subsetter asks
 * for the parts of a composite glyph (the "o" of "ô") with none (src/render/glyph-code-points.ts).
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { FONTS_DIR } from '../src/core/font-catalog.js';
import { faceOfData } from '../src/render/fonts.js';
import { woffToSfnt } from '../src/render/woff.js';
import { createPdf, savePdf } from '../src/print/pdf-document.js';
import { tempDir } from './helpers.js';
import { readPdf } from './pdf-reader.js';

const italic = () => faceOfData(woffToSfnt(readFileSync(path.join(FONTS_DIR, 'alegreya-latin-400-italic.woff'))));

describe('glyphs that are parts of others', () => {
  it('keep their characters once a subset has taken them as parts of a composite', () => {
    const face = italic();
    const circumflex = face.glyphForCodePoint(0xf4);
    const subset = face.createSubset();
    subset.includeGlyph(circumflex);
    subset.encode();
    const [o] = face.layout('o').glyphs;
    expect(o.codePoints).toEqual([0x6f]);
    expect(face.layout('fi').glyphs.flatMap((g) => g.codePoints)).toEqual([0x66, 0x69]);
  });

  it('read right in a PDF written after another that embedded their composite', async () => {
    // A face of this test's own, so that no earlier test of the process has laid out its "o".
    const face = italic();
    const dir = tempDir();
    const write = async (name: string, text: string) => {
      const doc = createPdf({ title: name, subject: name });
      doc.registerFont('fresh', face as unknown as Buffer);
      doc.addPage({ size: [300, 200], margin: 0 });
      doc.font('fresh').fontSize(12).text(text, 20, 20, { lineBreak: false });
      await savePdf(doc, path.join(dir, name));
      return (await readPdf(path.join(dir, name), { text: true }))[0].text;
    };
    // "ô", "î", "ï", "é", "à" are composites: the subset embeds their parts ("o", "i", "e", "a") first.
    expect(await write('first.pdf', 'Un jeu de rôle, île, aïeul, été, là')).toContain('Un jeu de rôle');
    const second = await write('second.pdf', 'Fiche de personnage, coopératif, Mouvement');
    expect(second).toContain('Fiche de personnage, coopératif, Mouvement');
    expect(second).not.toMatch(/[\u0000-\u0008\u000e-\u001f]/);
  });
});
