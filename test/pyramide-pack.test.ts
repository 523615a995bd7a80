/**
 * The Sokar pyramid pack as shipped: it checks clean, it has the book's eight adventurers with
 * their passives and specials (recharge bars: Dalia 6, Hemakshi 5, Danica 3, Malik 2), nine action
 * cards each as « Carte Action » lists them, and its map is what the board draws.
 */
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { boardData, loadPackFromDir, copiesOf, type LoadedPack } from '../src/core/pack.js';
import { checkLoadedPack } from '../src/pipeline/check.js';
import { cellsOf, readGrid } from '../src/games/pyramide/map/grid.js';
import { mapsOf } from '../src/games/pyramide/map/maps.js';
import { legendEntries } from '../src/games/pyramide/map/legend.js';
import { plateauLayout } from '../src/games/pyramide/map/layout.js';
import { cardGeometry } from '../src/core/manifest.js';
import { formatNamed } from '../src/core/formats.js';
import { root } from './helpers.js';

let pack: LoadedPack;
beforeAll(async () => {
  pack = await loadPackFromDir(path.join(root, 'cards', 'pyramide'), 'cards/pyramide');
});

const adventurers = () => pack.cards.filter((c) => c.type.id === 'aventurier');

describe('the Sokar pyramid pack', () => {
  it('checks clean: no error, no warning', async () => {
    expect(await checkLoadedPack(pack, { layout: false })).toEqual([]);
  });

  it('has the eight adventurers of the book, four passives and four specials with their recharge bars', () => {
    const byId = Object.fromEntries(adventurers().map((a) => [a.id, a.data.ability as { kind: string; effect: string; value?: number; recharge?: number }]));
    expect(Object.keys(byId).sort()).toEqual(['dalia', 'danica', 'hemakshi', 'lucas', 'malik', 'shayane', 'tanek', 'yasim']);
    expect(byId.yasim).toMatchObject({ kind: 'passif', effect: 'seuil', value: -1 });
    expect(byId.tanek).toMatchObject({ kind: 'passif', effect: 'cout-niveau', value: 5 });
    expect(byId.lucas).toMatchObject({ kind: 'passif', effect: 'deplacement', value: 3 });
    expect(byId.shayane).toMatchObject({ kind: 'passif', effect: 'attaque-en-ligne' });
    expect(byId.dalia).toMatchObject({ kind: 'speciale', effect: 'saut', recharge: 6 });
    expect(byId.hemakshi).toMatchObject({ kind: 'speciale', effect: 'regard', recharge: 5 });
    expect(byId.danica).toMatchObject({ kind: 'speciale', effect: 'dynamite-a-distance', recharge: 3 });
    expect(byId.malik).toMatchObject({ kind: 'speciale', effect: 'mur-bleu', value: 5, recharge: 2 });
  });

  it('gives each adventurer nine action cards: 4 « Avancer d\'une case », 1 « Avancer de deux cases », 2 dynamites, 2 attacks', () => {
    for (const a of adventurers()) {
      const cards = pack.cards.filter((c) => c.deck.id === `actions-${a.id}`);
      const counts = Object.fromEntries(cards.map((c) => [c.data.effect, copiesOf(c)]));
      expect(counts, a.id).toEqual({ 'avancer-1': 4, 'avancer-2': 1, dynamite: 2, attaque: 2 });
      // The book's names as it writes them: « Avancer d’une case », with its apostrophe ’.
      expect(cards.map((c) => c.data.name).sort()).toEqual(['Attaquer un ennemi', 'Avancer de deux cases', 'Avancer d’une case', 'Poser une dynamite']);
    }
  });

  it('draws its board from the map: 13 × 13 cells, the demigods A to D, four entrances, a value per chest', () => {
    const [map] = mapsOf(pack);
    expect(map.name).toBe('cartes/sokar.yaml');
    const board = pack.manifest!.components!.find((c) => c.kind === 'board')!;
    expect(boardData(pack, board as { data?: string })).toBe(pack.data[0].data);
    const grid = readGrid(map.data.grid);
    expect([grid.cols, grid.rows]).toEqual([13, 13]);
    expect(cellsOf(grid, 'demigod').map((c) => c.letter).sort()).toEqual(['A', 'B', 'C', 'D']);
    expect(cellsOf(grid, 'entrance')).toHaveLength(4);
    expect(map.data.values).toHaveLength(cellsOf(grid, 'chest').length);
  });

  it('draws the board\'s legend from the map: each kind of cell it has, the letters it has', () => {
    const [map] = mapsOf(pack);
    const entries = legendEntries(readGrid(map.data.grid));
    expect(entries.map((e) => [e.kind, e.term])).toEqual([
      ['entrance', 'Entrée'],
      ['hatched', 'Case hachurée'],
      ['mummy', 'Case de momie'],
      ['demigod', 'A, B, C et D'],
    ]);
    expect(entries[1].text).toContain('ouvre le coffre voisin');
    // A map without mummy cells and with two demigods: no mummy entry, its own letters.
    const small = legendEntries(readGrid('e./c\n..AB\n....'));
    expect(small.map((e) => e.term)).toEqual(['Entrée', 'Case hachurée', 'A et B']);
    expect(legendEntries(readGrid('....\n....'))).toEqual([]);
  });

  it('leaves room on the board for the legend with cells the 24 mm tiles fit in, inside the safe area', () => {
    const format = formatNamed(pack.manifest!, 'plateau')!;
    const g = cardGeometry(format);
    const safe = { width: g.width - 2 * g.safe, height: g.height - 2 * g.safe };
    const l = plateauLayout(safe, { rows: 13, cols: 13 });
    const mm = (px: number) => (px / format.dpi) * 25.4;
    expect(mm(l.cell)).toBeGreaterThanOrEqual(26.5);
    // Title, letters, 13 rows, the track and the legend with their margins (20 and 10 px).
    expect(l.titleH + l.label + 13 * l.cell + 20 + l.trackH + 10 + l.legendH).toBeLessThanOrEqual(safe.height);
    // The turn track's discs hold the 22 mm turn marker.
    expect(mm(Math.floor(l.trackH * 0.85))).toBeGreaterThan(22);
  });
});
