import { copiesOf } from '../../../core/pack.js';
import type { Rule } from '../../../core/rule.js';
import type { Num } from '../text/ast.js';
import { fieldLocation, nodesOf, parsedFields } from '../text/fields.js';
import { MAX_DISTANCE, MAX_PLAYERS, sameName } from '../text/vocabulary.js';
import { codexExampleFiles, CREATURE, SECRET } from './example-files.js';


/**
 * Conditions that the rules can never satisfy: more players than the game has, a distance longer
 * than any chapter, a zone type that no Zone has, more copies of a creature than the game holds.
 * The card still works (its other abilities apply), so these are warnings.
 */
export const impossibleCondition: Rule = {
  id: 'codex/impossible-condition',
  description: `Conditions can hold under the rules: at most ${MAX_PLAYERS} players, distances up to ${MAX_DISTANCE}, zone types some Zone has, no more creatures of a name than there are cards of it.`,
  severity: 'warning',
  check(ctx) {
    const cards = ctx.pack.cards.filter((c) => c.valid);
    const zoneTypes = new Set(cards.filter((c) => c.type.id === 'zone').flatMap((c) => (c.data.types as string[] | undefined) ?? []));
    for (const f of parsedFields(ctx.pack)) {
      for (const { node: n, at } of nodesOf(f.ast)) {
        const warn = (msg: string) => ctx.report(fieldLocation(f, at), msg, f.card.id);
        if (n.kind === 'players-at' && n.min && (n.min as Num).value > MAX_PLAYERS) {
          warn(`can never hold: CODEX is played by at most ${MAX_PLAYERS} characters`);
        }
        if (n.kind === 'range' && (n.n as Num).value > MAX_DISTANCE) {
          warn(`can never hold: a chapter has at most ${MAX_PLAYERS + 2} Zones, so nothing is more than ${MAX_DISTANCE} away`);
        }
        if (n.kind === 'any-zone' && n.type && !zoneTypes.has(String(n.type))) {
          warn(`no Zone of this game has the type ${n.type}`);
        }
        if (n.kind === 'creatures-at' && n.min) {
          const name = (n.creature as { name?: string }).name;
          const copies = name ? cards.filter((c) => sameName(String(c.data.name), name)).reduce((n, c) => n + copiesOf(c), 0) : Infinity;
          if ((n.min as Num).value > copies) warn(`can never hold: the game has ${copies} card${copies === 1 ? '' : 's'} named "${name}" (give it \`copies: ${(n.min as Num).value}\`)`);
        }
      }
    }
  },
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
};
