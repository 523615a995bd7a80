/**
 * A print document as data: its pages, and on each page where every card image goes. The
 * planners (sheets, fold-and-glue, print shop) compute plans; draw-plan.ts turns a plan into
 * PDF pages; the tests read card positions back from the PDF and compare them with the plan.
 */
import type { ExportCard } from '../export/card-set.js';
import type { Rect, Segment } from './imposition.js';
import type { CardImage } from './draw-card.js';
import type { RenderedImage } from '../render/image-set.js';

export interface PlacedCard {
  card: ExportCard;
  side: 'front' | 'back';
  /** Where the whole image (bleed included) is drawn. */
  image: Rect;
  /** The trim line: the image is clipped to it on trimmed sheets. */
  trim: Rect;
  clip: boolean;
  rotation: 0 | 180;
}

export type PlannedPage =
  /**
   * `target`: the centre of a registration cross. On duplex sheets the cover and the credits
   * page are the two sides of one sheet, and their crosses meet when the printer registers
   * both sides well: the misregistration the designer measures there is what --offset-x/-y fix.
   */
  | { kind: 'cover'; target?: { x: number; y: number } }
  | { kind: 'credits'; target?: { x: number; y: number } }
  | {
      kind: 'cards';
      size: { width: number; height: number };
      cards: PlacedCard[];
      marks: Segment[];
      /** A dashed fold line (fold-and-glue), as a segment. */
      fold?: Segment;
      /** Small text in the bottom margin naming the page, e.g. "CODEX · Objets · fronts 1/3". */
      label?: string;
    };

/** The rendered image a placed card shows. */
export function renderedOf(placed: PlacedCard): RenderedImage {
  return placed.side === 'front' ? placed.card.front : placed.card.back;
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
