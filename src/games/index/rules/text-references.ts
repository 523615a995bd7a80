import type { Rule } from '../../../core/rule.js';
import { textReferencesRule } from '../../codex/rules/text-references.js';
import { INDEX_LANGUAGE } from '../text/language.js';
import { ENNEMI, indexExampleFiles, OBJETS, SALLES } from './example-files.js';

/**
 * What an INDEX text names exists in INDEX's cards: a summoned ennemi in the Ennemis spéciaux
 * (« Rat Famélique »), Ennemis and Boss by name, Salles by name (« la Ruelle »), an Objet by
 * the start of its own name (« l’Arbalète »), an Objet secret by its number. CODEX's rule, with
 * INDEX's card types and words.
 */
export const indexTextReferences: Rule = textReferencesRule({
  id: 'index/text-references',
  language: INDEX_LANGUAGE,
  creatureTypes: ['ennemi', 'boss'],
  specialDeck: 'ennemis-speciaux',
  zoneType: 'salle',
  numbered: { node: 'put-secret-item', type: 'objet-secret', what: 'Objet secret', plural: 'Objets secrets' },
  words: { creature: 'ennemi', zone: 'Salle' },
  examples: {
    valid: [{ name: 'a special ennemi summoned, an Objet named by its own name, an Objet secret by its number', files: indexExampleFiles() }],
    invalid: [
      {
        name: 'a standard Ennemi summoned',
        files: indexExampleFiles({ 'salles.yaml': SALLES.replace('Invoquez une «\u00a0Larve\u00a0» ici.', 'Invoquez un «\u00a0Rat\u00a0» ici.') }),
        errors: [{ file: 'salles.yaml', line: 24, column: 27, message: 'not in the special deck (ennemis-speciaux)' }],
      },
      {
        name: 'an Objet secret that does not exist',
        files: indexExampleFiles({ 'salles.yaml': SALLES.replace('n°\u00a01\u00a0ici', 'n°\u00a07\u00a0ici') }),
        errors: [{ file: 'salles.yaml', line: 22, column: 15, message: 'there is no Objet secret n°7; Objets secrets: 1' }],
      },
      {
        name: 'a Salle that does not exist',
        files: indexExampleFiles({ 'ennemis.yaml': ENNEMI.replace('Je me déplace d’une salle vers le joueur le plus proche.', 'Je déplace un joueur dans la Crypte.') }),
        errors: [{ file: 'ennemis.yaml', line: 12, column: 46, message: 'no Salle is named "Crypte"' }],
      },
      {
        name: 'an Objet that names itself by another’s name',
        files: indexExampleFiles({ 'objets.yaml': OBJETS.replace('Relancez votre dé d’attaque.', 'Relancez un dé d’attaque raté avec l’Arbalète.') }),
        errors: [{ file: 'objets.yaml', line: 7, column: 52, message: 'is not the start of this card\'s name ("Dague")' }],
      },
    ],
  },
});
