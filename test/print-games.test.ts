/**
 * The five shipped games' print-and-play documents, read back with pdf.js: how many pages each
 * takes now that decks of one format share pages, that every card front has its own back behind
 * it on the verso (shared pages included; duplex long and short edge, --bleed, backs last,
 * fold-and-glue), that every page of pieces has its footer, and that the text of the covers,
 * credits pages, footers and Cardstle's sheets reads as its source says (the manifest, the
 * catalogue, the tables). The cards are placeholders (placeholder-set.ts): what is tested is
 * where they go and what the pages say.
 */
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import type { CardSet } from '../src/export/card-set.js';
import type { LoadedPack } from '../src/core/pack.js';
import { fontEntries } from '../src/core/font-catalog.js';
import { ICON_LICENCE } from '../src/core/icons.js';
import { backPlacement, flipAxis, grow, mirrorAbout, type Rect } from '../src/print/imposition.js';
import { renderedOf, type PlacedCard, type PlannedPage, type PrintPlan } from '../src/print/plan.js';
import { DEFAULT_PRINT_OPTIONS, type PrintOptions } from '../src/print/print-options.js';
import { printDocuments, printSet, type PrintDocument } from '../src/print/print-set.js';
import { writePackDocuments } from '../src/print/pack-documents.js';
import { mm } from '../src/print/units.js';
import { translator } from '../src/i18n/translate.js';
import { tablesOf } from '../src/games/cardstle/tables.js';
import { characterSheet } from '../src/games/cardstle/sheet/character-sheet.js';
import { referenceSheet } from '../src/games/cardstle/sheet/reference-sheet.js';
import type { Drawing } from '../src/print/drawing.js';
import { escapeRegExp, tempDir } from './helpers.js';
import { placeholderSet } from './placeholder-set.js';
import { readPdf, type ReadPage } from './pdf-reader.js';

const GAMES = ['codex', 'index', 'cardstle', 'pyramide', 'lyoko'] as const;
type Game = (typeof GAMES)[number];

/**
 * Pages of the A4 sheets and fold-and-glue documents (cover and credits included), before decks
 * of one format shared pages and after (README, Printing). Cardstle's were already as few as its
 * 92 cards allow (⌈92 ÷ 9⌉ = 11 sheets), and its room deck, printed twice, shares no page.
 */
const PAGES: Record<Game, { sheets: [number, number]; fold: [number, number] }> = {
  codex: { sheets: [26, 22], fold: [26, 23] },
  index: { sheets: [28, 22], fold: [26, 23] },
  cardstle: { sheets: [24, 24], fold: [25, 25] },
  pyramide: { sheets: [32, 24], fold: [34, 25] },
  lyoko: { sheets: [36, 24], fold: [31, 24] },
};

const sets = new Map<Game, { pack: LoadedPack; set: CardSet }>();
beforeAll(async () => {
  for (const game of GAMES) sets.set(game, await placeholderSet(game));
});

/** What `printed` made, by game and options: several tests read the same documents. */
const made = new Map<string, Promise<{ doc: PrintDocument; pages: ReadPage[] }[]>>();

/** The game's documents for `opts`, written and read back (text too), with their plans; made once a file for the same options. */
function printed(game: Game, opts: Partial<PrintOptions>) {
  const key = JSON.stringify([game, opts]);
  let result = made.get(key);
  if (!result) {
    result = (async () => {
      const o = { ...DEFAULT_PRINT_OPTIONS, layouts: ['sheets', 'fold'] as PrintOptions['layouts'], ...opts };
      const { set } = sets.get(game)!;
      const outDir = tempDir(`deckwright-print-${game}-`);
      const docs = printDocuments(game, set, o);
      await printSet(docs, o, { outDir, cacheDir: path.join(outDir, '.opaque') });
      return Promise.all(docs.map(async (doc) => ({ doc, pages: await readPdf(path.join(outDir, doc.name), { text: true }) })));
    })();
    made.set(key, result);
  }
  // Each caller gets pages of its own (readPdf's copies), the documents' plans shared read-only.
  return result.then((list) => list.map(({ doc, pages }) => ({ doc, pages: structuredClone(pages) })));
}

