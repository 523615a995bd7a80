/**
 * The first two pages of a print document: the cover (title, how to print, the cards of each deck
 * with their counts, and every component: dice, tokens, boards, sheets) and the credits page (fonts and art with their licences, a 100 mm ruler to
 * check the printing scale). Both fit on one page each whatever the number of cards: the card
 * list shrinks its type until it fits, so the pages after them keep their duplex pairing.
 */
import type { CardSet } from '../export/card-set.js';
import type { ComponentDef } from '../core/manifest.js';
import { formatNamed } from '../core/formats.js';
import { ICON_LICENCE } from '../core/icons.js';
import { artCreditValues } from '../core/art-credits.js';
import { fontEntries } from '../core/font-catalog.js';
import { ownFontCredits } from '../pipeline/credits.js';
import { projectVersion } from '../core/package-version.js';
import { fontName, type Pdf } from './pdf-document.js';
import { PAGE_MARGIN } from './print-options.js';
import { mm } from './units.js';
import { translator, type Translate } from '../i18n/translate.js';

const INK = '#222222';
const MUTED = '#666666';
const TITLE = fontName('Cinzel', 900);
const BODY = fontName('Alegreya', 400);
const BODY_BOLD = fontName('Alegreya', 700);
const BODY_ITALIC = fontName('Alegreya', 400, 'italic');

interface Size {
  width: number;
  height: number;
}

function frame(size: Size) {
  const x = PAGE_MARGIN + mm(8);
  return { x, width: size.width - 2 * x, bottom: size.height - PAGE_MARGIN - mm(8) };
}

export function drawCover(
  doc: Pdf,
  set: CardSet,
  size: Size,
  heading: string,
  instructions: string[],
  target?: { x: number; y: number },
  contents = true,
  /** The pages each deck is printed on ("3–8"), by deck id, for a deck the game uses in several copies. */
  deckPages: Map<string, string> = new Map(),
): void {
  const t = translator(set.manifest.language);
  doc.addPage({ size: [size.width, size.height], margin: 0 });
  const { x, width, bottom } = frame(size);
  let y = PAGE_MARGIN + mm(8);
  // A long title (a game's name and a deck list's) is set smaller to stay on its one line.
  let titleSize = 30;
  while (titleSize > 14 && doc.font(TITLE).fontSize(titleSize).widthOfString(set.title) > width) titleSize -= 1;
  doc.fillColor(INK).font(TITLE).fontSize(titleSize).text(set.title, x, y, { width, align: 'center', lineBreak: false });
  y += 38;
  if (set.manifest.subtitle) {
    doc.font(BODY_ITALIC).fontSize(13).text(set.manifest.subtitle, x, y, { width, align: 'center' });
    y += 20;
  }
  doc.font(BODY).fontSize(11).fillColor(MUTED).text(heading, x, y, { width, align: 'center' });
  y += 26;

  doc.fillColor(INK).font(BODY_BOLD).fontSize(12).text(t('cover.how-to-print'), x, y);
  y += 17;
  for (const line of instructions) {
    doc.font(BODY).fontSize(10).text(`•  ${line}`, x, y, { width, indent: 0 });
    y += doc.heightOfString(`•  ${line}`, { width }) + 3;
  }
  y += 10;
  if (target) drawTarget(doc, target);
  // A document of one board has no use for the list of the game's cards.
  if (!contents) return;

  const total = set.decks.reduce((n, d) => n + d.cards.length, 0);
  const components = set.manifest.components ?? [];
  doc.font(BODY_BOLD).fontSize(12).text(t('cover.contents', { cards: total, components: components.length ? 'yes' : 'no' }), x, y);
  y += 18;
  const listBottom = target ? target.y - mm(14) : bottom;
  drawCardList(doc, set, x, y, width, listBottom - y, t, deckPages);
}

/** Deck by deck: "Objets (21)" then the card names, in the largest type that fits the room left. */
function drawCardList(doc: Pdf, set: CardSet, x: number, y: number, width: number, room: number, t: Translate, deckPages: Map<string, string>): void {
  const components = (set.manifest.components ?? []).map((c) => `${c.count} × ${c.name} (${componentDetail(set, c, t)})`);
  // A deck the game uses in several copies (`sets:`) is printed once: its head says to print it that many times.
  const blocks = set.decks.map((d) => ({
    head: `${d.deck.name} (${d.cards.length})${(d.deck.sets ?? 1) > 1 ? ` ${t('cover.sets', { sets: d.deck.sets ?? 1, pages: deckPages.get(d.deck.id) ?? '' })}` : ''}`,
    body: withCounts(d.cards.map((c) => c.name)).join(' · '),
  }));
  if (components.length) blocks.push({ head: t('cover.components', { count: (set.manifest.components ?? []).reduce((n, c) => n + c.count, 0) }), body: components.join(' · ') });
  const height = (size: number) =>
    blocks.reduce(
      (h, b) =>
        h +
        doc.font(BODY_BOLD).fontSize(size).heightOfString(b.head, { width }) +
        doc.font(BODY).fontSize(size).heightOfString(b.body, { width }) +
        size * 0.6,
      0,
    );
  let size = 10;
  while (size > 5 && height(size) > room) size -= 0.5;
  for (const b of blocks) {
    doc.fillColor(INK).font(BODY_BOLD).fontSize(size).text(b.head, x, y, { width });
    y += doc.heightOfString(b.head, { width });
    doc.fillColor(MUTED).font(BODY).fontSize(size).text(b.body, x, y, { width });
    y += doc.heightOfString(b.body, { width }) + size * 0.6;
  }
}

