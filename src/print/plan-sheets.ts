/**
 * Print-and-play sheets: the cards of each format on a grid of that format, as many a page as it
 * allows, decks of one format sharing pages (a deck's last page filled with the ends of the next
 * decks: share-pages.ts), and tokens the same way, `count` of each; each front page followed by
 * its back page (duplex), or all back pages at the end (`duplex: none`). Backs are placed where
 * the fronts land once the sheet is turned over along the edge the printer flips. Sheets and the
 * boards that fit the paper follow: gridded several a page when they come more than once and
 * more than one fits (score tracks), else one a page; each of their pages with a blank back on
 * duplex sheets. A page of one-faced round tokens goes under another one-faced page where it
 * fits (stack-pages.ts).
 */
import type { CardSet } from '../export/card-set.js';
import { backPlacement, cropMarks, flipAxis, grow, type Segment } from './imposition.js';
import type { PlannedPage, PlacedCard, PrintPlan } from './plan.js';
import { gridGroups, sizeKey, type PrintGroup, type PrintItem } from './print-groups.js';
import { blankPage, singlePage } from './plan-single.js';
import { FOOTER_ROOM, MARK_GAP, PAGE_MARGIN, PRINTER_MARGIN, formatBox, type PrintOptions } from './print-options.js';
import { mm, pageSize, PAPERS, type PaperId } from './units.js';
import { boardFile, boardsApart } from './board-documents.js';
import { translator, type Translate } from '../i18n/translate.js';
import { familyGrid, flatGrid, innerArea, roundCuts, wholePieceLayout } from './page-grids.js';
import { piecesOf, sharePages } from './share-pages.js';
import { pageLabel } from './page-label.js';
import { layPages, type Family } from './stack-pages.js';

export function planSheets(game: string, set: CardSet, opts: PrintOptions): PrintPlan {
  const t = translator(set.manifest.language);
  const page = pageSize(opts.paper, opts.orientation ?? 'portrait');
  const portrait = pageSize(opts.paper, 'portrait');
  const offset = { x: mm(opts.offsetX), y: mm(opts.offsetY) };
  const pieces = wholePieceLayout(set, portrait, opts.bleed);
  // Decks and tokens on the document's pages; sheets and boards gridded (no back) on pages turned their way.
  const keyOf = (g: PrintGroup) => (g.kind === 'whole' ? `whole ${sizeKey(g.format)}` : sizeKey(g.format));
  const groups = [...gridGroups(set), ...pieces.gridded];
  const families = new Map<string, Family>();
  // How many pieces each family holds: a flat grid is turned the way that takes fewer pages for them.
  const counts = new Map<string, number>();
  for (const g of groups) counts.set(keyOf(g), (counts.get(keyOf(g)) ?? 0) + g.items.length);
  for (const g of groups) {
    const key = keyOf(g);
    if (families.has(key)) continue;
    const flat = g.kind === 'whole' ? flatGrid(g.format, portrait, opts.bleed, counts.get(key)!) : null;
    families.set(key, flat ? { format: g.format, ...flat } : { format: g.format, page, grid: familyGrid(g.format, innerArea(page), opts.bleed, counts.get(key)!) });
  }
  const fronts: PlannedPage[] = [];
  const backs: PlannedPage[] = [];
  const pages = sharePages(groups, keyOf, (key) => families.get(key)!.grid.slots.length);
  // One-faced pages stack (stack-pages.ts): their backs are left blank.
  for (const laid of layPages(pages, families, (p) => piecesOf(p).every((i) => !i.back))) {
    const { size } = laid;
    const axis = flipAxis(opts.duplex === 'short' ? 'short' : 'long', size);
    const front: PlacedCard[] = [];
    const back: PlacedCard[] = [];
    const marks: Segment[] = [];
    const circles: { x: number; y: number; r: number }[] = [];
    for (const { shared, format, grid, below } of laid.bands) {
      const box = formatBox(format);
      // A round token is cut along its circle: straight crop marks would only mislead.
      if (format.shape !== 'round') marks.push(...cropMarks(grid, { gap: MARK_GAP, printerMargin: PRINTER_MARGIN, page: size, footer: FOOTER_ROOM, below }));
      const onPage = piecesOf(shared);
      const bandFronts = onPage.map((card, i) => placed(card, 'front', grid.slots[i].trim, box.bleed, !opts.bleed, 0));
      front.push(...bandFronts);
      circles.push(...roundCuts(format, bandFronts));
      onPage.forEach((card, i) => {
        if (!card.back) return;
        const b = backPlacement(grid.slots[i].trim, size, axis, offset);
        back.push(placed(card, 'back', b.rect, box.bleed, !opts.bleed, b.rotation));
      });
    }
    const held = { key: laid.bands[0].shared.key, parts: laid.bands.flatMap((b) => b.shared.parts) };
    fronts.push({ kind: 'cards', size, cards: front, marks, label: pageLabel(set.title, held, t('page.fronts')), ...(circles.length ? { circles } : {}) });
    // A page of one-faced pieces keeps a blank back, so that every page of fronts has its own sheet.
    backs.push(back.length ? { kind: 'cards', size, cards: back, marks: [], label: pageLabel(set.title, held, t('page.backs')) } : blankPage(size, pageLabel(set.title, held, t('page.blank-back'))));
  }
  const cardPages = opts.duplex === 'none' ? [...fronts, ...backs] : fronts.flatMap((f, i) => [f, backs[i]]);
  // Sheets and boards printed whole: one a page at 100 %, a blank back on duplex paper.
  const singles = pieces.singles.flatMap(({ item, format, label }) => {
    const one = singlePage(item, format, portrait, label);
    return opts.duplex === 'none' ? [one] : [one, blankPage(one.size, `${label} · ${t('page.blank-back')}`)];
  });
  // A cross on the cover and one where it lands on the credits page (the cover's other side).
  const axis = flipAxis(opts.duplex === 'short' ? 'short' : 'long', page);
  const cross = { x: page.width - PAGE_MARGIN - mm(20), y: page.height - PAGE_MARGIN - mm(20), width: 0, height: 0 };
  const crossBack = backPlacement(cross, page, axis, offset).rect;
  const duplex = opts.duplex !== 'none';
  return {
    size: page,
    pages: [
      { kind: 'cover', target: duplex ? { x: cross.x, y: cross.y } : undefined },
      { kind: 'credits', target: duplex ? { x: crossBack.x, y: crossBack.y } : undefined },
      ...cardPages,
      ...singles,
    ],
    instructions: sheetInstructions(opts, {
      frontPages: fronts.length,
      families: [...families.values()],
      shared: pages.some((p) => p.parts.filter((part) => part.group.kind === 'deck').length > 1),
      singles: singles.length,
      apartLine: boardsApartLine(game, set, opts.paper, t),
    }, t),
  };
}

