/**
 * Text laid out for a Drawing: words measured with the bundled faces (the same fontkit layout
 * the PDF and the SVG outputs draw with), wrapped greedily into lines of a given width. A
 * paragraph may mix faces (a bold term, then its meaning).
 */
import { findFont, measure, type LoadedFont } from '../render/fonts.js';
import type { FontRef, TextOp } from './drawing.js';

export function faceOf(font: FontRef): LoadedFont {
  const face = findFont(font.family, font.weight, font.style);
  if (!face) throw new Error(`no bundled font ${font.family} (see fonts/fonts.json)`);
  return face;
}

export function textWidth(text: string, font: FontRef, size: number): number {
  return measure(faceOf(font), text, size);
}

/** A run of a paragraph: its text and how it is set. */
export interface Run {
  text: string;
  font: FontRef;
  color: string;
}

export interface Flowed {
  ops: TextOp[];
  /** The lines laid, and the height they take (lines × leading). */
  lines: number;
  height: number;
}

/**
 * Lays `runs` out from `top` (the top of the first line) in lines of at most `width`, `leading`
 * apart. A word wider than the line is laid alone on its line rather than cut.
 */
export function flow(runs: Run[], at: { x: number; top: number; width: number; size: number; leading: number }): Flowed {
  type Segment = { run: Run; text: string };
  const lines: Segment[][] = [[]];
  const lineWidth = (line: Segment[]) => line.reduce((w, s) => w + textWidth(s.text, s.run.font, at.size), 0);
  let spaceBefore = false;
  for (const run of runs) {
    // Words split on ordinary spaces only: a non-breaking space keeps « 9 noir » on one line.
    const parts = run.text.split(/( +)/);
    for (const part of parts) {
      if (!part) continue;
      if (/^ +$/.test(part)) {
        spaceBefore = true;
        continue;
      }
      const line = lines[lines.length - 1];
      const last = line[line.length - 1];
      const glue = line.length && spaceBefore ? ' ' : '';
      const tried = last && last.run === run ? [...line.slice(0, -1), { run, text: last.text + glue + part }] : [...line, { run, text: glue + part }];
      if (line.length && lineWidth(tried) > at.width) lines.push([{ run, text: part }]);
      else lines[lines.length - 1] = tried;
      spaceBefore = false;
    }
  }
  const ops: TextOp[] = [];
  lines.forEach((line, i) => {
    let x = at.x;
    const y = at.top + at.size * 0.8 + i * at.leading;
    for (const s of line) {
      ops.push({ kind: 'text', x, y, text: s.text, font: s.run.font, size: at.size, color: s.run.color });
      x += textWidth(s.text, s.run.font, at.size);
    }
  });
  const count = lines[0].length ? lines.length : 0;
  return { ops, lines: count, height: count * at.leading };
}