type CardsPage = Extract<PlannedPage, { kind: 'cards' }>;
const cardsPages = (plan: PrintPlan) => plan.pages.flatMap((p, i) => (p.kind === 'cards' ? [{ page: p, index: i }] : []));
const near = (a: Rect, b: Rect) => Math.abs(a.x - b.x) < 0.1 && Math.abs(a.y - b.y) < 0.1 && Math.abs(a.width - b.width) < 0.1 && Math.abs(a.height - b.height) < 0.1;
/** Text with its line breaks as spaces; a word broken after its hyphen ("latin-⏎ext") joined again. */
const flat = (text: string) => text.replace(/\s+/g, ' ').replace(/- /g, '-').trim();

/**
 * The content hash each PDF image object shows, from the plan's placements drawn in order: the
 * same object must always show the same image.
 */
function imageHashes(doc: PrintDocument, pages: ReadPage[]): Map<string, string> {
  const byId = new Map<string, string>();
  for (const { page, index } of cardsPages(doc.plan)) {
    expect(pages[index].images).toHaveLength(page.cards.length);
    page.cards.forEach((placed, j) => {
      const id = pages[index].images[j].id;
      const sha = renderedOf(placed).sha256;
      expect(byId.get(id) ?? sha).toBe(sha);
      byId.set(id, sha);
    });
  }
  return byId;
}

/**
 * Checks, from the PDF, that behind each front (read where the plan says it is) the page that
 * prints the sheet's other side has the card's own back where the front lands once the sheet is
 * turned (`behind`), and nothing behind a one-faced piece. Returns how many fronts it checked.
 */
function checkBacks(doc: PrintDocument, pages: ReadPage[], versoOf: (index: number) => number, behind: (front: Rect, page: CardsPage) => Rect): number {
  const hash = imageHashes(doc, pages);
  let checked = 0;
  for (const { page, index } of cardsPages(doc.plan)) {
    const fronts = page.cards.filter((c) => c.side === 'front');
    if (!fronts.length) continue;
    const verso = pages[versoOf(index)];
    for (const front of fronts) {
      const drawn = pages[index].images.find((img) => near(img, front.image));
      expect(drawn, `${doc.name} p.${index + 1}: ${front.card.id}'s front`).toBeDefined();
      const bleed = (front.image.width - front.trim.width) / 2;
      const where = grow(behind(front.trim, page), bleed);
      const back = verso.images.find((img) => near(img, where));
      if (!front.card.back) {
        // On a sheet's other side, nothing; a page of one-faced pieces is not folded (fold-and-glue), so has no other side.
        if (versoOf(index) !== index) expect(back, `${doc.name} p.${index + 1}: nothing behind ${front.card.id}`).toBeUndefined();
        continue;
      }
      expect(back, `${doc.name} p.${index + 1}: ${front.card.id}'s back on p.${versoOf(index) + 1}`).toBeDefined();
      expect(hash.get(back!.id)).toBe(front.card.back.sha256);
      checked++;
    }
  }
  return checked;
}

/**
 * Every page of pieces has its footer, reading as the plan says: the game's title, what the page
 * holds (the names of the manifest's decks and components), and which side it is (the catalogue's
 * words).
 */
function checkFooters(doc: PrintDocument, pages: ReadPage[]): void {
  const t = translator(doc.set.manifest.language);
  const sides = ['page.fronts', 'page.backs', 'page.blank-back', 'page.fold', 'page.flat'].map((k) => ` · ${t(k)}`);
  const names = [...doc.set.decks.map((d) => d.deck.name), ...doc.set.components.map((c) => c.name)];
  for (const { page, index } of cardsPages(doc.plan)) {
    const label = page.label ?? '';
    expect(label, `${doc.name} p.${index + 1} has a footer`).toMatch(new RegExp(`^${escapeRegExp(doc.set.title)} · `));
    expect(flat(pages[index].text), `${doc.name} p.${index + 1}`).toContain(flat(label));
    // A page of pieces says which side it is; a sheet or a board printed whole is named alone.
    const whole = page.cards.length === 1 && !label.includes('(');
    if (!whole) expect(sides.some((side) => label.endsWith(side)), label).toBe(true);
    expect(names.some((name) => label.includes(name)), label).toBe(true);
  }
}

