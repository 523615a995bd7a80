import { copiesOf } from '../../../core/pack.js';
import type { Rule } from '../../../core/rule.js';
import type { Num } from '../text/ast.js';
import { fieldLocation, nodesOf, parsedFields } from '../text/fields.js';
import { MAX_PLAYERS, sameName } from '../text/vocabulary.js';
import { CODEX_LANGUAGE, type CardLanguage } from '../text/language.js';
import { codexExampleFiles, CREATURE, SECRET } from './example-files.js';


/** A game's limits, and its words for them in messages. */
export interface ImpossibleConditionOptions {
  id: string;
  language: CardLanguage;
  /** The game's name: "CODEX is played by at most 4 characters". */
  game: string;
  maxPlayers: number;
  /** The most places a chapter (an étage) lines up; nothing is farther than one less. */
  maxPlaces: number;
  /** The card type of places, whose `types` a condition may name; "a chapter", "Zones" in messages. */
  zoneType: string;
  words: { chapter: string; zones: string; zone: string };
  examples: Rule['examples'];
}

/**
 * Conditions that the rules can never satisfy: more players than the game has, a distance longer
 * than any chapter, a zone type that no Zone has, more copies of a creature than the game holds.
 * The card still works (its other abilities apply), so these are warnings.
 */
export function impossibleConditionRule(o: ImpossibleConditionOptions): Rule {
  const maxDistance = o.maxPlaces - 1;
  return {
    id: o.id,
    description: `Conditions can hold under the rules: at most ${o.maxPlayers} players, distances up to ${maxDistance}, ${o.words.zone.toLowerCase()} types some ${o.words.zone} has, no more creatures of a name than there are cards of it.`,
    severity: 'warning',
    check(ctx) {
      const cards = ctx.pack.cards.filter((c) => c.valid);
      const zoneTypes = new Set(cards.filter((c) => c.type.id === o.zoneType).flatMap((c) => (c.data.types as string[] | undefined) ?? []));
      for (const f of parsedFields(ctx.pack, o.language)) {
        for (const { node: n, at } of nodesOf(f.ast)) {
          const warn = (msg: string) => ctx.report(fieldLocation(f, at), msg, f.card.id);
          if (n.kind === 'players-at' && n.min && (n.min as Num).value > o.maxPlayers) {
            warn(`can never hold: ${o.game} is played by at most ${o.maxPlayers} characters`);
          }
          if (n.kind === 'range' && (n.n as Num).value > maxDistance) {
            warn(`can never hold: ${o.words.chapter} has at most ${o.maxPlaces} ${o.words.zones}, so nothing is more than ${maxDistance} away`);
          }
          if (n.kind === 'any-zone' && n.type && !zoneTypes.has(String(n.type))) {
            warn(`no ${o.words.zone} of this game has the type ${n.type}`);
          }
          if (n.kind === 'creatures-at' && n.min) {
            const name = (n.creature as { name?: string }).name;
            const copies = name ? cards.filter((c) => sameName(String(c.data.name), name)).reduce((n, c) => n + copiesOf(c), 0) : Infinity;
            if ((n.min as Num).value > copies) warn(`can never hold: the game has ${copies} card${copies === 1 ? '' : 's'} named "${name}" (give it \`copies: ${(n.min as Num).value}\`)`);
          }
        }
      }
    },
    examples: o.examples,
  };
}

export const impossibleCondition: Rule = impossibleConditionRule({
  id: 'codex/impossible-condition',
  language: CODEX_LANGUAGE,
  game: 'CODEX',
  maxPlayers: MAX_PLAYERS,
  maxPlaces: MAX_PLAYERS + 2,
  zoneType: 'zone',
  words: { chapter: 'a chapter', zones: 'Zones', zone: 'Zone' },
  examples: {
    valid: [{ name: 'conditions that can hold', files: codexExampleFiles() }],
    invalid: [
      {
        name: 'five players',
        files: codexExampleFiles({ 'creatures.yaml': CREATURE.replace('condition: Un joueur est dans ma zone', 'condition: Au moins 5 joueurs sont dans ma zone') }),
        errors: [{ file: 'creatures.yaml', line: 9, column: 20, message: 'at most 4 characters' }],
      },
      {
        name: 'more copies of a creature than there are cards',
        files: codexExampleFiles({ 'secrets.yaml': SECRET.replace('condition: Un joueur est à portée 2', 'condition: Il y a au moins 2 Larve en jeu') }),
        errors: [{ file: 'secrets.yaml', line: 9, column: 20, message: 'the game has 1 card named "Larve"' }],
      },
      {
        name: 'a distance no chapter has',
        files: codexExampleFiles({ 'creatures.yaml': CREATURE.replace('condition: Un joueur est dans ma zone', 'condition: Un joueur est à portée 6') }),
        errors: [{ file: 'creatures.yaml', line: 9, column: 20, message: 'nothing is more than 5 away' }],
      },
    ],
  },
});
