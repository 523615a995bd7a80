/**
 * Print-and-play sheets: each deck on its own pages, as many cards a page as fit, each front page
 * followed by its back page (duplex), or all back pages at the end (`duplex: none`). Backs are
 * placed where the fronts land once the sheet is turned over along the edge the printer flips.
 */
import type { CardSet, ExportCard } from '../export/card-set.js';
import { backPlacement, cropMarks, flipAxis, grow, layoutGrid, type Grid } from './imposition.js';
import type { PlannedPage, PlacedCard, PrintPlan } from './plan.js';
import { cardBox, MARK_GAP, PAGE_MARGIN, PRINTER_MARGIN, type PrintOptions } from './print-options.js';
import { mm, pageSize, PAPERS } from './units.js';

export function sheetsGrid(set: CardSet, opts: PrintOptions): { page: { width: number; height: number }; grid: Grid } {
  const page = pageSize(opts.paper, opts.orientation ?? 'portrait');
  const area = { x: PAGE_MARGIN, y: PAGE_MARGIN, width: page.width - 2 * PAGE_MARGIN, height: page.height - 2 * PAGE_MARGIN };
  return { page, grid: layoutGrid({ area, card: cardBox(set.manifest), bleed: opts.bleed }) };
}

export function chunk<T>(list: T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < list.length; i += size) out.push(list.slice(i, i + size));
  return out;
}

export function planSheets(set: CardSet, opts: PrintOptions): PrintPlan {
  const { page, grid } = sheetsGrid(set, opts);
  const box = cardBox(set.manifest);
  const marks = cropMarks(grid, { gap: MARK_GAP, printerMargin: PRINTER_MARGIN, page });
  const axis = flipAxis(opts.duplex === 'short' ? 'short' : 'long', page);
  const offset = { x: mm(opts.offsetX), y: mm(opts.offsetY) };
  const fronts: PlannedPage[] = [];
  const backs: PlannedPage[] = [];
  for (const { deck, cards } of set.decks) {
    const pages = chunk(cards, grid.slots.length);
    pages.forEach((onPage, p) => {
      const where = `${set.title} · ${deck.name} · ${p + 1}/${pages.length}`;
      const front: PlacedCard[] = onPage.map((card, i) => placed(card, 'front', grid.slots[i].trim, box.bleed, !opts.bleed, 0));
      const back: PlacedCard[] = onPage.map((card, i) => {
        const b = backPlacement(grid.slots[i].trim, page, axis, offset);
        return placed(card, 'back', b.rect, box.bleed, !opts.bleed, b.rotation);
      });
      fronts.push({ kind: 'cards', size: page, cards: front, marks, label: `${where} · fronts` });
      backs.push({ kind: 'cards', size: page, cards: back, marks: [], label: `${where} · backs` });
    });
  }
  const cardPages = opts.duplex === 'none' ? [...fronts, ...backs] : fronts.flatMap((f, i) => [f, backs[i]]);
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
    ],
    instructions: sheetInstructions(opts, fronts.length, grid),
  };
}

function placed(card: ExportCard, side: 'front' | 'back', trim: PlacedCard['trim'], bleed: number, clip: boolean, rotation: 0 | 180): PlacedCard {
  return { card, side, trim, image: grow(trim, bleed), clip, rotation };
}

function sheetInstructions(opts: PrintOptions, frontPages: number, grid: Grid): string[] {
  const paper = `${PAPERS[opts.paper].name} ${opts.orientation ?? 'portrait'}`;
  const first = 3;
  const lines = [
    `Paper: ${paper}, ${grid.cols}×${grid.rows} cards a page${opts.bleed ? ', each with its bleed' : ', trimmed, touching'}.`,
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
  return lines;
}
