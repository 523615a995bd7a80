/**
 * The Sokar pyramid's game state, actions and events: plain data (cloned, hashed, sent to worker
 * threads), the seeded generator inside. Cells are numbers, row × columns + column, as the map's
 * grid reads them; people and logs name them as the board does (« B3 », see board.ts).
 *
 * Seats: 0 is the god, 1 to n the adventurers in the order they chose at the first turn.
 */
import type { Choice, ChoiceCtx } from '../../../engine/choices.js';
import type { ForcedOrders } from '../../../engine/forced-order.js';
import type { Rng } from '../../../engine/rng.js';

export type Dir = 'up' | 'down' | 'left' | 'right';

/** No wall, a stone wall (the map's or the god's), Malik's blue wall. */
export const NO_WALL = 0;
export const STONE = 1;
export const BLUE = 2;

/** An action card in a view that seat cannot see. */
export const HIDDEN = '?';

export interface AdventurerState {
  /** Its card's id (dalia…). */
  id: string;
  cell: number;
  level: number;
  xp: number;
  /** Its action cards in hand and in its discard, by card id, sorted. */
  hand: string[];
  discard: string[];
  /** The first turn its special is ready again (its recharge bar). */
  readyTurn: number;
  /** In a seat's view only: the cards of its hand and discard that seat has not seen, sorted. */
  unseen?: string[];
}

export interface MonsterState {
  uid: number;
  /** 'momie', or the demigod's card id. */
  id: string;
  cell: number;
  /** The turn it was summoned (it does not move that turn). */
  summoned: number;
}

export interface ChestState {
  cell: number;
  /** What it holds; 0 in a view while it is closed (nobody has seen it). */
  value: number;
  open: boolean;
}

export interface PyramideState {
  rng: Rng;
  forcedDice: number[];
  /** A scenario's `order:` for the chests' values (engine/forced-order.ts), used by the deal. */
  forcedOrders?: ForcedOrders;
  /** The map's name and its size. */
  map: string;
  rows: number;
  cols: number;
  /** Per cell: NO_WALL, STONE or BLUE. */
  walls: number[];
  chests: ChestState[];
  /** In a seat's view only: the values of the closed chests, sorted (the map prints them; not where they are). */
  closedValues?: number[];
  adventurers: AdventurerState[];
  monsters: MonsterState[];
  nextUid: number;
  /** The demigods' levels, by id, kept while they are off the board (« son niveau est conservé »). */
  demigodLevels: Record<string, number>;
  godXp: number;
  /** What the adventurers took from the chests they opened. */
  loot: number;
  turn: number;
  phase: 'adventurer' | 'god' | 'over';
  /** The adventurer whose turn it is (index in `adventurers`). */
  active: number;
  /** This adventurer turn: cells it may still move, cells moved, whether it used its action, jumped. */
  moves: number;
  moved: number;
  acted: boolean;
  jumped: boolean;
  /** This god turn: a wall placed (its cell, which cannot become a mummy this turn), a summon made, the minions moved and their cells left. */
  wallPlaced: number;
  summoned: boolean;
  minionSteps: Record<number, number>;
  /** Malik's blue wall: its cell, and the turn it is taken away. */
  blueWall: { cell: number; until: number } | null;
  actions: number;
  winner: 'adventurers' | 'god' | null;
}

export type PyramideAction =
  | { t: 'step'; dir: Dir }
  | { t: 'card'; card: string; target?: number }
  | { t: 'take'; card: string }
  | { t: 'special'; target?: number | string }
  | { t: 'level'; demigod?: string }
  | { t: 'wall'; cell: number }
  | { t: 'mummy'; wall: number; cell: number }
  | { t: 'demigod'; id: string }
  | { t: 'move'; uid: number; dir: Dir }
  | { t: 'end' };

/**
 * What happened, for replays, reports and scenarios. Pieces are named by id ('momie', a demigod's,
 * an adventurer's), cells as the board names them (« B3 »), so that a scenario or a log reads as
 * the table does.
 */
export type PyramideEvent =
  | { e: 'turn'; turn: number }
  | { e: 'enter'; adventurer: string; cell: string }
  | { e: 'move'; piece: string; from: string; to: string }
  | { e: 'card'; adventurer: string; card: string; effect: string }
  | { e: 'take'; adventurer: string; card: string }
  | { e: 'special'; adventurer: string; effect: string; target?: string }
  | { e: 'look'; adventurer: string; at: string; hand: string[] }
  | { e: 'level'; piece: string; level: number }
  | { e: 'wall'; cell: string; blue?: boolean }
  | { e: 'wall-gone'; cell: string; why: 'dynamite' | 'push' | 'mummy' | 'expired' }
  | { e: 'summon'; piece: string; cell: string }
  | { e: 'make-way'; adventurer: string; from: string; to: string }
  | { e: 'combat'; adventurer: string; foe: string; foeLevel: number; level: number; threshold: number; dice: number[]; sum: number; won: boolean; attack: boolean; cell: string }
  | { e: 'killed'; piece: string; cell: string }
  | { e: 'push'; piece: string; from: string; to: string }
  | { e: 'stuck'; adventurer: string; foe: string }
  | { e: 'chest'; cell: string; value: number }
  | { e: 'end'; loot: number; left: number; winner: 'adventurers' | 'god' };

/**
 * The pyramid's questions. Their prompts and options are the engine's words (scenarios name the
 * options); what they are about is given too, for the hot-seat page to word them in the game's
 * language: the adventurer asked (its id), the fights to order.
 */
export type PyramideChoice = Choice & {
  kind: 'hand' | 'entrance' | 'combat-order' | 'make-way';
  adventurer?: string;
  combats?: { adventurer: string; foe: string; cell: number }[];
};

export type PyramideCtx = ChoiceCtx<PyramideState, PyramideEvent, PyramideChoice>;

/** How a game starts: its seed, the party in its playing order, and the map. */
export interface PyramideSetup {
  seed: number;
  party: string[];
  map: string;
}
