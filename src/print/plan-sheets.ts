/**
 * Print-and-play sheets: each deck on its own pages, as many cards a page as its format allows,
 * each front page followed by its back page (duplex), or all back pages at the end
 * (`duplex: none`); tokens gridded the same way, `count` of each. Backs are placed where the
 * fronts land once the sheet is turned over along the edge the printer flips. Sheets and the
 * boards that fit the paper follow, one a page, each with a blank back on duplex sheets.
 */
import type { CardSet, ExportComponent } from '../export/card-set.js';
import { CARD_FORMAT, type Format } from '../core/formats.js';
import { backPlacement, cropMarks, flipAxis, grow, layoutGrid, ImpositionError, type Grid } from './imposition.js';
import type { PlannedPage, PlacedCard, PrintPlan } from './plan.js';
import { boardsFor, gridGroups, sheetPages, type PrintGroup, type PrintItem } from './print-groups.js';
import { blankPage, singlePage } from './plan-single.js';
import { formatBox, MARK_GAP, PAGE_MARGIN, PRINTER_MARGIN, type PrintOptions } from './print-options.js';
import { mm, pageSize, PAPERS } from './units.js';

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

export function planSheets(set: CardSet, opts: PrintOptions): PrintPlan {
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
      fronts.push({ kind: 'cards', size: page, cards: front, marks, label: `${where} · fronts`, ...(cuts.length ? { circles: cuts } : {}) });
      // A one-faced token's page keeps a blank back, so that every page of fronts has its own sheet.
      backs.push(back.length ? { kind: 'cards', size: page, cards: back, marks: [], label: `${where} · backs` } : blankPage(page, `${where} · back left blank`));
    });
  }
  const cardPages = opts.duplex === 'none' ? [...fronts, ...backs] : fronts.flatMap((f, i) => [f, backs[i]]);
  // Sheets and boards that fit: one a page at 100 %, a blank back on duplex paper.
  const portrait = pageSize(opts.paper, 'portrait');
  const singles = singleItems(set, portrait).flatMap(({ item, format, label }) => {
    const one = singlePage(item, format, portrait, label);
    return opts.duplex === 'none' ? [one] : [one, blankPage(one.size, `${label} · back left blank`)];
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
    instructions: sheetInstructions(opts, fronts.length, [...grids.values()], singles.length, boardsFor(set, portrait).apart),
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

/** What the cover says of the boards printed in a document of their own. */
export function boardsApartLine(boards: ExportComponent[]): string | null {
  if (!boards.length) return null;
  const named = boards.map((b) => `${b.name} (boards/${b.component.id}.pdf)`).join(', ');
  return (
    `${named}: larger than this paper, ${boards.length > 1 ? 'each is' : 'it is'} in a document of its own at its real size, for a print shop or a large-format printer ` +
    '(printing a board in tiles across several pages is not done yet).'
  );
}

function sheetInstructions(opts: PrintOptions, frontPages: number, grids: { group: PrintGroup; grid: Grid }[], singles: number, apart: ExportComponent[]): string[] {
  const paper = `${PAPERS[opts.paper].name} ${opts.orientation ?? 'portrait'}`;
  const first = 3;
  const [main, ...others] = grids;
  const grid = main?.grid ?? { cols: 0, rows: 0 };
  const more = others.map(({ group, grid: g }) => `${group.format.name}: ${g.cols}×${g.rows}`);
  const lines = [
    `Paper: ${paper}, ${grid.cols}×${grid.rows} cards a page${more.length ? ` (${more.join(', ')})` : ''}${opts.bleed ? ', each with its bleed' : ', trimmed, touching'}.`,
    'Print at 100 % ("actual size"): turn off "fit to page". The ruler on page 2 must measure 100 mm.',
  ];
  if (opts.duplex === 'none') {
    lines.push(
      `Fronts are pages ${first}–${first + frontPages - 1}, backs pages ${first + frontPages}–${first + 2 * frontPages - 1}. ` +
        'Print the fronts, turn the stack over along its long edge, and print the backs on the other side.',
    );
  } else {
    lines.push(
      `Print on both sides, flipping on the ${opts.duplex} edge: each page of fronts is followed by its backs. ` +
        'Pages 1–2 (this page and the credits) can be printed as one sheet too.',
    );
  }
  if (opts.duplex !== 'none') {
    lines.push(
      'To calibrate, print pages 1–2 on one sheet and hold it against the light: the two crosses in the corner should meet. ' +
        'If the back one is off, measure how far it must move (right and down as seen on page 2, in mm) and add that to --offset-x and --offset-y.',
    );
  }
  if (opts.offsetX || opts.offsetY) lines.push(`Backs are shifted by ${opts.offsetX} mm across and ${opts.offsetY} mm down to suit this printer.`);
  lines.push(
    opts.bleed
      ? 'Cut each card on its crop marks; the strip of bleed between two cards is thrown away.'
      : 'Cut along the crop marks: one cut between two cards serves both.',
  );
  if (grids.some(({ group }) => group.format.shape === 'round')) lines.push('Round tokens are cut along their circles.');
  if (singles) {
    const start = first + 2 * frontPages;
    lines.push(`Sheets and boards are on pages ${start}–${start + singles - 1}, one a page at 100 %${opts.duplex === 'none' ? '' : ', each with a blank back'}.`);
  }
  const apartLine = boardsApartLine(apart);
  if (apartLine) lines.push(apartLine);
  return lines;
}
