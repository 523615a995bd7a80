/**
 * Steps, whole games and their logs, for any game (game-def.ts). A log holds how the game was set
 * up, the answers given while setting it up, then every action with the answers given during
 * it; replaying it feeds those answers back and must reach the same final state, whose hash the
 * log records.
 */
import { createHash } from 'node:crypto';
import { DecisionError, feeder, GameOver, type ChoiceCtx, type Decide } from './choices.js';
import type { AnyGameDef, EngineError, Policy } from './game-def.js';
import { thousands } from '../core/limits.js';


export interface StepOptions {
  /** Change `state` itself instead of a copy (simulations that keep no history). */
  inPlace?: boolean;
  /** Collect events (replays, reports, scenarios). */
  events?: boolean;
  /** Skip the legality check: the caller took the action from `legal`. */
  trusted?: boolean;
  /** Roll only the state's forced dice, failing when they run out (scenarios). */
  forcedDiceOnly?: boolean;
}

export type StepResult<S, E> = { ok: true; state: S; events: E[]; answers: number[] } | { ok: false; error: EngineError };

/** One action: the next state, or why the rules refuse the action. */
export function step<S, A, E, Cat, Setup>(def: AnyGameDef<S, A, E, Cat, Setup>, cat: Cat, state: S, action: A, decide: Decide<S>, opts: StepOptions = {}): StepResult<S, E> {
  if (!opts.trusted) {
    const error = def.illegal(cat, state, action);
    if (error) return { ok: false, error };
  }
  const next = opts.inPlace ? state : def.clone(state);
  const ctx: ChoiceCtx<S, E> = def.context(cat, decide, opts.events ?? false, opts.forcedDiceOnly ?? false);
  try {
    def.apply(cat, next, action, ctx);
  } catch (e) {
    if (!(e instanceof GameOver)) throw e;
  }
  return { ok: true, state: next, events: ctx.events ?? [], answers: ctx.answers };
}

export interface GameLog<A> {
  format: string;
  version: 1;
  bot: string;
  /** Answers given while the game was set up. */
  setup: number[];
  steps: { action: A; answers: number[] }[];
  result: string;
  /** sha256 of the final state, as JSON. */
  finalHash: string;
  /** How the game was set up (the game's own fields: seed, players...). */
  [field: string]: unknown;
}

export interface PlayOptions<S, A, Setup> {
  setup: Setup;
  policy: Policy<S, A>;
  /** A game that takes more actions than this stops as "stalled". */
  maxActions?: number;
  /** Keep the log (replays, the notable games of a report). */
  record?: boolean;
  /** Keep the events (reports, replays). */
  events?: boolean;
  /**
   * Called once the game is set up (`action` null) and after each action, with the answers given
   * during it: what a game's balance record counts its decisions and traces its lead from
   * (engine/balance/record.ts). Left out, the loop does nothing more.
   */
  onStep?(state: S, action: A | null, answers: readonly number[]): void;
}

export interface PlayedGame<S, A, E> {
  state: S;
  result: string;
  log: GameLog<A> | null;
  events: E[];
}

export const DEFAULT_MAX_ACTIONS = 5000;

export function stateHash(state: unknown): string {
  return createHash('sha256').update(JSON.stringify(state)).digest('hex');
}

/** The hash a game's log records of its final state (GameDef.logState when the game has one). */
export function finalHashOf<S, Cat>(def: AnyGameDef<S, unknown, unknown, Cat, unknown>, cat: Cat, state: S): string {
  return stateHash(def.logState ? def.logState(cat, state) : state);
}

/** How a game that reached `state` ended, as its log says it: its result, or 'stalled'. */
export function resultOf<S>(def: AnyGameDef<S, unknown, unknown, unknown, unknown>, state: S): string {
  return def.result(state) ?? 'stalled';
}

