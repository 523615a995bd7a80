/**
 * The card sets of a game whose players build their own decks: one per ready-made deck list (its
 * cards, each as many times as the list says, as one deck: a player's deck is shuffled together,
 * whatever the types of its cards), and one of the decks every player shares (Lyoko's heroes),
 * printed and exported once. The exporters make them as they make a game's whole set.
 */
import type { ResolvedDeck } from '../core/deck/deck-rule.js';
import { COPY_SEPARATOR, type CardSet, type ExportCard, type ExportDeck } from './card-set.js';

/** The list's cards as one deck named after it; cards with no image (errors) are left out, as the whole set leaves them. */
export function deckListSet(set: CardSet, list: { id: string; title: string; deck: ResolvedDeck }): CardSet {
  const first = new Map<string, { card: ExportCard; deck: ExportDeck }>();
  for (const d of set.decks) for (const c of d.cards) if (!c.id.includes(COPY_SEPARATOR)) first.set(`${d.deck.id}/${c.id}`, { card: c, deck: d });
  const cards: ExportCard[] = [];
  let format: ExportDeck['format'] | null = null;
  let base: ExportDeck['deck'] | null = null;
  for (const [card, copies] of list.deck.copies) {
    const found = first.get(`${card.deck.id}/${card.id}`);
    if (!found) continue;
    format ??= found.deck.format;
    base ??= found.deck.deck;
    for (let k = 1; k <= copies; k++) cards.push({ ...found.card, id: k === 1 ? card.id : `${card.id}${COPY_SEPARATOR}${k}` });
  }
  const decks: ExportDeck[] = base && format ? [{ deck: { ...base, id: list.id, name: list.title }, format, cards }] : [];
  return { ...set, title: `${set.title} — ${list.title}`, decks, components: [] };
}

/** The decks every player shares (`ids`), alone. */
export function sharedDecksSet(set: CardSet, ids: readonly string[]): CardSet {
  return { ...set, decks: set.decks.filter((d) => ids.includes(d.deck.id)), components: [] };
}
