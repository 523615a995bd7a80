/**
 * Which pieces share which page (src/print/share-pages.ts), which pages are stacked on one sheet
 * (src/print/stack-pages.ts) and what each page's footer says (src/print/page-label.ts), on
 * groups made up for the purpose: exact pages, in order.
 */
import { describe, expect, it } from 'vitest';
import type { Format } from '../src/core/formats.js';
import type { PrintGroup, PrintItem } from '../src/print/print-groups.js';
import { piecesOf, sharePages, type SharedPage } from '../src/print/share-pages.js';
import { pageLabel, partsLabel } from '../src/print/page-label.js';
import { BAND_GAP, layPages, type Family } from '../src/print/stack-pages.js';
import { layoutGrid } from '../src/print/imposition.js';
import { innerArea } from '../src/print/page-grids.js';
import { formatBox } from '../src/print/print-options.js';
import { pageSize, toMm } from '../src/print/units.js';

const format = (name: string): Format => ({ name, kind: 'card', width: 63, height: 88, bleed: 3, safe: 3, shape: 'rect', dpi: 300 });
const CARD = format('card');

function group(label: string, count: number, extra: Partial<PrintGroup> = {}): PrintGroup {
  const items = Array.from({ length: count }, (_, i): PrintItem => ({ id: `${label}-${i + 1}`, name: label, front: null!, back: null }));
  return { kind: 'deck', label, format: CARD, items, ...extra };
}

/** Each page as "Label×count" parts, e.g. ["Personnages×4", "Objets×3"]. */
const shape = (pages: SharedPage[]) => pages.map((p) => p.parts.map((part) => `${part.group.label}×${part.items.length}`));
const one = () => 'card';

describe('pages shared by the groups of one format', () => {
  it("fills a deck's last page with the ends of the next decks, keeping each end whole: CODEX's decks on 10 pages, not 12", () => {
    const decks = [group('Personnages', 4), group('Rations', 9), group('Objets', 21), group('Secrets', 9), group('Créatures', 12), group('Créatures spéciales', 7), group('Boss', 2), group('Zones', 18)];
    const pages = sharePages(decks, one, () => 9);
    expect(shape(pages)).toEqual([
      ['Personnages×4', 'Objets×3', 'Boss×2'],
      ['Rations×9'],
      ['Objets×9'],
      ['Objets×9'],
      ['Secrets×9'],
      ['Créatures×9'],
      ['Créatures×3'],
      ['Créatures spéciales×7'],
      ['Zones×9'],
      ['Zones×9'],
    ]);
    // Every card once, each deck's cards in their order.
    const all = pages.flatMap(piecesOf).map((i) => i.id);
    expect(all).toHaveLength(82);
    expect(new Set(all).size).toBe(82);
    const objets = all.filter((id) => id.startsWith('Objets-'));
    expect(objets.slice(0, 3)).toEqual(['Objets-19', 'Objets-20', 'Objets-21']);
    // Which of its pages each is, in the document's order.
    expect(pages[0].parts.map((p) => [p.group.label, p.page, p.pages])).toEqual([
      ['Personnages', 1, 1],
      ['Objets', 1, 3],
      ['Boss', 1, 1],
    ]);
    expect(pages[3].parts.map((p) => [p.page, p.pages])).toEqual([[3, 3]]);
  });

  it('lays the ends end to end when keeping them whole would take a page more', () => {
    // Three ends of 4 on pages of 6: whole, they take 3 pages; end to end, 2.
    const pages = sharePages([group('A', 4), group('B', 4), group('C', 4)], one, () => 6);
    expect(shape(pages)).toEqual([['A×4', 'B×2'], ['B×2', 'C×4']]);
    expect(pages.map((p) => p.parts.map((part) => `${part.group.label} ${part.page}/${part.pages}`))).toEqual([['A 1/1', 'B 1/2'], ['B 2/2', 'C 1/1']]);
  });

  it('keeps a deck printed several times on pages of its own', () => {
    const pages = sharePages([group('Salle', 52, { apart: true }), group('Donne', 40), group('Jetons', 3)], one, () => 9);
    expect(shape(pages).slice(5, 6)).toEqual([['Salle×7']]);
    expect(shape(pages).slice(6)).toEqual([['Donne×9'], ['Donne×9'], ['Donne×9'], ['Donne×9'], ['Donne×4', 'Jetons×3']]);
  });

  it('shares pages only within a family (one grid), families in the order of their first group', () => {
    const tuile = { ...CARD, name: 'tuile', width: 24, height: 24 };
    const groups = [group('Aventuriers', 8), group('Demi-dieux', 4, { format: tuile }), group('Aide', 1), group('Coffres', 8, { format: tuile })];
    const pages = sharePages(groups, (g) => g.format.name, (key) => (key === 'tuile' ? 88 : 9));
    expect(pages.map((p) => p.key)).toEqual(['card', 'tuile']);
    expect(shape(pages)).toEqual([['Aventuriers×8', 'Aide×1'], ['Demi-dieux×4', 'Coffres×8']]);
  });
});

