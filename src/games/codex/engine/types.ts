/**
 * The CODEX engine's data: the game state, the players' actions, the choices the engine asks the
 * players' policy, and the events it reports. Everything here is plain JSON data, so that a state
 * can be copied, stored in a scenario or compared, and a game replays from its log.
 */
import type { Choice as EngineChoice } from '../../../engine/choices.js';
import type { Policy as EnginePolicy } from '../../../engine/game-def.js';
import type { ForcedOrders } from '../../../engine/forced-order.js';

/** An Objet card in play: in a zone (face down until revealed) or held by a player. */
export interface ItemState {
  /** Unique in the game: the card id, then `~k` for the k-th copy. */
  uid: string;
  card: string;
  engaged: boolean;
  /** Face up in its zone (a reveal effect); items held by players are always known. */
  revealed: boolean;
  /** Looked at by the players (a "Regardez" effect): they know it, it stays face down. */
  known: boolean;
}

export interface RationState {
  card: string;
  engaged: boolean;
}

export interface PlayerState {
  seat: number;
  /** The Personnage card's id. */
  character: string;
  pv: number;
  maxPv: number;
  zone: number;
  items: ItemState[];
  rations: RationState[];
  /** The character card's own effect is engaged (it has an engage cost). */
  characterEngaged: boolean;
  /** Secret cards this player keeps ("Gardez ce Secret"), by number. */
  secrets: number[];
  /** Kept Secrets already used this chapter ("par Chapitre"), by number. */
  secretUses: number[];
  /** Cards (by id) whose "par étage" effect was used this chapter: INDEX's Page de l'Index. Absent until one is. */
  chapterUses?: string[];
  /** The round in which the player last entered a zone (Sabre d'Abordage), 0 when never. */
  enteredRound: number;
  /** Move and attack actions taken this round, for "votre premier déplacement / attaque". */
  moves: number;
  attacks: number;
  /** Once-per-turn effects already used this round, as "source/effect" keys. */
  oncePerTurn: string[];
}

export interface CreatureState {
  uid: string;
  card: string;
  /** Which pile it returns to when it dies. */
  deck: 'creatures' | 'special' | 'boss';
  zone: number;
  pv: number;
  /** Keywords it has lost until the end of the turn (Fiole de Sel, Trident). */
  lost: string[];
  /** It does not riposte this turn (Bombe Fumigène). */
  noRiposte: boolean;
}

export interface ZoneState {
  card: string;
  items: ItemState[];
  /** A player has entered it this chapter (effects "pour la première fois"). */
  entered: boolean;
  /**
   * Face down (INDEX's unrevealed Salles): nobody stands in it or beyond it until it is revealed.
   * Absent in editions whose zones all lie face up.
   */
  hidden?: boolean;
}

/** The player whose turn it is, and what is left of it. */
export interface TurnState {
  player: number;
  pa: number;
  /** Paid for a reorganisation: picking up, dropping and giving are free until another action. */
  reorganizing: boolean;
}

export type Phase = 'players' | 'free' | 'over';

export interface GameState {
  /** sfc32 generator state: four unsigned 32-bit words. */
  rng: [number, number, number, number];
  /** Dice results to use before the generator's, in order (scenarios give every die this way). */
  forcedDice: number[];
  players: PlayerState[];
  /** The chapter's line of zones, left (Début) to right (Fin). */
  zones: ZoneState[];
  creatures: CreatureState[];
  piles: Piles;
  /** 1 for the first chapter of the act, 2 for the boss chapter. */
  chapter: number;
  round: number;
  phase: Phase;
  /** Seats that have played this round. */
  played: number[];
  turn: TurnState | null;
  result: 'victory' | 'defeat' | null;
  /** A counter that makes creature and item uids unique. */
  nextUid: number;
  /** Secrets read this game, by number. */
  secretsRead: number[];
  /** Actions played so far (a guard against policies that never end a game). */
  actions: number;
  /**
   * INDEX: an enemy has been in a Salle at some moment of this round (without one, the next
   * Salles are revealed at the end of the enemy phase). Absent in CODEX.
   */
  enemySeen?: boolean;
  /**
   * The orders a scenario gives to the next shuffles of the piles (`order:`), by pile key
   * (`zones`, `creatures`, `objets`, `boss`), used before the generator. Absent in a real game.
   */
  forcedOrders?: ForcedOrders;
}

/** Card piles, top of the pile first. */
export interface Piles {
  zones: string[];
  creatures: string[];
  special: string[];
  objets: string[];
  boss: string[];
}

// ── what the players do ──

export type Action =
  | { type: 'start-turn'; player: number }
  | { type: 'move'; to: number; tacle?: 'pa' | 'pv' }
  | { type: 'attack'; item: string; target: string }
  | { type: 'pick-up'; item: string }
  | { type: 'drop'; item: string }
  | { type: 'give'; item: string; to: number }
  | { type: 'rest'; ration: number }
  | { type: 'use'; source: EffectSource; effect: number }
  | { type: 'end-turn' }
  | { type: 'end-chapter' }
  /** INDEX: turn the next Salles face up (1 PA, from the Salle before the first face-down one). */
  | { type: 'reveal' };

/** Whose effect a "use" action plays: an item held, the character card, or the zone the player is in. */
export type EffectSource = { kind: 'item'; uid: string } | { kind: 'character' } | { kind: 'zone' };

/**
 * A decision the rules leave to the players (the golden rule): the engine asks their policy and
 * records the answer. `options` are labels a person can read and a scenario can name.
 */
export interface Choice extends EngineChoice {
  kind: ChoiceKind;
  /** What the question is about, for the hot-seat page to word it in the game's language (src/games/codex/session-words.ts). */
  asked?: Asked;
}

