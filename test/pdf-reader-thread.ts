/**
 * The tests' PDF reader's thread (see pdf-reader.ts): pdf.js runs here, in a V8 isolate of its
 * own, because its Node build (pdfjs-dist/legacy) replaces built-ins of the realm that loads it
 * with core-js versions (Array.prototype.push, JSON.stringify, JSON.parse among them, two to
 * three times slower). Loaded in a test process, which runs test file after test file
 * (vitest's isolate: false), it slowed every test after the first PDF read: the engines' hot
 * loops, the memos' JSON. Here it slows nothing but the reading.
 *
 * A request is `{ id, kind: 'pages', data, text }` (what pdf-reader.ts's ReadPage says of each
 * page) or `{ id, kind: 'fields', data }` (a form's fields by name); the answer is `{ id, value }`
 * or `{ id, error }`.
 */
import { parentPort } from 'node:worker_threads';
import { getDocument, OPS } from 'pdfjs-dist/legacy/build/pdf.mjs';
import type { Box, DrawnImage, DrawnLine, DrawnText, FormField, ReadPage, ReadRequest } from './pdf-reader.js';

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

/** Reads the PDF of these bytes as they are (pdf.js takes them over). */
async function readPages(data: Uint8Array, opts: { text?: boolean } = {}): Promise<ReadPage[]> {
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

/** A form's fields by name, widgets only (the parents of dotted names, which have no type, left out). */
async function readFields(data: Uint8Array): Promise<Record<string, FormField>> {
  const doc = await getDocument({ data, verbosity: 0, isEvalSupported: false }).promise;
  const objects = ((await doc.getFieldObjects()) ?? {}) as Record<string, FormField[]>;
  await doc.destroy();
  return Object.fromEntries(Object.entries(objects).filter(([, [f]]) => f.type).map(([name, [f]]) => [name, { type: f.type, value: f.value }]));
}

parentPort!.on('message', (request: ReadRequest) => {
  const work = request.kind === 'fields' ? readFields(request.data) : readPages(request.data, { text: request.text });
  work.then(
    (value) => parentPort!.postMessage({ id: request.id, value }),
    (e: unknown) => parentPort!.postMessage({ id: request.id, error: e instanceof Error ? (e.stack ?? e.message) : String(e) }),
  );
});
