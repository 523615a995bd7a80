/**
 * Every shuffle of a player's deck goes through here: the setup's (V.2), the mulligan's (V.2) and
 * a discard made into a new deck (VI.5). A scenario may give their order (`order:`), as it gives
 * the dice: pile `deck-<seat>`, seat 0 being the first of its `players:` (the number `current:`,
 * `owner:` and the events' `seat` use), its successive orders for that deck's successive shuffles.
 * The top of a deck is its first card (what drawCard takes), so an order lists the cards from the
 * top down. The search bot's dealing of unseen cards is no shuffle of a deck: it stays the seed's.
 */
import { shuffleOrForced } from '../../../engine/forced-order.js';
import type { Catalogue } from './catalogue.js';
import type { CardNo, LyokoState } from './types.js';

/** The pile name of seat `seat`'s deck in a scenario's `order:`. */
export const deckPile = (seat: number): string => `deck-${seat}`;

/** `cards` shuffled in place as seat `seat`'s new deck (the order a scenario forces first), returned. */
export function shuffleDeck(cat: Catalogue, s: LyokoState, seat: number, cards: CardNo[]): CardNo[] {
  return shuffleOrForced(s, deckPile(seat), cards, (no) => cat.list[no].id);
}
