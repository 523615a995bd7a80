/**
 * The print documents, read back from the PDF: page count and size, and the place of each card
 * and of its back, compared with the imposition computed by hand and by the planner.
 */
import { cpSync, readFileSync, readdirSync, truncateSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { cardSet, type CardSet } from '../src/export/card-set.js';
import { drawCard } from '../src/print/draw-card.js';
import { createPdf } from '../src/print/pdf-document.js';
import type { PlannedPage } from '../src/print/plan.js';
import { DEFAULT_PRINT_OPTIONS, type PrintOptions } from '../src/print/print-options.js';
import { printDocuments, printSet } from '../src/print/print-set.js';
import { mm, toMm } from '../src/print/units.js';
import { copiedTo, renderedSubset } from './export-fixture.js';
import { escapeRegExp, tempDir } from './helpers.js';
import { readPdf, type DrawnImage } from './pdf-reader.js';

let set: CardSet;
beforeAll(async () => {
  set = (await renderedSubset()).set;
});

async function print(opts: Partial<PrintOptions>, outDir = tempDir('deckwright-print-'), cards = set) {
  const o = { ...DEFAULT_PRINT_OPTIONS, ...opts };
  const docs = printDocuments('codex', cards, o);
  const results = await printSet(docs, o, { outDir, cacheDir: path.join(outDir, '.opaque') });
  return { docs, results, outDir, file: (name: string) => path.join(outDir, name) };
}

type CardsPage = Extract<PlannedPage, { kind: 'cards' }>;
const cardsPage = (p: PlannedPage) => p as CardsPage;
const close = (img: DrawnImage, r: { x: number; y: number; width: number; height: number }) => {
  expect(img.x).toBeCloseTo(r.x, 1);
  expect(img.y).toBeCloseTo(r.y, 1);
  expect(img.width).toBeCloseTo(r.width, 1);
  expect(img.height).toBeCloseTo(r.height, 1);
};

describe('print-and-play sheets', () => {
  it('A4 duplex (long edge): cover, credits, then each page of fronts followed by its backs, mirrored', async () => {
    const { file, docs } = await print({ layouts: ['sheets'] });
    const pages = await readPdf(file('codex-a4.pdf'), { text: true });
    // Personnages (4) and Boss (2) share a page, Secrets (9) fill one: two pages of fronts, each with its backs.
    expect(pages).toHaveLength(2 + 2 * 2);
    for (const p of pages) expect([p.width, p.height].map((v) => Math.round(toMm(v)))).toEqual([210, 297]);
    expect(pages[0].text).toContain('CODEX');
    expect(pages[0].text).toContain('Personnages (4)');
    expect(pages[1].text).toContain('SIL Open Font License');
    expect(pages[1].text).toContain('CC BY 3.0');

    // The first card: its image (bleed included) at 7.5 / 13.5 mm, clipped to the trim at 10.5 / 16.5 mm.
    const fronts = pages[2].images;
    expect(fronts).toHaveLength(6);
    close(fronts[0], { x: mm(7.5), y: mm(13.5), width: mm(69), height: mm(94) });
    // Its back, on the next page: the sheet turns about its long edge, so left and right swap.
    const backs = pages[3].images;
    expect(backs).toHaveLength(6);
    close(backs[0], { x: mm(210 - 7.5 - 69), y: mm(13.5), width: mm(69), height: mm(94) });
    expect(backs.every((b) => !b.rotated)).toBe(true);
    // A deck's common back is one image in the PDF, drawn four times; Boss's, twice.
    expect(new Set(backs.slice(0, 4).map((b) => b.id)).size).toBe(1);
    expect(new Set(backs.map((b) => b.id)).size).toBe(2);
    // The page's footer names both decks, and which of their pages it is.
    expect(pages[2].text).toContain('CODEX · Personnages (1/1), Boss (1/1) · recto');
    expect(pages[3].text).toContain('CODEX · Personnages (1/1), Boss (1/1) · verso');

    // Every card and back where the plan puts it.
    const plan = docs[0].plan;
    plan.pages.forEach((p, i) => {
      if (p.kind !== 'cards') return;
      cardsPage(p).cards.forEach((c, j) => close(pages[i].images[j], c.image));
    });
  });

  it('prints a deck the game uses in several copies (`sets: 2`) once, on pages of its own, its cover saying to print it twice', async () => {
    const two: CardSet = { ...set, decks: set.decks.map((d) => (d.deck.id === 'boss' ? { ...d, deck: { ...d.deck, sets: 2 } } : d)) };
    const { file } = await print({ layouts: ['sheets'] }, undefined, two);
    const pages = await readPdf(file('codex-a4.pdf'), { text: true });
    // Boss shares no page: printing its pages twice prints nothing else twice.
    expect(pages).toHaveLength(2 + 3 * 2);
    expect(pages[6].images).toHaveLength(2);
    const cover = pages[0].text.replace(/\s+/g, ' ');
    // Boss's front and back are pages 7 and 8 (after the cover, the credits, Personnages' and Secrets' pages).
    expect(cover).toContain('Boss (2) — le jeu en utilise 2 : imprimez-le 2 fois (pages 7–8)');
    expect(cover).not.toMatch(/Secrets \(9\) —/);
    // With every back at the end, the deck's pages are two runs.
    const last = await print({ layouts: ['sheets'], duplex: 'none' }, undefined, two);
    const apart = (await readPdf(last.file('codex-a4-backs-last.pdf'), { text: true }))[0].text.replace(/\s+/g, ' ');
    expect(apart).toContain('imprimez-le 2 fois (pages 5, 8)');
  });

  it('Secrets get their own backs, each in the slot behind its front', async () => {
    const { file, docs } = await print({ layouts: ['sheets'] });
    const plan = docs[0].plan;
    const front = cardsPage(plan.pages[4]);
    const back = cardsPage(plan.pages[5]);
    expect(front.cards.map((c) => c.card.id)).toEqual(back.cards.map((c) => c.card.id));
    expect(back.cards.every((c) => c.card.back?.key.endsWith(`${c.card.id}_back`))).toBe(true);
    const pages = await readPdf(file('codex-a4.pdf'));
    expect(new Set(pages[5].images.map((i) => i.id)).size).toBe(9);
    // Card n's back is at card n's front mirrored about the page's vertical middle.
    front.cards.forEach((c, n) => {
      const f = pages[4].images[n];
      const b = pages[5].images[n];
      expect(b.x).toBeCloseTo(pages[4].width - f.x - f.width, 1);
      expect(b.y).toBeCloseTo(f.y, 1);
    });
  });

  it('short-edge duplex turns the backs upside down and mirrors them top to bottom; offsets shift them', async () => {
    const { file } = await print({ layouts: ['sheets'], duplex: 'short', offsetX: 1.5, offsetY: -2 });
    const pages = await readPdf(file('codex-a4-short-edge.pdf'));
    const f = pages[2].images[0];
    const b = pages[3].images[0];
    expect(b.rotated).toBe(true);
    expect(b.x).toBeCloseTo(f.x + mm(1.5), 1);
    expect(b.y).toBeCloseTo(pages[2].height - f.y - f.height - mm(2), 1);
  });

  it('duplex none puts every back page at the end, in the same order', async () => {
    const { file } = await print({ layouts: ['sheets'], duplex: 'none', paper: 'letter' });
    const pages = await readPdf(file('codex-letter-backs-last.pdf'));
    expect(pages).toHaveLength(6);
    expect(Math.round(toMm(pages[0].width) * 10) / 10).toBe(215.9);
    // Fronts on pages 3–4 (Personnages and Boss: 6 cards; Secrets: 9), backs on 5–6.
    expect(pages.slice(2).map((p) => p.images.length)).toEqual([6, 9, 6, 9]);
    // Two decks' common backs, then the Secrets' own.
    expect(new Set(pages[4].images.map((i) => i.id)).size).toBe(2);
    expect(new Set(pages[5].images.map((i) => i.id)).size).toBe(9);
  });

  it('--bleed keeps every image whole and spaces the cards apart', async () => {
    const { file, docs } = await print({ layouts: ['sheets'], bleed: true });
    const pages = await readPdf(file('codex-a4-bleed.pdf'));
    const [a, b] = pages[2].images;
    expect(b.x - (a.x + a.width)).toBeCloseTo(0, 1);
    expect(cardsPage(docs[0].plan.pages[2]).cards.every((c) => !c.clip)).toBe(true);
  });
});

describe('fold-and-glue', () => {
  it('puts fronts on the left half and their backs mirrored about the fold line on the same page', async () => {
    const { file, docs } = await print({ layouts: ['fold'] });
    const pages = await readPdf(file('codex-a4-fold.pdf'));
    const page = pages[2];
    expect(page.width).toBeGreaterThan(page.height);
    const placed = cardsPage(docs[0].plan.pages[2]).cards;
    expect(placed.map((c) => c.side)).toEqual(['front', 'back', 'front', 'back', 'front', 'back', 'front', 'back']);
    for (let i = 0; i < placed.length; i += 2) {
      const f = page.images[i];
      const b = page.images[i + 1];
      expect(f.x + f.width).toBeLessThan(page.width / 2);
      expect(b.x).toBeGreaterThan(page.width / 2);
      expect(b.x + b.width / 2 - page.width / 2).toBeCloseTo(page.width / 2 - (f.x + f.width / 2), 1);
      expect(b.y).toBeCloseTo(f.y, 1);
    }
  });
});

describe('print shop', () => {
  it('writes one PDF per deck, one card a page at full bleed: back 1, front 1, back 2, front 2…', async () => {
    const { file } = await print({ layouts: ['shop'] });
    const pages = await readPdf(file('shop/personnages.pdf'));
    expect(pages).toHaveLength(8);
    for (const p of pages) {
      expect(toMm(p.width)).toBeCloseTo(69, 1);
      expect(toMm(p.height)).toBeCloseTo(94, 1);
      expect(p.images).toHaveLength(1);
      close(p.images[0], { x: 0, y: 0, width: p.width, height: p.height });
    }
    // Odd pages show the deck's one back image; even pages four different fronts.
    const backs = new Set(pages.filter((_, i) => i % 2 === 0).map((p) => p.images[0].id));
    const fronts = new Set(pages.filter((_, i) => i % 2 === 1).map((p) => p.images[0].id));
    expect(backs.size).toBe(1);
    expect(fronts.size).toBe(4);
    // 300 dpi: the embedded images are 815 × 1110 px across 69 × 94 mm.
    expect(pages.every((p) => p.images[0].pixelWidth === 815 && p.images[0].pixelHeight === 1110)).toBe(true);
    expect(readdirSync(path.dirname(file('shop/personnages.pdf'))).sort()).toEqual(['boss.pdf', 'personnages.pdf', 'secrets.pdf']);
  });
});

describe('determinism and caching', () => {
  it('gives the same bytes twice, and writes nothing when nothing changed', async () => {
    const one = await print({ layouts: ['sheets', 'fold'] });
    const two = await print({ layouts: ['sheets', 'fold'] });
    for (const name of ['codex-a4.pdf', 'codex-a4-fold.pdf']) {
      expect(readFileSync(two.file(name)).equals(readFileSync(one.file(name)))).toBe(true);
    }
    const again = await print({ layouts: ['sheets', 'fold'] }, one.outDir);
    expect(again.results.map((r) => r.written)).toEqual([false, false]);
    const other = await print({ layouts: ['sheets'], offsetX: 1 }, one.outDir);
    expect(other.results.map((r) => r.written)).toEqual([true]);
  });

  it('writes again the documents whose cover changed alone (a subtitle), and not for a card description, which is never printed', async () => {
    const one = await print({ layouts: ['sheets'] });
    const subtitled = { ...set, manifest: { ...set.manifest, subtitle: 'Une autre édition' } };
    expect((await print({ layouts: ['sheets'] }, one.outDir, subtitled)).results.map((r) => r.written)).toEqual([true]);
    const described = { ...subtitled, decks: subtitled.decks.map((d) => ({ ...d, cards: d.cards.map((c) => ({ ...c, description: `${c.description} (bis)` })) })) };
    expect((await print({ layouts: ['sheets'] }, one.outDir, described)).results.map((r) => r.written)).toEqual([false]);
  }, 60_000);

  it('writes again a document whose file was damaged, and makes again a damaged opaque copy before embedding it', async () => {
    const one = await print({ layouts: ['sheets', 'fold'] });
    const pdf = one.file('codex-a4.pdf');
    const good = readFileSync(pdf);
    truncateSync(pdf, 1000);
    const again = await print({ layouts: ['sheets', 'fold'] }, one.outDir);
    expect(again.results.map((r) => r.written)).toEqual([true, false]);
    expect(readFileSync(pdf).equals(good)).toBe(true);
    // Copies are checked when a document that uses them is made (here: other offsets).
    const copies = path.join(one.outDir, '.opaque');
    for (const f of readdirSync(copies).filter((n) => n.endsWith('.png'))) truncateSync(path.join(copies, f), 100);
    await print({ layouts: ['sheets'], offsetX: 1 }, one.outDir);
    const clean = await print({ layouts: ['sheets'], offsetX: 1 });
    expect(readFileSync(pdf).equals(readFileSync(clean.file('codex-a4.pdf')))).toBe(true);
  });

  it('names an image that sharp or pdfkit cannot read, and says to build again', async () => {
    const { pack, dir, images } = await renderedSubset();
    const copy = path.join(tempDir(), 'cards');
    cpSync(dir, copy, { recursive: true });
    const damaged = path.join(copy, 'personnages', 'obstine.png');
    truncateSync(damaged, 100);
    await expect(print({ layouts: ['sheets'] }, undefined, cardSet(pack, copiedTo(images, copy)))).rejects.toThrow(
      // libvips words the cause differently under load ("libpng read error", "Warning treated as error"…): the file and the fix are what matter.
      new RegExp(`^cannot read ${escapeRegExp(damaged)} \\(.+\\): the file is damaged; build again to redo it$`),
    );
    const doc = createPdf({ title: 'test', subject: 'test' }).addPage();
    expect(() => drawCard(doc, { png: damaged, svg: '' }, { x: 0, y: 0, width: 10, height: 10 })).toThrow(
      `cannot read ${damaged} (Incomplete or corrupt PNG file): the file is damaged; build again to redo it`,
    );
  });

  it('embeds the SVGs as vectors with --vector, icons included', async () => {
    const { file } = await print({ layouts: ['shop'], vector: true });
    const pages = await readPdf(file('shop/boss.pdf'));
    // No raster image at all: the card, its text and its icons are vector paths.
    expect(pages.every((p) => p.images.length === 0)).toBe(true);
    expect(readFileSync(file('shop/boss.pdf')).length).toBeGreaterThan(20_000);
  });
});