/** A whole game played by one policy (a team's, or one answering for every seat). */
export function playGame<S, A, E, Cat, Setup>(def: AnyGameDef<S, A, E, Cat, Setup>, cat: Cat, opts: PlayOptions<S, A, Setup>): PlayedGame<S, A, E> {
  const policy = opts.policy;
  const decide: Decide<S> = (s, c) => policy.choose(s, c);
  // Every step's events go straight into the game's list, not into a list per step copied after
  // it: a simulated game emits hundreds of events, and simulations play thousands of games.
  const events: E[] = [];
  const sink = opts.events ? events : null;
  const setupCtx: ChoiceCtx<S, E> = def.context(cat, decide, false, false);
  setupCtx.events = sink;
  const state = def.setup(cat, opts.setup, setupCtx);
  const onStep = opts.onStep;
  if (onStep) onStep(state, null, setupCtx.answers);
  const steps: GameLog<A>['steps'] = [];
  const max = opts.maxActions ?? DEFAULT_MAX_ACTIONS;
  while (!def.over(state) && def.actionCount(state) < max) {
    const action = policy.chooseAction(state, def.legal(cat, state));
    // step(), in place and trusted (the action comes from `legal`), events into the sink.
    const ctx: ChoiceCtx<S, E> = def.context(cat, decide, false, false);
    ctx.events = sink;
    try {
      def.apply(cat, state, action, ctx);
    } catch (e) {
      if (!(e instanceof GameOver)) throw e;
    }
    if (opts.record) steps.push({ action, answers: ctx.answers });
    if (onStep) onStep(state, action, ctx.answers);
  }
  const result = resultOf(def, state);
  const log: GameLog<A> | null = opts.record
    ? { format: def.logFormat, version: 1, ...def.logSetup(opts.setup), bot: policy.name, setup: setupCtx.answers, steps, result, finalHash: finalHashOf(def, cat, state) }
    : null;
  return { state, result, log, events };
}

export interface Replayed<S, A, E> {
  state: S;
  /** Events of the setup (step -1) and of each step. */
  events: { step: number; action: A | null; events: E[] }[];
}

/** Plays a log again. Throws DecisionError when the log does not fit the cards it is replayed with. */
export function replayLog<S, A, E, Cat, Setup>(def: AnyGameDef<S, A, E, Cat, Setup>, cat: Cat, log: GameLog<A>): Replayed<S, A, E> {
  const out: Replayed<S, A, E>['events'] = [];
  const setupCtx: ChoiceCtx<S, E> = def.context(cat, feeder(log.setup, 'setup'), true, false);
  let state = def.setup(cat, def.setupOfLog(log), setupCtx);
  allAnswersUsed('setup', log.setup, setupCtx.answers);
  out.push({ step: -1, action: null, events: setupCtx.events! });
  log.steps.forEach(({ action, answers }, i) => {
    const name = def.actionName?.(action);
    const where = `step ${i + 1}${name ? ` (${name})` : ''}`;
    const r = step(def, cat, state, action, feeder(answers, `step ${i + 1}`), { inPlace: true, events: true });
    if (!r.ok) throw new DecisionError(`${where} is not legal in the replayed game: ${r.error.message}`);
    allAnswersUsed(where, answers, r.answers);
    state = r.state;
    out.push({ step: i + 1, action, events: r.events });
  });
  return { state, events: out };
}

/**
 * Every answer a log gives for a step (or the setup) is one the replay asked for: the answers a
 * step takes are those of the choices it meets, so answers left over mean the log was edited or
 * was played with other cards, and the game told would not be the one recorded.
 */
function allAnswersUsed(where: string, given: readonly number[], used: readonly number[]): void {
  if (given.length <= used.length) return;
  const count = (n: number, noun: string) => `${thousands(n)} ${noun}${n === 1 ? '' : 's'}`;
  const asked = used.length ? `asked ${count(used.length, 'choice')}` : 'asked no choice';
  throw new DecisionError(
    `${where}: the log gives ${count(given.length, 'answer')} and the replayed game ${asked}, leaving ${thousands(given.length - used.length)} unused; ` +
      'the log was edited, or played with other cards',
  );
}

/**
 * Counts a game's decisions as its balance record gives them (engine/balance/record.ts): every
 * action, and every answer to the game's questions, the setup's included. Pass its `onStep` to
 * playGame; read `decisions` once the game is played.
 */
export function decisionCounter(): { decisions: number; onStep(state: unknown, action: unknown, answers: readonly number[]): void } {
  const counter = {
    decisions: 0,
    onStep(_state: unknown, action: unknown, answers: readonly number[]) {
      counter.decisions += (action === null ? 0 : 1) + answers.length;
    },
  };
  return counter;
}
