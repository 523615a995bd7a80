import type { Rule } from '../../../core/rule.js';
import { copiesOf } from '../../../core/pack.js';
import { cellsOf } from '../map/grid.js';
import { mapsOf } from '../map/maps.js';
import { COFFRES, MAP, pyramideExampleFiles } from './example-files.js';

/** The card type of the chests' value tiles. */
const TILE_TYPE = 'tresor';

/**
 * « Chaque coffre sur le plateau contient une somme … placé au hasard avant de commencer la
 * partie »: a map lists one value a chest, dealt face down at random, and the game's value tiles
 * (the `tresor` cards) must hold them all, or the table could not be set up as the map says.
 */
export const pyramideMapValues: Rule = {
  id: 'pyramide/map-values',
  description: "A map lists one value for each of its chests, and the game's chest tiles (tresor cards, copies included) hold every value it lists.",
  severity: 'error',
  check(ctx) {
    const tiles = new Map<number, number>();
    for (const card of ctx.pack.cards.filter((c) => c.valid && c.type.id === TILE_TYPE)) {
      const v = card.data.value as number;
      tiles.set(v, (tiles.get(v) ?? 0) + copiesOf(card));
    }
    for (const map of mapsOf(ctx.pack)) {
      const chests = cellsOf(map.grid, 'chest').length;
      const values = map.data.values;
      if (values.length !== chests) {
        ctx.report({ src: map.src, path: ['values'] }, `the map has ${chests} chest(s) and ${values.length} value(s): list one value a chest`, null);
      }
      const wanted = new Map<number, number>();
      values.forEach((v, i) => {
        wanted.set(v, (wanted.get(v) ?? 0) + 1);
        if (wanted.get(v)! === (tiles.get(v) ?? 0) + 1) {
          const have = tiles.get(v) ?? 0;
          ctx.report({ src: map.src, path: ['values', i] }, `the map deals ${wanted.get(v)} chest(s) of value ${v}, and the game has ${have} tile(s) of that value; add a tresor card of value ${v} (or copies) or change the value`, null);
        }
      });
    }
  },
  examples: {
    valid: [{ name: 'one chest, one value, a tile of it', files: pyramideExampleFiles() }],
    invalid: [
      {
        name: 'more values than chests',
        files: pyramideExampleFiles({ 'cartes/mini.yaml': MAP.replace('values: [3]', 'values: [3, 1]') }),
        errors: [{ file: 'cartes/mini.yaml', line: 7, column: 10, message: 'the map has 1 chest(s) and 2 value(s)' }],
      },
      {
        name: 'a value no tile prints',
        files: pyramideExampleFiles({ 'coffres.yaml': COFFRES.replace('id: tresor-3, name: Trois pièces, value: 3', 'id: tresor-2, name: Deux pièces, value: 2') }),
        errors: [{ file: 'cartes/mini.yaml', line: 7, column: 10, message: 'the game has 0 tile(s) of that value' }],
      },
    ],
  },
};
