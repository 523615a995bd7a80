/**
 * What rules code does with cards and dice, drawing only from the state's own generator: a pack's
 * decks as plain data for a catalogue, a pile shuffled (in the order a scenario forces, when it
 * forces one), cards drawn from the top, and a die rolled (a scenario's forced die first).
 */
import { copiesOf, type LoadedPack } from '../core/pack.js';
import { shuffleOrForced, type ShuffleSource } from './forced-order.js';
import { rollDie, type DiceSource } from './rng.js';

/** A card of a deck as a catalogue holds it: its id, its copies in the deck, its fields. */
export interface DeckCard {
  id: string;
  copies: number;
  data: Record<string, unknown>;
}

export interface PackDeck {
  id: string;
  name: string;
  /** The deck's card type. */
  type: string;
  cards: DeckCard[];
}

/**
 * The pack's decks in the manifest's order, each with its cards in file order (their data as
 * the card files give it, defaults applied): plain data, fit for a catalogue. Cards with errors
 * are left out (an engine only runs on a pack that `check` passes).
 */
export function packDecks(pack: LoadedPack): PackDeck[] {
  return (pack.manifest?.decks ?? []).map((deck) => ({
    id: deck.id,
    name: deck.name,
    type: deck.type,
    cards: pack.cards.filter((c) => c.deck.id === deck.id && c.valid).map((c) => ({ id: c.id, copies: copiesOf(c), data: structuredClone(c.data) })),
  }));
}

/** Every copy of a deck's cards, by id: the pile a game shuffles (three copies of a card are its id three times). */
export function deckPile(deck: PackDeck): string[] {
  return deck.cards.flatMap((c) => Array<string>(c.copies).fill(c.id));
}

/**
 * Shuffles `pile` (its top is index 0) with the state's generator, or in the order a scenario
 * gives for pile `name` (its `order:`); `id` names a card as the scenario writes it. In place.
 */
export function shufflePile<T>(state: ShuffleSource, name: string, pile: T[], id: (card: T) => string = String): T[] {
  return shuffleOrForced(state, name, pile, id);
}

/** Takes up to `n` cards from the top of `pile` (index 0), in order; fewer when it runs out. */
export function draw<T>(pile: T[], n = 1): T[] {
  return pile.splice(0, Math.max(0, n));
}

/**
 * A die of `sides` faces, from 1: a scenario's forced die when it gave some, else the state's
 * generator. `ctx` is the rules' context: in a scenario, a die it did not give is an error.
 */
export function roll(state: DiceSource, ctx: { forcedDiceOnly: boolean }, sides = 6): number {
  return rollDie(state, ctx.forcedDiceOnly, sides);
}
