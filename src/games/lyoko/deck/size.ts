import { deckStart, type DeckRule } from '../../../core/deck/deck-rule.js';
import { LEGAL_LIST } from './example-files.js';

/** V.1: « Chaque joueur utilise son propre jeu : pas moins de 50 cartes au total ». */
export const MIN_DECK = 50;

export const deckSize: DeckRule = {
  id: 'lyoko/deck-size',
  description: 'A deck holds at least 50 cards (V.1 « pas moins de 50 cartes au total »).',
  severity: 'error',
  check(ctx) {
    if (ctx.deck.size < MIN_DECK) ctx.report(deckStart(ctx.deck), `a deck holds at least ${MIN_DECK} cards (V.1); this one has ${ctx.deck.size}: add ${MIN_DECK - ctx.deck.size}`, null);
  },
  examples: {
    valid: [{ name: 'a deck of 54 cards', list: LEGAL_LIST }],
    invalid: [{ name: 'a deck of 48 cards', list: LEGAL_LIST.replace('3 Esquive 16\n3 Esquive 17\n', ''), errors: [{ line: 2, column: 1, message: 'this one has 48: add 2' }] }],
  },
};
