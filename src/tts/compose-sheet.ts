/**
 * Draws a TTS sheet: the cards, cut to their trim line (TTS shows the whole image, so the
 * bleed would show as a border), scaled to the grid's cells and laid row by row. The result is
 * an opaque RGB PNG or a JPEG, deterministic for the same cards.
 */
import type { Sharp } from 'sharp';
import { sharp } from '../core/sharp.js';
import { mapLimit } from '../export/file-hash.js';
import { readingImage } from '../export/unreadable-image.js';
import type { SheetGrid } from './sheet-grid.js';

export type SheetFormat = 'png' | 'jpeg';

/** Where the trim line is in the card images, in pixels. */
export interface TrimBox {
  left: number;
  top: number;
  width: number;
  height: number;
}

/** One card as raw RGB pixels, cut to its trim line and scaled to the cell (when it must be). */
export async function cardCell(file: string, trim: TrimBox, width: number, height: number): Promise<Buffer> {
  let image = sharp()(file).extract(trim);
  if (width !== trim.width || height !== trim.height) image = image.resize(width, height, { fit: 'fill', kernel: 'lanczos3' });
  return readingImage(file, () => image.flatten({ background: '#ffffff' }).raw().toBuffer());
}

export async function encode(image: Sharp, format: SheetFormat): Promise<Buffer> {
  return format === 'png' ? image.png({ compressionLevel: 6, adaptiveFiltering: false }).toBuffer() : image.jpeg({ quality: 90, mozjpeg: true }).toBuffer();
}

export async function composeSheet(files: string[], trim: TrimBox, grid: SheetGrid, format: SheetFormat): Promise<Buffer> {
  const { cols, rows, cellWidth: w, cellHeight: h } = grid;
  // sharp runs one libvips thread per call on glibc Linux: cards are decoded a few at a time.
  const cells = await mapLimit(files, 4, (f) => cardCell(f, trim, w, h));
  // Laying cells out is row copies into one RGB buffer (white where no card is): quicker than
  // sharp's composite, which also adds an alpha channel the sheet must not have.
  // Every byte is written below (a card's or white), so the buffer is not cleared first: filling
  // tens of megabytes that the cards then cover was a good part of a one-card rebuild's sheet.
  const width = cols * w;
  const sheet = Buffer.allocUnsafe(width * rows * h * 3);
  for (let i = 0; i < cols * rows; i++) {
    const left = (i % cols) * w;
    const top = Math.floor(i / cols) * h;
    const cell = cells[i];
    for (let y = 0; y < h; y++) {
      const at = ((top + y) * width + left) * 3;
      if (cell) cell.copy(sheet, at, y * w * 3, (y + 1) * w * 3);
      else sheet.fill(255, at, at + w * 3);
    }
  }
  return encode(sharp()(sheet, { raw: { width, height: rows * h, channels: 3 } }), format);
}

/** One card alone (a deck's common back), at the grid's cell size. */
export async function singleCard(file: string, trim: TrimBox, width: number, height: number, format: SheetFormat): Promise<Buffer> {
  const raw = await cardCell(file, trim, width, height);
  return encode(sharp()(raw, { raw: { width, height, channels: 3 } }), format);
}
