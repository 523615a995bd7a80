/**
 * Lining figures without OpenType features. Alegreya's default digits are old-style: at card
 * size its 1 reads as "ı" and its 0 as "o". satori applies `fontVariantNumeric` only where a
 * template asks for it, and the text layout (fontkit) would have to measure with it too; so the
 * font's own lining forms (what its `lnum` feature substitutes, `one.lf`…) are made the digits'
 * glyphs here, in the font's character map, when it is loaded. The outlines are the font's; only
 * which glyph a digit names changes (the OFL allows modified versions; no Reserved Font Name is
 * declared by the bundled fonts). A font without `lnum` is returned as it is.
 */
import type * as Fontkit from 'fontkit';
import { fontkit } from '../core/fontkit.js';
import { assembleSfnt } from './woff.js';

export function withLiningFigures(sfnt: Buffer): Buffer {
  const face = fontkit().create(sfnt) as Fontkit.Font;
  if (!face.availableFeatures?.includes('lnum')) return sfnt;
  const remap = new Map<number, number>();
  for (let cp = 0x30; cp <= 0x39; cp++) {
    const base = face.glyphForCodePoint(cp)?.id;
    const lining = face.layout(String.fromCodePoint(cp), ['lnum']).glyphs[0]?.id;
    if (base && lining && lining !== base) remap.set(cp, lining);
  }
  if (!remap.size) return sfnt;
  const pairs = [...face.characterSet]
    .sort((a, b) => a - b)
    .map((cp) => [cp, remap.get(cp) ?? face.glyphForCodePoint(cp).id] as const)
    .filter(([, g]) => g > 0);
  return replaceTable(sfnt, 'cmap', cmapFormat12(pairs));
}

/**
 * The font without the characters `drop` picks in its character map (their glyphs stay, unnamed).
 * The fallback faces lose their spaces so: satori draws a space in the face of the character
 * before it, and a space of the emoji face is 1.3 em wide; without it, every space of a card is
 * its own family's, the width the text layout measured.
 */
export function withoutCharacters(sfnt: Buffer, drop: (cp: number) => boolean): Buffer {
  const face = fontkit().create(sfnt) as Fontkit.Font;
  const pairs = [...face.characterSet]
    .filter((cp) => !drop(cp))
    .sort((a, b) => a - b)
    .map((cp) => [cp, face.glyphForCodePoint(cp).id] as const)
    .filter(([, g]) => g > 0);
  return replaceTable(sfnt, 'cmap', cmapFormat12(pairs));
}

/** A cmap table with one Unicode subtable (platform 3, encoding 10, format 12): a group a character. */
export function cmapFormat12(pairs: readonly (readonly [number, number])[]): Buffer {
  const subLength = 16 + 12 * pairs.length;
  const out = Buffer.alloc(12 + subLength);
  out.writeUInt16BE(0, 0); // version
  out.writeUInt16BE(1, 2); // one subtable
  out.writeUInt16BE(3, 4); // Windows
  out.writeUInt16BE(10, 6); // Unicode full repertoire
  out.writeUInt32BE(12, 8);
  out.writeUInt16BE(12, 12); // format
  out.writeUInt32BE(subLength, 16);
  out.writeUInt32BE(0, 20); // language
  out.writeUInt32BE(pairs.length, 24);
  pairs.forEach(([cp, glyph], i) => {
    const at = 28 + 12 * i;
    out.writeUInt32BE(cp, at);
    out.writeUInt32BE(cp, at + 4);
    out.writeUInt32BE(glyph, at + 8);
  });
  return out;
}

function checksum(data: Buffer): number {
  let sum = 0;
  const padded = Buffer.concat([data, Buffer.alloc((4 - (data.length % 4)) % 4)]);
  for (let i = 0; i < padded.length; i += 4) sum = (sum + padded.readUInt32BE(i)) >>> 0;
  return sum;
}

/** The sfnt with one table's bytes replaced (the table directory rewritten, tables re-laid in order). */
export function replaceTable(sfnt: Buffer, tag: string, data: Buffer): Buffer {
  const numTables = sfnt.readUInt16BE(4);
  const tables = [];
  for (let i = 0; i < numTables; i++) {
    const rec = 12 + i * 16;
    const t = sfnt.toString('latin1', rec, rec + 4);
    const offset = sfnt.readUInt32BE(rec + 8);
    const length = sfnt.readUInt32BE(rec + 12);
    const entry = { tag: sfnt.readUInt32BE(rec), checksum: sfnt.readUInt32BE(rec + 4), data: sfnt.subarray(offset, offset + length) };
    tables.push(t === tag ? { ...entry, checksum: checksum(data), data } : entry);
  }
  return assembleSfnt(sfnt, tables);
}
