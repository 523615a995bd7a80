/**
 * Lays a printed page out from top to bottom: headings, paragraphs and tables one under the
 * other in a column, each placed where the last ended. A page whose content runs past its
 * bottom is an error (a table grown too long for one side), never silently cut.
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
  constructor(
    public y: number,
    private readonly bottom: number,
    private readonly what: string,
  ) {}

  heading(col: Column, text: string): void {
    this.y += 6;
    this.ops.push({ kind: 'text', x: col.x, y: this.y + 12, text, font: HEADING, size: 12.5, color: WINE });
    this.ops.push({ kind: 'line', x1: col.x, y1: this.y + 17, x2: col.x + col.width, y2: this.y + 17, stroke: WINE, lineWidth: 0.6 });
    this.y += 24;
    this.check();
  }

  /** A paragraph; a run in bold for a term, the rest in the body face. */
  paragraph(col: Column, runs: (string | { bold: string })[], opts: { size?: number; indent?: number } = {}): void {
    const size = opts.size ?? 9.5;
    const indent = opts.indent ?? 0;
    const flowed = flow(
      runs.map((r): Run => (typeof r === 'string' ? { text: french(r), font: BODY, color: INK } : { text: french(r.bold), font: BOLD, color: NAVY })),
      { x: col.x + indent, top: this.y, width: col.width - indent, size, leading: size * 1.3 },
    );
    this.ops.push(...flowed.ops);
    this.y += flowed.height + 4;
    this.check();
  }

  /** A numbered step: its number in the margin, its text beside it. */
  step(col: Column, n: number, runs: (string | { bold: string })[]): void {
    this.ops.push({ kind: 'circle', cx: col.x + 6, cy: this.y + 6, r: 6, fill: NAVY });
    this.ops.push({ kind: 'text', x: col.x + 6, y: this.y + 9.2, text: String(n), font: BOLD, size: 8.5, color: '#ffffff', align: 'center' });
    this.paragraph(col, runs, { indent: 17 });
  }

  /** A table: a shaded header row, then one row a line, the columns' widths as fractions of the column. */
  table(col: Column, headers: string[], widths: number[], rows: string[][], size = 9): void {
    const total = widths.reduce((a, b) => a + b, 0);
    const xs = widths.map((_, i) => col.x + (col.width * widths.slice(0, i).reduce((a, b) => a + b, 0)) / total);
    const rowH = size * 1.65;
    this.ops.push({ kind: 'rect', x: col.x, y: this.y, width: col.width, height: rowH, fill: PANEL });
    headers.forEach((h, i) => this.ops.push({ kind: 'text', x: xs[i] + 4, y: this.y + rowH * 0.68, text: h, font: HEADING, size: size - 1, color: NAVY }));
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
    this.y += 6;
    this.check();
  }

  private check(): void {
    if (this.y > this.bottom) throw new Error(`${this.what} runs past the bottom of its page: shorten its tables or texts`);
  }
}

/** French spacing: a non-breaking space before ; : ! ? » and after «, so none starts a line. */
function french(text: string): string {
  return text.replace(/ ([;:!?»])/g, '\u00a0$1').replace(/« /g, '«\u00a0');
}
