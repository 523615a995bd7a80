/**
 * One image the Tabletop Simulator export makes: a sheet of cards in a grid, or one picture alone
 * (a deck's common back, a token's face, a board), cut to the trim line of its format.
 */
import { cardGeometry } from '../core/manifest.js';
import type { Format } from '../core/formats.js';
import type { RenderedImage } from '../render/image-set.js';
import type { TrimBox } from './compose-sheet.js';
import { chooseGrid, type SheetGrid } from './sheet-grid.js';

export interface ImageSpec {
  /** Same id, same image: a deck's common back is made once. */
  id: string;
  name: string;
  images: RenderedImage[];
  grid: SheetGrid;
  single: boolean;
  /** Where the trim line is in the images. */
  trim: TrimBox;
}

/** Where the trim line is in a format's images, in pixels (TTS shows the whole image: the bleed goes). */
export function trimOf(format: Format): TrimBox {
  const g = cardGeometry(format);
  return { left: g.bleed, top: g.bleed, width: g.fullWidth - 2 * g.bleed, height: g.fullHeight - 2 * g.bleed };
}

export function imageSpec(name: string, images: RenderedImage[], grid: SheetGrid, single: boolean, trim: TrimBox): ImageSpec {
  return { id: `${name}@${grid.cols}x${grid.rows}:${grid.cellWidth}x${grid.cellHeight}`, name, images, grid, single, trim };
}

/** One picture alone, at most `maxSize` px on its long side. */
export function singleSpec(name: string, image: RenderedImage, format: Format, maxSize: number): ImageSpec {
  const trim = trimOf(format);
  return imageSpec(name, [image], chooseGrid(1, trim, maxSize), true, trim);
}