/**
 * A question's subject: `q` names it; `card` and `target` are ids of cards, creatures (uids) or
 * characters, which the page names; `seat` is a player; the numbers are the prompt's figures.
 */
export interface Asked {
  q: AskedQuestion;
  seat?: number;
  card?: string;
  target?: string;
  amount?: number;
  die?: number;
  need?: number;
}

export type AskedQuestion =
  | 'reroll'
  | 'bonus-damage'
  | 'effect-on-hit'
  | 'prevent-damage'
  | 'untap-card'
  | 'untap-item'
  | 'player-goes'
  | 'rob'
  | 'stolen-item'
  | 'creature-moved'
  | 'creature-pushed'
  | 'player-pushed'
  | 'look-item'
  | 'reveal-item'
  | 'pick-up-item'
  | 'backs-away'
  | 'creature-moves'
  | 'creature-goes'
  | 'first-creature'
  | 'player-moves'
  | 'tacle'
  | 'reward'
  | 'drop-item'
  | 'target-player'
  | 'target-creature'
  | 'ambush'
  | 'after-reveal';

export type ChoiceKind =
  | 'target-player'
  | 'target-creature'
  | 'direction'
  | 'order'
  | 'item'
  | 'optional-effect'
  | 'reward'
  | 'untap'
  | 'zone'
  /** INDEX: after revealing, step into the revealed Salle next door for free, or stay. */
  | 'after-reveal';

/** The party's policy: it picks the actions and answers the engine's choices. */
export type Policy = EnginePolicy<GameState, Action, Choice>;

// ── what happened ──

export type GameEvent =
  | { e: 'turn'; player: number; round: number }
  | { e: 'move'; who: string; from: number; to: number; cause: string }
  | { e: 'attack'; player: number; item: string; target: string; range: number }
  /** An attack die, first rolled or rerolled (`reroll` names the card that rerolled it). */
  | { e: 'roll'; die: number; need: number; hit: boolean; reroll: string | null }
  | { e: 'damage'; to: string; amount: number; source: string; by: number | null; pvLeft: number }
  | { e: 'riposte'; player: number; creature: string }
  | { e: 'heal'; who: string; amount: number; source: string }
  | { e: 'kill'; creature: string; card: string; by: string; player: number | null }
  | { e: 'death'; player: number; by: string }
  | { e: 'appear'; creature: string; card: string; zone: number; source: string }
  | { e: 'active'; creature: string; card: string; index: number }
  | { e: 'pick-up' | 'drop'; player: number; item: string }
  | { e: 'item-placed'; item: string; zone: number }
  | { e: 'give'; player: number; to: number; item: string }
  | { e: 'use'; player: number; source: string; effect: number }
  /**
   * What an effect did that no other event shows: damage a reduction prevented (Bouclier de
   * Fortune), PA a free first move or attack saved (Bottes de Docker, Sabre d'Abordage), Tacle a
   * player ignored when leaving its zone (Corde à Nœuds), a hit that only a lowered Seuil made
   * (Longue-Vue), or `acted` for a free effect carried out at its own
   * moment (the Hachette put down, the Dague Noire's kill). Reports read it; it changes nothing.
   */
  | { e: 'effect'; player: number; source: string; effect: number; outcome: EffectOutcome; amount: number }
  | { e: 'rest'; player: number; zone: number }
  | { e: 'secret'; number: number; player: number | null }
  | { e: 'reveal' | 'look'; item: string; zone: number }
  | { e: 'steal'; creature: string; player: number; item: string }
  | { e: 'chapter'; chapter: number; zones: string[] }
  | { e: 'chapter-end'; chapter: number; round: number }
  /**
   * What a chapter's (an étage's) end disengaged of a player's, before anything else happens (the
   * victory that ends a boss chapter included): Objets by card id, "character" for the character
   * card's own effect (INDEX: the Aptitude), and how many Rations.
   */
  | { e: 'untap'; player: number; cards: string[]; rations: number; source: 'chapter-end' }
  /** INDEX: Salles turned face up, by a player's action (`player`) or at the end of a quiet round (null). */
  | { e: 'rooms-revealed'; zones: number[]; player: number | null }
  /** INDEX: the next face-down Salles looked at (Lanterne Sourde), first first. */
  | { e: 'look-rooms'; zones: string[] }
  | { e: 'creature-phase'; round: number }
  | { e: 'reward'; player: number; item: string }
  /** A look at the top of the zone pile (the next zones, first first), a creature removed from play, a summon whose pile is empty. */
  | { e: 'look-deck'; zones: string[] }
  | { e: 'removed'; creature: string }
  | { e: 'none-left'; card: string }
  | { e: 'result'; result: 'victory' | 'defeat' };

export type EffectOutcome = 'damage-prevented' | 'pa-saved' | 'tacle-ignored' | 'hit-gained' | 'acted';

/** Why an action was refused: a stable code, and a sentence for people. */
export interface EngineError {
  code: EngineErrorCode;
  message: string;
}

export type EngineErrorCode =
  | 'game-over'
  | 'no-turn'
  | 'turn-in-progress'
  | 'already-played'
  | 'not-enough-pa'
  | 'not-adjacent'
  | 'no-such-item'
  | 'no-such-creature'
  | 'not-a-weapon'
  | 'out-of-range'
  | 'creatures-here'
  | 'no-free-ration'
  | 'engaged'
  | 'condition-false'
  | 'creatures-remain'
  | 'tacle-payment'
  | 'nothing-to-reveal'
  | 'face-down'
  | 'not-legal';
