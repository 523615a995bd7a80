/** Turns a print plan into PDF pages: card images, crop marks, the fold line, page labels. */
import type { CardSet } from '../export/card-set.js';
import { drawCard } from './draw-card.js';
import { drawCover, drawCredits } from './cover-page.js';
import { freeBottomInterval } from './imposition.js';
import { fontName, type Pdf } from './pdf-document.js';
import { imageOf, type PlannedPage, type PrintPlan } from './plan.js';
import { PRINTER_MARGIN } from './print-options.js';
import { mm } from './units.js';

export interface DrawContext {
  set: CardSet;
  /** The opaque PNG to embed for each rendered PNG. */
  opaque: Map<string, string>;
  vector: boolean;
  /** What the cover says this document is, e.g. "Print-and-play sheets". */
  heading: string;
}


export function drawPlan(doc: Pdf, plan: PrintPlan, ctx: DrawContext): void {
  for (const page of plan.pages) drawPage(doc, page, plan, ctx);
}

function drawPage(doc: Pdf, page: PlannedPage, plan: PrintPlan, ctx: DrawContext): void {
  if (page.kind === 'cover') return drawCover(doc, ctx.set, plan.size, ctx.heading, plan.instructions, page.target);
  if (page.kind === 'credits') return drawCredits(doc, ctx.set, plan.size, page.target);
  doc.addPage({ size: [page.size.width, page.size.height], margin: 0 });
  for (const placed of page.cards) {
    drawCard(doc, imageOf(placed, ctx.opaque), placed.image, {
      clip: placed.clip ? placed.trim : undefined,
      rotation: placed.rotation,
      vector: ctx.vector,
    });
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
}

/** The page's name in small type, in the widest gap of the bottom margin between crop marks. */
function drawLabel(doc: Pdf, label: string, page: Extract<PlannedPage, { kind: 'cards' }>): void {
  const free = freeBottomInterval(page.marks, page.size, PRINTER_MARGIN);
  const lowest = Math.max(...page.cards.map((c) => c.image.y + c.image.height), 0);
  const y = page.size.height - PRINTER_MARGIN - 9;
  // Only where it stays clear of every card and of the paper's unprintable edge.
  if (y < lowest + 1) return;
  doc.font(fontName('Alegreya', 400)).fillColor('#777777');
  let size = 7;
  while (size > 4.5 && doc.fontSize(size).widthOfString(label) > free.width - mm(4)) size -= 0.5;
  if (doc.fontSize(size).widthOfString(label) > free.width - mm(4)) return;
  doc.fontSize(size).text(label, free.x, y, { width: free.width, align: 'center', lineBreak: false });
}
