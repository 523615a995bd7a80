import type { Rule } from '../../../core/rule.js';
import { impossibleConditionRule } from '../../codex/rules/impossible-condition.js';
import { INDEX_LANGUAGE } from '../text/language.js';
import { ENNEMI, indexExampleFiles } from './example-files.js';
import { INDEX_MAX_DISTANCE } from './values.js';

/**
 * Conditions INDEX's rules can satisfy: "2 à 4 Joueurs" (alone, one plays two characters), an
 * étage of 8 Salles in a line, Salle types some Salle has, no more ennemis of a name than cards.
 * CODEX's rule with INDEX's limits; warnings, since the card's other abilities still apply.
 */
export const indexImpossibleCondition: Rule = impossibleConditionRule({
  id: 'index/impossible-condition',
  language: INDEX_LANGUAGE,
  game: 'INDEX',
  maxPlayers: 4,
  maxPlaces: INDEX_MAX_DISTANCE + 1,
  zoneType: 'salle',
  words: { chapter: 'an étage', zones: 'Salles', zone: 'Salle' },
  examples: {
    valid: [{ name: 'conditions that can hold', files: indexExampleFiles() }],
    invalid: [
      {
        name: 'five players',
        files: indexExampleFiles({ 'ennemis.yaml': ENNEMI.replace('condition: Un joueur est dans ma salle', 'condition: Au moins 5 joueurs sont dans ma salle') }),
        errors: [{ file: 'ennemis.yaml', line: 9, column: 20, message: 'INDEX is played by at most 4 characters' }],
      },
      {
        name: 'a distance no étage has',
        files: indexExampleFiles({ 'ennemis.yaml': ENNEMI.replace('condition: Un joueur est dans ma salle', 'condition: Un joueur est à portée 8') }),
        errors: [{ file: 'ennemis.yaml', line: 9, column: 20, message: 'an étage has at most 8 Salles, so nothing is more than 7 away' }],
      },
      {
        name: 'more copies of an ennemi than there are cards',
        files: indexExampleFiles({ 'ennemis.yaml': ENNEMI.replace('condition: Un joueur est dans ma salle', 'condition: Il y a au moins 2 Larve en jeu') }),
        errors: [{ file: 'ennemis.yaml', line: 9, column: 20, message: 'the game has 1 card named "Larve"' }],
      },
    ],
  },
});
