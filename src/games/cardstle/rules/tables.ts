import type { Rule } from '../../../core/rule.js';
import type { PathSegment } from '../../../core/yaml-source.js';
import { RANKS, SUITS, tablesOf } from '../tables.js';
import { TABLES, cardstleExampleFiles } from './example-files.js';

/** The card type of the room deck's cards. */
const ROOM_TYPE = 'salle';

/**
 * The tables say what each card of the room deck is (« Les cartes constituant la pièce se voient
 * attribuées des rôles différents en fonction de leur valeur »): one role a rank at most, one line
 * a suit, costs that grow, and recipes that name what they take. A rank with no role is a warning:
 * turned over in a room, it would do nothing.
 */
export const cardstleTables: Rule = {
  id: 'cardstle/tables',
  description: 'The tables give each rank at most one role (enemy, trap or chest), each suit one line, costs that grow with each point, and recipes with unique ids that name the suit or rank they take.',
  severity: 'error',
  check(ctx) {
    const found = tablesOf(ctx.pack);
    if (!found) return;
    const { tables, src } = found;
    const report = (path: PathSegment[], message: string, severity?: 'warning') => ctx.report({ src, path }, message, null, severity);

    const roles = new Map<string, string>();
    const lists = [['enemies', 'an enemy'], ['traps', 'a trap'], ['chests', 'a chest']] as const;
    for (const [key, what] of lists) {
      tables[key].forEach((line, i) => {
        const first = roles.get(line.rank);
        if (first) report([key, i, 'rank'], `${line.rank} is already ${first}; a card has one role when turned over: remove this line or change its rank`);
        else roles.set(line.rank, what);
      });
    }
    // The ranks the room deck has: a smaller deck (a variant, the examples) needs no role for the others.
    const dealt = new Set(ctx.pack.cards.filter((c) => c.type.id === ROOM_TYPE).map((c) => c.data.rank as string));
    const idle = RANKS.filter((r) => dealt.has(r) && !roles.has(r));
    if (idle.length) report(['enemies'], `no role for ${idle.join(', ')}: turned over in a room, ${idle.length > 1 ? 'these cards do' : 'this card does'} nothing; give ${idle.length > 1 ? 'them' : 'it'} a line in enemies, traps or chests`, 'warning');

    const seen = new Set<string>();
    tables.suits.forEach((s, i) => {
      if (seen.has(s.suit)) report(['suits', i, 'suit'], `${s.suit} has two lines; each of ${SUITS.join(', ')} has one`);
      seen.add(s.suit);
    });

    tables.costs.forEach((c, i) => {
      if (i > 0 && c <= tables.costs[i - 1]) report(['costs', i], `the cost of ${i + 1} points (${c}) is not more than of ${i} (${tables.costs[i - 1]}); the costs are cumulative and grow (the book: 1, 3, 6, 10, 15)`);
    });

    const ids = new Set<string>();
    tables.recipes.forEach((r, i) => {
      if (ids.has(r.id)) report(['recipes', i, 'id'], `two recipes are called ${r.id}; give this one another id (parties name objects by it)`);
      ids.add(r.id);
      if (r.takes === 'carre' && !r.rank) report(['recipes', i], `${r.name} takes the four cards of one rank (carre): say which with \`rank:\``);
      if (r.takes !== 'carre' && !r.suit) report(['recipes', i], `${r.name} takes cards of one suit (${r.takes}): say which with \`suit:\``);
    });
  },
  examples: {
    valid: [{ name: 'the mini tables', files: cardstleExampleFiles() }],
    invalid: [
      {
        name: 'a rank both a trap and a chest',
        files: cardstleExampleFiles({ 'tables.yaml': TABLES.replace('  - { rank: "8", att: 2 }\n', '  - { rank: "8", att: 2 }\n  - { rank: "2", att: 1 }\n') }),
        errors: [{ file: 'tables.yaml', line: 20, column: 13, message: '2 is already a trap' }],
      },
      {
        name: 'a rank of the room deck with no role',
        files: cardstleExampleFiles({ 'tables.yaml': TABLES.replace('  - { rank: "8", att: 2 }\n', '  - { rank: "9", att: 2 }\n') }),
        errors: [{ file: 'tables.yaml', line: 14, column: 5, message: 'no role for 8' }],
      },
      {
        name: 'a suit twice',
        files: cardstleExampleFiles({ 'tables.yaml': TABLES.replace('{ suit: Trèfle, colour: noir, stat: mov', '{ suit: Pique, colour: noir, stat: mov') }),
        errors: [{ file: 'tables.yaml', line: 12, column: 13, message: 'Pique has two lines' }],
      },
      {
        name: 'costs that do not grow',
        files: cardstleExampleFiles({ 'tables.yaml': TABLES.replace('[1, 3, 6, 10, 15]', '[1, 3, 3, 10, 15]') }),
        errors: [{ file: 'tables.yaml', line: 3, column: 15, message: 'the cost of 3 points (3)' }],
      },
      {
        name: 'a recipe without its suit',
        files: cardstleExampleFiles({ 'tables.yaml': TABLES.replace('takes: cinq, suit: Pique,', 'takes: cinq,') }),
        errors: [{ file: 'tables.yaml', line: 22, column: 7, message: 'say which with `suit:`' }],
      },
    ],
  },
};
