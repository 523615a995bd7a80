/**
 * Choices that wait for an answer. Rules ask their questions synchronously (choices.ts); a caller
 * that cannot answer at once (a person at a browser, hot-seat) plays the step with the answers it
 * has, and the step stops at the first question it has no answer for. With that answer added, the
 * same step is played again from the same state: a game's generator lives in its state, so the
 * replayed part happens exactly as before.
 */
import type { Choice, Decide } from './choices.js';
import type { AnyGameDef } from './game-def.js';
import { step, type StepOptions, type StepResult } from './play.js';

/** Thrown through the rules when a question has no answer yet. Not an Error: control flow. */
class Unanswered {
  constructor(readonly choice: Choice) {}
}

/** The step ended (played, or refused), or it waits for the answer to `choice`. */
export type Resumed<S, E> = { done: StepResult<S, E> } | { waiting: Choice; answered: number };

function answering<S>(answers: readonly number[]): Decide<S> {
  let i = 0;
  return (_s, choice) => {
    if (i < answers.length) return answers[i++];
    throw new Unanswered(choice);
  };
}

/**
 * Plays `action` with `answers` for its first questions. `state` is never changed: a step that
 * waits leaves nothing half done, and the next call (with one more answer) starts from it again.
 */
export function stepWithAnswers<S, A, E, Cat, Setup>(
  def: AnyGameDef<S, A, E, Cat, Setup>,
  cat: Cat,
  state: S,
  action: A,
  answers: readonly number[],
  opts: Omit<StepOptions, 'inPlace'> = {},
): Resumed<S, E> {
  try {
    return { done: step(def, cat, state, action, answering(answers), { ...opts, inPlace: false }) };
  } catch (e) {
    if (e instanceof Unanswered) return { waiting: e.choice, answered: answers.length };
    throw e;
  }
}

/** The same for setting a game up: a new state, or the setup's first question without an answer. */
export function setupWithAnswers<S, A, E, Cat, Setup>(
  def: AnyGameDef<S, A, E, Cat, Setup>,
  cat: Cat,
  setup: Setup,
  answers: readonly number[],
): { state: S; events: E[] } | { waiting: Choice; answered: number } {
  const ctx = def.context(cat, answering(answers), true, false);
  try {
    const state = def.setup(cat, setup, ctx);
    return { state, events: ctx.events ?? [] };
  } catch (e) {
    if (e instanceof Unanswered) return { waiting: e.choice, answered: answers.length };
    throw e;
  }
}
