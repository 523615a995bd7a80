import type { Rule } from '../../../core/rule.js';
import { accessCells, cellName, cellsOf, reachableFromEntrances } from '../map/grid.js';
import { atCell, mapsOf } from '../map/maps.js';
import { MAP, pyramideExampleFiles } from './example-files.js';

/**
 * The adventurers win by taking the chests (« But du jeu »): a chest none of whose access cells
 * can be reached from an entrance, walls as the map starts, could only be opened with dynamite
 * (an error: the map is probably wrong). A mummy or demigod cell shut in by walls would hold
 * monsters that never come out (a warning).
 */
export const pyramideMapReach: Rule = {
  id: 'pyramide/map-reach',
  description: 'Every chest can be reached from an entrance through the starting walls, and so can every mummy and demigod cell.',
  severity: 'error',
  check(ctx) {
    for (const map of mapsOf(ctx.pack)) {
      if (!cellsOf(map.grid, 'entrance').length) continue;
      const reach = reachableFromEntrances(map.grid);
      for (const chest of cellsOf(map.grid, 'chest')) {
        const access = accessCells(map.grid, chest);
        if (access.length && !access.some((a) => reach.has(a))) {
          ctx.report(atCell(map, chest), `the chest at ${cellName(chest)} cannot be reached from an entrance: walls shut its access cells in; open a way through the walls (#)`, null);
        }
      }
      for (const cell of [...cellsOf(map.grid, 'mummy'), ...cellsOf(map.grid, 'demigod')]) {
        if (!reach.has(cell)) {
          const what = cell.kind === 'mummy' ? 'mummy cell' : `cell of demigod ${cell.letter}`;
          ctx.report(atCell(map, cell), `the ${what} at ${cellName(cell)} is walled in: what appears there could never reach the adventurers; open a way through the walls (#)`, null, 'warning');
        }
      }
    }
  },
  examples: {
    valid: [{ name: 'a way from the entrance to the chest', files: pyramideExampleFiles() }],
    invalid: [
      {
        name: 'a chest walled in',
        files: pyramideExampleFiles({ 'cartes/mini.yaml': MAP.replace('c/.A.', 'c/#A.').replace('...m.', '##.m.') }),
        errors: [{ file: 'cartes/mini.yaml', line: 3, column: 3, message: 'the chest at A1 cannot be reached' }],
      },
      {
        name: 'a mummy cell walled in (a warning)',
        files: pyramideExampleFiles({ 'cartes/mini.yaml': MAP.replace('...m.', '..#m#').replace('.#.#.', '.#.##').replace('c/.A.', 'c/.#.') }),
        errors: [{ file: 'cartes/mini.yaml', line: 4, column: 6, message: 'the mummy cell at D2 is walled in' }],
      },
    ],
  },
};
