/** Turns a print plan into PDF pages: card images, crop marks, the fold line, page labels, a tiled board's marks. */
import type { CardSet } from '../export/card-set.js';
import { drawCard } from './draw-card.js';
import { drawCover, drawCredits } from './cover-page.js';
import { freeBottomInterval, type Segment } from './imposition.js';
import { fontName, type Pdf } from './pdf-document.js';
import { imageOf, type PlacedCard, type PlacedText, type PlannedPage, type PrintPlan } from './plan.js';
import { FOOTER_BAND, PRINTER_MARGIN } from './print-options.js';
import { mm } from './units.js';

export interface DrawContext {
  set: CardSet;
  /** The opaque PNG to embed for each rendered PNG. */
  opaque: Map<string, string>;
  vector: boolean;
  /** What the cover says this document is, e.g. "Print-and-play sheets". */
  heading: string;
  /** Told of each raster image the first time it is embedded: its PDF object and the card placed. */
  onEmbed?: (object: number, placed: PlacedCard) => void;
}


/**
 * The pages holding each deck's cards (fronts and backs), as runs of page numbers, e.g. "3–8" or
 * "3–8, 15–20": the cover tells to print them N times for a deck the game uses in N copies.
 */
export function deckPages(plan: PrintPlan, set: CardSet): Map<string, string> {
  const out = new Map<string, string>();
  for (const d of set.decks) {
    const cards = new Set<unknown>(d.cards);
    const pages = plan.pages.flatMap((p, i) => (p.kind === 'cards' && p.cards.some((c) => cards.has(c.card)) ? [i + 1] : []));
    const runs: [number, number][] = [];
    for (const n of pages) {
      const last = runs[runs.length - 1];
      if (last && last[1] === n - 1) last[1] = n;
      else runs.push([n, n]);
    }
    if (runs.length) out.set(d.deck.id, runs.map(([a, b]) => (a === b ? `${a}` : `${a}–${b}`)).join(', '));
  }
  return out;
}

export function drawPlan(doc: Pdf, plan: PrintPlan, ctx: DrawContext): void {
  const embedded = new Set<number>();
  for (const page of plan.pages) drawPage(doc, page, plan, ctx, embedded);
}

function drawPage(doc: Pdf, page: PlannedPage, plan: PrintPlan, ctx: DrawContext, embedded: Set<number>): void {
  if (page.kind === 'cover') return drawCover(doc, ctx.set, plan.size, ctx.heading, plan.instructions, page.target, page.contents ?? true, deckPages(plan, ctx.set));
  if (page.kind === 'credits') return drawCredits(doc, ctx.set, plan.size, page.target);
  doc.addPage({ size: [page.size.width, page.size.height], margin: 0 });
  for (const placed of page.cards) {
    const object = drawCard(doc, imageOf(placed, ctx.opaque), placed.image, {
      clip: placed.clip ? placed.trim : undefined,
      rotation: placed.rotation,
      vector: ctx.vector,
    });
    if (object !== null && !embedded.has(object)) {
      embedded.add(object);
      ctx.onEmbed?.(object, placed);
    }
  }
  if (page.marks.length) {
    doc.save().lineWidth(0.3).strokeColor('#000000');
    for (const m of page.marks) doc.moveTo(m.x1, m.y1).lineTo(m.x2, m.y2).stroke();
    doc.restore();
  }
  if (page.circles?.length) {
    doc.save().lineWidth(0.3).strokeColor('#000000');
    for (const c of page.circles) doc.circle(c.x, c.y, c.r).stroke();
    doc.restore();
  }
  if (page.fold) {
    const f = page.fold;
    doc.save().lineWidth(0.4).strokeColor('#888888').dash(mm(2), { space: mm(1.5) });
    doc.moveTo(f.x1, f.y1).lineTo(f.x2, f.y2).stroke();
    doc.restore();
  }
  if (page.label) drawLabel(doc, page.label, page);
  drawTileMarks(doc, page);
}

