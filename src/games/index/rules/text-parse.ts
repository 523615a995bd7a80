import type { Rule } from '../../../core/rule.js';
import { textParseRule } from '../../codex/rules/text-parse.js';
import { INDEX_LANGUAGE } from '../text/language.js';
import { ENNEMI, indexExampleFiles, SALLES } from './example-files.js';

/**
 * INDEX's texts are read in INDEX's card language (CODEX's in INDEX's words, plus six phrases of
 * its own): CODEX's rule, whose errors then say what INDEX expects ("expected 'ma salle'").
 */
export const indexTextParse: Rule = textParseRule({
  id: 'index/text-parse',
  language: INDEX_LANGUAGE,
  doc: 'docs/rules/index.md, "The card language"',
  examples: {
    valid: [{ name: 'INDEX’s words and its own phrases (« Cette salle est révélée », « Posez l’Objet secret n° 1 ici. »)', files: indexExampleFiles() }],
    invalid: [
      {
        name: 'a word of CODEX’s (zone) where INDEX has its own (salle)',
        files: indexExampleFiles({ 'ennemis.yaml': ENNEMI.replace('effect: J’inflige 1\u00a0dégât à un joueur dans ma salle.', 'effect: J’inflige 1\u00a0dégât à un joueur dans ma zone.') }),
        errors: [{ file: 'ennemis.yaml', line: 10, column: 52, message: "expected one of: 'l'', 'ici', 'la ', 'le ', 'les ', 'ma salle'" }],
      },
      {
        name: 'a misspelt word, with INDEX’s spelling suggested',
        files: indexExampleFiles({ 'ennemis.yaml': ENNEMI.replace('Je me déplace d’une salle', 'Je me déplace d’une sale') }),
        errors: [{ file: 'ennemis.yaml', line: 12, column: 31, message: "did you mean 'd'une salle'?" }],
      },
      {
        name: 'an ennemi in the feminine, as CODEX’s Créature',
        files: indexExampleFiles({ 'salles.yaml': SALLES.replace('condition: Un joueur entre ici pour la première fois', 'condition: Une ennemi est ici') }),
        errors: [{ file: 'salles.yaml', line: 23, column: 24, message: 'not in the INDEX card language' }],
      },
    ],
  },
});
