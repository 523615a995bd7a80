/**
 * The 256 px square thumbnail TTS shows beside a saved object in its list: up to four images side
 * by side, each cut to its trim line.
 */
import { sharp as loadSharp } from '../core/sharp.js';
import { readingImage } from '../export/unreadable-image.js';
import type { TrimBox } from './compose-sheet.js';

export async function thumbnail(images: { png: string; trim: TrimBox }[]): Promise<Buffer> {
  const sharp = loadSharp();
  const size = 256;
  // Nothing to show (under --force, every card of the game had errors): an empty square.
  if (!images.length) return sharp({ create: { width: size, height: size, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } } }).png().toBuffer();
  const n = Math.min(images.length, 4);
  const trim = images[0].trim;
  const cellW = Math.floor(size / Math.max(2, n));
  const cellH = Math.floor((cellW * trim.height) / trim.width);
  let w = n === 1 ? Math.floor((size * trim.width) / trim.height) : cellW;
  let h = n === 1 ? size : cellH;
  // A card far wider than tall (or the other way) is shrunk until the row fits the square.
  const fit = Math.min(1, size / (w * n), size / h);
  if (fit < 1) [w, h] = [Math.max(1, Math.floor(w * fit)), Math.max(1, Math.floor(h * fit))];
  const cells = await Promise.all(
    images.slice(0, n).map((i) => {
      // An image of other proportions than the first keeps its own, inside the cell.
      const same = i.trim.width * trim.height === i.trim.height * trim.width;
      return readingImage(i.png, () =>
        sharp(i.png)
          .extract(i.trim)
          .resize(w, h, same ? { fit: 'fill' } : { fit: 'contain', background: { r: 0, g: 0, b: 0, alpha: 0 } })
          .png()
          .toBuffer(),
      );
    }),
  );
  const left0 = Math.floor((size - w * n) / 2);
  return sharp({ create: { width: size, height: size, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } } })
    .composite(cells.map((input, i) => ({ input, left: left0 + i * w, top: Math.floor((size - h) / 2) })))
    .png()
    .toBuffer();
}
