/**
 * A pdfkit document that gives the same bytes for the same input: a fixed creation date (the
 * file ID is derived from the metadata) or SOURCE_DATE_EPOCH when set, and the bundled fonts
 * registered under their family names. Written through a temporary file and a rename.
 */
import type PDFDocumentType from 'pdfkit';
import { lazyRequire } from '../core/lazy-require.js';

import { writeRecorded, type FileRecord } from '../export/file-hash.js';
import type { Font } from 'fontkit';
import { loadFonts, type LoadedFont } from '../render/fonts.js';
import { documentDate } from './document-date.js';

// Loaded by the first document made, not by every command that imports this module.
const pdfkit = lazyRequire<typeof PDFDocumentType>('pdfkit');

export type Pdf = InstanceType<typeof PDFDocumentType>;

export function createPdf(meta: { title: string; subject: string }): Pdf {
  const PDFDocument = pdfkit();
  const doc = new PDFDocument({
    autoFirstPage: false,
    margin: 0,
    pdfVersion: '1.7',
    info: { Title: meta.title, Subject: meta.subject, Creator: 'deckwright', Producer: 'deckwright (pdfkit)', CreationDate: documentDate() },
    displayTitle: true,
  });
  // The faces parsed once per process (render/fonts.ts), not their bytes: pdfkit would parse every
  // font again for each document and lay out the same words again.
  for (const f of loadFonts()) doc.registerFont(fontName(f.family, f.weight, f.style), pdfFace(f) as unknown as Buffer);
  return doc;
}

type GlyphRun = ReturnType<Font['layout']>;
const pdfFaces = new Map<LoadedFont, Font>();

/**
 * A bundled face as pdfkit gets it: the parsed face, whose layout of a word (fontkit's shaping,
 * the slow part of a cover page) is kept for the process, so that the second and third documents
 * of a build lay out their words at once. pdfkit scales the positions of what layout returns in
 * place, so each call gets its own copy of the run; anything but a plain layout goes to fontkit.
 */
function pdfFace(f: LoadedFont): Font {
  let face = pdfFaces.get(f);
  if (!face) {
    const runs = new Map<string, GlyphRun>();
    const layout = (text: string, ...rest: unknown[]): GlyphRun => {
      if (rest.some((r) => r !== undefined)) return (f.face.layout as (...a: unknown[]) => GlyphRun)(text, ...rest);
      let run = runs.get(text);
      if (!run) runs.set(text, (run = f.face.layout(text)));
      return copyRun(run);
    };
    face = Object.create(f.face, { layout: { value: layout } }) as Font;
    pdfFaces.set(f, face);
  }
  return face;
}

function copyRun(run: GlyphRun): GlyphRun {
  const copy = Object.assign(Object.create(Object.getPrototypeOf(run) as object) as GlyphRun, run);
  copy.glyphs = run.glyphs.slice();
  copy.positions = run.positions.map((p) => Object.assign(Object.create(Object.getPrototypeOf(p) as object) as typeof p, p));
  return copy;
}

/** The registered name of a bundled face, e.g. "Alegreya-700-italic". */
export function fontName(family: string, weight: number, style: 'normal' | 'italic' = 'normal'): string {
  return `${family}-${weight}-${style}`;
}

/** Ends the document and returns its bytes. */
export async function pdfBytes(doc: Pdf): Promise<Buffer> {
  const chunks: Buffer[] = [];
  const done = new Promise<void>((resolve, reject) => {
    doc.on('data', (c: Buffer) => chunks.push(c));
    doc.on('end', () => resolve());
    doc.on('error', reject);
  });
  doc.end();
  await done;
  return Buffer.concat(chunks);
}

/** Ends the document and writes it atomically; returns what was written. */
export async function savePdf(doc: Pdf, file: string): Promise<FileRecord> {
  return writeRecorded(file, await pdfBytes(doc));
}
