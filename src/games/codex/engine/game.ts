/**
 * Playing a whole game with a policy, and the log that replays it: the seed, the characters, the
 * answers given during setup, then every action with the answers given during it. Replaying a log
 * feeds those answers back and must reach the same final state (its hash is in the log).
 */
import { createHash } from 'node:crypto';
import type { Catalogue } from './catalogue.js';
import { DecisionError } from './context.js';
import { newGame } from './setup.js';
import { legal, makeCtx, step, type Decide } from './step.js';
import type { Action, GameEvent, GameState, Policy } from './types.js';

export const LOG_FORMAT = 'deckwright-codex-log';

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

export const DEFAULT_MAX_ACTIONS = 5000;

export function stateHash(state: GameState): string {
  return createHash('sha256').update(JSON.stringify(state)).digest('hex');
}

/** How a game played until `state` ended, as its log records it. */
export function resultOf(state: GameState): GameLog['result'] {
  return state.result ?? 'stalled';
}

export function playGame(cat: Catalogue, opts: PlayOptions): PlayedGame {
  const policy = opts.policy;
  const decide: Decide = (s, c) => policy.choose(s, c);
  const events: GameEvent[] = [];
  const setupCtx = makeCtx(cat, decide, !!opts.events);
  const state = newGame(cat, { seed: opts.seed, characters: opts.characters, players: opts.players }, setupCtx);
  if (opts.events) events.push(...setupCtx.events!);
  const steps: GameLog['steps'] = [];
  const max = opts.maxActions ?? DEFAULT_MAX_ACTIONS;
  while (state.phase !== 'over' && state.actions < max) {
    const actions = legal(cat, state);
    const action = policy.chooseAction(state, actions);
    const r = step(cat, state, action, decide, { inPlace: true, trusted: true, events: opts.events });
    if (!r.ok) throw new Error(`policy ${policy.name} played an illegal action: ${r.error.message}`);
    if (opts.record) steps.push({ action, answers: r.answers });
    if (opts.events) for (const e of r.events) events.push(e);
  }
  const result = resultOf(state);
  const log: GameLog | null = opts.record
    ? {
        format: LOG_FORMAT,
        version: 1,
        seed: opts.seed,
        players: opts.players ?? opts.characters.length,
        characters: opts.characters,
        bot: policy.name,
        setup: setupCtx.answers,
        steps,
        result,
        finalHash: stateHash(state),
      }
    : null;
  return { state, result, log, events };
}

/** Answers taken from a log, in order; a log that runs short does not fit the game. */
function feeder(answers: number[], where: string): Decide {
  let i = 0;
  return (_s, choice) => {
    if (i >= answers.length) throw new DecisionError(`${where}: the log has no answer for "${choice.prompt}"`);
    return answers[i++];
  };
}

export interface Replayed {
  state: GameState;
  /** Events of the setup (step -1) and of each step. */
  events: { step: number; action: Action | null; events: GameEvent[] }[];
}

/** Plays a log again. Throws DecisionError when the log does not fit the cards it is replayed with. */
export function replayLog(cat: Catalogue, log: GameLog): Replayed {
  const out: Replayed['events'] = [];
  const setupCtx = makeCtx(cat, feeder(log.setup, 'setup'), true);
  let state = newGame(cat, { seed: log.seed, characters: log.characters, players: log.players }, setupCtx);
  out.push({ step: -1, action: null, events: setupCtx.events! });
  log.steps.forEach(({ action, answers }, i) => {
    const r = step(cat, state, action, feeder(answers, `step ${i + 1}`), { inPlace: true, events: true });
    if (!r.ok) throw new DecisionError(`step ${i + 1} (${action.type}) is not legal in the replayed game: ${r.error.message}`);
    state = r.state;
    out.push({ step: i + 1, action, events: r.events });
  });
  return { state, events: out };
}
