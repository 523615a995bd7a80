import type { Rule } from '../../../core/rule.js';
import { valuesRule } from '../../codex/rules/values.js';
import { INDEX_LANGUAGE } from '../text/language.js';
import { ENNEMI, indexExampleFiles, OBJETS } from './example-files.js';

/**
 * An étage lines up the Entrée, six Salles and the Sortie ("6 salles non révélées entre l'Entrée
 * et la Sortie"): nothing is more than 7 Salles away.
 */
export const INDEX_MAX_DISTANCE = 7;

/** Values in range, as CODEX's rule: weapons' ranges (Objets and Objets secrets), damage and PV 1 to 6, distances and *Charge X* within an étage. */
export const indexValues: Rule = valuesRule({
  id: 'index/values',
  language: INDEX_LANGUAGE,
  weaponTypes: ['objet', 'objet-secret'],
  maxDistance: INDEX_MAX_DISTANCE,
  places: 'salles',
  examples: {
    valid: [{ name: 'a weapon with range 1–2, damage and PV 1 to 2 in text', files: indexExampleFiles() }],
    invalid: [
      {
        name: 'a range that runs backwards',
        files: indexExampleFiles({ 'objets.yaml': OBJETS.replace('range: 1–2', 'range: 2–1') }),
        errors: [{ file: 'objets.yaml', line: 12, column: 47, message: 'write the nearer distance first, "1–2"' }],
      },
      {
        name: 'seven damage on a d6 game',
        files: indexExampleFiles({ 'ennemis.yaml': ENNEMI.replace('J’inflige 1\u00a0dégât', 'J’inflige 7\u00a0dégâts') }),
        errors: [{ file: 'ennemis.yaml', line: 10, column: 17, message: '7 is out of range for damage' }],
      },
      {
        name: 'Charge beyond any étage',
        files: indexExampleFiles({ 'ennemis.yaml': ENNEMI.replace('    actives:', "    passive: '*Charge 8*.'\n    actives:") }),
        errors: [{ file: 'ennemis.yaml', line: 8, column: 15, message: 'out of range for *Charge X*: 1 to 7' }],
      },
    ],
  },
});
