/**
 * A contact sheet: several rendered cards side by side in one PNG, for the README and for
 * looking at a whole deck at once.
 */
import { readFileSync } from 'node:fs';
import type * as ResvgModule from '@resvg/resvg-js';
import { lazyRequire } from '../core/lazy-require.js';

const resvg = lazyRequire<typeof ResvgModule>('@resvg/resvg-js');

export function contactSheet(pngFiles: string[], opts: { columns: number; cardWidth: number; cardHeight: number; gap?: number; background?: string }): Buffer {
  const gap = opts.gap ?? 16;
  const rows = Math.ceil(pngFiles.length / opts.columns);
  const width = opts.columns * opts.cardWidth + (opts.columns + 1) * gap;
  const height = rows * opts.cardHeight + (rows + 1) * gap;
  const images = pngFiles
    .map((file, i) => {
      const x = gap + (i % opts.columns) * (opts.cardWidth + gap);
      const y = gap + Math.floor(i / opts.columns) * (opts.cardHeight + gap);
      const data = readFileSync(file).toString('base64');
      return `<image x="${x}" y="${y}" width="${opts.cardWidth}" height="${opts.cardHeight}" href="data:image/png;base64,${data}"/>`;
    })
    .join('');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><rect width="100%" height="100%" fill="${opts.background ?? '#ffffff'}"/>${images}</svg>`;
  return new (resvg().Resvg)(svg, { fitTo: { mode: 'original' } }).render().asPng();
}
