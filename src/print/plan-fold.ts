/**
 * Fold-and-glue sheets, for printers without duplex: one single-sided page holds fronts on its
 * left half and the matching backs on its right half, mirrored about the fold line, so folding
 * the page in two (and gluing it) puts each back behind its front. Cards of one format share
 * pages as on the duplex sheets (share-pages.ts). Pieces with nothing behind them (one-faced
 * tokens, score tracks) need no fold: they fill whole pages, turned the way that takes fewer,
 * round ones stacked under others where they fit (stack-pages.ts). Sheets and the boards printed
 * whole follow, one a page.
 */
import type { CardSet } from '../export/card-set.js';
import { cropMarks, grow, mirrorAbout, type Segment } from './imposition.js';
import type { PlacedCard, PlannedPage, PrintPlan } from './plan.js';
import { FOLD_GAP, FOOTER_ROOM, formatBox, MARK_GAP, PAGE_MARGIN, PRINTER_MARGIN, type PrintOptions } from './print-options.js';
import { boardsApartLine } from './plan-sheets.js';
import { layPages, type Family } from './stack-pages.js';
import { gridGroups, sizeKey, type PrintGroup } from './print-groups.js';
import { singlePage } from './plan-single.js';
import { flatGrid, formatGrid, roundCuts, wholePieceLayout } from './page-grids.js';
import { piecesOf, sharePages } from './share-pages.js';
import { pageLabel } from './page-label.js';
import { pageSize, PAPERS } from './units.js';
import { translator } from '../i18n/translate.js';

export function planFold(game: string, set: CardSet, opts: PrintOptions): PrintPlan {
  const t = translator(set.manifest.language);
  const orientation = opts.orientation ?? 'landscape';
  const page = pageSize(opts.paper, orientation);
  const portrait = pageSize(opts.paper, 'portrait');
  const foldX = page.width / 2;
  const half = { x: PAGE_MARGIN, y: PAGE_MARGIN, width: foldX - FOLD_GAP - PAGE_MARGIN, height: page.height - 2 * PAGE_MARGIN };
  const fold = { x1: foldX, y1: PRINTER_MARGIN, x2: foldX, y2: page.height - PRINTER_MARGIN };
  const pieces = wholePieceLayout(set, portrait, opts.bleed);
  const groups = [...gridGroups(set), ...pieces.gridded];
  const folded = (g: PrintGroup) => g.items.some((i) => i.back);
  const keyOf = (g: PrintGroup) => `${folded(g) ? 'folded' : 'flat'} ${sizeKey(g.format)}`;
  const families = new Map<string, Family & { folded: boolean }>();
  // How many pieces each family holds: a flat grid is turned the way that takes fewer pages for them.
  const counts = new Map<string, number>();
  for (const g of groups) counts.set(keyOf(g), (counts.get(keyOf(g)) ?? 0) + g.items.length);
  for (const g of groups) {
    const key = keyOf(g);
    if (families.has(key)) continue;
    const flat = folded(g) ? null : flatGrid(g.format, portrait, opts.bleed, counts.get(key)!);
    families.set(key, flat ? { format: g.format, ...flat, folded: false } : { format: g.format, page, grid: formatGrid(g.format, half, opts.bleed), folded: true });
  }
  const pages: PlannedPage[] = [];
  const shared = sharePages(groups, keyOf, (key) => families.get(key)!.grid.slots.length);
  // Pages not folded stack (stack-pages.ts).
  for (const laid of layPages(shared, families, (p) => !families.get(p.key)!.folded)) {
    const { size } = laid;
    const isFolded = families.get(laid.bands[0].shared.key)!.folded;
    const cards: PlacedCard[] = [];
    const marks: Segment[] = [];
    const circles: { x: number; y: number; r: number }[] = [];
    for (const { shared: onPage, format, grid, below } of laid.bands) {
      const box = formatBox(format);
      // Cards are cut after folding, from the fronts' side: marks on its three outer margins.
      if (format.shape !== 'round') marks.push(...cropMarks(grid, { gap: MARK_GAP, printerMargin: PRINTER_MARGIN, page: size, footer: FOOTER_ROOM, below, sides: { right: !isFolded } }));
      const placed = piecesOf(onPage).flatMap((card, i) => {
        const trim = grid.slots[i].trim;
        const backTrim = mirrorAbout(trim, foldX);
        return [
          { card, side: 'front' as const, trim, image: grow(trim, box.bleed), clip: !opts.bleed, rotation: 0 as const },
          ...(card.back ? [{ card, side: 'back' as const, trim: backTrim, image: grow(backTrim, box.bleed), clip: !opts.bleed, rotation: 0 as const }] : []),
        ];
      });
      cards.push(...placed);
      circles.push(...roundCuts(format, placed.filter((c) => c.side === 'front')));
    }
    const held = { key: laid.bands[0].shared.key, parts: laid.bands.flatMap((b) => b.shared.parts) };
    pages.push({
      kind: 'cards',
      size,
      marks,
      ...(isFolded ? { fold } : {}),
      label: pageLabel(set.title, held, t(isFolded ? 'page.fold' : 'page.flat')),
      cards,
      ...(circles.length ? { circles } : {}),
    });
  }
  const singles = pieces.singles.map(({ item, format, label }) => singlePage(item, format, portrait, label));
  const apart = boardsApartLine(game, set, opts.paper, t);
  const foldedFamily = [...families.values()].find((f) => f.folded);
  const flatPages = pages.filter((p) => p.kind === 'cards' && !p.fold).length;
  return {
    size: page,
    pages: [{ kind: 'cover' }, { kind: 'credits' }, ...pages, ...singles],
    instructions: [
      // A pack with nothing to fold (one-faced pieces only) says nothing of folding.
      ...(foldedFamily ? [t('fold.paper', { paper: PAPERS[opts.paper].name, orientation, perPage: foldedFamily.grid.slots.length })] : []),
      t('fold.scale'),
      ...(foldedFamily ? [t('fold.how')] : []),
      ...(shared.some((p) => p.parts.filter((part) => part.group.kind === 'deck').length > 1) ? [t('sheets.shared')] : []),
      ...(flatPages ? [t('fold.flat', { count: flatPages })] : []),
      ...(singles.length ? [t('fold.singles', { count: singles.length })] : []),
      ...(apart ? [apart] : []),
    ],
  };
}
