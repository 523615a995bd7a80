import type { Rule } from '../../../core/rule.js';
import { partiesOf } from '../party.js';
import { STATS, STAT_NAMES, tablesOf } from '../tables.js';
import { PARTY, cardstleExampleFiles } from './example-files.js';

/**
 * « Le joueur doit attribuer au moins 1 point dans chaque statistique », and the cost table stops
 * at the 5th point (five circles on the sheet): a character is made with 1 to 5 points in each.
 */
export const cardstleStats: Rule = {
  id: 'cardstle/stats',
  description: 'A character is made with at least 1 point in each statistic (Vie, Att, Déf, Mvt) and at most as many as the cost table has (5).',
  severity: 'error',
  check(ctx) {
    const max = tablesOf(ctx.pack)?.tables.costs.length ?? 5;
    for (const party of partiesOf(ctx.pack)) {
      party.data.characters.forEach((c, i) => {
        for (const s of STATS) {
          const v = c.stats[s];
          if (v >= 1 && v <= max) continue;
          ctx.report(
            { src: party.src, path: ['characters', i, 'stats', s] },
            `${c.name} has ${v} point(s) in ${STAT_NAMES[s]}; a statistic has 1 to ${max} points when a character is made (« au moins 1 point dans chaque statistique »)`,
            null,
          );
        }
      });
    }
  },
  examples: {
    valid: [{ name: 'every statistic between 1 and 5', files: cardstleExampleFiles() }],
    invalid: [
      {
        name: 'a statistic left at 0',
        files: cardstleExampleFiles({ 'groupe.yaml': PARTY.replace('vie: 2, att: 2, def: 2, mov: 4', 'vie: 0, att: 3, def: 3, mov: 4').replace('credits: 1', 'credits: 4') }),
        errors: [{ file: 'groupe.yaml', line: 7, column: 19, message: 'has 0 point(s) in Vie' }],
      },
      {
        name: 'six points in a statistic',
        files: cardstleExampleFiles({ 'groupe.yaml': PARTY.replace('vie: 2, att: 2, def: 2, mov: 4', 'vie: 1, att: 1, def: 1, mov: 6').replace('credits: 1', 'credits: 0') }),
        errors: [{ file: 'groupe.yaml', line: 7, column: 43, message: 'has 6 point(s) in Mouvement' }],
      },
    ],
  },
};
