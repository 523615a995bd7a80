/**
 * Line breaking for card text, done here rather than left to satori, so that we know exactly
 * how many lines a text takes: the renderer can shrink text to fit its box and report, located
 * in the YAML, a text that still does not fit. Symbols are glued to a neighbouring word so that
 * they flow inside wrapped text and never stand alone on a line; a number in digits (or `n°`)
 * stays with what follows it (`1 PV`, `2 {PA}`, `n° 8`) and a quoted card name stays whole
 * (`« Rat Famélique »`), even where the text has plain spaces there.
 */
import { lexCardText } from '../core/card-text.js';
import type { FontStyle } from '../core/font-catalog.js';
import { findFont, measure, type LoadedFont } from './fonts.js';
import { activeFontSet } from './font-set.js';

export interface Segment {
  kind: 'text' | 'symbol';
  /** Text, or the symbol's name. */
  value: string;
  bold: boolean;
  italic: boolean;
  width: number;
}

/** An unbreakable group of segments (a word with its glued symbols and punctuation). */
export interface Box {
  segments: Segment[];
  width: number;
}

export interface Paragraph {
  /** Card text: `{symbol}`, `*emphasis*` (bold), `"Card Name"` (kept on one line). */
  text: string;
  /** The whole paragraph in italics (flavour text). @default false */
  italic?: boolean;
  /** Where the text is in the card's data, for located errors. */
  path: (string | number)[];
}

export interface TextStyle {
  family: string;
  /** Preferred size in px. */
  size: number;
  /** Smallest size allowed before the text is reported as not fitting. */
  minSize: number;
  /** Line height as a multiple of the size. */
  lineHeight: number;
  /** Extra space between paragraphs, as a multiple of the size. */
  paragraphGap: number;
  /** Symbol size as a multiple of the size. */
  symbolScale: number;
}

export interface LaidOutText {
  size: number;
  paragraphs: Box[][][]; // paragraph → line → box
  height: number;
  fits: boolean;
  /** Lines over the box at the smallest size (0 when it fits). */
  excessLines: number;
}

/** Spaces that allow a line break. Non-breaking spaces (U+00A0, U+202F) keep words together. */
const BREAKABLE = /[ \t\n]+/;
/** U+202F is missing from many fonts: draw it as U+00A0, the same non-breaking behaviour. */
const normalize = (s: string) => s.replace(/\u202f/g, '\u00a0');
/**
 * A quoted card name never breaks: its spaces (the quotes' own included) become non-breaking. A
 * longer quotation (a flavour text's sentence: punctuation, or over 40 characters) breaks as
 * text does, but never just inside its guillemets.
 */
const wholeNames = (s: string) =>
  s.replace(/"[^"\n]*"|«[^»\n]*»|“[^”\n]*”/g, (m) =>
    m.length <= 42 && !/[.,;:!?]/.test(m) ? m.replace(/ /g, '\u00a0') : m.replace(/^(«) /, '$1\u00a0').replace(/ (»)$/, '\u00a0$1'),
  );
/** A word after which the line may not break: a number in digits, or `n°`. */
const BINDS_NEXT = /^(\d+([.,]\d+)?|n°|N°)$/;

// Safety factor on measured widths: satori's shaping can differ from fontkit's by a hair.
export const WIDTH_SAFETY = 1.03;

export function fontFor(family: string, bold: boolean, italic: boolean): LoadedFont {
  const f = findFont(family, bold ? 700 : 400, italic ? 'italic' : ('normal' as FontStyle));
  if (!f) throw new Error(`font family '${family}' is neither in fonts/fonts.json nor among the game's font files (fonts: files: of game.yaml)`);
  return f;
}

