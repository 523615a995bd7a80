/**
 * A Drawing's page as SVG, its text as the outlines of the bundled faces (fontkit's layout, the
 * one the PDF's text uses): what the PDF shows, without a PDF renderer, for golden images and
 * previews. A field shows what its appearance in the PDF shows (its value, a disc when checked);
 * a text field's value is drawn in the body face's italic here, in Times in the PDF.
 */
import type * as ResvgModule from '@resvg/resvg-js';
import { lazyRequire } from '../core/lazy-require.js';

import { fieldValueSize, type DrawOp, type DrawnPage, type FieldOp, type FontRef } from './drawing.js';
import { faceOf, textWidth } from './drawing-text.js';

const resvg = lazyRequire<typeof ResvgModule>('@resvg/resvg-js');

/** The face a field's value is previewed in. */
const PREVIEW_FONT: FontRef = { family: 'Alegreya', weight: 400, style: 'italic' };

export function pageSvg(page: DrawnPage): string {
  const body = page.ops.map(opSvg).join('\n');
  const bg = page.background ? `<rect width="${n(page.width)}" height="${n(page.height)}" fill="${page.background}"/>\n` : '';
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${n(page.width)}" height="${n(page.height)}" viewBox="0 0 ${n(page.width)} ${n(page.height)}">\n${bg}${body}\n</svg>\n`;
}

/** The page as a PNG `width` pixels wide. */
export function pagePng(page: DrawnPage, width: number): Buffer {
  return new (resvg().Resvg)(pageSvg(page), { fitTo: { mode: 'width', value: width }, font: { loadSystemFonts: false } }).render().asPng();
}

function opSvg(op: DrawOp): string {
  switch (op.kind) {
    case 'text':
      return textSvg(op.text, op.font, op.size, op.x, op.y, op.color, op.align);
    case 'rect':
      return `<rect x="${n(op.x)}" y="${n(op.y)}" width="${n(op.width)}" height="${n(op.height)}"${op.radius ? ` rx="${n(op.radius)}"` : ''}${paint(op.fill, op.stroke, op.lineWidth)}/>`;
    case 'circle':
      return `<circle cx="${n(op.cx)}" cy="${n(op.cy)}" r="${n(op.r)}"${paint(op.fill, op.stroke, op.lineWidth)}/>`;
    case 'line':
      return `<line x1="${n(op.x1)}" y1="${n(op.y1)}" x2="${n(op.x2)}" y2="${n(op.y2)}" stroke="${op.stroke}" stroke-width="${n(op.lineWidth)}"${op.dash ? ` stroke-dasharray="${n(op.dash)}"` : ''}/>`;
    case 'field':
      return fieldSvg(op);
  }
}

function fieldSvg(op: FieldOp): string {
  if (op.type === 'checkbox') {
    return op.checked ? `<circle cx="${n(op.x + op.width / 2)}" cy="${n(op.y + op.height / 2)}" r="${n(Math.min(op.width, op.height) * 0.3)}" fill="${op.color}"/>` : '';
  }
  if (!op.value) return '';
  const size = fieldValueSize(textWidth(op.value, PREVIEW_FONT, op.size), op);
  return textSvg(op.value, PREVIEW_FONT, size, op.x + 2, op.y + (op.height + size * 0.65) / 2, op.color);
}

function textSvg(text: string, font: FontRef, size: number, x: number, y: number, color: string, align?: string): string {
  const face = faceOf(font).face;
  const run = face.layout(text);
  const scale = size / face.unitsPerEm;
  const width = run.advanceWidth * scale;
  let pen = align === 'center' ? x - width / 2 : align === 'right' ? x - width : x;
  const parts: string[] = [];
  run.glyphs.forEach((glyph, i) => {
    const pos = run.positions[i];
    const gx = pen + pos.xOffset * scale;
    const gy = y - pos.yOffset * scale;
    const d = glyph.path.transform(scale, 0, 0, -scale, gx, gy).toSVG();
    if (d) parts.push(d);
    pen += pos.xAdvance * scale;
  });
  return parts.length ? `<path fill="${color}" d="${parts.join(' ')}"/>` : '';
}

function paint(fill?: string, stroke?: string, lineWidth = 1): string {
  return ` fill="${fill ?? 'none'}"${stroke ? ` stroke="${stroke}" stroke-width="${n(lineWidth)}"` : ''}`;
}

function n(v: number): string {
  return String(Math.round(v * 100) / 100);
}
