/**
 * Which pieces share which page (src/print/share-pages.ts) and what each page's footer says
 * (src/print/page-label.ts), on groups made up for the purpose: exact pages, in order.
 */
import { describe, expect, it } from 'vitest';
import type { Format } from '../src/core/formats.js';
import type { PrintGroup, PrintItem } from '../src/print/print-groups.js';
import { piecesOf, sharePages, type SharedPage } from '../src/print/share-pages.js';
import { pageLabel, partsLabel } from '../src/print/page-label.js';

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
