/**
 * Opaque PNGs embedded into a pdfkit document without png-js.
 *
 * pdfkit reads a PNG with png-js, which copies the compressed image data into a JavaScript array
 * one byte at a time (`imgData.push(data[pos++])`): for the 96 CODEX card images (about 260 kB
 * each) drawn into three documents, that loop and the garbage it leaves were the largest cost of
 * a one-card rebuild. pdfkit embeds an opaque, non-interlaced PNG's IDAT bytes as they are (a
 * FlateDecode stream with the PNG predictor), so this module walks the chunks with Buffer
 * slices and hands pdfkit an image object that embeds exactly what its own PNGImage would: the
 * same objects, created in the same order, with the same keys and the same label, hence the
 * same PDF bytes. Anything else (alpha, a palette, transparency, interlacing, a damaged file) is
 * left to pdfkit as before, which reads it or fails with its own error.
 */
import { readFileSync } from 'node:fs';
import type { Pdf } from './pdf-document.js';

/** What pdfkit's `image()` accepts as an already opened image (the shape of its PNGImage). */
class OpaquePng {
  obj: unknown = null;
  document: unknown = null;

  constructor(
    readonly label: string,
    readonly width: number,
    readonly height: number,
    private readonly bits: number,
    private readonly colors: 1 | 3,
    private imgData: Uint8Array | null,
  ) {}

  /** pdfkit's PNGImage.embed for an opaque, non-interlaced image without a palette (pdfkit 0.20). */
  embed(document: PdfRefs): void {
    this.document = document;
    if (this.obj) return;
    const obj = document.ref({ Type: 'XObject', Subtype: 'Image', BitsPerComponent: this.bits, Width: this.width, Height: this.height, Filter: 'FlateDecode' });
    this.obj = obj;
    const params = document.ref({ Predictor: 15, Colors: this.colors, BitsPerComponent: this.bits, Columns: this.width });
    obj.data.DecodeParms = params;
    params.end();
    obj.data.ColorSpace = this.colors === 1 ? 'DeviceGray' : 'DeviceRGB';
    obj.end(this.imgData!);
    this.imgData = null;
  }
}

interface PdfRef {
  data: Record<string, unknown>;
  end(chunk?: Uint8Array): void;
}
interface PdfRefs {
  ref(data: Record<string, unknown>): PdfRef;
  _imageCount: number;
}

/** The facts of an opaque PNG pdfkit needs, or null when pdfkit must read the file itself. */
export function readOpaquePng(data: Buffer): { width: number; height: number; bits: number; colors: 1 | 3; idat: Uint8Array } | null {
  let pos = 8;
  let header: { width: number; height: number; bits: number; colorType: number; interlace: number } | null = null;
  const idat: Buffer[] = [];
  while (pos + 8 <= data.length) {
    const size = data.readUInt32BE(pos);
    const type = data.toString('latin1', pos + 4, pos + 8);
    const start = pos + 8;
    const end = start + size;
    if (end + 4 > data.length) return null;
    if (type === 'IHDR') {
      if (size < 13) return null;
      header = { width: data.readUInt32BE(start), height: data.readUInt32BE(start + 4), bits: data[start + 8], colorType: data[start + 9], interlace: data[start + 12] };
    } else if (type === 'IDAT') {
      idat.push(data.subarray(start, end));
    } else if (type === 'PLTE' || type === 'tRNS') {
      return null;
    } else if (type === 'IEND') {
      if (!header || header.interlace !== 0 || (header.colorType !== 0 && header.colorType !== 2) || !idat.length) return null;
      const { width, height, bits } = header;
      if (!width || !height) return null;
      return { width, height, bits, colors: header.colorType === 0 ? 1 : 3, idat: Buffer.concat(idat) };
    }
    pos = end + 4;
  }
  return null;
}

/**
 * Whether pdfkit embeds this PNG's compressed data as it is (opaque, no palette, not interlaced,
 * whole): then it needs no opaque copy (opaque-images.ts).
 */
export function embedsAsIs(data: Buffer): boolean {
  return readOpaquePng(data) !== null;
}

// The images a document has opened, by file: drawn twice, an image is embedded once (as pdfkit's
// own registry does for file names).
const opened = new WeakMap<Pdf, Map<string, OpaquePng | string>>();

/**
 * What to pass to `doc.image()` for the PNG `file`: an opened opaque image, or the file name
 * itself when pdfkit must read it.
 */
export function pdfImage(doc: Pdf, file: string): OpaquePng | string {
  let images = opened.get(doc);
  if (!images) opened.set(doc, (images = new Map()));
  let image = images.get(file);
  if (image === undefined) {
    const png = readOpaquePng(readFileSync(file));
    const refs = doc as unknown as PdfRefs;
    // pdfkit's label for the next image of this document: `I<n>`.
    image = png ? new OpaquePng(`I${++refs._imageCount}`, png.width, png.height, png.bits, png.colors, png.idat) : file;
    images.set(file, image);
  }
  return image;
}