function placed(card: PrintItem, side: 'front' | 'back', trim: PlacedCard['trim'], bleed: number, clip: boolean, rotation: 0 | 180): PlacedCard {
  return { card, side, trim, image: grow(trim, bleed), clip, rotation };
}

/** What the cover says of the boards printed apart: each named with its tiled document, whose cover says the rest. */
export function boardsApartLine(game: string, set: CardSet, paper: PaperId, t: Translate): string | null {
  const boards = boardsApart(set, paper);
  if (!boards.length) return null;
  const named = boards.map((b) => `${b.name} (${boardFile(game, b.component.id, paper)})`).join(', ');
  return t('sheets.boards-apart', { boards: named, count: boards.length });
}

/**
 * How to print the sheets, for players, in the game's language. Calibrating a printer with
 * --offset-x/--offset-y is the designer's business: the README says how, the paper does not.
 */
function sheetInstructions(
  opts: PrintOptions,
  doc: { frontPages: number; families: Family[]; shared: boolean; singles: number; apartLine: string | null },
  t: Translate,
): string[] {
  const first = 3;
  const { frontPages, families } = doc;
  const [main, ...others] = families;
  const grid = main?.grid ?? { cols: 0, rows: 0 };
  const more = others.map(({ format, grid: g }) => `${format.name}: ${g.cols}×${g.rows}`);
  const lines = [
    t('sheets.paper', {
      paper: PAPERS[opts.paper].name,
      orientation: opts.orientation ?? 'portrait',
      cols: grid.cols,
      rows: grid.rows,
      more: more.length ? ` (${more.join(', ')})` : '',
      bleed: opts.bleed ? 'yes' : 'no',
    }),
    t('sheets.scale'),
  ];
  if (opts.duplex === 'none') {
    lines.push(t('sheets.backs-last', { first, lastFront: first + frontPages - 1, firstBack: first + frontPages, lastBack: first + 2 * frontPages - 1 }));
  } else {
    lines.push(t('sheets.duplex', { edge: opts.duplex }), t('sheets.calibrate'));
  }
  if (opts.offsetX || opts.offsetY) lines.push(t('sheets.offset', { x: opts.offsetX, y: opts.offsetY }));
  lines.push(t(opts.bleed ? 'sheets.cut-bleed' : 'sheets.cut'));
  if (families.some(({ format }) => format.shape === 'round')) lines.push(t('sheets.round'));
  if (doc.shared) lines.push(t('sheets.shared'));
  if (doc.singles) {
    const start = first + 2 * frontPages;
    lines.push(t('sheets.singles', { start, end: start + doc.singles - 1, blank: opts.duplex === 'none' ? 'no' : 'yes' }));
  }
  if (doc.apartLine) lines.push(doc.apartLine);
  return lines;
}
