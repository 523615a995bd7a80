/**
 * Print-and-play sheets: each deck on its own pages, as many cards a page as its format allows,
 * each front page followed by its back page (duplex), or all back pages at the end
 * (`duplex: none`); tokens gridded the same way, `count` of each. Backs are placed where the
 * fronts land once the sheet is turned over along the edge the printer flips. Sheets and the
 * boards that fit the paper follow, one a page, each with a blank back on duplex sheets.
 */
import type { CardSet } from '../export/card-set.js';
import { CARD_FORMAT, type Format } from '../core/formats.js';
import { backPlacement, cropMarks, flipAxis, grow, layoutGrid, ImpositionError, type Grid } from './imposition.js';
import type { PlannedPage, PlacedCard, PrintPlan } from './plan.js';
import { boardsFor, gridGroups, sheetPages, type PrintGroup, type PrintItem } from './print-groups.js';
import { blankPage, singlePage } from './plan-single.js';
import { formatBox, MARK_GAP, PAGE_MARGIN, PRINTER_MARGIN, type PrintOptions } from './print-options.js';
import { mm, pageSize, PAPERS, type PaperId } from './units.js';
import { boardFile, boardsApart } from './board-documents.js';
import { translator, type Translate } from '../i18n/translate.js';

/** The grid of a format on a page less its margins; an ImpositionError naming the format when none fits. */
export function formatGrid(format: Format, area: { x: number; y: number; width: number; height: number }, bleed: boolean): Grid {
  try {
    return layoutGrid({ area, card: formatBox(format), bleed });
  } catch (e) {
    if (e instanceof ImpositionError) {
      const named = format.name === CARD_FORMAT ? e : new ImpositionError(`format '${format.name}': ${e.message}`);
      named.format = format.name;
      throw named;
    }
    throw e;
  }
}

export function chunk<T>(list: T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < list.length; i += size) out.push(list.slice(i, i + size));
  return out;
}

/** The circles to cut round tokens along, one per placed front. */
export function roundCuts(format: Format, placed: PlacedCard[]): { x: number; y: number; r: number }[] {
  if (format.shape !== 'round') return [];
  return placed.map((c) => ({ x: c.trim.x + c.trim.width / 2, y: c.trim.y + c.trim.height / 2, r: c.trim.width / 2 }));
}

export function planSheets(game: string, set: CardSet, opts: PrintOptions): PrintPlan {
  const t = translator(set.manifest.language);
  const page = pageSize(opts.paper, opts.orientation ?? 'portrait');
  const area = { x: PAGE_MARGIN, y: PAGE_MARGIN, width: page.width - 2 * PAGE_MARGIN, height: page.height - 2 * PAGE_MARGIN };
  const axis = flipAxis(opts.duplex === 'short' ? 'short' : 'long', page);
  const offset = { x: mm(opts.offsetX), y: mm(opts.offsetY) };
  const fronts: PlannedPage[] = [];
  const backs: PlannedPage[] = [];
  const grids = new Map<string, { group: PrintGroup; grid: Grid }>();
  for (const group of gridGroups(set)) {
    const grid = formatGrid(group.format, area, opts.bleed);
    if (!grids.has(group.format.name)) grids.set(group.format.name, { group, grid });
    const box = formatBox(group.format);
    // A round token is cut along its circle: straight crop marks would only mislead.
    const marks = group.format.shape === 'round' ? [] : cropMarks(grid, { gap: MARK_GAP, printerMargin: PRINTER_MARGIN, page });
    const pages = chunk(group.items, grid.slots.length);
    pages.forEach((onPage, p) => {
      const where = `${set.title} · ${group.label} · ${p + 1}/${pages.length}`;
      const front: PlacedCard[] = onPage.map((card, i) => placed(card, 'front', grid.slots[i].trim, box.bleed, !opts.bleed, 0));
      const back: PlacedCard[] = onPage.flatMap((card, i) => {
        if (!card.back) return [];
        const b = backPlacement(grid.slots[i].trim, page, axis, offset);
        return [placed(card, 'back', b.rect, box.bleed, !opts.bleed, b.rotation)];
      });
      const cuts = roundCuts(group.format, front);
      fronts.push({ kind: 'cards', size: page, cards: front, marks, label: `${where} · ${t('page.fronts')}`, ...(cuts.length ? { circles: cuts } : {}) });
      // A one-faced token's page keeps a blank back, so that every page of fronts has its own sheet.
      backs.push(back.length ? { kind: 'cards', size: page, cards: back, marks: [], label: `${where} · ${t('page.backs')}` } : blankPage(page, `${where} · ${t('page.blank-back')}`));
    });
  }
  const cardPages = opts.duplex === 'none' ? [...fronts, ...backs] : fronts.flatMap((f, i) => [f, backs[i]]);
  // Sheets and boards that fit: one a page at 100 %, a blank back on duplex paper.
  const portrait = pageSize(opts.paper, 'portrait');
  const singles = singleItems(set, portrait).flatMap(({ item, format, label }) => {
    const one = singlePage(item, format, portrait, label);
    return opts.duplex === 'none' ? [one] : [one, blankPage(one.size, `${label} · ${t('page.blank-back')}`)];
  });
  // A cross on the cover and one where it lands on the credits page (the cover's other side).
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
    instructions: sheetInstructions(opts, fronts.length, [...grids.values()], singles.length, boardsApartLine(game, set, opts.paper, t), t),
  };
}

/** Sheets and the boards that fit the paper, each copy with its page's label. */
export function singleItems(set: CardSet, paper: { width: number; height: number }): { item: PrintItem; format: Format; label: string }[] {
  const pages = [...sheetPages(set), ...boardsFor(set, paper).fitting];
  const seen = new Map<string, number>();
  return pages.map((c) => {
    const n = (seen.get(c.component.id) ?? 0) + 1;
    seen.set(c.component.id, n);
    const item: PrintItem = { id: n > 1 ? `${c.component.id}~${n}` : c.component.id, name: c.name, front: c.front, back: null };
    return { item, format: c.format, label: `${set.title} · ${c.name}${c.count > 1 ? ` ${n}/${c.count}` : ''}` };
  });
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
  frontPages: number,
  grids: { group: PrintGroup; grid: Grid }[],
  singles: number,
  apartLine: string | null,
  t: Translate,
): string[] {
  const first = 3;
  const [main, ...others] = grids;
  const grid = main?.grid ?? { cols: 0, rows: 0 };
  const more = others.map(({ group, grid: g }) => `${group.format.name}: ${g.cols}×${g.rows}`);
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
  if (grids.some(({ group }) => group.format.shape === 'round')) lines.push(t('sheets.round'));
  if (singles) {
    const start = first + 2 * frontPages;
    lines.push(t('sheets.singles', { start, end: start + singles - 1, blank: opts.duplex === 'none' ? 'no' : 'yes' }));
  }
  if (apartLine) lines.push(apartLine);
  return lines;
}
