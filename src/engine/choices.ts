/**
 * How an engine asks the players: a rule meets a choice the rulebook leaves to the players, asks
 * the policy through the context, and records the answer, so that a game is replayed exactly
 * from its answers. A choice with one option is no choice and is not asked (the golden rule of
 * the rulebooks: the players choose when the game has several valid options).
 *
 * Rules are plain synchronous functions. A caller that cannot answer at once (a person at a
 * browser) uses `resumable.ts`: the step stops at the first unanswered choice and is played again,
 * from the same state, with one more answer.
 */

/** A question the rules put to the players: what it is about, for whom, and the options in words. */
export interface Choice {
  /** What kind of question (the game's own names: 'target-player', 'order'...). */
  kind: string;
  /** The seat most concerned, when there is one. */
  player: number | null;
  prompt: string;
  options: string[];
}

/**
 * Answers a choice with the index of one of its options. Written as a method's type so that a
 * game's own, narrower choices (its `kind`s) fit where the layer speaks of any choice.
 */
export type Decide<S, C extends Choice = Choice> = { answer(state: S, choice: C): number }['answer'];

/** What every rule function receives besides the state: who answers, and where events and answers go. */
export interface ChoiceCtx<S, E, C extends Choice = Choice> {
  decide: Decide<S, C>;
  /** Events of this step, or null when nobody listens (fast simulations). */
  events: E[] | null;
  /** The answers given during this step, in order: they go to the game log. */
  answers: number[];
  /** Dice come only from the scenario's forced results: running out is an error (see rng.ts). */
  forcedDiceOnly: boolean;
}

/**
 * Thrown when the game ends in the middle of a step: the rest of the step does not happen. Not
 * an Error: it is control flow, and capturing a stack trace would cost every simulated defeat.
 */
export class GameOver {
  constructor(readonly result: string) {}
}

/** A policy answered outside the options, or a log does not fit the game it replays. */
export class DecisionError extends Error {}

export function emit<E>(ctx: { events: E[] | null }, event: E): void {
  ctx.events?.push(event);
}

/** The golden rule: a choice with one option is no choice; anything else goes to the players. */
export function ask<S, C extends Choice>(state: S, ctx: ChoiceCtx<S, unknown, C>, choice: C): number {
  if (choice.options.length <= 1) return 0;
  const n = ctx.decide(state, choice);
  if (!Number.isInteger(n) || n < 0 || n >= choice.options.length) {
    throw new DecisionError(`answer ${n} to "${choice.prompt}" is not one of its ${choice.options.length} options (${choice.options.join(', ')})`);
  }
  ctx.answers.push(n);
  return n;
}

/** Answers taken from a list, in order (a log, a scenario); a list that runs short does not fit the game. */
export function feeder<S>(answers: readonly number[], where: string): Decide<S> {
  let i = 0;
  return (_s, choice) => {
    if (i >= answers.length) throw new DecisionError(`${where}: the log has no answer for "${choice.prompt}"`);
    return answers[i++];
  };
}
