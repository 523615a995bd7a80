import type { Rule } from '../../../core/rule.js';
import { cellName, cellsOf } from '../map/grid.js';
import { atCell, mapsOf } from '../map/maps.js';
import { DEMI_DIEUX, MAP, pyramideExampleFiles } from './example-files.js';

const DEMIGOD_TYPE = 'demi-dieu';

/**
 * « invoquer un Demi-Dieu … sur la case qui comporte la même lettre que sur son socle »: each
 * letter of a map names one cell and one demigod, and each demigod needs its cell to be summoned.
 */
export const pyramideMapLetters: Rule = {
  id: 'pyramide/map-letters',
  description: "Each letter of a map is on one cell only and is a demigod's letter; each demigod has its cell (a warning).",
  severity: 'error',
  check(ctx) {
    const demigods = ctx.pack.cards.filter((c) => c.valid && c.type.id === DEMIGOD_TYPE);
    const letters = new Map(demigods.map((d) => [d.data.letter as string, d]));
    for (const map of mapsOf(ctx.pack)) {
      const seen = new Map<string, string>();
      for (const cell of cellsOf(map.grid, 'demigod')) {
        const letter = cell.letter!;
        if (seen.has(letter)) ctx.report(atCell(map, cell), `the letter ${letter} is already at ${seen.get(letter)}: a demigod has one cell; use another letter`, null);
        else seen.set(letter, cellName(cell));
        if (!letters.has(letter)) ctx.report(atCell(map, cell), `no demigod has the letter ${letter}; the demigods' letters: ${[...letters.keys()].sort().join(', ') || 'none'}`, null);
      }
      for (const [letter, card] of letters) {
        if (!seen.has(letter)) ctx.report({ src: card.src, path: [...card.path, 'letter'] }, `the map ${map.name} has no cell ${letter}: ${card.data.name as string} could never be summoned there; put the letter ${letter} on a cell`, card.id, 'warning');
      }
    }
  },
  examples: {
    valid: [{ name: 'the demigod A and its cell', files: pyramideExampleFiles() }],
    invalid: [
      {
        name: 'a letter twice, and one no demigod has',
        files: pyramideExampleFiles({ 'cartes/mini.yaml': MAP.replace('...m.', 'A..mB') }),
        errors: [
          { file: 'cartes/mini.yaml', line: 4, column: 3, message: 'the letter A is already at D1' },
          { file: 'cartes/mini.yaml', line: 4, column: 7, message: 'no demigod has the letter B' },
        ],
      },
      {
        name: 'a demigod without a cell (a warning)',
        files: pyramideExampleFiles({ 'demi-dieux.yaml': `${DEMI_DIEUX}  - { id: horus, name: Horus, letter: B, art: egyptian-bird }\n` }),
        errors: [{ file: 'demi-dieux.yaml', line: 4, column: 39, message: 'the map cartes/mini.yaml has no cell B' }],
      },
    ],
  },
};