export function drawCredits(doc: Pdf, set: CardSet, size: Size, target?: { x: number; y: number }): void {
  const t = translator(set.manifest.language);
  doc.addPage({ size: [size.width, size.height], margin: 0 });
  const { x, width } = frame(size);
  let y = PAGE_MARGIN + mm(8);
  doc.fillColor(INK).font(TITLE).fontSize(18).text(t('credits.title'), x, y, { width });
  y += 32;
  const families = new Map<string, string>();
  for (const f of fontEntries()) {
    families.set(f.family, t('credits.font', { family: f.family, author: f.author, licence: f.licence, source: f.source }));
  }
  for (const [family, credit] of ownFontCredits(t, set.manifest.fonts.files)) families.set(family, credit);
  const lines = [
    t('credits.made-with', { title: set.title, version: projectVersion() }),
    t('credits.fonts'),
    ...[...families.values()].map((l) => `   ${l}`),
    t('credits.art'),
    ...(set.art ?? []).map((a) => `   ${t('credits.own-art', artCreditValues(a, 4))}`),
    `   ${t('credits.icons', ICON_LICENCE)}`,
    t('credits.files'),
  ];
  // A game with much art of its own sets its credits smaller, to keep them and the ruler on the one page.
  const room = size.height - PAGE_MARGIN - mm(50) - y;
  let fontSize = 10;
  const height = (s: number) => lines.reduce((h, line) => h + doc.font(BODY).fontSize(s).heightOfString(line, { width }) + s * 0.4, 0);
  while (fontSize > 5 && height(fontSize) > room) fontSize -= 0.5;
  for (const line of lines) {
    doc.font(BODY).fontSize(fontSize).fillColor(INK).text(line, x, y, { width });
    y += doc.heightOfString(line, { width }) + fontSize * 0.4;
  }
  y += 16;
  drawRuler(doc, x, y, t);
  if (target) drawTarget(doc, target);
}

/** A 100 mm ruler with a tick each millimetre, to check that the printer kept the scale. */
function drawRuler(doc: Pdf, x: number, y: number, t: Translate): void {
  doc.font(BODY).fontSize(9).fillColor(INK).text(t('credits.ruler'), x, y);
  const base = y + 26;
  doc.lineWidth(0.5).strokeColor(INK);
  doc.moveTo(x, base).lineTo(x + mm(100), base).stroke();
  for (let i = 0; i <= 100; i++) {
    const len = i % 10 === 0 ? mm(4) : i % 5 === 0 ? mm(2.5) : mm(1.5);
    doc.moveTo(x + mm(i), base).lineTo(x + mm(i), base - len).stroke();
    if (i % 10 === 0) doc.fontSize(6).text(String(i), x + mm(i) - 6, base + 3, { width: 12, align: 'center', lineBreak: false });
  }
}

/** A registration cross in a circle, 10 mm across. */
function drawTarget(doc: Pdf, at: { x: number; y: number }): void {
  const r = mm(5);
  doc.lineWidth(0.4).strokeColor(INK);
  doc.circle(at.x, at.y, r * 0.6).stroke();
  doc.moveTo(at.x - r, at.y).lineTo(at.x + r, at.y).stroke();
  doc.moveTo(at.x, at.y - r).lineTo(at.x, at.y + r).stroke();
}

/** What a component is, after its name: "d6", "token, 25×25 mm, round", "board, 300×300 mm". */
function componentDetail(set: CardSet, c: ComponentDef, t: Translate): string {
  if (c.kind === 'die') return t('cover.die', { sides: c.sides });
  const f = formatNamed(set.manifest, c.format);
  return f ? t('cover.piece', { kind: c.kind, width: f.width, height: f.height, round: f.shape === 'round' ? 'yes' : 'no' }) : c.kind;
}

/** Names in order, with the copies of one card said once: "Encre ×3". */
function withCounts(names: string[]): string[] {
  const out: { name: string; n: number }[] = [];
  for (const name of names) {
    const last = out[out.length - 1];
    if (last?.name === name) last.n++;
    else out.push({ name, n: 1 });
  }
  return out.map((x) => (x.n > 1 ? `${x.name} ×${x.n}` : x.name));
}
