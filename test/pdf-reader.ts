/**
 * Reads a PDF back with pdf.js (no system tools needed): each page's size, where each image is
 * drawn (its box in points, top-left origin like the plans, whether it is turned 180°, and the
 * rectangle it is clipped to), the straight lines stroked (dashed or not), the boxes of what is
 * filled, and with `text`, the page's words with their boxes.
 *
 * Reading is kept cheap, as a dozen test files read PDFs of 300 dpi cards: pdf.js is not made to
 * inflate the images' pixels, which nothing here looks at (see withoutImageFilters), and a file
 * already read by this process is not read again (see readPdf). pdf.js itself runs in a thread of
 * its own (pdf-reader-thread.ts), whose built-ins it may replace without slowing the tests.
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { Worker } from 'node:worker_threads';

export interface DrawnImage {
  /** The PDF object of the image: the same image drawn twice, on any page, has the same id. */
  id: string;
  /** Its size in pixels. */
  pixelWidth: number;
  pixelHeight: number;
  x: number;
  y: number;
  width: number;
  height: number;
  rotated: boolean;
  /** The rectangle the image is clipped to, when it is. */
  clip?: Box;
}

export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** A straight stroke, in points from the top left. */
export interface DrawnLine {
  x1: number;
  y1: number;
  x2: number;
  y2: number;
  dashed: boolean;
}

/** A run of text and its box (a turned text's box is turned with it). */
export interface DrawnText extends Box {
  str: string;
}

export interface ReadPage {
  width: number;
  height: number;
  images: DrawnImage[];
  lines: DrawnLine[];
  /** The boxes of filled shapes (an arrow's head, a shaded strip). */
  fills: Box[];
  text: string;
  texts: DrawnText[];
}

/**
 * What the files read so far gave, by their content and whether their text was asked for: test
 * files share their worker process (vitest's isolate: false), and several read the same PDF
 * (the shared CODEX fixture's, or one file for its drawing and then for its text).
 */
const readSoFar = new Map<string, Promise<ReadPage[]>>();

export async function readPdf(file: string, opts: { text?: boolean } = {}): Promise<ReadPage[]> {
  const bytes = readFileSync(file);
  const key = `${createHash('sha256').update(bytes).digest('hex')} ${opts.text ? 'text' : 'drawing'}`;
  let read = readSoFar.get(key);
  if (!read) {
    read = readPdfData(withoutImageFilters(bytes), opts);
    readSoFar.set(key, read);
    // A failed read is not remembered: the next test asking gets the error afresh.
    read.catch(() => readSoFar.delete(key));
  }
  // Each caller gets pages of its own, free to change them.
  return structuredClone(await read);
}

/**
 * A copy of a PDF in which each Flate-compressed image is marked as not compressed, its
 * `/Filter /FlateDecode` turned into as many spaces (so that every offset, and the cross-reference
 * table with them, still holds). pdf.js decodes every image an operator list draws, and inflating
 * the pixels of 300 dpi cards was most of the time of reading them back; taken as they are, the
 * compressed bytes make a short image that costs nothing to decode. What the reader keeps of an
 * image, its object, its size in pixels (the dictionary's /Width and /Height) and where it is
 * drawn, does not depend on its pixels. An image whose dictionary does not read plainly as below
 * (the dictionary in clear text between `N G obj` and `stream`, one filter, Flate) is left as it
 * was: the reading is then slower, never different.
 */
export function withoutImageFilters(bytes: Uint8Array): Uint8Array {
  const copy = new Uint8Array(bytes);
  const text = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('latin1');
  for (const image of text.matchAll(/\/Subtype\s*\/Image(?![\w.#-])/g)) {
    const start = text.lastIndexOf(' obj', image.index);
    const end = text.indexOf('stream', image.index);
    if (start < 0 || end < 0) continue;
    const dictionary = text.slice(start, end);
    // Only printable text and one object's dictionary: not bytes of a stream that happen to spell it.
    if (!/^[\t\n\r\x20-\x7e]*$/.test(dictionary) || dictionary.includes('endobj')) continue;
    const filters = [...dictionary.matchAll(/\/Filter\s*\/FlateDecode(?![\w.#-])/g)];
    if (filters.length !== 1 || dictionary.split('/Filter').length !== 2) continue;
    const at = start + filters[0].index;
    copy.fill(0x20, at, at + filters[0][0].length);
  }
  return copy;
}

/** A field of a PDF form: its kind (text, checkbox…) and its value. */
export interface FormField {
  type: string;
  value: unknown;
}

/** What the reading thread is asked (pdf-reader-thread.ts), and the request that carries it. */
type Question = { kind: 'pages'; data: Uint8Array; text: boolean } | { kind: 'fields'; data: Uint8Array };
export type ReadRequest = Question & { id: number };

let thread: Worker | null = null;
let nextId = 0;
const waiting = new Map<number, { resolve: (v: unknown) => void; reject: (e: Error) => void }>();

/**
 * Asks the reading thread, started at the first question and kept for the process's next ones.
 * It holds the process open only while a question waits for its answer.
 */
function ask<T>(request: Question): Promise<T> {
  if (!thread) {
    thread = new Worker(new URL('./pdf-reader-thread.js', import.meta.url));
    thread.on('message', ({ id, value, error }: { id: number; value?: unknown; error?: string }) => {
      const pending = waiting.get(id);
      waiting.delete(id);
      if (!waiting.size) thread?.unref();
      if (error !== undefined) pending?.reject(new Error(`pdf.js could not read the PDF: ${error}`));
      else pending?.resolve(value);
    });
    // A thread that dies fails what waits for it; the next question starts another.
    thread.on('error', (e: Error) => {
      for (const pending of waiting.values()) pending.reject(e);
      waiting.clear();
      thread = null;
    });
  }
  const id = nextId++;
  thread.ref();
  return new Promise<T>((resolve, reject) => {
    waiting.set(id, { resolve: resolve as (v: unknown) => void, reject });
    thread!.postMessage({ ...request, id });
  });
}

/** Reads the PDF of these bytes as they are. */
export function readPdfData(data: Uint8Array, opts: { text?: boolean } = {}): Promise<ReadPage[]> {
  return ask<ReadPage[]>({ kind: 'pages', data, text: opts.text ?? false });
}

/** The fields of a PDF form by name. */
export function readFormFields(bytes: Uint8Array): Promise<Record<string, FormField>> {
  return ask<Record<string, FormField>>({ kind: 'fields', data: bytes });
}
