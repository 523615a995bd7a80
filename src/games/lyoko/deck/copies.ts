import type { DeckRule } from '../../../core/deck/deck-rule.js';
import { LEGAL_LIST } from './example-files.js';

/** V.1: « … et pas plus de 3 exemplaires d'une même carte ». Copies on several lines add up. */
export const MAX_COPIES = 3;

export const deckCopies: DeckRule = {
  id: 'lyoko/deck-copies',
  description: 'A deck holds at most 3 copies of a card (V.1), counted over all its lines.',
  severity: 'error',
  check(ctx) {
    const seen = new Map<unknown, number>();
    for (const e of ctx.deck.entries) {
      const before = seen.get(e.card) ?? 0;
      const now = before + e.count;
      seen.set(e.card, now);
      if (now > MAX_COPIES && before <= MAX_COPIES) {
        ctx.report({ line: e.line, column: e.countColumn, endColumn: e.endColumn }, `at most ${MAX_COPIES} copies of a card (V.1): "${String(e.card.data.name)}" comes ${ctx.deck.copies.get(e.card)} times${before ? ' over several lines' : ''}`, e.card);
      }
    }
  },
  examples: {
    valid: [{ name: 'three copies of each card', list: LEGAL_LIST }],
    invalid: [
      { name: 'four copies on one line', list: LEGAL_LIST.replace('3 Réflexes', '4 Réflexes'), errors: [{ line: 2, column: 1, message: '"Réflexes" comes 4 times' }] },
      { name: 'copies over two lines', list: `${LEGAL_LIST}1 Esquive 3\n`, errors: [{ line: 20, column: 1, message: 'over several lines' }] },
    ],
  },
};
