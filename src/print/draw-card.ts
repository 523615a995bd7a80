/**
 * Draws one card image into a PDF page: the raster PNG (default) or the card's SVG as vectors,
 * at its image rectangle, clipped to the trim line when the sheet is trimmed, and turned 180°
 * for backs on sheets that flip like a calendar.
 */
import { readFileSync } from 'node:fs';
import type SVGtoPDFType from 'svg-to-pdfkit';
import { lazyRequire } from '../core/lazy-require.js';

import { unreadableImage } from '../export/unreadable-image.js';
import type { Rect } from './imposition.js';
import type { Pdf } from './pdf-document.js';
import { inlineSvgImages } from './inline-svg-images.js';
import { pdfImage } from './png-embed.js';

const SVGtoPDF = lazyRequire<typeof SVGtoPDFType>('svg-to-pdfkit');

export interface CardImage {
  /** Opaque PNG, for raster output. */
  png: string;
  /** The card's SVG file, for vector output. */
  svg: string;
}

export interface DrawOptions {
  /** Clip to this rectangle (the trim), or draw the whole image. */
  clip?: Rect;
  rotation?: 0 | 180;
  vector?: boolean;
}

const svgCache = new Map<string, string>();

function vectorSource(file: string): string {
  let svg = svgCache.get(file);
  if (svg === undefined) {
    svg = inlineSvgImages(readFileSync(file, 'utf8'));
    svgCache.set(file, svg);
  }
  return svg;
}

/**
 * Draws the card; returns the number of the PDF object its raster image is embedded as (the
 * first time it is drawn in this document or later), which print-set.ts records so that a later
 * build can replace that image's bytes alone (pdf-patch.ts). Null for vector output.
 */
export function drawCard(doc: Pdf, image: CardImage, at: Rect, opts: DrawOptions = {}): number | null {
  let embedded: number | null = null;
  doc.save();
  if (opts.clip) doc.rect(opts.clip.x, opts.clip.y, opts.clip.width, opts.clip.height).clip();
  if (opts.rotation === 180) doc.rotate(180, { origin: [at.x + at.width / 2, at.y + at.height / 2] });
  if (opts.vector) {
    SVGtoPDF()(doc, vectorSource(image.svg), at.x, at.y, { width: at.width, height: at.height, preserveAspectRatio: 'none' });
  } else {
    try {
      // Opened without png-js when it is an opaque PNG (png-embed.ts): the same bytes, much sooner.
      const src = pdfImage(doc, image.png);
      doc.image(src as string, at.x, at.y, { width: at.width, height: at.height });
      // pdfkit keeps the images it opened from a file name in its registry.
      const opened = typeof src === 'string' ? (doc as unknown as { _imageRegistry: Record<string, unknown> })._imageRegistry[src] : src;
      const id = (opened as { obj?: { id?: unknown } } | undefined)?.obj?.id;
      embedded = typeof id === 'number' ? id : null;
    } catch (e) {
      throw unreadableImage(image.png, e);
    }
  }
  doc.restore();
  return embedded;
}
