import type { Rule } from '../../../core/rule.js';
import { keywordsRule } from '../../codex/rules/keywords.js';
import { INDEX_LANGUAGE } from '../text/language.js';
import { ENNEMI, indexExampleFiles } from './example-files.js';

/**
 * INDEX's keywords, from its book's annex ("Explication des mots-clefs passifs des ennemis"):
 * *Tacle*, *Charge X* and *Embuscade*; CODEX's *Plante* is not INDEX's. What *Tacle* costs
 * (PA or PV) is the engine's, not the card's: the keyword takes no number.
 */
export const INDEX_KEYWORDS: Record<string, number> = { Tacle: 0, Charge: 1, Embuscade: 0 };

const withPassive = (passive: string) => indexExampleFiles({ 'ennemis.yaml': ENNEMI.replace('    actives:', `    passive: '${passive}'\n    actives:`) });

/** Keywords are INDEX's, with their numbers in passives and none elsewhere: CODEX's rule with INDEX's keywords. */
export const indexKeywords: Rule = keywordsRule({
  id: 'index/keywords',
  language: INDEX_LANGUAGE,
  keywords: INDEX_KEYWORDS,
  examples: {
    valid: [{ name: 'Embuscade, Charge with its number, Tacle', files: withPassive('*Embuscade*. *Charge 2*. *Tacle*.') }],
    invalid: [
      {
        name: 'CODEX’s Plante, which INDEX does not have',
        files: withPassive('*Plante*.'),
        errors: [{ file: 'ennemis.yaml', line: 8, column: 15, message: 'unknown keyword *Plante*' }],
      },
      {
        name: 'Embuscade with a number',
        files: withPassive('*Embuscade 1*.'),
        errors: [{ file: 'ennemis.yaml', line: 8, column: 15, message: '*Embuscade* takes no number: write *Embuscade*' }],
      },
      {
        name: 'Charge without its number',
        files: withPassive('*Charge*.'),
        errors: [{ file: 'ennemis.yaml', line: 8, column: 15, message: 'write *Charge 1*' }],
      },
    ],
  },
});
