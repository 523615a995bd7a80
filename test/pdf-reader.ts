/**
 * Reads a PDF back with pdf.js (no system tools needed): each page's size, where each image is
 * drawn (its box in points, top-left origin like the plans, whether it is turned 180°, and the
 * rectangle it is clipped to), the straight lines stroked (dashed or not), the boxes of what is
 * filled, and with `text`, the page's words with their boxes.
 *
 * Reading is kept cheap, as a dozen test files read PDFs of 300 dpi cards: pdf.js is not made to
 * inflate the images' pixels, which nothing here looks at (see withoutImageFilters), and a file
 * already read by this process is not read again (see readPdf).
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { getDocument, OPS } from 'pdfjs-dist/legacy/build/pdf.mjs';

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

/** What pdf.js hands over of an image: its object (as `12R`) and its size in pixels. */
interface ImageObject {
  ref?: string;
  width: number;
  height: number;
}

type Matrix = [number, number, number, number, number, number];
const multiply = (m: Matrix, n: Matrix): Matrix => [
  m[0] * n[0] + m[2] * n[1],
  m[1] * n[0] + m[3] * n[1],
  m[0] * n[2] + m[2] * n[3],
  m[1] * n[2] + m[3] * n[3],
  m[0] * n[4] + m[2] * n[5] + m[4],
  m[1] * n[4] + m[3] * n[5] + m[5],
];

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

