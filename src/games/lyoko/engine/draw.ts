/**
 * VI.5: « Tu pioches la première carte de ton jeu. Si tu dois piocher et que ton jeu est vide, à la
 * place de piocher, mélange les cartes de ta défausse pour faire une nouvelle pioche. Si tu n'as
 * plus de cartes dans ta défausse, tu peux quand même continuer à jouer sans piocher. »
 * Reading: the reshuffle takes the place of that draw (« à la place de piocher »).
 */
import { emit } from '../../../engine/choices.js';
import type { Catalogue } from './catalogue.js';
import { shuffleDeck } from './deck-order.js';
import type { LyokoCtx, LyokoState } from './types.js';

export function drawCard(cat: Catalogue, s: LyokoState, ctx: LyokoCtx, seat: number): void {
  const p = s.players[seat];
  if (p.deck.length) {
    const card = p.deck.shift()!;
    p.hand.push(card);
    emit(ctx, { e: 'draw', seat, card: cat.list[card].id });
    return;
  }
  if (p.discard.length) {
    p.deck = shuffleDeck(cat, s, seat, p.discard);
    p.discard = [];
  }
  emit(ctx, { e: 'draw', seat, card: null });
}
