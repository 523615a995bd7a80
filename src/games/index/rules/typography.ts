import type { Rule } from '../../../core/rule.js';
import { typographyRule } from '../../codex/rules/typography.js';
import { INDEX_LANGUAGE } from '../text/language.js';
import { BOSS, indexExampleFiles } from './example-files.js';

/**
 * CODEX's rule with INDEX's terms: capitals for Objet, Ration, Boss, PV, PA; never for ennemi,
 * salle, étage or the secret of an Objet secret, which INDEX's book writes in lowercase. The
 * rest of French typography is core/typography's. `--fix` applies it.
 */
export const indexTypography: Rule = typographyRule('index/typography', INDEX_LANGUAGE, {
  valid: [{ name: 'INDEX’s lowercase words (salle, ennemi, étage, Objet secret)', files: indexExampleFiles() }],
  invalid: [
    {
      name: 'a game term in lowercase',
      files: indexExampleFiles({ 'boss.yaml': BOSS.replace('J’inflige 2\u00a0dégâts au joueur le plus proche.', 'Je récupère 2\u00a0pv.') }),
      errors: [{ file: 'boss.yaml', line: 10, column: 31, message: "'pv' is written 'PV'" }],
      output: { 'boss.yaml': BOSS.replace('J’inflige 2\u00a0dégâts au joueur le plus proche.', 'Je récupère 2\u00a0PV.') },
    },
  ],
});
