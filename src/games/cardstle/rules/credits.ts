import type { Rule } from '../../../core/rule.js';
import { creditsSpent, partiesOf } from '../party.js';
import { tablesOf } from '../tables.js';
import { PARTY, cardstleExampleFiles } from './example-files.js';

/**
 * « Le joueur dispose de 20 crédits … coût en crédits cumulé 1, 3, 6, 10, 15 », and « s'il reste
 * des crédits au joueur, il doit les noter sur sa fiche »: the statistics cost at most the budget,
 * and what is left is recorded as `credits`, exactly.
 */
export const cardstleCredits: Rule = {
  id: 'cardstle/credits',
  description: "A character's statistics cost at most the budget (20 credits: 1, 3, 6, 10, 15 for 1 to 5 points), and the credits left are recorded on its sheet.",
  severity: 'error',
  check(ctx) {
    const found = tablesOf(ctx.pack);
    if (!found) return;
    const { tables } = found;
    for (const party of partiesOf(ctx.pack)) {
      party.data.characters.forEach((c, i) => {
        const spent = creditsSpent(tables, c);
        // A statistic out of the table is cardstle/stats' to report: the cost means nothing then.
        if (Number.isNaN(spent)) return;
        const costs = `${c.stats.vie}/${c.stats.att}/${c.stats.def}/${c.stats.mov} in Vie/Att/Déf/Mvt cost ${spent} credits`;
        if (spent > tables.budget) {
          ctx.report({ src: party.src, path: ['characters', i, 'stats'] }, `${c.name}: ${costs}, more than the ${tables.budget} a character has; take points off (the costs are ${tables.costs.join(', ')} for 1 to ${tables.costs.length} points)`, null);
          return;
        }
        const left = tables.budget - spent;
        if (c.credits === undefined) {
          if (left > 0) ctx.report({ src: party.src, path: ['characters', i, 'name'] }, `${c.name}: ${costs}, and the ${left} left are not recorded; add \`credits: ${left}\` (« il doit les noter sur sa fiche »)`, null);
        } else if (c.credits !== left) {
          ctx.report({ src: party.src, path: ['characters', i, 'credits'] }, `${c.name}: ${costs}, which leaves ${left}, not ${c.credits}; write \`credits: ${left}\``, null);
        }
      });
    }
  },
  examples: {
    valid: [{ name: '19 credits spent, 1 recorded', files: cardstleExampleFiles() }],
    invalid: [
      {
        name: 'more than 20 credits spent',
        files: cardstleExampleFiles({ 'groupe.yaml': PARTY.replace('vie: 2, att: 2, def: 2, mov: 4', 'vie: 3, att: 3, def: 3, mov: 3') }),
        errors: [{ file: 'groupe.yaml', line: 7, column: 14, message: 'cost 24 credits, more than the 20' }],
      },
      {
        name: 'the credits left not recorded',
        files: cardstleExampleFiles({ 'groupe.yaml': PARTY.replace('    credits: 1\n', '') }),
        errors: [{ file: 'groupe.yaml', line: 4, column: 11, message: 'the 1 left are not recorded' }],
      },
      {
        name: 'the wrong credits recorded',
        files: cardstleExampleFiles({ 'groupe.yaml': PARTY.replace('credits: 1', 'credits: 3') }),
        errors: [{ file: 'groupe.yaml', line: 8, column: 14, message: 'which leaves 1, not 3' }],
      },
    ],
  },
};
