/**
 * Cardstle's questions that are a choice among a character's treasures (SessionGame.questionCards):
 * which treasure to add to a test, which key opens a chest, which treasure to keep after crafting.
 * The first option of each is no card (none, leave the chest closed): it picks nothing; every
 * other picks its treasure, shown as the room deck's card.
 */
import type { TableCard } from '../../engine/session-table.js';
import { cardOfName } from './engine/cards.js';
import type { CardstleChoice } from './engine/types.js';

const TREASURE_KINDS = new Set(['treasure', 'chest', 'keep']);

export function cardstleQuestionCards(card: (uid: string, card: number) => TableCard, q: CardstleChoice): { cards: TableCard[]; picks: number[][] } | null {
  if (!TREASURE_KINDS.has(q.kind)) return null;
  const cards: TableCard[] = [];
  const picks = q.options.map((o, i) => {
    const n = cardOfName(o);
    if (n < 0) return [];
    cards.push(card(`option-${i}`, n));
    return [cards.length - 1];
  });
  return cards.length ? { cards, picks } : null;
}
