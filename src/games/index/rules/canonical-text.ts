import type { Rule } from '../../../core/rule.js';
import { canonicalTextRule } from '../../codex/rules/canonical-text.js';
import { INDEX_LANGUAGE } from '../text/language.js';
import { ENNEMI, indexExampleFiles } from './example-files.js';

/** INDEX's texts in their canonical form, printed in INDEX's words (salle, ennemi, étage in lowercase); `--fix` rewrites them. */
export const indexCanonicalText: Rule = canonicalTextRule('index/canonical-text', INDEX_LANGUAGE, {
  valid: [{ name: 'canonical INDEX texts', files: indexExampleFiles() }],
  invalid: [
    {
      name: 'a lowercase sentence start',
      files: indexExampleFiles({ 'ennemis.yaml': ENNEMI.replace('effect: Je me déplace', 'effect: je me déplace') }),
      errors: [{ file: 'ennemis.yaml', line: 12, column: 17, message: 'canonical form: "Je me déplace d’une salle vers le joueur le plus proche."' }],
      output: { 'ennemis.yaml': ENNEMI },
    },
    {
      name: 'a capital where INDEX writes its words in lowercase (salle)',
      files: indexExampleFiles({ 'ennemis.yaml': ENNEMI.replace('condition: Un joueur est dans ma salle', 'condition: Un joueur est dans ma Salle') }),
      errors: [{ file: 'ennemis.yaml', line: 9, column: 42, message: 'canonical form: "Un joueur est dans ma salle"' }],
      output: { 'ennemis.yaml': ENNEMI },
    },
  ],
});
