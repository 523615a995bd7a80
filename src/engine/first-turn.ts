/**
 * The table at the start of a game, as the engine sets it up: what a pack's engine gives for
 * `deckwright tts <game> --setup` (PackEngine.firstTurn). The game is set up by the engine's own
 * setup, from the seed and player count of the first game `deckwright sim --seed N --players K`
 * plays, its setup questions (which cards to keep, where to start) answered by the bot `sim`
 * plays with by default, so that a designer can load in Tabletop Simulator the very game a
 * simulation started from. The game then says where its state puts each thing, as a table layout
 * (core/pack-types.ts) naming cards, pieces and dice as game.yaml does: nothing of the setup's
 * rules is written twice.
 */
import type { LayoutCard, TableLayout, TableSide } from '../core/pack-types.js';
import type { LoadedPack } from '../core/pack.js';
import type { ChoiceCtx } from './choices.js';
import type { AnyGameDef, Policy } from './game-def.js';

export interface FirstTurnOptions {
  /** The first game's seed, as `sim --seed` takes it. */
  seed: number;
  /** How many players, as `sim --players` takes one count; the game's `sim` default when left out. */
  players?: number;
}

export interface FirstTurn {
  layout: TableLayout;
  /** Who plays, in seat order, as the cards name them (characters, adventurers, the god): the save's name says it. */
  players: string[];
}

/** Options that set up no game (a player count the game is not played by): the message says what to give. */
export class FirstTurnOptionsError extends Error {}

/** The bot `sim` plays with when none is asked: it answers the setup's questions. */
export const SETUP_BOT = 'heuristic';

/**
 * A new game, as `playGame` (play.ts) sets it up: the GameDef's setup, the policy answering the
 * questions it asks. Nothing else is played.
 */
export function setUpGame<S, A, E, Cat, Setup>(def: AnyGameDef<S, A, E, Cat, Setup>, cat: Cat, setup: Setup, policy: Pick<Policy<S, A>, 'choose'>): S {
  const ctx: ChoiceCtx<S, E> = def.context(cat, (s, c) => policy.choose(s, c), false, false);
  return def.setup(cat, setup, ctx);
}

/** The player count to set up: the one asked, checked against those the game is played by, else the game's default. */
export function playerCount(options: FirstTurnOptions, allowed: { min: number; max: number; default: number }, game: string): number {
  const n = options.players ?? allowed.default;
  if (!Number.isInteger(n) || n < allowed.min || n > allowed.max) {
    throw new FirstTurnOptionsError(`${game} is set up for ${allowed.min} to ${allowed.max} players, not ${n}: give --players ${allowed.min} to ${allowed.max}`);
  }
  return n;
}

/** Each card id of the pack → its deck's id: a state names cards by id alone. */
export function deckOfCards(pack: LoadedPack): (card: string) => string {
  const decks = new Map<string, string>();
  for (const c of pack.cards) if (!decks.has(c.id)) decks.set(c.id, c.deck.id);
  return (card) => {
    const deck = decks.get(card);
    if (!deck) throw new Error(`${pack.name}: the engine names card '${card}', which no deck of game.yaml holds`);
    return deck;
  };
}

/** A card as the layout names it, its deck found from its id. */
export function cardOf(deckOf: (card: string) => string, card: string, faceDown = false): LayoutCard {
  return faceDown ? { deck: deckOf(card), card, faceDown } : { deck: deckOf(card), card };
}

/**
 * Player colours in the order seats take them, for games whose pieces say nothing of colour:
 * the colours TTS seats around its table. Black is the game master's, never a player's.
 */
export const SEAT_COLOURS = ['White', 'Red', 'Blue', 'Green', 'Yellow', 'Purple', 'Orange', 'Teal', 'Pink', 'Brown'] as const;

/** The sides of `count` seats: the south edge first, then west and east, then north, as many a side as fit. */
export function seatSides(count: number): TableSide[] {
  if (count <= 2) return Array<TableSide>(count).fill('south');
  const side = Math.ceil(count / 4);
  const order: TableSide[] = ['south', 'west', 'east', 'north'];
  return Array.from({ length: count }, (_, i) => order[Math.min(3, Math.floor(i / side))]);
}