/** What a tile of a board adds (plan-tiles.ts): its overlap shaded, guides, cut lines, arrows, texts. */
function drawTileMarks(doc: Pdf, page: Extract<PlannedPage, { kind: 'cards' }>): void {
  for (const r of page.shades ?? []) doc.save().fillColor('#000000').fillOpacity(0.12).rect(r.x, r.y, r.width, r.height).fill().restore();
  // A white line under a dark one: seen on a light board and on a dark one.
  for (const g of page.guides ?? []) {
    doc.save().lineWidth(1.2).strokeColor('#ffffff').moveTo(g.x1, g.y1).lineTo(g.x2, g.y2).stroke().restore();
    doc.save().lineWidth(0.4).strokeColor('#000000').moveTo(g.x1, g.y1).lineTo(g.x2, g.y2).stroke().restore();
  }
  for (const c of page.cuts ?? []) {
    doc.save().lineWidth(0.5).strokeColor('#000000').dash(mm(2), { space: mm(1.5) });
    doc.moveTo(c.x1, c.y1).lineTo(c.x2, c.y2).stroke();
    doc.restore();
  }
  for (const a of page.arrows ?? []) drawArrow(doc, a);
  for (const text of page.texts ?? []) drawText(doc, text);
}

/** A line with a filled head at its end (x2, y2). */
function drawArrow(doc: Pdf, a: Segment): void {
  const len = Math.hypot(a.x2 - a.x1, a.y2 - a.y1);
  const [ux, uy] = [(a.x2 - a.x1) / len, (a.y2 - a.y1) / len];
  const head = mm(1.8);
  const base = { x: a.x2 - ux * head, y: a.y2 - uy * head };
  doc.save().lineWidth(0.8).strokeColor('#333333').fillColor('#333333');
  doc.moveTo(a.x1, a.y1).lineTo(base.x, base.y).stroke();
  doc
    .moveTo(a.x2, a.y2)
    .lineTo(base.x - (uy * head) / 2, base.y + (ux * head) / 2)
    .lineTo(base.x + (uy * head) / 2, base.y - (ux * head) / 2)
    .closePath()
    .fill();
  doc.restore();
}

/** A text centred on its point, turned along its side, set smaller to fit its room or left out. */
function drawText(doc: Pdf, text: PlacedText): void {
  doc.font(fontName('Alegreya', text.bold ? 700 : 400));
  let size = text.size;
  while (size > 4.5 && doc.fontSize(size).widthOfString(text.text) > text.room) size -= 0.5;
  const width = doc.fontSize(size).widthOfString(text.text);
  if (width > text.room) return;
  const height = doc.currentLineHeight();
  doc.save().fillColor('#444444');
  if (text.rotation) doc.rotate(text.rotation, { origin: [text.x, text.y] });
  doc.text(text.text, text.x - width / 2, text.y - height / 2, { lineBreak: false });
  doc.restore();
}

/**
 * The page's name in small type, in the footer's band at the bottom: across the page where the
 * crop marks stop above it, else in the widest gap between them.
 */
function drawLabel(doc: Pdf, label: string, page: Extract<PlannedPage, { kind: 'cards' }>): void {
  const y = page.size.height - PRINTER_MARGIN - (FOOTER_BAND - 1);
  const free = freeBottomInterval(page.marks, page.size, PRINTER_MARGIN, y);
  // A clipped image shows no more than its trim.
  const lowest = Math.max(...page.cards.map((c) => (c.clip ? c.trim.y + c.trim.height : c.image.y + c.image.height)), 0);
  // Only where it stays clear of every card and of the paper's unprintable edge.
  if (y < lowest + 1) return;
  doc.font(fontName('Alegreya', 400)).fillColor('#777777');
  let size = 7;
  while (size > 4.5 && doc.fontSize(size).widthOfString(label) > free.width - mm(4)) size -= 0.5;
  if (doc.fontSize(size).widthOfString(label) > free.width - mm(4)) return;
  doc.fontSize(size).text(label, free.x, y, { width: free.width, align: 'center', lineBreak: false });
}
