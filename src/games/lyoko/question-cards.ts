/**
 * Code Lyoko's questions that are a choice among cards (SessionGame.questionCards): a surprise to
 * play (or pass), an obstacle to play (or nothing), a card of the hand to discard, a card of the
 * discard to take back, a card in play to destroy, a hero to flip, a character to tap, untap or
 * strengthen. An option that is no card (pass, play nothing) picks none; a character's own
 * surprise ability picks the character's card; a hero is its card on the side it shows.
 */
import type { CardBook } from '../../engine/session-cards.js';
import type { TableCard } from '../../engine/session-table.js';
import { permanent } from './engine/board.js';
import type { Catalogue } from './engine/catalogue.js';
import type { CharRef, LyokoChoice, LyokoState } from './engine/types.js';

export function lyokoQuestionCards(cat: Catalogue, book: CardBook, s: LyokoState, q: LyokoChoice): { cards: TableCard[]; picks: number[][] } | null {
  const heroCard = (id: string, hero: number) => {
    const def = cat.heroes[hero];
    const look = book.look(def.id);
    const verso = s.heroes[hero]?.side === 'verso';
    const card = book.card(id, def.id);
    return { ...card, ...(look ? { image: verso ? look.back : look.front } : {}) };
  };
  const charCard = (id: string, c: CharRef): TableCard | null => {
    if ('hero' in c) return heroCard(id, c.hero);
    const p = permanent(s, c.extra);
    return p ? book.card(id, cat.list[p.card].id) : null;
  };
  // Each option's card, null for an option that is none.
  let cards: (TableCard | null)[];
  switch (q.kind) {
    case 'surprise':
    case 'destroy':
    case 'discard':
    case 'recover': {
      const none = q.options.length - (q.offered?.length ?? 0);
      if (!q.offered || none < 0) return null;
      cards = [
        ...Array.from({ length: none }, () => null),
        ...q.offered.map((o, i) => {
          const id = `option-${none + i}`;
          if ('card' in o) return book.card(id, o.card);
          if ('char' in o) return charCard(id, o.char);
          const p = permanent(s, o.uid);
          return p ? book.card(id, cat.list[p.card].id) : null;
        }),
      ];
      break;
    }
    case 'obstacle':
      if (!q.obstacles) return null;
      cards = [null, ...q.obstacles.cards.map((id, i) => book.card(`option-${i + 1}`, id))];
      break;
    case 'flip':
    case 'character':
      if (!q.chars) return null;
      cards = q.chars.map((c, i) => charCard(`option-${i}`, c));
      break;
    default:
      return null;
  }
  if (cards.length !== q.options.length) return null;
  const shown: TableCard[] = [];
  const picks = cards.map((c) => (c ? [shown.push(c) - 1] : []));
  return shown.length ? { cards: shown, picks } : null;
}
