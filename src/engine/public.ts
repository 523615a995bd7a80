/**
 * `deckwright/engine`: what a project's rules code (rules/<game>/index.ts) imports from deckwright,
 * and nothing else of it (docs/rules-code.md). A rules file writes its game as a GameDef (the
 * plumbing optional: defineGame), its bots, and hands them to defineEngine, which makes the
 * engine `sim`, `scenario`, `replay`, `odds` and hot-seat play use. Randomness comes only from the
 * state's own generator (startState, shufflePile, roll, randomInt), so the same seed gives the same game.
 *
 * Everything here is a re-export of the engine layer's own modules: deckwright's games and a
 * project's rules play by the same code.
 */

// The game: its rules as a GameDef, and the layer's choices (ask/answer) and events.
export type { GameDef, EngineError, Policy } from './game-def.js';
export type { Choice, ChoiceCtx, Decide } from './choices.js';
export { ask, emit, GameOver, DecisionError } from './choices.js';
export type { GameLog } from './play.js';
export { defineGame, startState, choiceContext, type EngineSetup, type EngineState, type GameRules } from './define-game.js';

// Randomness: the state's seeded generator, decks and dice.
export type { Rng, DiceSource } from './rng.js';
export { seedRng, random, randomInt, shuffle } from './rng.js';
export type { ShuffleSource } from './forced-order.js';
export { packDecks, deckPile, shufflePile, draw, roll, type PackDeck, type DeckCard } from './deck-helpers.js';

// Bots.
export { randomBot } from './bots.js';
export { heuristicBot, type Heuristic } from './heuristic-bot.js';

// The engine, and what the pack exports.
export { defineEngine, type EngineDefinition, type BotMaker } from './define-engine.js';
export type { PackDef, PackEngine } from '../core/pack-types.js';
export type { LoadedPack, LoadedCard } from '../core/pack.js';
export type { Rule } from '../core/rule.js';

// The first turn on a Tabletop Simulator table (`tts --setup`), for a game that lays its state out.
export type { TableLayout, TableSeat, TableSide, LayoutCard, TableItem, TableGrid, GridPlace, BoardPiece } from '../core/pack-types.js';
export type { FirstTurn, FirstTurnOptions } from './first-turn.js';

// Hot-seat tables, for a game that draws its own.
export type { CardBook } from './session-cards.js';
export type { TableView, TableZone, TableCard, TablePlayer, TableCounter, TablePiece, TableBoard } from './session-table.js';
