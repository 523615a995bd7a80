import type { Rule } from '../../../core/rule.js';
import { fieldLocation, nodesOf, parsedFields, type TextField } from '../text/fields.js';
import { FIRST_PERSON_SECRET_FIELD, FIRST_PERSON_TYPES } from '../text/vocabulary.js';
import { CODEX_LANGUAGE, type CardLanguage } from '../text/language.js';
import { translate } from '../text/lexicon.js';
import { codexExampleFiles, CREATURE, OBJET, ZONES } from './example-files.js';

/**
 * The node kinds that give a text's voice away: the creature's actor ("je") and "ma zone"; the
 * player's actors (an order, "vous"), "votre zone" and the conditions about "vous".
 */
const FIRST_PERSON = new Set(['me', 'my-zone']);
const SECOND_PERSON = new Set([
  'you',
  'vous',
  'your-zone',
  'you-attack',
  'you-hit',
  'you-take-damage',
  'your-pv-at-most',
  'you-entered-this-turn',
  'your-attack-kills',
]);

/** A game's voices: which texts speak as a creature, and how messages name a card that speaks. */
export interface PerspectiveOptions {
  id: string;
  language: CardLanguage;
  description: string;
  /** True for a text the creature says ("J'inflige…"), false for one addressed to the players. */
  speaksAsCreature(f: TextField): boolean;
  /** "a creature", "an item": the card whose text it is, in a message. */
  nameOf(f: TextField): string;
  /** Who says "je", in messages: "creature", "enemy". */
  speaker: string;
  examples: Rule['examples'];
}

/** "Les Créatures … J'inflige …" against "Les Objets … Infligez …": a card speaks in its own voice. */
export function perspectiveRule(o: PerspectiveOptions): Rule {
  // The French words quoted in messages, in the language's own words ("ma salle" for INDEX).
  const say = (codex: string) => translate(o.language.lexicon, codex);
  return {
    id: o.id,
    description: o.description,
    severity: 'error',
    check(ctx) {
      for (const f of parsedFields(ctx.pack, o.language)) {
        const firstPerson = o.speaksAsCreature(f);
        const wrong = firstPerson ? SECOND_PERSON : FIRST_PERSON;
        const found = [...nodesOf(f.ast)].find(({ node }) => wrong.has(node.kind));
        if (!found) continue;
        const who = firstPerson
          ? `${o.nameOf(f)} speaks in the first person ("J'inflige…", "${say('ma zone')}")`
          : `${o.nameOf(f)} addresses the players ("Infligez…", "${say('votre zone')}")`;
        const kind = found.node.kind;
        const what = kind === 'my-zone' ? `"${say('ma zone')}"` : kind === 'your-zone' ? `"${say('votre zone')}"` : firstPerson ? 'words to the players' : `the ${o.speaker}'s "je"`;
        ctx.report(fieldLocation(f, found.at), `${who}, but this text uses ${what}`, f.card.id);
      }
    },
    examples: o.examples,
  };
}

export const perspective: Rule = perspectiveRule({
  id: 'codex/perspective',
  language: CODEX_LANGUAGE,
  description: 'A creature or boss speaks in the first person ("J\'inflige…", "ma zone"); an item, a character, a zone or a Secret addresses the players ("Infligez…", "votre zone").',
  speaksAsCreature,
  speaker: 'creature',
  nameOf: (f) => (speaksAsCreature(f) ? `a ${f.card.type.id === 'secret' ? "boss's aptitude" : f.card.type.id}` : article(f.card.type.id)),
  examples: {
    valid: [{ name: 'creatures say "je", items and zones give orders', files: codexExampleFiles() }],
    invalid: [
      {
        name: 'a creature that gives orders',
        files: codexExampleFiles({ 'creatures.yaml': CREATURE.replace("J'inflige 1 dégât à un joueur dans ma zone.", 'Infligez 1 dégât à un joueur.') }),
        errors: [{ file: 'creatures.yaml', line: 10, column: 17, message: 'speaks in the first person' }],
      },
      {
        name: 'an item that speaks as a creature',
        files: codexExampleFiles({ 'objets.yaml': OBJET.replace("Relancez votre dé d'attaque.", 'Je récupère 1 PV.') }),
        errors: [{ file: 'objets.yaml', line: 6, column: 15, message: 'addresses the players' }],
      },
      {
        name: 'a zone that says "ma zone"',
        files: codexExampleFiles({ 'zones.yaml': ZONES.replace('Invoquez une "Larve" ici.', 'Invoquez une "Larve" dans ma zone.') }),
        errors: [{ file: 'zones.yaml', line: 14, column: 13, message: '"ma zone"' }],
      },
    ],
  },
});

function speaksAsCreature(f: TextField): boolean {
  return FIRST_PERSON_TYPES.has(f.card.type.id) || (f.card.type.id === 'secret' && f.path[0] === FIRST_PERSON_SECRET_FIELD);
}

function article(type: string): string {
  return { objet: 'an item', personnage: 'a character', zone: 'a zone', secret: 'a Secret' }[type] ?? `a ${type}`;
}
