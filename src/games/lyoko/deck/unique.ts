import type { DeckRule } from '../../../core/deck/deck-rule.js';
import { LEGAL_LIST } from './example-files.js';

/**
 * VI.4: « Si tu joues un deuxième exemplaire d'une carte unique, la première est détruite ». A
 * second copy in one's own deck could only ever replace one's own first: a deck holds one copy of
 * each unique card (the rule is for an opponent's copy). See docs/rules/lyoko.md, "Deck lists".
 */
export const deckUnique: DeckRule = {
  id: 'lyoko/deck-unique',
  description: 'A deck holds one copy of a unique card (VI.4: a second copy played would destroy the first).',
  severity: 'error',
  check(ctx) {
    for (const e of ctx.deck.entries) {
      if (ctx.deck.copies.get(e.card)! <= 1 || e.card.data.unique !== true) continue;
      if (ctx.deck.entries.find((x) => x.card === e.card) !== e) continue;
      ctx.report({ line: e.line, column: e.countColumn, endColumn: e.endColumn }, `"${String(e.card.data.name)}" is unique: one copy in a deck (VI.4: a second one played destroys the first); this deck has ${ctx.deck.copies.get(e.card)}`, e.card);
    }
  },
  examples: {
    valid: [{ name: 'one copy of a unique card', list: `${LEGAL_LIST}1 Kiwi\n` }],
    invalid: [{ name: 'two copies of a unique card', list: `${LEGAL_LIST}2 Kiwi\n`, errors: [{ line: 20, column: 1, message: '"Kiwi" is unique' }] }],
  },
};
