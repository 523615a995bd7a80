/**
 * Draws a TTS sheet: the cards, cut to their trim line (TTS shows the whole image, so the
 * bleed would show as a border), scaled to the grid's cells and laid row by row. The result is
 * an opaque RGB PNG or a JPEG, deterministic for the same cards.
 */
import sharp, { type Sharp } from 'sharp';
import { mapLimit } from '../export/file-hash.js';
import type { SheetGrid } from './sheet-grid.js';

export type SheetFormat = 'png' | 'jpeg';

/** Where the trim line is in the card images, in pixels. */
export interface TrimBox {
  left: number;
  top: number;
  width: number;
  height: number;
}

export async function cardCell(file: string, trim: TrimBox, width: number, height: number): Promise<Buffer> {
  return sharp(file)
    .extract(trim)
    .resize(width, height, { fit: 'fill', kernel: 'lanczos3' })
    .flatten({ background: '#ffffff' })
    .raw()
    .toBuffer();
}

export async function encode(image: Sharp, format: SheetFormat): Promise<Buffer> {
  return format === 'png' ? image.png({ compressionLevel: 6 }).toBuffer() : image.jpeg({ quality: 90, mozjpeg: true }).toBuffer();
}

export async function composeSheet(files: string[], trim: TrimBox, grid: SheetGrid, format: SheetFormat): Promise<Buffer> {
  const { cols, rows, cellWidth: w, cellHeight: h } = grid;
  const cells = await mapLimit(files, 4, (f) => cardCell(f, trim, w, h));
  const sheet = sharp({ create: { width: cols * w, height: rows * h, channels: 3, background: '#ffffff' } }).composite(
    cells.map((input, i) => ({ input, raw: { width: w, height: h, channels: 3 }, left: (i % cols) * w, top: Math.floor(i / cols) * h })),
  );
  // Compositing adds an alpha channel: the sheet goes out as plain RGB.
  const rgb = await sheet.raw().toBuffer({ resolveWithObject: true });
  return encode(sharp(rgb.data, { raw: rgb.info }).removeAlpha(), format);
}

/** One card alone (a deck's common back), at the grid's cell size. */
export async function singleCard(file: string, trim: TrimBox, width: number, height: number, format: SheetFormat): Promise<Buffer> {
  const raw = await cardCell(file, trim, width, height);
  return encode(sharp(raw, { raw: { width, height, channels: 3 } }), format);
}
