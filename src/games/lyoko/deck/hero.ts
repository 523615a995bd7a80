import type { DeckRule } from '../../../core/deck/deck-rule.js';
import { LEGAL_LIST } from './example-files.js';

/** III.9: « Ces cartes se trouvent dans tous les jeux de démarrage mais tu ne peux pas les mettre dans ton jeu ». */
export const deckHero: DeckRule = {
  id: 'lyoko/deck-hero',
  description: 'A deck holds no hero: the five heroes are common to all players and stay in the middle of the table (III.9).',
  severity: 'error',
  check(ctx) {
    for (const e of ctx.deck.entries) {
      if (e.card.type.id !== 'heros') continue;
      ctx.report({ line: e.line, column: e.column, endColumn: e.endColumn }, `${String(e.card.data.name)} is a hero: heroes are common to all players and never in a deck (III.9); remove this line`, e.card);
    }
  },
  examples: {
    valid: [{ name: 'no hero', list: LEGAL_LIST }],
    invalid: [{ name: 'a hero in a deck', list: `${LEGAL_LIST}1 Odd\n`, errors: [{ line: 20, column: 3, message: 'Odd is a hero' }] }],
  },
};