/** Cut a paragraph into unbreakable boxes at `size`. */
export function boxesOf(p: Paragraph, style: TextStyle, size: number): Box[] {
  const lexed = lexCardText(wholeNames(normalize(p.text)));
  const boxes: Box[] = [];
  let current: Segment[] = [];
  let glueNext = false; // a symbol followed by a space glues to the next word
  const close = () => {
    if (current.length) boxes.push({ segments: current, width: current.reduce((s, x) => s + x.width, 0) });
    current = [];
  };
  const italic = !!p.italic;
  const spaceWidth = (bold: boolean) => measure(fontFor(style.family, bold, italic), ' ', size) * WIDTH_SAFETY;
  for (const run of lexed.runs) {
    if (run.kind === 'symbol') {
      current.push({ kind: 'symbol', value: run.name, bold: run.bold, italic, width: size * style.symbolScale + size * 0.08 });
      glueNext = true;
      continue;
    }
    const parts = run.text.split(/([ \t\n]+)/);
    for (const part of parts) {
      if (part === '') continue;
      if (BREAKABLE.test(part) && part.trim() === '') {
        if (glueNext && current.length) {
          // keep the symbol with the next word: the space becomes part of the box
          current.push({ kind: 'text', value: '\u00a0', bold: run.bold, italic, width: spaceWidth(run.bold) });
          continue;
        }
        close();
        continue;
      }
      const font = fontFor(style.family, run.bold, italic);
      current.push({ kind: 'text', value: part, bold: run.bold, italic, width: measure(font, part, size) * WIDTH_SAFETY });
      // a number keeps what it counts on its line: the space after it joins this box
      glueNext = BINDS_NEXT.test(part.split('\u00a0').pop()!);
    }
  }
  close();
  // A symbol box at the very end glues to the previous word instead.
  if (boxes.length > 1 && boxes[boxes.length - 1].segments.every((s) => s.kind === 'symbol' || s.value === '\u00a0')) {
    const last = boxes.pop()!;
    const prev = boxes[boxes.length - 1];
    const space: Segment = { kind: 'text', value: '\u00a0', bold: false, italic, width: spaceWidth(false) };
    prev.segments.push(space, ...last.segments);
    prev.width += space.width + last.width;
  }
  return boxes;
}

/** Greedy line breaking of boxes into lines of at most `width`. */
export function breakLines(boxes: Box[], width: number, spaceWidth: number): Box[][] {
  const lines: Box[][] = [];
  let line: Box[] = [];
  let used = 0;
  for (const b of boxes) {
    const needed = line.length ? used + spaceWidth + b.width : b.width;
    if (line.length && needed > width) {
      lines.push(line);
      line = [b];
      used = b.width;
    } else {
      line.push(b);
      used = needed;
    }
  }
  if (line.length) lines.push(line);
  return lines;
}

export function layoutAt(paragraphs: Paragraph[], box: { width: number; height: number }, style: TextStyle, size: number) {
  const laid = paragraphs.map((p) => {
    const space = measure(fontFor(style.family, false, !!p.italic), ' ', size) * WIDTH_SAFETY;
    return breakLines(boxesOf(p, style, size), box.width, space);
  });
  const lineCount = laid.reduce((n, l) => n + l.length, 0);
  const height = lineCount * size * style.lineHeight + Math.max(0, laid.length - 1) * size * style.paragraphGap;
  const widest = Math.max(0, ...laid.flat().flat().map((b) => b.width));
  return { laid, height, lineCount, fitsWidth: widest <= box.width };
}

/** Largest size in [minSize, size] (0.5 px steps) at which the text fits the box. */
export function fitText(paragraphs: Paragraph[], box: { width: number; height: number }, style: TextStyle): LaidOutText {
  for (let size = style.size; size >= style.minSize - 1e-9; size -= 0.5) {
    const r = layoutAt(paragraphs, box, style, size);
    if (r.height <= box.height + 0.5 && r.fitsWidth) return { size, paragraphs: r.laid, height: r.height, fits: true, excessLines: 0 };
  }
  const r = layoutAt(paragraphs, box, style, style.minSize);
  const perLine = style.minSize * style.lineHeight;
  return {
    size: style.minSize,
    paragraphs: r.laid,
    height: r.height,
    fits: false,
    excessLines: Math.max(1, Math.ceil((r.height - box.height) / perLine)),
  };
}

/**
 * Characters of `text` (markup excluded) that no face can draw when it is set in the font family:
 * neither the family, nor the game's other families, nor the fallbacks; in order of appearance.
 */
export function missingGlyphs(text: string, family: string, italic = false): string[] {
  const missing: string[] = [];
  const set = activeFontSet();
  for (const run of lexCardText(normalize(text)).runs) {
    if (run.kind !== 'text') continue;
    const font = fontFor(family, run.bold, italic);
    for (const ch of run.text) {
      if (ch === '\n' || ch === '\t') continue;
      if (!set.covers(font, ch) && !missing.includes(ch)) missing.push(ch);
    }
  }
  return missing;
}
