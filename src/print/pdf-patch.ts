/**
 * Replaces image streams in a PDF that pdfkit wrote, leaving every other byte as it was.
 *
 * When a card's text is edited, its image changes but the documents that show it do not move a
 * thing: the same pages, the same objects in the same order, the same words on the cover. The
 * only bytes that differ from the previous file are that image's stream and its /Length, and the
 * offsets that come after them (the cross-reference table, `startxref`). Splicing those few
 * parts gives exactly the file pdfkit would write from scratch, without laying out a word or
 * loading pdfkit at all.
 *
 * The file must be laid out as pdfkit lays it out (objects `N 0 obj`, a dictionary one key a
 * line, one classic cross-reference table at the end) and each replaced object must be an opaque
 * image of the same size and colours as the new one (what png-embed.ts embeds): anything else
 * answers null, and the caller draws the document again.
 */

/** An opaque PNG's IDAT bytes, embedded as they are (a FlateDecode stream with the PNG predictor). */
export interface ImageStream {
  width: number;
  height: number;
  bits: number;
  colors: 1 | 3;
  /** The concatenated IDAT chunks. */
  data: Uint8Array;
}

const FREE_ENTRY = '0000000000 65535 f \n';
const ENTRY = 20;
const STREAM_END = '\nendstream\nendobj\n';

/** The byte offset of each object (index = object number), read from the file's one xref table. */
function readXref(pdf: Buffer): { offsets: number[]; xrefAt: number; trailerAt: number; trailerEnd: number } | null {
  const tail = pdf.toString('latin1', Math.max(0, pdf.length - 40));
  const end = /\nstartxref\n(\d+)\n%%EOF\n$/.exec(tail);
  if (!end) return null;
  const xrefAt = Number(end[1]);
  const head = /^xref\n0 (\d+)\n/.exec(pdf.toString('latin1', xrefAt, xrefAt + 32));
  if (!head) return null;
  const count = Number(head[1]);
  const entriesAt = xrefAt + head[0].length;
  if (pdf.toString('latin1', entriesAt, entriesAt + ENTRY) !== FREE_ENTRY) return null;
  const offsets = [0];
  for (let i = 1; i < count; i++) {
    const entry = /^(\d{10}) 00000 n \n$/.exec(pdf.toString('latin1', entriesAt + i * ENTRY, entriesAt + (i + 1) * ENTRY));
    if (!entry) return null;
    offsets.push(Number(entry[1]));
  }
  const trailerAt = entriesAt + count * ENTRY;
  if (pdf.toString('latin1', trailerAt, trailerAt + 8) !== 'trailer\n') return null;
  return { offsets, xrefAt, trailerAt, trailerEnd: pdf.length - end[0].length + 1 };
}

/** One image object as found in the file: where it starts and ends, and its dictionary with the new /Length. */
function imageObject(pdf: Buffer, id: number, at: number, image: ImageStream): { start: number; end: number; head: Buffer } | null {
  const open = `${id} 0 obj\n<<\n`;
  if (pdf.toString('latin1', at, at + open.length) !== open) return null;
  const dictEnd = pdf.indexOf('\n>>\nstream\n', at, 'latin1');
  if (dictEnd < 0) return null;
  const lines = pdf.toString('latin1', at + open.length, dictEnd).split('\n');
  const dict = new Map<string, string>();
  for (const line of lines) {
    const kv = /^\/(\w+) (.+)$/.exec(line);
    if (!kv || dict.has(kv[1])) return null;
    dict.set(kv[1], kv[2]);
  }
  const expected: Record<string, string> = {
    Type: '/XObject',
    Subtype: '/Image',
    BitsPerComponent: String(image.bits),
    Width: String(image.width),
    Height: String(image.height),
    Filter: '/FlateDecode',
    ColorSpace: image.colors === 1 ? '/DeviceGray' : '/DeviceRGB',
  };
  // No other key (an /SMask, a /Decode…): then it is not the image this would write.
  const allowed = new Set([...Object.keys(expected), 'DecodeParms', 'Length']);
  if ([...dict.keys()].some((k) => !allowed.has(k)) || Object.entries(expected).some(([k, v]) => dict.get(k) !== v)) return null;
  if (!/^\d+ 0 R$/.test(dict.get('DecodeParms') ?? '') || !/^\d+$/.test(dict.get('Length') ?? '')) return null;
  const streamAt = dictEnd + '\n>>\nstream\n'.length;
  const end = streamAt + Number(dict.get('Length'));
  if (pdf.toString('latin1', end, end + STREAM_END.length) !== STREAM_END) return null;
  const head = lines.map((l) => (l.startsWith('/Length ') ? `/Length ${image.data.length}` : l)).join('\n');
  return { start: at, end: end + STREAM_END.length, head: Buffer.from(`${open}${head}\n>>\nstream\n`, 'latin1') };
}

/**
 * The PDF with the streams of the objects in `images` (by object number) replaced, or null when
 * the file is not one this can patch exactly.
 */
export function replaceImageStreams(pdf: Buffer, images: Map<number, ImageStream>): Buffer | null {
  const xref = readXref(pdf);
  if (!xref) return null;
  const { offsets } = xref;
  const swaps: { start: number; end: number; parts: Uint8Array[] }[] = [];
  for (const [id, image] of images) {
    if (!(id > 0 && id < offsets.length)) return null;
    const found = imageObject(pdf, id, offsets[id], image);
    if (!found) return null;
    swaps.push({ start: found.start, end: found.end, parts: [found.head, image.data, Buffer.from(STREAM_END, 'latin1')] });
  }
  swaps.sort((a, b) => a.start - b.start);
  for (let i = 1; i < swaps.length; i++) if (swaps[i].start < swaps[i - 1].end) return null;
  if (swaps.length && swaps[swaps.length - 1].end > xref.xrefAt) return null;

  // The new body: what lies between the replaced objects, as it was.
  const body: Uint8Array[] = [];
  const shifts: { from: number; delta: number }[] = [];
  let pos = 0;
  let delta = 0;
  for (const s of swaps) {
    body.push(pdf.subarray(pos, s.start), ...s.parts);
    delta += s.parts.reduce((n, p) => n + p.length, 0) - (s.end - s.start);
    shifts.push({ from: s.end, delta });
    pos = s.end;
  }
  body.push(pdf.subarray(pos, xref.xrefAt));
  // Each object moves by the growth of the replaced ones before it.
  const moved = (offset: number) => {
    let d = 0;
    for (const s of shifts) if (offset >= s.from) d = s.delta;
    return offset + d;
  };
  const entries = offsets.slice(1).map((o) => `${String(moved(o)).padStart(10, '0')} 00000 n \n`);
  const table = `xref\n0 ${offsets.length}\n${FREE_ENTRY}${entries.join('')}`;
  const trailer = pdf.subarray(xref.trailerAt, xref.trailerEnd);
  return Buffer.concat([...body, Buffer.from(table, 'latin1'), trailer, Buffer.from(`startxref\n${xref.xrefAt + delta}\n%%EOF\n`, 'latin1')]);
}
