import type { Rule } from '../../../core/rule.js';
import { partiesOf } from '../party.js';
import { roomDeckOf } from '../rooms.js';
import { PARTY, cardstleExampleFiles } from './example-files.js';

/**
 * « Les trésors représentent les cartes acquises »: a treasure is a card of the room deck, so a
 * party holds no more copies of one, all characters together, than the game has room decks
 * (`sets:`), and only cards that deck has.
 */
export const cardstleTreasures: Rule = {
  id: 'cardstle/treasures',
  description: "A party's treasures are cards of the room deck: no more copies of one, all characters together, than the game has room decks.",
  severity: 'error',
  check(ctx) {
    const room = roomDeckOf(ctx.pack);
    if (!room) return;
    const { deck, sets, names: inDeck } = room;
    for (const party of partiesOf(ctx.pack)) {
      const held = new Map<string, number>();
      party.data.characters.forEach((c, i) => {
        (c.treasures ?? []).forEach((t, j) => {
          const at = { src: party.src, path: ['characters', i, 'treasures', j] };
          if (!inDeck.has(t)) {
            ctx.report(at, `${c.name} holds the ${t}, which the room deck (${deck.id}) does not have; a treasure is one of its cards`, null);
            return;
          }
          const n = (held.get(t) ?? 0) + 1;
          held.set(t, n);
          if (n === sets + 1) ctx.report(at, `the party holds the ${t} ${n} times and the game has ${sets} room deck(s) (sets: ${sets}); a card can be held as many times as there are decks`, null);
        });
      });
    }
  },
  examples: {
    valid: [{ name: 'two treasures', files: cardstleExampleFiles({ 'groupe.yaml': PARTY.replace('    objects:', '    treasures: [2 de Cœur, As de Pique]\n    objects:') }) }],
    invalid: [
      {
        name: 'a card held twice with one room deck',
        files: cardstleExampleFiles({ 'groupe.yaml': PARTY.replace('    objects:', '    treasures: [2 de Cœur, 2 de Cœur]\n    objects:') }),
        errors: [{ file: 'groupe.yaml', line: 9, column: 28, message: 'holds the 2 de Cœur 2 times' }],
      },
      {
        name: 'a card the room deck does not have',
        files: cardstleExampleFiles({ 'groupe.yaml': PARTY.replace('    objects:', '    treasures: [9 de Cœur]\n    objects:') }),
        errors: [{ file: 'groupe.yaml', line: 9, column: 17, message: 'which the room deck (salle) does not have' }],
      },
    ],
  },
};
