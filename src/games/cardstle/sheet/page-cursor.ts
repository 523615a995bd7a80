/**
 * Lays a printed page out from top to bottom: headings, paragraphs and tables one under the
 * other in a column, each placed where the last ended. A page whose content runs past its
 * bottom is an error (a table grown too long for one side), never silently cut.
 *
 * Every size and gap is multiplied by `scale`, so a sheet can set its pages at the largest scale
 * that fits (reference-sheet.ts); measuring a scale that may not fit, a cursor with `strict`
 * false notes the overflow in `overflows` instead of throwing.
 */
import type { DrawOp } from '../../../print/drawing.js';
import { flow, type Run } from '../../../print/drawing-text.js';
import { BODY, BOLD, HEADING, INK, NAVY, PANEL, RULE, WINE } from './style.js';

export interface Column {
  x: number;
  width: number;
}

export class PageCursor {
  readonly ops: DrawOp[] = [];
  /** Whether the content ran past the bottom (a cursor that is not strict). */
  overflows = false;
  constructor(
    public y: number,
    private readonly bottom: number,
    private readonly what: string,
    readonly scale = 1,
    private readonly strict = true,
  ) {}

  heading(col: Column, text: string): void {
    const k = this.scale;
    this.y += 6 * k;
    this.ops.push({ kind: 'text', x: col.x, y: this.y + 12 * k, text, font: HEADING, size: 12.5 * k, color: WINE });
    this.ops.push({ kind: 'line', x1: col.x, y1: this.y + 17 * k, x2: col.x + col.width, y2: this.y + 17 * k, stroke: WINE, lineWidth: 0.6 });
    this.y += 24 * k;
    this.check();
  }

  /** A paragraph; a run in bold for a term, the rest in the body face. */
  paragraph(col: Column, runs: (string | { bold: string })[], opts: { size?: number; indent?: number } = {}): void {
    const size = (opts.size ?? 9.5) * this.scale;
    const indent = (opts.indent ?? 0) * this.scale;
    const flowed = flow(
      runs.map((r): Run => (typeof r === 'string' ? { text: french(r), font: BODY, color: INK } : { text: french(r.bold), font: BOLD, color: NAVY })),
      { x: col.x + indent, top: this.y, width: col.width - indent, size, leading: size * 1.3 },
    );
    this.ops.push(...flowed.ops);
    this.y += flowed.height + 4 * this.scale;
    this.check();
  }

  /** A numbered step: its number in the margin, its text beside it. */
  step(col: Column, n: number, runs: (string | { bold: string })[]): void {
    const k = this.scale;
    this.ops.push({ kind: 'circle', cx: col.x + 6 * k, cy: this.y + 6 * k, r: 6 * k, fill: NAVY });
    this.ops.push({ kind: 'text', x: col.x + 6 * k, y: this.y + 9.2 * k, text: String(n), font: BOLD, size: 8.5 * k, color: '#ffffff', align: 'center' });
    this.paragraph(col, runs, { indent: 17 });
  }

  /** A table: a shaded header row, then one row a line, the columns' widths as fractions of the column. */
  table(col: Column, headers: string[], widths: number[], rows: string[][], points = 9): void {
    const size = points * this.scale;
    const total = widths.reduce((a, b) => a + b, 0);
    const xs = widths.map((_, i) => col.x + (col.width * widths.slice(0, i).reduce((a, b) => a + b, 0)) / total);
    const rowH = size * 1.65;
    this.ops.push({ kind: 'rect', x: col.x, y: this.y, width: col.width, height: rowH, fill: PANEL });
    headers.forEach((h, i) => this.ops.push({ kind: 'text', x: xs[i] + 4, y: this.y + rowH * 0.68, text: h, font: HEADING, size: size - this.scale, color: NAVY }));
    this.y += rowH;
    // A cell too long for its column wraps: the row is as tall as its tallest cell.
    const leading = size * 1.25;
    for (const row of rows) {
      const cells = row.map((cell, i) =>
        flow([{ text: french(cell), font: i === 0 ? BOLD : BODY, color: INK }], { x: xs[i] + 4, top: this.y + (rowH - leading) / 2 + 1, width: col.width * (widths[i] / total) - 8, size, leading }),
      );
      for (const cell of cells) this.ops.push(...cell.ops);
      this.y += rowH + leading * (Math.max(1, ...cells.map((c) => c.lines)) - 1);
      this.ops.push({ kind: 'line', x1: col.x, y1: this.y, x2: col.x + col.width, y2: this.y, stroke: RULE, lineWidth: 0.4 });
    }
    this.y += 6 * this.scale;
    this.check();
  }

  private check(): void {
    if (this.y <= this.bottom) return;
    if (this.strict) throw new Error(`${this.what} runs past the bottom of its page: shorten its tables or texts`);
    this.overflows = true;
  }
}

/** French spacing: a non-breaking space before ; : ! ? » and after «, so none starts a line. */
function french(text: string): string {
  return text.replace(/ ([;:!?»])/g, '\u00a0$1').replace(/« /g, '«\u00a0');
}
