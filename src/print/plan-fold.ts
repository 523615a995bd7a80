/**
 * Fold-and-glue sheets, for printers without duplex: one single-sided page holds fronts on its
 * left half and the matching backs on its right half, mirrored about the fold line, so folding
 * the page in two (and gluing it) puts each back behind its front. Each deck's format and each
 * token gets its own grid; sheets and the boards that fit the paper follow, one a page.
 */
import type { CardSet } from '../export/card-set.js';
import { cropMarks, grow, mirrorAbout } from './imposition.js';
import type { PlannedPage, PrintPlan } from './plan.js';
import { FOLD_GAP, formatBox, MARK_GAP, PAGE_MARGIN, PRINTER_MARGIN, type PrintOptions } from './print-options.js';
import { boardsApartLine, chunk, formatGrid, roundCuts, singleItems } from './plan-sheets.js';
import { gridGroups } from './print-groups.js';
import { singlePage } from './plan-single.js';
import { pageSize, PAPERS } from './units.js';
import { translator } from '../i18n/translate.js';

export function planFold(game: string, set: CardSet, opts: PrintOptions): PrintPlan {
  const t = translator(set.manifest.language);
  const orientation = opts.orientation ?? 'landscape';
  const page = pageSize(opts.paper, orientation);
  const foldX = page.width / 2;
  const area = { x: PAGE_MARGIN, y: PAGE_MARGIN, width: foldX - FOLD_GAP - PAGE_MARGIN, height: page.height - 2 * PAGE_MARGIN };
  const fold = { x1: foldX, y1: PRINTER_MARGIN, x2: foldX, y2: page.height - PRINTER_MARGIN };
  const pages: PlannedPage[] = [];
  let perPage = 0;
  for (const group of gridGroups(set)) {
    const box = formatBox(group.format);
    const grid = formatGrid(group.format, area, opts.bleed);
    perPage ||= grid.cols * grid.rows;
    // Cards are cut after folding, from the fronts' side: marks on its three outer margins.
    const marks = group.format.shape === 'round' ? [] : cropMarks(grid, { gap: MARK_GAP, printerMargin: PRINTER_MARGIN, page, sides: { right: false } });
    const chunks = chunk(group.items, grid.slots.length);
    chunks.forEach((onPage, p) => {
      const cards = onPage.flatMap((card, i) => {
        const trim = grid.slots[i].trim;
        const backTrim = mirrorAbout(trim, foldX);
        return [
          { card, side: 'front' as const, trim, image: grow(trim, box.bleed), clip: !opts.bleed, rotation: 0 as const },
          ...(card.back ? [{ card, side: 'back' as const, trim: backTrim, image: grow(backTrim, box.bleed), clip: !opts.bleed, rotation: 0 as const }] : []),
        ];
      });
      const cuts = roundCuts(group.format, cards.filter((c) => c.side === 'front'));
      pages.push({
        kind: 'cards',
        size: page,
        marks,
        fold,
        label: `${set.title} · ${group.label} · ${p + 1}/${chunks.length} · ${t('page.fold')}`,
        cards,
        ...(cuts.length ? { circles: cuts } : {}),
      });
    });
  }
  const portrait = pageSize(opts.paper, 'portrait');
  const singles = singleItems(set, portrait).map(({ item, format, label }) => singlePage(item, format, portrait, label));
  const apart = boardsApartLine(game, set, opts.paper, t);
  return {
    size: page,
    pages: [{ kind: 'cover' }, { kind: 'credits' }, ...pages, ...singles],
    instructions: [
      t('fold.paper', { paper: PAPERS[opts.paper].name, orientation, perPage }),
      t('fold.scale'),
      t('fold.how'),
      ...(singles.length ? [t('fold.singles', { count: singles.length })] : []),
      ...(apart ? [apart] : []),
    ],
  };
}
