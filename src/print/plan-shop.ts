/**
 * Print-shop files: one PDF per deck, one card per page at its full size with bleed, in the
 * order print-on-demand shops ask for: back 1, front 1, back 2, front 2…; and a board on one
 * page, of a shop's paper or of its own size.
 */
import type { CardSet, ExportComponent, ExportDeck } from '../export/card-set.js';
import { grow } from './imposition.js';
import type { PrintPlan } from './plan.js';
import { fitsOn } from './print-groups.js';
import { singlePage } from './plan-single.js';
import { formatBox } from './print-options.js';

export function planShopDeck(set: CardSet, deck: ExportDeck): PrintPlan {
  const box = formatBox(deck.format);
  const size = { width: box.width + 2 * box.bleed, height: box.height + 2 * box.bleed };
  const full = { x: 0, y: 0, ...size };
  const trim = { x: box.bleed, y: box.bleed, width: box.width, height: box.height };
  return {
    size,
    pages: deck.cards.flatMap((card) =>
      (['back', 'front'] as const).map((side) => ({
        kind: 'cards' as const,
        size,
        marks: [],
        cards: [{ card, side, image: full, trim, clip: false, rotation: 0 as const }],
      })),
    ),
    instructions: [],
  };
}

/**
 * A board on one page of a print shop's paper (A3, A2), centred at 100 % with crop marks; null
 * when the board with its bleed does not fit that paper either way round.
 */
export function planBoardOn(board: ExportComponent, paper: { width: number; height: number }): PrintPlan | null {
  if (!fitsOn(board.format, paper, 0)) return null;
  const item = { id: board.component.id, name: board.name, front: board.front, back: null };
  const page = singlePage(item, board.format, paper);
  return { size: page.size, pages: [page], instructions: [] };
}

/** A board too large for the paper: one page of its own size, the whole image with its bleed. */
export function planBoard(board: ExportComponent): PrintPlan {
  const box = formatBox(board.format);
  const size = { width: box.width + 2 * box.bleed, height: box.height + 2 * box.bleed };
  const item = { id: board.component.id, name: board.name, front: board.front, back: null };
  return {
    size,
    pages: [{ kind: 'cards', size, marks: [], cards: [{ card: item, side: 'front', image: { x: 0, y: 0, ...size }, trim: grow({ x: 0, y: 0, ...size }, -box.bleed), clip: false, rotation: 0 }] }],
    instructions: [],
  };
}
