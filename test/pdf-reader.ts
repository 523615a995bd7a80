/**
 * Reads a PDF back with pdf.js (no system tools needed): each page's size, and where each image
 * is drawn (its box in points, top-left origin like the plans, and whether it is turned 180°).
 */
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
}

export interface ReadPage {
  width: number;
  height: number;
  images: DrawnImage[];
  text: string;
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

export async function readPdf(file: string, opts: { text?: boolean } = {}): Promise<ReadPage[]> {
  const doc = await getDocument({ data: new Uint8Array(readFileSync(file)), verbosity: 0, isEvalSupported: false }).promise;
  const pages: ReadPage[] = [];
  for (let p = 1; p <= doc.numPages; p++) {
    const page = await doc.getPage(p);
    const [, , width, height] = page.view;
    const ops = await page.getOperatorList();
    const images: DrawnImage[] = [];
    let ctm: Matrix = [1, 0, 0, 1, 0, 0];
    const stack: Matrix[] = [];
    ops.fnArray.forEach((fn, i) => {
      const args = ops.argsArray[i];
      if (fn === OPS.save) stack.push(ctm);
      else if (fn === OPS.restore) ctm = stack.pop() ?? ctm;
      else if (fn === OPS.transform) ctm = multiply(ctm, args as Matrix);
      else if (fn === OPS.paintImageXObject) {
        const corners = [[0, 0], [1, 0], [0, 1], [1, 1]].map(([u, v]) => [ctm[0] * u + ctm[2] * v + ctm[4], ctm[1] * u + ctm[3] * v + ctm[5]]);
        const xs = corners.map((c) => c[0]);
        const ys = corners.map((c) => c[1]);
        const top = Math.max(...ys);
        const objId = String(args[0]);
        const obj = (objId.startsWith('g_') ? page.commonObjs : page.objs).get(objId) as { ref?: string; width: number; height: number };
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
        });
      }
    });
    let text = '';
    if (opts.text) {
      const content = await page.getTextContent();
      text = content.items.map((i) => ('str' in i ? i.str : '')).join(' ');
    }
    pages.push({ width, height, images, text });
  }
  await doc.destroy();
  return pages;
}
