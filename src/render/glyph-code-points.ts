/**
 * A face whose glyphs keep the characters they stand for, whoever asked for them first.
 *
 * fontkit makes one glyph object per glyph id and face, with the code points of the first call
 * that asked for it, and hands that object to every later call. Its own subsetter and a
 * composite glyph's outline ask for the glyphs a composite is built of with no code point at all:
 * once a PDF embeds "ô" (Alegreya Italic's ocircumflex is "o" plus a circumflex), the face's "o"
 * stands for nothing. pdfkit writes each glyph's code points into the font's ToUnicode map, so
 * every later document of the process wrote an empty entry for "o", and readers fell back to the
 * glyph's number: "Fiche de pers\u000enage". The same happens to any face and any glyph that is a
 * component of another (e, a, u, i… under their accents), so the repair is made on every face
 * parsed (fonts.ts, faceOfData), not on one glyph.
 */
import type * as Fontkit from 'fontkit';

type Glyph = Fontkit.Glyph & { codePoints: number[]; isLigature: boolean; isMark: boolean };
type GetGlyph = (id: number, codePoints?: number[]) => Glyph | null;

const MARK = /^\p{M}$/u;

/** Makes `face.getGlyph` give a glyph made without code points the ones a later caller names. */
export function keepCodePoints(face: Fontkit.Font): Fontkit.Font {
  const target = face as unknown as { getGlyph: GetGlyph };
  const getGlyph = target.getGlyph.bind(face) as GetGlyph;
  target.getGlyph = (id, codePoints = []) => {
    const glyph = getGlyph(id, codePoints);
    if (glyph && !glyph.codePoints.length && codePoints.length) {
      // What fontkit's Glyph constructor derives from its code points, derived again.
      glyph.codePoints = codePoints;
      glyph.isLigature = codePoints.length > 1;
      glyph.isMark = codePoints.every((c) => MARK.test(String.fromCodePoint(c)));
    }
    return glyph;
  };
  return face;
}