describe("a page's footer", () => {
  it('names each group with which of its pages it is, the first three and a count of the others', () => {
    const pages = sharePages([group('Momie', 8), group('Dynamite', 4), group('Tour', 1), group('Dalia', 1), group('Malik', 1)], one, () => 99);
    expect(partsLabel(pages[0])).toBe('Momie (1/1), Dynamite (1/1), Tour (1/1) +2');
    const codex = sharePages([group('Personnages', 4), group('Objets', 21)], one, () => 9);
    expect(pageLabel('CODEX', codex[0], 'recto')).toBe('CODEX · Personnages (1/1), Objets (1/3) · recto');
  });
});

describe('pages of one-faced round pieces stacked under another page (stack-pages.ts)', () => {
  const a4 = pageSize('a4', 'portrait');
  const landscape = pageSize('a4', 'landscape');
  const family = (f: Format, page: { width: number; height: number }): Family => ({ format: f, page, grid: layoutGrid({ area: innerArea(page), card: formatBox(f), bleed: false }) });
  const pawn: Format = { ...CARD, name: 'pion', kind: 'token', width: 16, height: 16, bleed: 2, shape: 'round' };
  const track: Format = { ...CARD, name: 'piste', kind: 'board', width: 200, height: 66, bleed: 3 };
  const oneFaced = (p: SharedPage) => piecesOf(p).every((i) => !i.back);

  it("puts Code Lyoko's four pawns under its first page of score tracks, though they come first, in a gap for the tracks' crop marks", () => {
    const families = new Map([
      ['pion', family(pawn, a4)],
      ['piste', family(track, landscape)],
    ]);
    const pages = sharePages([group('Pion', 4, { format: pawn }), group('Points de victoire', 4, { format: track })], (g) => g.format.name, (k) => (k === 'piste' ? 2 : families.get(k)!.grid.slots.length));
    const laid = layPages(pages, families, oneFaced);
    expect(laid.map((p) => p.bands.map((b) => `${b.shared.parts[0].group.label}×${piecesOf(b.shared).length}`))).toEqual([['Points de victoire×2', 'Pion×4'], ['Points de victoire×2']]);
    const [tracks, pawns] = laid[0].bands;
    expect(laid[0].size).toEqual(landscape);
    // The tracks keep the rows they use; the pawns start a mark's length and two gaps under them.
    expect(tracks.grid.slots).toHaveLength(2);
    expect(tracks.below).toBeCloseTo(tracks.grid.box.y + tracks.grid.box.height + BAND_GAP, 6);
    expect(pawns.grid.slots[0].trim.y).toBeCloseTo(tracks.below!, 6);
    expect(toMm(BAND_GAP)).toBeCloseTo(4, 6);
  });

  it('stacks nothing with a back, nothing square under another band, and nothing that would reach the footer', () => {
    const tile: Format = { ...CARD, name: 'tuile', width: 24, height: 24, bleed: 2 };
    const families = new Map([
      ['pion', family(pawn, a4)],
      ['tuile', family(tile, a4)],
    ]);
    const backed = (label: string, count: number, format: Format) => {
      const g = group(label, count, { format });
      g.items.forEach((i) => (i.back = {} as PrintItem['back']));
      return g;
    };
    const key = (g: PrintGroup) => g.format.name;
    const slots = (k: string) => families.get(k)!.grid.slots.length;
    // Two-faced pawns: not stacked.
    expect(layPages(sharePages([group('Mur', 10, { format: tile }), backed('Pion', 4, pawn)], key, slots), families, oneFaced)).toHaveLength(2);
    // Square walls after round pawns: the walls never go under the pawns, the pawns go under the walls.
    const after = layPages(sharePages([group('Pion', 4, { format: pawn }), group('Mur', 10, { format: tile })], key, slots), families, oneFaced);
    expect(after.map((p) => p.bands.map((b) => b.format.name))).toEqual([['tuile', 'pion']]);
    // A whole page of walls (8 × 11) leaves the pawns no room above the footer; 10 rows leave them one.
    expect(layPages(sharePages([group('Mur', 88, { format: tile }), group('Pion', 4, { format: pawn })], key, slots), families, oneFaced)).toHaveLength(2);
    expect(layPages(sharePages([group('Mur', 80, { format: tile }), group('Pion', 4, { format: pawn })], key, slots), families, oneFaced)).toHaveLength(1);
    expect(layPages(sharePages([group('Mur', 10, { format: tile }), group('Pion', 4, { format: pawn })], key, slots), families, oneFaced)).toHaveLength(1);
  });
});