/**
 * Nothing on a page of pieces covers anything else: no two pieces on one side overlap, each is on
 * the paper, and no crop mark or cut circle of one piece runs over another (a band of round
 * tokens under a band of square ones included).
 */
function checkNoOverlap(doc: PrintDocument): void {
  const shown = (c: PlacedCard) => (c.clip ? c.trim : c.image);
  const overlap = (a: Rect, b: Rect) => a.x < b.x + b.width - 0.1 && b.x < a.x + a.width - 0.1 && a.y < b.y + b.height - 0.1 && b.y < a.y + a.height - 0.1;
  for (const { page, index } of cardsPages(doc.plan)) {
    const where = `${doc.name} p.${index + 1}`;
    for (const side of ['front', 'back'] as const) {
      const rects = page.cards.filter((c) => c.side === side).map(shown);
      rects.forEach((r, i) => {
        expect(r.x >= -0.01 && r.y >= -0.01 && r.x + r.width <= page.size.width + 0.01 && r.y + r.height <= page.size.height + 0.01, `${where}: on the paper`).toBe(true);
        for (const other of rects.slice(i + 1)) expect(overlap(r, other), `${where}: two ${side}s overlap`).toBe(false);
      });
    }
    const cards = page.cards.map(shown);
    for (const m of page.marks) {
      const line = { x: Math.min(m.x1, m.x2), y: Math.min(m.y1, m.y2), width: Math.abs(m.x2 - m.x1) || 0.2, height: Math.abs(m.y2 - m.y1) || 0.2 };
      expect(cards.some((c) => overlap(line, c)), `${where}: a crop mark over a piece`).toBe(false);
    }
  }
}

const twoFaced = (set: CardSet) => set.decks.reduce((n, d) => n + d.cards.length, 0) + set.components.filter((c) => c.component.kind === 'token' && c.back).reduce((n, c) => n + c.count, 0);

