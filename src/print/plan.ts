/**
 * A print document as data: its pages, and on each page where every card image goes. The
 * planners (sheets, fold-and-glue, print shop) compute plans; draw-plan.ts turns a plan into
 * PDF pages; the tests read card positions back from the PDF and compare them with the plan.
 */
import type { PrintItem } from './print-groups.js';
import type { Rect, Segment } from './imposition.js';
import type { CardImage } from './draw-card.js';
import type { RenderedImage } from '../render/image-set.js';

export interface PlacedCard {
  /** The card, or the copy of a token, or the sheet or board, placed. */
  card: PrintItem;
  side: 'front' | 'back';
  /** Where the whole image (bleed included) is drawn. */
  image: Rect;
  /** The trim line: the image is clipped to it on trimmed sheets. */
  trim: Rect;
  clip: boolean;
  rotation: 0 | 180;
}

/** A short text placed in a margin: a tile's name, a neighbour's, "cut", a page's footer. */
export interface PlacedText {
  text: string;
  /** The centre of the text's box. */
  x: number;
  y: number;
  /** In points; set smaller (down to 4.5 pt) when the text is longer than `room`. */
  size: number;
  bold?: boolean;
  /** Turned to read along a side margin: 90 from top to bottom, -90 from bottom to top. */
  rotation: 0 | 90 | -90;
  /** The longest the text may be, along its line; left out when it cannot fit even small. */
  room: number;
}

export type PlannedPage =
  /**
   * `target`: the centre of a registration cross. On duplex sheets the cover and the credits
   * page are the two sides of one sheet, and their crosses meet when the printer registers
   * both sides well: the misregistration the designer measures there is what --offset-x/-y fix.
   */
  | {
      kind: 'cover';
      target?: { x: number; y: number };
      /** False: no list of the game's cards and components (a document that holds one board). */
      contents?: boolean;
    }
  | { kind: 'credits'; target?: { x: number; y: number } }
  | {
      kind: 'cards';
      size: { width: number; height: number };
      cards: PlacedCard[];
      marks: Segment[];
      /** A dashed fold line (fold-and-glue), as a segment. */
      fold?: Segment;
      /** Round cut lines (round tokens), centre and radius. */
      circles?: { x: number; y: number; r: number }[];
      /** Small text in the bottom margin naming the page, e.g. "CODEX · Objets · fronts 1/3". */
      label?: string;
      /** Dashed cut lines: where a tile of a board is trimmed before it is glued over its neighbour. */
      cuts?: Segment[];
      /** Thin lines over the image: where a neighbouring tile's edge comes when it is glued on. */
      guides?: Segment[];
      /** Lightly shaded parts of the image: a tile's overlap, where its neighbour is glued. */
      shades?: Rect[];
      /** Arrows from tail to head: a tile's pointers to its neighbours. */
      arrows?: Segment[];
      /** Texts at their places (a tile's name, its neighbours', "cut"), for pages that need more than `label`. */
      texts?: PlacedText[];
    };

/** The rendered image a placed card shows. */
export function renderedOf(placed: PlacedCard): RenderedImage {
  const image = placed.side === 'front' ? placed.card.front : placed.card.back;
  // Planners place a back only where there is one.
  if (!image) throw new Error(`${placed.card.id} has no back to place`);
  return image;
}

/** The files of a placed card's image: its opaque PNG copy when there is one, and its SVG. */
export function imageOf(placed: PlacedCard, opaque: Map<string, string>): CardImage {
  const image = renderedOf(placed);
  return { png: opaque.get(image.png) ?? image.png, svg: image.svg };
}

export interface PrintPlan {
  /** Page size of the cover and credits pages (the sheets' paper). */
  size: { width: number; height: number };
  pages: PlannedPage[];
  /** What the cover page says about printing this document. */
  instructions: string[];
}
