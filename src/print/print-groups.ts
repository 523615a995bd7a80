/**
 * What the print-and-play documents lay out, gathered from a card set: groups of like things cut
 * from a grid (each deck in its format; each token, `count` times), and things printed one a page
 * (sheets, boards). Pure data: the planners place them.
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
  /** What the pages of the group say they hold, e.g. "Objets" or "Mur". */
  label: string;
  format: Format;
  items: PrintItem[];
}

/**
 * Decks (in their formats), then tokens, each copy an item. Tokens of one format share their
 * pages (a game's eight pawns on one sheet, not one sheet each), in the manifest's order.
 */
export function gridGroups(set: CardSet): PrintGroup[] {
  const decks = set.decks.map((d) => ({ label: d.deck.name, format: d.format, items: d.cards }));
  const tokens = new Map<string, { names: string[]; format: Format; items: PrintItem[] }>();
  for (const c of set.components.filter((c) => c.component.kind === 'token')) {
    const group = tokens.get(c.format.name) ?? { names: [], format: c.format, items: [] };
    tokens.set(c.format.name, group);
    group.names.push(c.name);
    for (let k = 0; k < c.count; k++) group.items.push({ id: k ? `${c.component.id}~${k + 1}` : c.component.id, name: c.name, front: c.front, back: c.back });
  }
  return [...decks, ...[...tokens.values()].map((g) => ({ label: tokenLabel(g.names), format: g.format, items: g.items }))];
}

/** What a page of tokens says it holds: their names, the first three and a count of the others. */
function tokenLabel(names: string[]): string {
  return names.length <= 3 ? names.join(', ') : `${names.slice(0, 3).join(', ')} +${names.length - 3}`;
}

/** The sheets, each copy a page of its own. */
export function sheetPages(set: CardSet): ExportComponent[] {
  return set.components.filter((c) => c.component.kind === 'sheet').flatMap((c) => Array.from({ length: c.count }, () => c));
}

/** The boards, each copy a page of its own: those that fit `paper` (with room for crop marks), and the others. */
export function boardsFor(set: CardSet, paper: { width: number; height: number }): { fitting: ExportComponent[]; apart: ExportComponent[] } {
  const boards = set.components.filter((c) => c.component.kind === 'board');
  const fits = (c: ExportComponent) => fitsOn(c.format, paper, PAGE_MARGIN);
  return { fitting: boards.filter(fits).flatMap((c) => Array.from({ length: c.count }, () => c)), apart: boards.filter((c) => !fits(c)) };
}

/** True when the whole image of `format` (bleed included) fits on `paper` (points), within `margin` of its edges, either way round. */
export function fitsOn(format: Format, paper: { width: number; height: number }, margin: number): boolean {
  const box = formatBox(format);
  const w = box.width + 2 * box.bleed;
  const h = box.height + 2 * box.bleed;
  const room = (pw: number, ph: number) => w <= pw - 2 * margin + 1e-6 && h <= ph - 2 * margin + 1e-6;
  return room(paper.width, paper.height) || room(paper.height, paper.width);
}