describe.each(GAMES)('%s in print', (game) => {
  it('takes fewer pages: decks of one format share them, tokens and tracks several a page', async () => {
    const [sheets, fold] = await printed(game, {});
    expect([sheets.doc.name, fold.doc.name]).toEqual([`${game}-a4.pdf`, `${game}-a4-fold.pdf`]);
    expect(sheets.pages).toHaveLength(PAGES[game].sheets[1]);
    expect(fold.pages).toHaveLength(PAGES[game].fold[1]);
    checkFooters(sheets.doc, sheets.pages);
    checkFooters(fold.doc, fold.pages);
  });

  it('puts every card front\'s own back behind it: duplex long and short edge, --bleed, backs last, fold-and-glue', async () => {
    const { set } = sets.get(game)!;
    for (const opts of [{}, { duplex: 'short' as const, offsetX: 1, offsetY: -1.5 }, { bleed: true }, { paper: 'letter' as const }]) {
      const [sheets, fold] = await printed(game, opts);
      const o = { ...DEFAULT_PRINT_OPTIONS, ...opts };
      const offset = { x: mm(o.offsetX), y: mm(o.offsetY) };
      const behind = (trim: Rect, page: CardsPage) => backPlacement(trim, page.size, flipAxis(o.duplex === 'short' ? 'short' : 'long', page.size), offset).rect;
      expect(checkBacks(sheets.doc, sheets.pages, (i) => i + 1, behind)).toBe(twoFaced(set));
      checkFooters(sheets.doc, sheets.pages);
      checkNoOverlap(sheets.doc);
      expect(checkBacks(fold.doc, fold.pages, (i) => i, (trim, page) => mirrorAbout(trim, page.size.width / 2))).toBe(twoFaced(set));
      checkFooters(fold.doc, fold.pages);
      checkNoOverlap(fold.doc);
    }
    // Backs last: the pages of backs follow every page of fronts, in the same order.
    const [last] = await printed(game, { duplex: 'none', layouts: ['sheets'] });
    const frontPages = cardsPages(last.doc.plan).filter(({ page }) => page.label?.endsWith(` · ${translator(set.manifest.language)('page.fronts')}`)).length;
    expect(checkBacks(last.doc, last.pages, (i) => i + frontPages, (trim, page) => backPlacement(trim, page.size, flipAxis('long', page.size)).rect)).toBe(twoFaced(set));
  });

  it('reads as its sources on the cover, the credits page and the footers', async () => {
    const { set } = sets.get(game)!;
    const t = translator(set.manifest.language);
    for (const { doc, pages } of await printed(game, {})) {
      const all = pages.map((p) => p.text).join('\n');
      // No glyph without its character: a reader would show the glyph's number (U+000E for Alegreya Italic's "o").
      expect(all).not.toMatch(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffd]/);
      // A board's page for a print shop, or at its real size, has no cover.
      if (doc.plan.pages[0].kind !== 'cover') continue;
      const cover = flat(pages[0].text);
      expect(cover).toContain(flat(set.title));
      if (set.manifest.subtitle) expect(cover).toContain(flat(set.manifest.subtitle));
      expect(cover).toContain(flat(doc.heading));
      expect(cover).toContain(flat(t('cover.how-to-print')));
      for (const line of doc.plan.instructions) expect(cover).toContain(flat(line));
      // A board's tiles have a cover of their own, without the game's contents.
      const first = doc.plan.pages[0];
      if (first.contents === false) continue;
      for (const d of set.decks) {
        expect(cover).toContain(`${flat(d.deck.name)} (${d.cards.length})`);
        for (const name of new Set(d.cards.map((c) => c.name))) expect(cover).toContain(flat(name));
      }
      for (const c of set.manifest.components ?? []) expect(cover).toContain(`${c.count} × ${flat(c.name)}`);
      const credits = flat(pages[1].text);
      for (const key of ['credits.title', 'credits.fonts', 'credits.art', 'credits.files', 'credits.ruler']) expect(credits).toContain(flat(t(key)));
      for (const f of fontEntries()) expect(credits).toContain(flat(t('credits.font', { family: f.family, author: f.author, licence: f.licence, source: f.source })));
      expect(credits).toContain(flat(t('credits.icons', ICON_LICENCE)));
    }
  });
});

describe("Cardstle's own sheets", () => {
  /** Every line of text the drawing places, found in its page's text layer. */
  const expectDrawn = (drawing: Drawing, pages: ReadPage[]) => {
    expect(pages).toHaveLength(drawing.pages.length);
    drawing.pages.forEach((page, i) => {
      const text = flat(pages[i].text);
      expect(text).not.toMatch(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffd]/);
      for (const op of page.ops) if (op.kind === 'text' && op.text.trim()) expect(text, `page ${i + 1}`).toContain(flat(op.text));
    });
  };

  it('read as the tables they are drawn from: the character sheet and the reference sheet', async () => {
    const { pack } = sets.get('cardstle')!;
    const outDir = tempDir();
    // After the sheets and fold documents, as `deckwright pdf` writes them: the faces have embedded "ô" and "é" before.
    await printed('cardstle', {});
    const written = await writePackDocuments(pack, outDir);
    const [fiche, aide] = await Promise.all(written.map((w) => readPdf(w.file, { text: true })));
    const tables = tablesOf(pack)!.tables;
    expectDrawn(characterSheet(tables), fiche);
    expectDrawn(referenceSheet(tables), aide);
    expect(flat(fiche[0].text)).toContain('Fiche de personnage');
    expect(flat(aide[1].text)).toContain('Aide de jeu · les procédures');
  });
});
