/**
 * The CODEX (and INDEX) questions that are a choice among cards, as the hot-seat page shows them
 * (SessionGame.questionCards): which Objet to pick up, look at, give up or disengage, which
 * creature to target or to act first, which zone to go to, which character to target or to give a
 * reward, which card rerolls the attack die. Each option picks its card; an option that is no
 * card ("keep the die", "nobody") picks none. An Objet lies as it lies on the table: face down
 * until revealed, named only when the players know it.
 */
import type { CardBook } from '../../engine/session-cards.js';
import type { TableCard } from '../../engine/session-table.js';
import { cardOf } from './engine/board.js';
import type { Catalogue } from './engine/catalogue.js';
import type { Choice, GameState, ItemState } from './engine/types.js';

/** The kinds whose options name cards (the others are ways, words, yes or no). */
const CARD_KINDS = new Set(['item', 'target-creature', 'order', 'untap', 'zone', 'target-player', 'reward', 'optional-effect']);

export function codexQuestionCards(cat: Catalogue, book: CardBook, state: GameState, choice: Choice): { cards: TableCard[]; picks: number[][] } | null {
  if (!CARD_KINDS.has(choice.kind)) return null;
  const seat = choice.player ?? choice.asked?.seat ?? state.turn?.player ?? null;
  const item = (uid: string): ItemState | undefined => state.players.flatMap((p) => p.items).find((i) => i.uid === uid) ?? state.zones.flatMap((z) => z.items).find((i) => i.uid === uid);
  const cardFor = (o: string, i: number): TableCard | null => {
    const id = `option-${i}`;
    if (o === 'character' && seat !== null) return book.card(id, state.players[seat].character);
    const it = item(o);
    if (it) return book.card(id, it.card, { faceDown: !it.revealed, known: it.known, tapped: it.engaged });
    const creature = state.creatures.find((c) => c.uid === o);
    if (creature) return book.card(id, creature.card, { counters: [{ id: 'pv', label: 'PV', value: creature.pv }] });
    const zone = state.zones.findIndex((z) => z.card === o);
    if (zone >= 0) return book.card(id, o, { faceDown: state.zones[zone].hidden === true });
    const player = state.players.find((p) => p.character === o);
    if (player) return book.card(id, player.character);
    // Any other card of the pack (a Secret whose effect rerolls the die).
    const card = cardOf(o);
    return book.look(card) ? book.card(id, card) : null;
  };
  const cards: TableCard[] = [];
  const picks: number[][] = [];
  for (const [i, o] of choice.options.entries()) {
    const card = cardFor(o, i);
    if (card) {
      picks.push([cards.length]);
      cards.push(card);
    } else picks.push([]);
  }
  // A question none of whose options is a card (use or skip an effect) is shown as its words.
  return cards.length ? { cards, picks } : null;
}
