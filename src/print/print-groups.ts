/**
 * What the print-and-play documents lay out, gathered from a card set: groups of like things cut
 * from a grid (each deck in its format; each token, `count` times), and pieces printed whole
 * (sheets, the boards that fit the paper). Pure data: the planners place them.
 */
import type { CardSet, ExportComponent } from '../export/card-set.js';
import type { Format } from '../core/formats.js';
import type { RenderedImage } from '../render/image-set.js';
import { formatBox, PAGE_MARGIN } from './print-options.js';

/** One thing cut from a grid: a card, a copy of a token. */
export interface PrintItem {
  id: string;
  name: string;
  front: RenderedImage;
  /** Null for a one-faced token: nothing is printed behind it. */
  back: RenderedImage | null;
}

export interface PrintGroup {
  /** A deck's cards, a token's copies, or the copies of a sheet or board printed whole. */
  kind: 'deck' | 'token' | 'whole';
  /** What the pages of the group say they hold: a deck's name ("Objets"), a token's ("Mur"). */
  label: string;
  format: Format;
  items: PrintItem[];
  /**
   * Printed on pages of its own, shared with no other group: a deck the game uses in several
   * copies (`sets:`), whose pages the cover says to print that many times.
   */
  apart?: boolean;
}

/**
 * Decks (in their formats), then tokens, each copy an item, in the manifest's order: each deck
 * and each token a group. The planners let the groups of one format share pages (share-pages.ts).
 */
export function gridGroups(set: CardSet): PrintGroup[] {
  const decks = set.decks.map((d): PrintGroup => ({ kind: 'deck', label: d.deck.name, format: d.format, items: d.cards, ...((d.deck.sets ?? 1) > 1 ? { apart: true } : {}) }));
  const tokens = set.components.filter((c) => c.component.kind === 'token').map((c) => componentGroup(c));
  return [...decks, ...tokens];
}

/** A component as a group: `count` copies, the first with its id, the others `id~2`, `id~3`; a board or sheet has no back. */
export function componentGroup(c: ExportComponent): PrintGroup {
  const back = c.component.kind === 'token' ? c.back : null;
  const items = Array.from({ length: c.count }, (_, k): PrintItem => ({ id: k ? `${c.component.id}~${k + 1}` : c.component.id, name: c.name, front: c.front, back }));
  return { kind: c.component.kind === 'token' ? 'token' : 'whole', label: c.name, format: c.format, items };
}

/**
 * Where a format is printed with others of its size: its trim, its bleed and its shape (a round
 * piece is cut along its circle, a square one on crop marks). Two formats of the same size (a
 * deck's square tiles and square tokens) share pages.
 */
export function sizeKey(format: Format): string {
  return `${format.width}x${format.height}+${format.bleed}${format.shape === 'round' ? ' round' : ''}`;
}

/** The pieces printed whole at 100 %, each component once: the sheets, then the boards that fit `paper`. */
export function wholePieces(set: CardSet, paper: { width: number; height: number }): ExportComponent[] {
  const sheets = set.components.filter((c) => c.component.kind === 'sheet');
  const boards = set.components.filter((c) => c.component.kind === 'board' && fitsOn(c.format, paper, PAGE_MARGIN));
  return [...sheets, ...boards];
}

/** The boards too large for `paper` (with room for crop marks): printed apart, in tiles (board-documents.ts). */
export function boardsApartOf(set: CardSet, paper: { width: number; height: number }): ExportComponent[] {
  return set.components.filter((c) => c.component.kind === 'board' && !fitsOn(c.format, paper, PAGE_MARGIN));
}

/** True when the whole image of `format` (bleed included) fits on `paper` (points), within `margin` of its edges, either way round. */
export function fitsOn(format: Format, paper: { width: number; height: number }, margin: number): boolean {
  const box = formatBox(format);
  const w = box.width + 2 * box.bleed;
  const h = box.height + 2 * box.bleed;
  const room = (pw: number, ph: number) => w <= pw - 2 * margin + 1e-6 && h <= ph - 2 * margin + 1e-6;
  return room(paper.width, paper.height) || room(paper.height, paper.width);
}
