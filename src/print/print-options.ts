/** The choices a designer makes when printing, with their defaults and the sizes derived from them. */
import type { Format } from '../core/formats.js';
import type { CardBox } from './imposition.js';
import { mm, type Orientation, type PaperId } from './units.js';

export type Duplex = 'long' | 'short' | 'none';
export type PrintLayout = 'sheets' | 'fold' | 'shop';
export const PRINT_LAYOUTS: PrintLayout[] = ['sheets', 'fold', 'shop'];

export interface PrintOptions {
  paper: PaperId;
  /** Sheets default to portrait, fold-and-glue to landscape (front and back side by side). */
  orientation?: Orientation;
  duplex: Duplex;
  /** Keep each card's bleed, cards spaced apart, instead of trimming to touching cards. */
  bleed: boolean;
  /** Printer calibration: shift of the backs in mm, as seen on the back page (+x right, +y down). */
  offsetX: number;
  offsetY: number;
  /** Embed each card's SVG as vectors instead of its 300 dpi PNG. */
  vector: boolean;
  layouts: PrintLayout[];
}

export const DEFAULT_PRINT_OPTIONS: PrintOptions = {
  paper: 'a4',
  duplex: 'long',
  bleed: false,
  offsetX: 0,
  offsetY: 0,
  vector: false,
  layouts: PRINT_LAYOUTS,
};

/** The resolution print shops ask for: the images of their documents are made at it. */
export const SHOP_DPI = 300;

/** Home printers cannot print the outer few millimetres of the sheet. */
export const PRINTER_MARGIN = mm(3);
/** Space between the cards and the start of a crop mark. */
export const MARK_GAP = mm(1);
/** The shortest crop mark worth drawing; with the two above, the smallest page margin. */
export const MIN_MARK = mm(2);
export const PAGE_MARGIN = PRINTER_MARGIN + MARK_GAP + MIN_MARK;
/** The band a page's footer (its label, 7 pt at most) takes above the printer's margin, in points. */
export const FOOTER_BAND = 10;
/** Bottom crop marks stop above the footer's band where that leaves them this long. */
export const FOOTER_ROOM = { height: FOOTER_BAND, shortest: MIN_MARK };
/** Space kept clear on each side of a fold line, so the fold never runs through a card. */
export const FOLD_GAP = mm(3);

/** The trim and bleed of a format, in points. */
export function formatBox(format: Pick<Format, 'width' | 'height' | 'bleed'>): CardBox {
  return { width: mm(format.width), height: mm(format.height), bleed: mm(format.bleed) };
}
