/**
 * Code Lyoko's game state, actions and events: plain data (cloned, hashed, sent to worker threads),
 * the seeded generator inside. In the state a card is named by its number in the catalogue
 * (`CardNo`, its place in `Catalogue.list`): the engine reads the cards of the hands and of the
 * table at every decision, and reading an array by number costs a fraction of reading a table
 * by name. Actions, events and logs name cards by id, as people do. Cards in play are instances
 * with a number of their own (`uid`), since a deck may hold three copies of a card.
 */
import type { Choice, ChoiceCtx } from '../../../engine/choices.js';
import type { ForcedOrders } from '../../../engine/forced-order.js';
import type { Rng } from '../../../engine/rng.js';
import type { EffectText, Stat } from '../text/ast.js';
import type { Confrontation } from './effects.js';

export type Side = 'recto' | 'verso';

export interface HeroState {
  id: string;
  side: Side;
  tapped: boolean;
}

/** A card by its number in the catalogue (`Catalogue.list`); HIDDEN in a view for a card that seat cannot see. */
export type CardNo = number;

/** An extra, lieu, équipement or danger in play. */
export interface Permanent {
  uid: number;
  card: CardNo;
  owner: number;
  controller: number;
  tapped: boolean;
  /** An équipement's bearer. */
  on: CharRef | null;
}

/** A character: a hero (by its index among the five) or an extra in play (by its uid). */
export type CharRef = { hero: number } | { extra: number };

export interface PlayerState {
  deck: CardNo[];
  hand: CardNo[];
  discard: CardNo[];
  vp: number;
  /** In a seat's view only: the cards of this player's hand and deck that seat has not seen, sorted. */
  unseen?: CardNo[];
}

export interface LyokoState {
  rng: Rng;
  forcedDice: number[];
  /**
   * The orders a scenario gives to the next shuffles of the decks (`order:`), by pile: `deck-<seat>`
   * for the deck of seat <seat> (0 for the first player of a scenario's `players:`), dealt by its
   * setup shuffle, its mulligan and each reshuffle of its discard. Absent outside scenarios.
   */
  forcedOrders?: ForcedOrders;
  players: PlayerState[];
  heroes: HeroState[];
  inPlay: Permanent[];
  nextUid: number;
  /** II: the tower XANA activated; Aelita deactivates it. */
  tower: 'active' | 'deactivated';
  current: number;
  turn: number;
  coupsLeft: number;
  actions: number;
  winner: number | null;
}

export type LyokoAction =
  | { t: 'draw' }
  | { t: 'flip'; hero: number }
  /** A card from the hand: an évènement; an action with a character; a lieu, extra or danger; an équipement on a character. */
  | { t: 'play'; card: string; using?: CharRef; on?: CharRef }
  /** An activated ability: `source` a character or a card in play, `effect` its index among the card's effects. */
  | { t: 'ability'; source: CharRef | { card: number }; effect: number; using?: CharRef }
  | { t: 'confront'; danger: number; using: CharRef; stat: Stat };

export type LyokoEvent =
  | { e: 'turn'; seat: number; turn: number }
  /** A coup begins (what the simulation counts from; replays say nothing of it). */
  | { e: 'coup'; seat: number }
  | { e: 'draw'; seat: number; card: string | null }
  | { e: 'play'; seat: number; card: string }
  /** A card's effect starts to resolve, for the player whose card it is (what the simulation counts as the card's doing; replays say nothing of it). */
  | { e: 'effect'; seat: number; card: string }
  /** An ability used: its card's or hero side's name, and the ability's name when it has one. */
  | { e: 'ability'; seat: number; source: string; name: string | null }
  | { e: 'flip'; hero: string; side: Side }
  | { e: 'vp'; seat: number; vp: number }
  /** `by`: the seat whose obstacle or danger the character confronted. */
  | { e: 'confront'; char: string; against: string; by: number; stat: Stat; mine: number; theirs: number; outcome: 'reussite' | 'echec' | 'egalite' }
  /** `seat`: the card's owner. */
  | { e: 'destroy'; card: string; seat: number }
  | { e: 'stand-up' }
  | { e: 'tower'; state: 'active' | 'deactivated' }
  | { e: 'win'; seat: number };

/**
 * A question Code Lyoko's rules put to a player, with what a bot needs to weigh it: the
 * confrontation a surprise or a characteristic is chosen for, what each surprise offered would
 * do (its texts, in the order of the options after « Passer »), and the obstacles (by id) one may
 * play against the acting character.
 */
export interface LyokoChoice extends Choice {
  confrontation?: Confrontation;
  surprises?: EffectText[][];
  obstacles?: { cards: string[]; against: CharRef };
  /**
   * What the options are, for the hot-seat page to word and show them (the options are the
   * engine's words, which scenarios name): each option's card (a card of the hand or the discard
   * by id, a card in play by uid, a character's own ability by the character), after the options
   * that are no card ("Passer"); the seats, characters or statistics offered; what is done to the
   * character chosen.
   */
  offered?: Offered[];
  seats?: number[];
  chars?: CharRef[];
  verb?: 'tap' | 'untap' | 'boost';
  stats?: Stat[];
}

export type Offered = { card: string } | { uid: number; ability?: true } | { char: CharRef; ability: true };

export type LyokoCtx = ChoiceCtx<LyokoState, LyokoEvent, LyokoChoice>;

export interface LyokoSetup {
  seed: number;
  /** Each seat's deck, as card ids (a deck list resolved). */
  decks: string[][];
  /** A scenario's `order:` for the decks' shuffles (see LyokoState.forcedOrders); logs never hold one. */
  forcedOrders?: ForcedOrders;
}
