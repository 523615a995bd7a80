/**
 * The pyramid's question that is a choice of cards (SessionGame.questionCards): before the first
 * turn, each adventurer puts 3 of its 9 action cards in its discard (« conserver 6 de ses 9 cartes
 * actions dans sa main »). The rules offer every distinct set of 3 (14 of them, cards of a kind
 * being alike); the page shows the 9 cards, and each option picks its 3, so that a player picks
 * the cards rather than reads the sets.
 */
import type { CardBook } from '../../engine/session-cards.js';
import type { TableCard } from '../../engine/session-table.js';
import type { Catalogue } from './engine/catalogue.js';
import { setAsideOptions } from './engine/setup.js';
import type { PyramideChoice } from './engine/types.js';

export function pyramideQuestionCards(cat: Catalogue, book: CardBook, choice: PyramideChoice): { cards: TableCard[]; picks: number[][] } | null {
  if (choice.kind !== 'hand' || !choice.adventurer || !cat.adventurers[choice.adventurer]) return null;
  const deck = cat.adventurers[choice.adventurer].cards;
  const cards = deck.map((id, i) => book.card(`hand-choice-${i}:${id}`, id));
  // Each set aside, as the rules list them (the options' order), picks the first copies of its cards.
  const picks = setAsideOptions(deck).map((aside) => {
    const taken: number[] = [];
    for (const id of aside) taken.push(deck.findIndex((c, i) => c === id && !taken.includes(i)));
    return taken.sort((a, b) => a - b);
  });
  return picks.length === choice.options.length ? { cards, picks } : null;
}
