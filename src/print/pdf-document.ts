/**
 * A pdfkit document that gives the same bytes for the same input: a fixed creation date (the
 * file ID is derived from the metadata) or SOURCE_DATE_EPOCH when set, and the bundled fonts
 * registered under their family names. Written through a temporary file and a rename.
 */
import PDFDocument from 'pdfkit';
import { writeRecorded, type FileRecord } from '../export/file-hash.js';
import { loadFonts } from '../render/fonts.js';
import { documentDate } from './document-date.js';


export type Pdf = InstanceType<typeof PDFDocument>;

export function createPdf(meta: { title: string; subject: string }): Pdf {
  const doc = new PDFDocument({
    autoFirstPage: false,
    margin: 0,
    pdfVersion: '1.7',
    info: { Title: meta.title, Subject: meta.subject, Creator: 'deckwright', Producer: 'deckwright (pdfkit)', CreationDate: documentDate() },
    displayTitle: true,
  });
  for (const f of loadFonts()) doc.registerFont(fontName(f.family, f.weight, f.style), f.data);
  return doc;
}

/** The registered name of a bundled face, e.g. "Alegreya-700-italic". */
export function fontName(family: string, weight: number, style: 'normal' | 'italic' = 'normal'): string {
  return `${family}-${weight}-${style}`;
}

/** Ends the document and writes it atomically; returns what was written. */
export async function savePdf(doc: Pdf, file: string): Promise<FileRecord> {
  const chunks: Buffer[] = [];
  const done = new Promise<void>((resolve, reject) => {
    doc.on('data', (c: Buffer) => chunks.push(c));
    doc.on('end', () => resolve());
    doc.on('error', reject);
  });
  doc.end();
  await done;
  return writeRecorded(file, Buffer.concat(chunks));
}
