import { closest } from 'fastest-levenshtein';
import type { LoadedCard } from '../../../core/pack.js';
import type { Rule } from '../../../core/rule.js';
import { fieldChoices } from '../../../core/types/field-choices.js';
import type { At } from '../text/ast.js';
import { fieldLocation, nodesOf, parsedFields, type AstNode } from '../text/fields.js';
import { sameName, SPECIAL_DECK } from '../text/vocabulary.js';
import { CODEX_LANGUAGE, type CardLanguage } from '../text/language.js';
import { codexExampleFiles, CREATURE, OBJET, SECRET, ZONES } from './example-files.js';


/** A game's names for what its texts refer to: card types, the summoned creatures' deck, the words of its messages. */
export interface ReferenceOptions {
  id: string;
  language: CardLanguage;
  /** Card types that are creatures (named in texts: « Encre »), and the deck summons draw from. */
  creatureTypes: string[];
  specialDeck: string;
  /** The card type of places (named: "la Ruelle"), whose `types` field lists the place types. */
  zoneType: string;
  /** Numbered cards that a text names by number ("Lisez le Secret n° 4", "Posez l'Objet secret n° 4 ici"). */
  numbered: { node: string; type: string; what: string; plural: string };
  /** The words of the messages: "creature", "Zone". */
  words: { creature: string; zone: string };
  examples: Rule['examples'];
}

/**
 * What a text names must exist: summoned creatures in the special deck, creatures, zones and
 * zone types by name, other cards in quotes, numbered cards by number; an item names itself by the
 * first words of its own name ("le Mousquet" on the Mousquet du Vétéran).
 */
export function textReferencesRule(o: ReferenceOptions): Rule {
  const { creature: creatureWord, zone: zoneWord } = o.words;
  return {
    id: o.id,
    description: `Names in card text resolve: a summoned ${creatureWord} is in the special deck, named ${creatureWord}s, ${zoneWord.toLowerCase()}s, ${zoneWord.toLowerCase()} types, quoted cards and ${o.numbered.what} numbers exist.`,
    severity: 'error',
    check(ctx) {
      if (!ctx.pack.complete) return;
      // Names come from every card, even one that fails its schema: that card has its own error.
      const cards = ctx.pack.cards.filter((c) => typeof c.data.name === 'string');
      const names = (pred: (c: LoadedCard) => boolean) => cards.filter(pred).map((c) => String(c.data.name));
      const creatures = names((c) => o.creatureTypes.includes(c.type.id));
      const special = names((c) => c.deck.id === o.specialDeck);
      const zones = names((c) => c.type.id === o.zoneType);
      const all = names(() => true);
      // The zone types are the choices of the zone card type's `types` field, as declared.
      const zoneTypes = fieldChoices(ctx.pack.cardTypes.find((t) => t.id === o.zoneType), 'types').map(String);
      const numbers = new Set(ctx.pack.cards.filter((c) => c.type.id === o.numbered.type).map((c) => Number(c.data.number)));
      const unknown = (name: string, list: string[]) => {
        const near = list.length ? closest(name, list) : null;
        return near ? `; did you mean "${near}"?` : '';
      };
      for (const f of parsedFields(ctx.pack, o.language)) {
        const report = (at: At | null | undefined, msg: string) => ctx.report(fieldLocation(f, at), msg, f.card.id);
        const nodes = [...nodesOf(f.ast)];
        // A creature named by a summon is the summon's to check (it must be in the special deck).
        const summoned = new Set(nodes.filter(({ node }) => node.kind === 'summon').map(({ node }) => node.creature));
        for (const { node: n, at } of nodes) {
          // A quoted name that no card has is core/reference's to report; this rule adds the game's sense.
          const missingQuoted = (name: string, quoted: unknown) => quoted === true && !all.some((s) => sameName(s, name));
          if (n.kind === 'summon') {
            const c = n.creature as AstNode & { name: string; quoted: boolean };
            if (!special.some((s) => sameName(s, c.name)) && !missingQuoted(c.name, c.quoted)) {
              const elsewhere = creatures.some((s) => sameName(s, c.name));
              report(c.at, elsewhere ? `"${c.name}" is not in the special deck (${o.specialDeck}): summoned ${creatureWord}s come from there` : `no ${creatureWord} of the special deck is named "${c.name}"${unknown(c.name, special)}`);
            }
          } else if (n.kind === 'named' && !summoned.has(n) && !creatures.some((s) => sameName(s, String(n.name))) && !missingQuoted(String(n.name), n.quoted)) {
            report(n.at, `no ${creatureWord} is named "${n.name}"${unknown(String(n.name), creatures)}`);
          } else if (n.kind === 'named-zone' && !zones.some((s) => sameName(s, String(n.name)))) {
            report(n.at, `no ${zoneWord} is named "${n.name}"${unknown(String(n.name), zones)}`);
          } else if (n.kind === 'any-zone' && n.type && !zoneTypes.includes(String(n.type))) {
            report(n.at, `"${n.type}" is not a ${zoneWord.toLowerCase()} type${unknown(String(n.type), zoneTypes)} Types: ${zoneTypes.join(', ')}`);
          } else if (n.kind === 'card') {
            const name = String(n.name);
            if (!n.quoted && !ownName(f.card, name)) {
              report(n.at, `"${name}" is not the start of this card's name ("${f.card.data.name}"); name another card in quotes: le "${closest(name, all)}"`);
            }
          } else if (n.kind === o.numbered.node) {
            const number = (n.number as { value: number }).value;
            if (!numbers.has(number)) report(at, `there is no ${o.numbered.what} n°${number}; ${o.numbered.plural}: ${[...numbers].sort((a, b) => a - b).join(', ')}`);
          }
        }
      }
    },
    examples: o.examples,
  };
}

