/**
 * Fold-and-glue sheets, for printers without duplex: one single-sided page holds fronts on its
 * left half and the matching backs on its right half, mirrored about the fold line, so folding
 * the page in two (and gluing it) puts each back behind its front.
 */
import type { CardSet } from '../export/card-set.js';
import { cropMarks, grow, layoutGrid, mirrorAbout } from './imposition.js';
import type { PlannedPage, PrintPlan } from './plan.js';
import { cardBox, FOLD_GAP, MARK_GAP, PAGE_MARGIN, PRINTER_MARGIN, type PrintOptions } from './print-options.js';
import { chunk } from './plan-sheets.js';
import { pageSize, PAPERS } from './units.js';

export function planFold(set: CardSet, opts: PrintOptions): PrintPlan {
  const orientation = opts.orientation ?? 'landscape';
  const page = pageSize(opts.paper, orientation);
  const foldX = page.width / 2;
  const box = cardBox(set.manifest);
  const area = { x: PAGE_MARGIN, y: PAGE_MARGIN, width: foldX - FOLD_GAP - PAGE_MARGIN, height: page.height - 2 * PAGE_MARGIN };
  const grid = layoutGrid({ area, card: box, bleed: opts.bleed });
  // Cards are cut after folding, from the fronts' side: marks on its three outer margins.
  const marks = cropMarks(grid, { gap: MARK_GAP, printerMargin: PRINTER_MARGIN, page, sides: { right: false } });
  const fold = { x1: foldX, y1: PRINTER_MARGIN, x2: foldX, y2: page.height - PRINTER_MARGIN };
  const pages: PlannedPage[] = [];
  for (const { deck, cards } of set.decks) {
    const chunks = chunk(cards, grid.slots.length);
    chunks.forEach((onPage, p) => {
      pages.push({
        kind: 'cards',
        size: page,
        marks,
        fold,
        label: `${set.title} · ${deck.name} · ${p + 1}/${chunks.length} · fold on the dashed line`,
        cards: onPage.flatMap((card, i) => {
          const trim = grid.slots[i].trim;
          const backTrim = mirrorAbout(trim, foldX);
          return [
            { card, side: 'front' as const, trim, image: grow(trim, box.bleed), clip: !opts.bleed, rotation: 0 as const },
            { card, side: 'back' as const, trim: backTrim, image: grow(backTrim, box.bleed), clip: !opts.bleed, rotation: 0 as const },
          ];
        }),
      });
    });
  }
  return {
    size: page,
    pages: [{ kind: 'cover' }, { kind: 'credits' }, ...pages],
    instructions: [
      `Paper: ${PAPERS[opts.paper].name} ${orientation}, ${grid.cols * grid.rows} cards a page, fronts on the left, backs on the right.`,
      'Print single-sided at 100 % ("actual size"): turn off "fit to page". The ruler on page 2 must measure 100 mm.',
      'Fold each page along the dashed line, backs behind, glue the halves together, then cut along the crop marks.',
    ],
  };
}
