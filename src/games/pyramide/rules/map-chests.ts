import type { Rule } from '../../../core/rule.js';
import { accessCells, cellName, cellsOf, neighbours } from '../map/grid.js';
import { atCell, mapsOf } from '../map/maps.js';
import { MAP, pyramideExampleFiles } from './example-files.js';

/**
 * « Lorsqu'un joueur arrive sur une case hachurée près d'un coffre … le contenu du coffre est
 * dévoilé »: a chest is opened from a hatched cell beside it, so a chest without one could never
 * be opened, and a hatched cell beside no chest would open nothing.
 */
export const pyramideMapChests: Rule = {
  id: 'pyramide/map-chests',
  description: 'Every chest (c) has a hatched access cell (/) beside it, horizontally or vertically, and every hatched cell is beside a chest.',
  severity: 'error',
  check(ctx) {
    for (const map of mapsOf(ctx.pack)) {
      for (const chest of cellsOf(map.grid, 'chest')) {
        if (!accessCells(map.grid, chest).length) ctx.report(atCell(map, chest), `the chest at ${cellName(chest)} has no hatched cell (/) beside it: adventurers open a chest from one, so put one above, below, left or right of it`, null);
      }
      for (const cell of cellsOf(map.grid, 'hatched')) {
        if (!neighbours(map.grid, cell).some((n) => n.kind === 'chest')) ctx.report(atCell(map, cell), `the hatched cell at ${cellName(cell)} is beside no chest: it would open nothing; make it a floor cell (.) or put a chest (c) beside it`, null);
      }
    }
  },
  examples: {
    valid: [{ name: 'a chest in a corner with its access cell', files: pyramideExampleFiles() }],
    invalid: [
      {
        name: 'a chest without an access cell, and a hatched cell left alone',
        files: pyramideExampleFiles({ 'cartes/mini.yaml': MAP.replace('c/.A.', 'c..A/') }),
        errors: [
          { file: 'cartes/mini.yaml', line: 3, column: 3, message: 'the chest at A1 has no hatched cell' },
          { file: 'cartes/mini.yaml', line: 3, column: 7, message: 'the hatched cell at E1 is beside no chest' },
        ],
      },
    ],
  },
};
