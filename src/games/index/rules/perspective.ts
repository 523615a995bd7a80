import type { Rule } from '../../../core/rule.js';
import { perspectiveRule } from '../../codex/rules/perspective.js';
import type { TextField } from '../../codex/text/fields.js';
import { INDEX_LANGUAGE } from '../text/language.js';
import { ENNEMI, indexExampleFiles, OBJETS, SALLES } from './example-files.js';

/** Card types whose texts the enemy says: "J'inflige…", "ma salle". */
const FIRST_PERSON = new Set(['ennemi', 'boss']);
const NAMES: Record<string, string> = { ennemi: 'an Ennemi', boss: 'a Boss', objet: 'an Objet', 'objet-secret': 'an Objet secret', aptitude: 'an Aptitude', salle: 'a Salle' };

/**
 * As in CODEX, an enemy speaks in the first person and every other card addresses the players
 * (docs/rules/index.md, "Words and typography"): CODEX's rule with INDEX's card types and words.
 */
export const indexPerspective: Rule = perspectiveRule({
  id: 'index/perspective',
  language: INDEX_LANGUAGE,
  description: 'An Ennemi or Boss speaks in the first person ("J’inflige…", "ma salle"); an Objet, an Objet secret, an Aptitude or a Salle addresses the players ("Infligez…", "votre salle").',
  speaksAsCreature: (f: TextField) => FIRST_PERSON.has(f.card.type.id),
  speaker: 'enemy',
  nameOf: (f: TextField) => NAMES[f.card.type.id] ?? `a ${f.card.type.id}`,
  examples: {
    valid: [{ name: 'ennemis say "je", Objets and Salles give orders', files: indexExampleFiles() }],
    invalid: [
      {
        name: 'an Ennemi that gives orders',
        files: indexExampleFiles({ 'ennemis.yaml': ENNEMI.replace('J’inflige 1\u00a0dégât à un joueur dans ma salle.', 'Infligez 1\u00a0dégât à un joueur.') }),
        errors: [{ file: 'ennemis.yaml', line: 10, column: 17, message: 'an Ennemi speaks in the first person ("J\'inflige…", "ma salle")' }],
      },
      {
        name: 'an Objet that speaks as an enemy',
        files: indexExampleFiles({ 'objets.yaml': OBJETS.replace('Relancez votre dé d’attaque.', 'Je récupère 1\u00a0PV.') }),
        errors: [{ file: 'objets.yaml', line: 7, column: 15, message: 'an Objet addresses the players ("Infligez…", "votre salle"), but this text uses the enemy\'s "je"' }],
      },
      {
        name: 'a Salle that says "ma salle"',
        files: indexExampleFiles({ 'salles.yaml': SALLES.replace('Invoquez une «\u00a0Larve\u00a0» ici.', 'Invoquez une «\u00a0Larve\u00a0» dans ma salle.') }),
        errors: [{ file: 'salles.yaml', line: 24, column: 15, message: 'but this text uses "ma salle"' }],
      },
    ],
  },
});
