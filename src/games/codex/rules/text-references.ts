import { closest } from 'fastest-levenshtein';
import type { LoadedCard } from '../../../core/pack.js';
import type { Rule } from '../../../core/rule.js';
import { fieldChoices } from '../../../core/types/field-choices.js';
import type { At } from '../text/ast.js';
import { fieldLocation, nodesOf, parsedFields, type AstNode } from '../text/fields.js';
import { sameName, SPECIAL_DECK } from '../text/vocabulary.js';
import { codexExampleFiles, CREATURE, OBJET, SECRET, ZONES } from './example-files.js';


/**
 * What a text names must exist: summoned creatures in the special deck, creatures, zones and
 * zone types by name, other cards in quotes, Secrets by number; an item names itself by the
 * first words of its own name ("le Mousquet" on the Mousquet du Vétéran).
 */
export const textReferences: Rule = {
  id: 'codex/text-references',
  description: 'Names in card text resolve: a summoned creature is in the special deck, named creatures, zones, zone types, quoted cards and Secret numbers exist.',
  severity: 'error',
  check(ctx) {
    if (!ctx.pack.complete) return;
    // Names come from every card, even one that fails its schema: that card has its own error.
    const cards = ctx.pack.cards.filter((c) => typeof c.data.name === 'string');
    const names = (pred: (c: LoadedCard) => boolean) => cards.filter(pred).map((c) => String(c.data.name));
    const creatures = names((c) => c.type.id === 'creature' || c.type.id === 'boss');
    const special = names((c) => c.deck.id === SPECIAL_DECK);
    const zones = names((c) => c.type.id === 'zone');
    const all = names(() => true);
    // The zone types are the choices of the Zone card type's `types` field, as declared.
    const zoneTypes = fieldChoices(ctx.pack.cardTypes.find((t) => t.id === 'zone'), 'types').map(String);
    const secrets = new Set(cards.filter((c) => c.type.id === 'secret').map((c) => Number(c.data.number)));
    const unknown = (name: string, list: string[]) => {
      const near = list.length ? closest(name, list) : null;
      return near ? `; did you mean "${near}"?` : '';
    };
    for (const f of parsedFields(ctx.pack)) {
      const report = (at: At | null | undefined, msg: string) => ctx.report(fieldLocation(f, at), msg, f.card.id);
      const nodes = [...nodesOf(f.ast)].map((x) => x.node);
      // A creature named by a summon is the summon's to check (it must be in the special deck).
      const summoned = new Set(nodes.filter((n) => n.kind === 'summon').map((n) => n.creature));
      for (const n of nodes) {
        // A quoted name that no card has is core/reference's to report; this rule adds the game's sense.
        const missingQuoted = (name: string, quoted: unknown) => quoted === true && !all.some((s) => sameName(s, name));
        if (n.kind === 'summon') {
          const c = n.creature as AstNode & { name: string; quoted: boolean };
          if (!special.some((s) => sameName(s, c.name)) && !missingQuoted(c.name, c.quoted)) {
            const elsewhere = creatures.some((s) => sameName(s, c.name));
            report(c.at, elsewhere ? `"${c.name}" is not in the special deck (${SPECIAL_DECK}): summoned creatures come from there` : `no creature of the special deck is named "${c.name}"${unknown(c.name, special)}`);
          }
        } else if (n.kind === 'named' && !summoned.has(n) && !creatures.some((s) => sameName(s, String(n.name))) && !missingQuoted(String(n.name), n.quoted)) {
          report(n.at, `no creature is named "${n.name}"${unknown(String(n.name), creatures)}`);
        } else if (n.kind === 'named-zone' && !zones.some((s) => sameName(s, String(n.name)))) {
          report(n.at, `no Zone is named "${n.name}"${unknown(String(n.name), zones)}`);
        } else if (n.kind === 'any-zone' && n.type && !zoneTypes.includes(String(n.type))) {
          report(n.at, `"${n.type}" is not a zone type${unknown(String(n.type), zoneTypes)} Types: ${zoneTypes.join(', ')}`);
        } else if (n.kind === 'card') {
          const name = String(n.name);
          if (!n.quoted && !ownName(f.card, name)) {
            report(n.at, `"${name}" is not the start of this card's name ("${f.card.data.name}"); name another card in quotes: le "${closest(name, all)}"`);
          }
        } else if (n.kind === 'read-secret') {
          const number = (n.number as { value: number }).value;
          if (!secrets.has(number)) report(n.at, `there is no Secret n°${number}; Secrets: ${[...secrets].sort((a, b) => a - b).join(', ')}`);
        }
      }
    }
  },
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
};

/** "le Mousquet" on "Mousquet du Vétéran": the text names the card by its first words. */
function ownName(card: LoadedCard, name: string): boolean {
  const full = String(card.data.name);
  return sameName(full, name) || sameName(full.slice(0, name.length + 1), `${name} `);
}
