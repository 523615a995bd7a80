import type { Rule } from '../../../core/rule.js';
import { partiesOf } from '../party.js';
import { tablesOf } from '../tables.js';
import { PARTY, cardstleExampleFiles } from './example-files.js';

/**
 * « Chaque personnage possède un inventaire dans lequel il peut stocker : 3 objets craftés »: at
 * most the tables' `objects`, each one a recipe of the tables (what crafting can make).
 */
export const cardstleObjects: Rule = {
  id: 'cardstle/objects',
  description: "A character holds at most 3 crafted objects (the tables' `objects`), each made by a recipe of the tables.",
  severity: 'error',
  check(ctx) {
    const found = tablesOf(ctx.pack);
    if (!found) return;
    const { tables } = found;
    const recipes = tables.recipes.map((r) => r.id);
    for (const party of partiesOf(ctx.pack)) {
      party.data.characters.forEach((c, i) => {
        const objects = c.objects ?? [];
        if (objects.length > tables.objects) {
          ctx.report({ src: party.src, path: ['characters', i, 'objects', tables.objects] }, `${c.name} holds ${objects.length} crafted objects; a character holds at most ${tables.objects} (« 3 objets craftés »): remove ${objects.length - tables.objects}`, null);
        }
        objects.forEach((o, j) => {
          if (!recipes.includes(o)) ctx.report({ src: party.src, path: ['characters', i, 'objects', j] }, `${c.name} holds "${o}", which no recipe of the tables makes; the recipes: ${recipes.join(', ')}`, null);
        });
      });
    }
  },
  examples: {
    valid: [{ name: 'one spell', files: cardstleExampleFiles() }],
    invalid: [
      {
        name: 'four objects',
        files: cardstleExampleFiles({ 'groupe.yaml': PARTY.replace('[sort-coeur]', '[sort-coeur, sort-pique, longue-vue, sort-coeur]') }),
        errors: [{ file: 'groupe.yaml', line: 9, column: 51, message: 'holds 4 crafted objects' }],
      },
      {
        name: 'an object no recipe makes',
        files: cardstleExampleFiles({ 'groupe.yaml': PARTY.replace('[sort-coeur]', '[epee-de-feu]') }),
        errors: [{ file: 'groupe.yaml', line: 9, column: 15, message: 'which no recipe of the tables makes' }],
      },
    ],
  },
};
