/**
 * Cardstle's game state, actions and events: plain data (cloned, hashed, sent to worker threads),
 * the seeded generator inside. Cells are numbers, row × columns + column; cards are numbers 0–51
 * (cards.ts). Seats: 0 is the game master (who answers « combat ou dialogue » and whom an enemy
 * strikes), 1 the players (every character's actions and choices).
 */
import type { Choice, ChoiceCtx } from '../../../engine/choices.js';
import type { ForcedOrders } from '../../../engine/forced-order.js';
import type { Rng } from '../../../engine/rng.js';
import type { Stat } from '../tables.js';

export type Version = 'cartes' | 'des';
export const GM = 0;
export const PLAYERS = 1;

export interface CharacterState {
  name: string;
  /** Card version: the fétiche's value 1–10; dice version: the fétiche number 1–12. */
  fetiche: number;
  /** Card version: 0 rouge, 1 noir; −1 in the dice version. */
  colour: number;
  /** Points in each statistic, legendary objects included; `vie` is the maximum. */
  stats: Record<Stat, number>;
  vie: number;
  cell: number;
  alive: boolean;
  /** Treasures held (room-deck cards), sorted. */
  treasures: number[];
  /** Crafted objects held, by recipe id (legendary objects stay, spells go once used). */
  objects: string[];
  /** Cards (or dice) fewer in its next test (a critical defence's stun). */
  stun: number;
}

/** An enemy turned over: its Vie left, its stun, how it was met, the conviction points won against it. */
export interface FoeState {
  vie: number;
  stun: number;
  mode: 'fight' | 'talk';
  points: number;
  convinced: boolean;
  /**
   * The characters who joined its dialogue (by their first test with it), in the order they did.
   * Only those still alive and on its cell take part (dialogue.ts, `inDialogue`).
   */
  talkers: number[];
}

export interface CellState {
  /** False for an empty place (« . »): nobody goes there. */
  place: boolean;
  /** The card laid there, −1 when none (the entrance, or a card taken). */
  card: number;
  /** Face up (turned over, or revealed by the longue-vue). */
  up: boolean;
  /** What the card does has happened (a card revealed by the longue-vue is up and not yet resolved). */
  resolved: boolean;
  foe: FoeState | null;
}

export interface RoomState {
  name: string;
  rows: number;
  cols: number;
  cells: CellState[];
  entrance: number;
  /** The artefact looked for (a card), −1 when the room is done once every card is turned. */
  goal: number;
  goalTaken: boolean;
  /** Enemies the room makes friendly (dialogue), by card. */
  talk: number[];
  /**
   * Each character's affinity with an enemy (−6 to 6), by the enemy's card code, then by character
   * index (0 when missing): « un score d'affinité avec un joueur ». A dialogue test adds the
   * affinities of everyone in the dialogue.
   */
  affinity: Record<string, number[]>;
  /** Conviction points a dialogue needs. */
  needed: number;
}

export interface CardstleState {
  rng: Rng;
  /** Scenario draws: donne card numbers (cards) or die faces (dice), used first. */
  forcedDice: number[];
  /** A scenario's `order:` for the room deck's and the pile's next shuffles (engine/forced-order.ts), used first. */
  forcedOrders?: ForcedOrders;
  version: Version;
  party: string;
  chars: CharacterState[];
  /** The characters in turn order (indices), set at each room by a movement test. */
  order: number[];
  /** Position in `order` of the active character. */
  turn: number;
  /** Rounds played in this room (every character had a turn). */
  round: number;
  moved: boolean;
  talked: boolean;
  room: RoomState;
  /** Rooms: index of the one played, how many in the game, and the pack's room files played first. */
  roomIndex: number;
  rooms: number;
  roomFiles: string[];
  /** The treasure pile: the room deck's cards not laid; the top is the end of the list. */
  pile: number[];
  phase: 'play' | 'over';
  result: string | null;
  actions: number;
}

export type CardstleAction =
  | { t: 'move'; to: number }
  | { t: 'heal'; card: number }
  | { t: 'give'; card: number; to: number }
  | { t: 'open' }
  | { t: 'talk' }
  | { t: 'cast'; object: string; cell?: number }
  | { t: 'end' };

/** What happened, for replays, scenarios and the simulation's figures. Characters by index. */
export type CardstleEvent =
  | { e: 'room'; index: number; name: string; goal: number; rows: number; cols: number }
  | { e: 'order'; order: number[]; results: number[] }
  | { e: 'turn'; who: number; round: number }
  | { e: 'move'; who: number; from: number; to: number }
  | { e: 'reveal'; who: number; cell: number; card: number; role: string }
  | { e: 'test'; who: string; stat: string; cards: number[]; total: number; lucky?: number }
  | { e: 'encounter'; who: number; card: number; mode: 'fight' | 'talk' }
  | { e: 'initiative'; card: number; foe: number; chars: number[]; results: number[] }
  | { e: 'flee'; who: number; to: number }
  | { e: 'attack'; by: string; target: string; att: number; def: number; damage: number; critical: boolean; stun: boolean; combined: number }
  | { e: 'absorb'; who: number; card: number }
  | { e: 'hurt'; who: number; card: number; amount: number; vie: number }
  | { e: 'dead'; who: number; card: number }
  | { e: 'kill'; who: number; card: number }
  | { e: 'trap'; who: number; card: number; att: number; def: number; disarmed: boolean }
  | { e: 'chest'; who: number; card: number; key: number; drawn: number[] }
  | { e: 'closed'; who: number; card: number }
  | { e: 'gain'; who: number; card: number; from: string }
  | { e: 'use'; who: number; card: number; use: string }
  | { e: 'give'; who: number; to: number; card: number }
  | { e: 'heal'; who: number; amount: number; vie: number; by: string }
  | { e: 'dialogue'; who: number; card: number; stat: Stat; mine: number; theirs: number; affinity: number; talkers: number[]; points: number; convinced: boolean }
  | { e: 'artefact'; who: number; card: number }
  | { e: 'cast'; who: number; object: string; cell?: number }
  | { e: 'craft'; who: number; recipe: string; cards: number[] }
  | { e: 'keep'; who: number; cards: number[]; back: number }
  | { e: 'room-end'; index: number; rounds: number; cleared: boolean }
  | { e: 'end'; result: string };

export type CardstleChoiceKind = 'encounter' | 'target' | 'flee' | 'flee-to' | 'treasure' | 'spell' | 'chest' | 'dialogue-stat' | 'craft' | 'craft-for' | 'keep';

export interface CardstleChoice extends Choice {
  kind: CardstleChoiceKind;
  /** The character concerned (index), and the card met (an enemy, a chest), for the bots. */
  who?: number;
  card?: number;
  /** What the hot-seat page words besides (the prompts are the engine's): the test a treasure is added to, the object or recipe spoken of (by id). */
  test?: 'initiative' | 'attack' | 'defence';
  object?: string;
}

export type CardstleCtx = ChoiceCtx<CardstleState, CardstleEvent, CardstleChoice>;

/** What starts a game: a seed, the party (a data file of the pack, its first k characters), the rooms. */
export interface CardstleSetup {
  seed: number;
  party: string;
  /** How many characters of the party play (all when 0). */
  players: number;
  rooms: number;
}