/** Reads the PDF of these bytes as they are (pdf.js may take them over: hand it a copy). */
export async function readPdfData(data: Uint8Array, opts: { text?: boolean } = {}): Promise<ReadPage[]> {
  const doc = await getDocument({ data, verbosity: 0, isEvalSupported: false }).promise;
  const pages: ReadPage[] = [];
  for (let p = 1; p <= doc.numPages; p++) {
    const page = await doc.getPage(p);
    const [, , width, height] = page.view;
    const ops = await page.getOperatorList();
    // pdf.js hands an image over once decoded, which may be after the operator list (a JPEG, a
    // PNG with alpha): wait for each.
    const imageObjects = new Map<string, ImageObject>();
    for (const [i, fn] of ops.fnArray.entries()) {
      if (fn !== OPS.paintImageXObject) continue;
      const objId = String(ops.argsArray[i][0]);
      if (imageObjects.has(objId)) continue;
      const objects = objId.startsWith('g_') ? page.commonObjs : page.objs;
      imageObjects.set(objId, await new Promise<ImageObject>((resolve) => objects.get(objId, resolve)));
    }
    const images: DrawnImage[] = [];
    const lines: DrawnLine[] = [];
    const fills: Box[] = [];
    let ctm: Matrix = [1, 0, 0, 1, 0, 0];
    let clip: Box | undefined;
    let dashed = false;
    let clipNext = false;
    const stack: { ctm: Matrix; clip?: Box; dashed: boolean }[] = [];
    // Page space (PDF's, origin at the bottom left) to the plans' (top left).
    const at = (x: number, y: number): [number, number] => [ctm[0] * x + ctm[2] * y + ctm[4], height - (ctm[1] * x + ctm[3] * y + ctm[5])];
    const boxOf = (points: [number, number][]): Box => {
      const xs = points.map((p) => p[0]);
      const ys = points.map((p) => p[1]);
      return { x: Math.min(...xs), y: Math.min(...ys), width: Math.max(...xs) - Math.min(...xs), height: Math.max(...ys) - Math.min(...ys) };
    };
    ops.fnArray.forEach((fn, i) => {
      const args = ops.argsArray[i];
      if (fn === OPS.save) stack.push({ ctm, clip, dashed });
      else if (fn === OPS.restore) ({ ctm, clip, dashed } = stack.pop() ?? { ctm, clip, dashed });
      else if (fn === OPS.transform) ctm = multiply(ctm, args as Matrix);
      else if (fn === OPS.setDash) dashed = (args[0] as number[]).length > 0;
      // pdf.js lists the clip before the path it clips to.
      else if (fn === OPS.clip || fn === OPS.eoClip) clipNext = true;
      else if (fn === OPS.constructPath) {
        const [paint, [data]] = args as [number, ArrayLike<number>[]];
        const points = pathPoints(data).map((sub) => sub.map(([x, y]) => at(x, y)));
        if (clipNext) {
          clip = boxOf(points.flat());
          clipNext = false;
        }
        if (paint === OPS.stroke || paint === OPS.closeStroke) {
          for (const sub of points) for (let k = 1; k < sub.length; k++) lines.push({ x1: sub[k - 1][0], y1: sub[k - 1][1], x2: sub[k][0], y2: sub[k][1], dashed });
        } else if (paint === OPS.fill || paint === OPS.eoFill || paint === OPS.fillStroke) fills.push(boxOf(points.flat()));
      } else if (fn === OPS.paintImageXObject) {
        const corners = [[0, 0], [1, 0], [0, 1], [1, 1]].map(([u, v]) => [ctm[0] * u + ctm[2] * v + ctm[4], ctm[1] * u + ctm[3] * v + ctm[5]]);
        const xs = corners.map((c) => c[0]);
        const ys = corners.map((c) => c[1]);
        const top = Math.max(...ys);
        const objId = String(args[0]);
        const obj = imageObjects.get(objId)!;
        images.push({
          id: obj.ref ?? objId,
          pixelWidth: obj.width,
          pixelHeight: obj.height,
          x: Math.min(...xs),
          y: height - top,
          width: Math.max(...xs) - Math.min(...xs),
          height: top - Math.min(...ys),
          // An image fills the unit square with its first row at the top: upright when d > 0.
          rotated: ctm[3] < 0,
          ...(clip ? { clip } : {}),
        });
      }
    });
    let text = '';
    const texts: DrawnText[] = [];
    if (opts.text) {
      const content = await page.getTextContent();
      text = content.items.map((i) => ('str' in i ? i.str : '')).join(' ');
      for (const item of content.items) {
        if (!('str' in item) || !item.str.trim()) continue;
        // The run goes along the transform's first column, its height along the second.
        const [a, b, c, d, e, f] = item.transform as Matrix;
        const along = [a / Math.hypot(a, b), b / Math.hypot(a, b)];
        const up = [c / Math.hypot(c, d), d / Math.hypot(c, d)];
        const corners = [[0, 0], [item.width, 0], [0, item.height], [item.width, item.height]].map(
          ([u, v]) => [e + along[0] * u + up[0] * v, height - (f + along[1] * u + up[1] * v)] as [number, number],
        );
        texts.push({ str: item.str, ...boxOf(corners) });
      }
    }
    pages.push({ width, height, images, lines, fills, text, texts });
  }
  await doc.destroy();
  return pages;
}

/** The points of each subpath of a pdf.js path (moveTo 0, lineTo 1, curveTo 2, quadraticCurveTo 3, closePath 4), curves by their ends. */
function pathPoints(data: ArrayLike<number>): [number, number][][] {
  const subs: [number, number][][] = [];
  let k = 0;
  while (k < data.length) {
    const op = data[k];
    if (op === 0) {
      subs.push([[data[k + 1], data[k + 2]]]);
      k += 3;
    } else if (op === 1) {
      subs[subs.length - 1].push([data[k + 1], data[k + 2]]);
      k += 3;
    } else if (op === 2) {
      subs[subs.length - 1].push([data[k + 5], data[k + 6]]);
      k += 7;
    } else if (op === 3) {
      subs[subs.length - 1].push([data[k + 3], data[k + 4]]);
      k += 5;
    } else {
      const sub = subs[subs.length - 1];
      if (sub?.length) sub.push(sub[0]);
      k += 1;
    }
  }
  return subs;
}
