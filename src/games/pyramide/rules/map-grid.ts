import type { Rule } from '../../../core/rule.js';
import { cellsOf, LEGEND, MAX_SIDE } from '../map/grid.js';
import { mapsOf } from '../map/maps.js';
import { MAP, pyramideExampleFiles } from './example-files.js';

/**
 * A map is a rectangle of cells (« un plateau quadrillé »), with at least one entrance for the
 * adventurers and one chest to take.
 */
export const pyramideMapGrid: Rule = {
  id: 'pyramide/map-grid',
  description: `A map's grid is a rectangle of the legend's characters, 3 to ${MAX_SIDE} cells a side, with at least one entrance (e) and one chest (c).`,
  severity: 'error',
  check(ctx) {
    for (const map of mapsOf(ctx.pack, { oversized: true })) {
      const { grid } = map;
      if (grid.oversized) {
        // Measured, not read (readGrid builds no cells past MAX_SIDE): its size is the one thing to say.
        ctx.report({ src: map.src, path: ['grid'] }, `the grid is ${grid.cols} × ${grid.rows} cells; a map has 3 to ${MAX_SIDE} cells a side`, null);
        continue;
      }
      for (const u of grid.unknown) {
        const shown = u.ch === ' ' ? 'a space' : u.ch === '\t' ? 'a tab' : `'${u.ch}'`;
        ctx.report({ src: map.src, path: ['grid'], start: u.offset, end: u.offset + 1 }, `${shown} is not a cell of the legend: ${LEGEND}`, null);
      }
      for (const r of grid.ragged) {
        ctx.report({ src: map.src, path: ['grid'], start: r.offset, end: r.offset + Math.max(1, r.length) }, `row ${r.row + 1} has ${r.length} cell(s) where the first row has ${grid.cols}: every row of a map is as long as the first`, null);
      }
      if (grid.rows < 3 || grid.cols < 3 || grid.rows > MAX_SIDE || grid.cols > MAX_SIDE) {
        ctx.report({ src: map.src, path: ['grid'] }, `the grid is ${grid.cols} × ${grid.rows} cells; a map has 3 to ${MAX_SIDE} cells a side`, null);
      }
      if (!cellsOf(grid, 'entrance').length) ctx.report({ src: map.src, path: ['grid'] }, 'the map has no entrance: mark the cells where the adventurers start with e', null);
      if (!cellsOf(grid, 'chest').length) ctx.report({ src: map.src, path: ['grid'] }, 'the map has no chest: mark at least one with c, a hatched cell (/) beside it', null);
    }
  },
  examples: {
    valid: [{ name: 'a 5 × 4 map with an entrance and a chest', files: pyramideExampleFiles() }],
    invalid: [
      {
        name: 'a row shorter than the first',
        files: pyramideExampleFiles({ 'cartes/mini.yaml': MAP.replace('  .#.#.\n', '  .#.#\n') }),
        errors: [{ file: 'cartes/mini.yaml', line: 5, column: 3, message: 'row 3 has 4 cell(s) where the first row has 5' }],
      },
      {
        name: 'a character outside the legend',
        files: pyramideExampleFiles({ 'cartes/mini.yaml': MAP.replace('  ...m.\n', '  ...x.\n') }),
        errors: [{ file: 'cartes/mini.yaml', line: 4, column: 6, message: "'x' is not a cell of the legend" }],
      },
      {
        name: 'no entrance',
        files: pyramideExampleFiles({ 'cartes/mini.yaml': MAP.replace('..e..', '.....') }),
        errors: [{ file: 'cartes/mini.yaml', line: 2, column: 7, message: 'the map has no entrance' }],
      },
    ],
  },
};
