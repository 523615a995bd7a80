/**
 * What the text layout asks of a face, kept between commands (src/render/face-metrics.ts): the
 * answers are fontkit's exactly, a later process gets them without parsing the face, and a file
 * that is not what it should be is asked again rather than believed.
 */
import { readdirSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { FaceMetrics } from '../src/render/face-metrics.js';
import { faceOfData, loadFonts } from '../src/render/fonts.js';
import { tempDir } from './helpers.js';

const runs = ['Je récupère 2 PV.', 'Meute de rats', ' ', 'constructor', '__proto__', 'ffi', 'Ω'];
const codePoints = [0x41, 0xe9, 0x2019, 0x3a9, 0x1f600];

function alegreya() {
  const font = loadFonts().find((f) => f.family === 'Alegreya' && f.weight === 400 && f.style === 'normal')!;
  return { data: font.data, face: faceOfData(font.data) };
}

const never = () => {
  throw new Error('the face was parsed');
};

describe('face metrics kept between commands', () => {
  it("answers what fontkit answers, and a later process gets the same answers without parsing the face", () => {
    const dir = tempDir('deckwright-metrics-');
    const { data, face } = alegreya();
    let parsed = 0;
    const first = FaceMetrics.open(data, () => (parsed++, face), dir);
    for (const run of runs) expect(first.unitAdvance(run), run).toBe(face.layout(run).advanceWidth / face.unitsPerEm);
    for (const cp of codePoints) expect(first.hasGlyph(cp), String(cp)).toBe(face.hasGlyphForCodePoint(cp));
    expect(parsed).toBeGreaterThan(0);
    first.save();
    const files = readdirSync(dir);
    expect(files).toHaveLength(1);

    const later = FaceMetrics.open(data, never, dir);
    for (const run of runs) expect(later.unitAdvance(run), run).toBe(face.layout(run).advanceWidth / face.unitsPerEm);
    for (const cp of codePoints) expect(later.hasGlyph(cp), String(cp)).toBe(face.hasGlyphForCodePoint(cp));
    // Nothing new learnt: nothing written (a check with nothing changed leaves the file as it was).
    const before = statSync(path.join(dir, files[0])).mtimeMs;
    later.save();
    expect(statSync(path.join(dir, files[0])).mtimeMs).toBe(before);

    // Another face (other bytes) has a file of its own: never another face's widths.
    const other = loadFonts().find((f) => f.family === 'Cinzel')!;
    expect(() => FaceMetrics.open(other.data, never, dir).unitAdvance('Meute de rats')).toThrow('the face was parsed');
  });

  it('asks the face again when its file is damaged or holds what no face answers', () => {
    const { data, face } = alegreya();
    for (const text of ['{ not json', JSON.stringify({ version: 1, advances: { A: 'wide' }, glyphs: {} }), JSON.stringify({ version: 1, advances: {}, glyphs: { 65: 2 } }), JSON.stringify({ version: 0, advances: { A: 99 }, glyphs: {} })]) {
      const dir = tempDir('deckwright-metrics-');
      const probe = FaceMetrics.open(data, () => face, dir);
      probe.unitAdvance('x');
      probe.save();
      const [file] = readdirSync(dir);
      writeFileSync(path.join(dir, file), text);
      let parsed = 0;
      const reread = FaceMetrics.open(data, () => (parsed++, face), dir);
      expect(reread.unitAdvance('A'), text).toBe(face.layout('A').advanceWidth / face.unitsPerEm);
      expect(reread.hasGlyph(65), text).toBe(true);
      expect(parsed, text).toBeGreaterThan(0);
    }
  });
});
