/**
 * A printed document a pack draws itself (a character sheet, a reference sheet), as plain data:
 * pages of text, shapes and form fields, in PDF points from the top left. One description, two
 * outputs: the PDF (drawing-pdf.ts: real text, fillable fields) and SVG (drawing-svg.ts: the
 * same layout as outlines, for golden images and previews), so what the goldens show is what
 * the PDF places.
 */
import type { FontStyle } from '../core/font-catalog.js';

/** A face of the bundled fonts (fonts/fonts.json). */
export interface FontRef {
  family: string;
  weight: number;
  style: FontStyle;
}

export type Align = 'left' | 'center' | 'right';

/** One line of text: `y` is its baseline; `x` its left edge, centre or right edge by `align`. */
export interface TextOp {
  kind: 'text';
  x: number;
  y: number;
  text: string;
  font: FontRef;
  size: number;
  color: string;
  align?: Align;
}

export interface RectOp {
  kind: 'rect';
  x: number;
  y: number;
  width: number;
  height: number;
  radius?: number;
  fill?: string;
  stroke?: string;
  lineWidth?: number;
}

export interface LineOp {
  kind: 'line';
  x1: number;
  y1: number;
  x2: number;
  y2: number;
  stroke: string;
  lineWidth: number;
  dash?: number;
}

export interface CircleOp {
  kind: 'circle';
  cx: number;
  cy: number;
  r: number;
  fill?: string;
  stroke?: string;
  lineWidth?: number;
}

/**
 * A fillable field. `name` is its fully qualified name: "nom", or "vie.1" for the first kid of
 * the field "vie" (dots make the PDF's field hierarchy). A text field shows `value`; a checkbox
 * is round: a disc of `color` inside the box when checked.
 */
export type FieldOp =
  | { kind: 'field'; type: 'text'; name: string; x: number; y: number; width: number; height: number; size: number; color: string; value: string }
  | { kind: 'field'; type: 'checkbox'; name: string; x: number; y: number; width: number; height: number; color: string; checked: boolean };

export type DrawOp = TextOp | RectOp | LineOp | CircleOp | FieldOp;

export interface DrawnPage {
  width: number;
  height: number;
  /** The page's background colour, when it has one. */
  background?: string;
  ops: DrawOp[];
}

export interface Drawing {
  title: string;
  subject: string;
  pages: DrawnPage[];
}

/** A4 in points. */
export const A4 = { width: 595.28, height: 841.89 };

export const mm = (v: number): number => (v * 72) / 25.4;

/**
 * The size a text field's value is set in: its own, or smaller when that does not fit the field
 * with 2 pt each side. The PDF's appearance and the SVG preview measure it in their own face
 * (Times, the body italic) and both shrink it by this rule.
 */
export function fieldValueSize(naturalWidth: number, field: { width: number; size: number }): number {
  const room = field.width - 4;
  return naturalWidth > room ? (field.size * room) / naturalWidth : field.size;
}
