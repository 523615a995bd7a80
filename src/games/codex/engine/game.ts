/**
 * CODEX's whole games and their logs, played by the engine layer (src/engine/play.ts): the
 * seed, the players and the characters, the answers given during setup, then every action with
 * the answers given during it. Replaying a log must reach the same final state (its hash is in it).
 */
import { playGame as enginePlay, replayLog as engineReplay, resultOf as engineResult, type GameLog as EngineLog } from '../../../engine/play.js';
import type { Catalogue } from './catalogue.js';
import { LOG_FORMAT } from './log-format.js';
import { codexGame } from './step.js';
import type { Action, GameEvent, GameState, Policy } from './types.js';

export { LOG_FORMAT } from './log-format.js';
export { DEFAULT_MAX_ACTIONS, stateHash } from '../../../engine/play.js';

export interface GameLog {
  format: typeof LOG_FORMAT;
  version: 1;
  /** The game's name: \`deckwright replay\` looks for cards/<game> when \`pack\` holds no pack. */
  game?: string;
  /** The pack folder, relative to the log's own folder (see core/log-pack.ts). */
  pack?: string;
  seed: number;
  players: number;
  characters: string[];
  bot: string;
  /** Answers given while the first chapter was set up. */
  setup: number[];
  steps: { action: Action; answers: number[] }[];
  result: 'victory' | 'defeat' | 'stalled';
  /** sha256 of the final state, as JSON. */
  finalHash: string;
}

export interface PlayOptions {
  seed: number;
  characters: string[];
  players?: number;
  policy: Policy;
  /** A game that takes more actions than this stops as "stalled" (a policy that never ends it). */
  maxActions?: number;
  /** Keep the log (replays, the shortest loss and longest win of a report). */
  record?: boolean;
  /** Keep the events (reports, replays). */
  events?: boolean;
}

export interface PlayedGame {
  state: GameState;
  result: GameLog['result'];
  log: GameLog | null;
  events: GameEvent[];
}

/** How a game played until `state` ended, as its log records it. */
export function resultOf(state: GameState): GameLog['result'] {
  return engineResult(codexGame, state) as GameLog['result'];
}

export function playGame(cat: Catalogue, opts: PlayOptions): PlayedGame {
  const played = enginePlay(codexGame, cat, {
    setup: { seed: opts.seed, characters: opts.characters, players: opts.players },
    policy: opts.policy,
    maxActions: opts.maxActions,
    record: opts.record,
    events: opts.events,
  });
  return { ...played, result: played.result as GameLog['result'], log: played.log as unknown as GameLog | null };
}

export interface Replayed {
  state: GameState;
  /** Events of the setup (step -1) and of each step. */
  events: { step: number; action: Action | null; events: GameEvent[] }[];
}

/** Plays a log again. Throws DecisionError when the log does not fit the cards it is replayed with. */
export function replayLog(cat: Catalogue, log: GameLog): Replayed {
  return engineReplay(codexGame, cat, log as unknown as EngineLog<Action>);
}