export const textReferences: Rule = textReferencesRule({
  id: 'codex/text-references',
  language: CODEX_LANGUAGE,
  creatureTypes: ['creature', 'boss'],
  specialDeck: SPECIAL_DECK,
  zoneType: 'zone',
  numbered: { node: 'read-secret', type: 'secret', what: 'Secret', plural: 'Secrets' },
  words: { creature: 'creature', zone: 'Zone' },
  examples: {
    valid: [{ name: 'a summon from the special deck, a zone by name', files: codexExampleFiles() }],
    invalid: [
      {
        name: 'a summoned creature missing from the special deck, named without quotes',
        files: codexExampleFiles({ 'secrets.yaml': SECRET.replace('"Larve"', 'Larv') }),
        errors: [{ file: 'secrets.yaml', line: 10, column: 31, message: 'did you mean "Larve"?' }],
      },
      {
        name: 'a standard creature summoned',
        files: codexExampleFiles({ 'secrets.yaml': SECRET.replace('une "Larve"', 'un "Rat"') }),
        errors: [{ file: 'secrets.yaml', line: 10, column: 30, message: 'not in the special deck' }],
      },
      {
        name: 'a zone that does not exist',
        files: codexExampleFiles({ 'creatures.yaml': CREATURE.replace("Je me déplace d'une zone.", 'Je déplace un joueur dans la Crypte.') }),
        errors: [{ file: 'creatures.yaml', line: 12, column: 46, message: 'no Zone is named "Crypte"' }],
      },
      {
        name: "an item that names itself by another card's name",
        files: codexExampleFiles({ 'objets.yaml': OBJET.replace("Relancez votre dé d'attaque.", "Relancez un dé d'attaque avec l'Épée.") }),
        errors: [{ file: 'objets.yaml', line: 6, column: 47, message: 'is not the start of this card\'s name ("Dague")' }],
      },
      {
        name: 'a Secret that does not exist',
        files: codexExampleFiles({ 'zones.yaml': ZONES.replace('Invoquez une "Larve" ici.', 'Lisez le Secret n°4.') }),
        errors: [{ file: 'zones.yaml', line: 14, column: 13, message: 'there is no Secret n°4' }],
      },
    ],
  },
});

/** "le Mousquet" on "Mousquet du Vétéran": the text names the card by its first words. */
function ownName(card: LoadedCard, name: string): boolean {
  const full = String(card.data.name);
  return sameName(full, name) || sameName(full.slice(0, name.length + 1), `${name} `);
}
