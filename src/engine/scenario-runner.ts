/**
 * The half of a scenario runner every game shares: play a scenario's steps from the position the
 * game builds, answer the choices met with the answers each step gives (by label, or by index),
 * force the dice, check what each step and the end expect, and point every failure at the line
 * of the scenario concerned. A game supplies its position, its actions and its own expectations.
 *
 * What the layer checks itself, for every game:
 * - a choice the step did not foresee, an answer that is no option, answers left unused;
 * - a die rolled after the forced dice ran out, and forced dice left unused at the end;
 * - `refused: <code>` on any step: the engine must refuse it, and play goes on from the same state;
 * - `expect:` on any step (the state between steps) and at the end: the error of a refused last
 *   step, the choices asked (kinds, and the options offered), events that must and must not happen.
 */
import { Type, type TSchema } from '@sinclair/typebox';
import type { Choice } from './choices.js';
import type { AnyGameDef } from './game-def.js';
import { step, type StepResult } from './play.js';
import { OutOfDice, type DiceSource } from './rng.js';
import { ForcedOrderError, unusedForcedOrders, type ShuffleSource } from './forced-order.js';

export type PathSegment = string | number;
export type Failure = [PathSegment[], string];

/** A scenario that cannot be played as written: located, with the rule id of the diagnostic. */
export class ScenarioError extends Error {
  constructor(
    readonly path: PathSegment[],
    message: string,
    readonly rule = 'scenario/setup',
  ) {
    super(message);
  }
}

/** A choice a scenario expects: its kind, or its kind and the options it must offer. */
export type ExpectedChoice = string | { kind: string; options?: string[] };

/** The expectations every game's scenarios may state (a game adds its own beside them). */
export interface CommonExpect {
  error?: string;
  /** Every legal action now, by the game's labels for them, in any order. */
  legal?: string[];
  choices?: ExpectedChoice[];
  events?: Record<string, unknown>[];
  notEvents?: Record<string, unknown>[];
}

export interface ScenarioStep<X> {
  do: unknown;
  answers?: (string | number)[];
  /** The engine must refuse this step with this error code; play goes on from the same state. */
  refused?: string;
  /** What must hold right after this step. */
  expect?: X;
}

export interface ScenarioShape<X> {
  dice?: number[];
  steps: (string | ScenarioStep<X>)[];
  expect: X;
}

export interface ScenarioGame<S extends DiceSource, A, E, Cat, X extends CommonExpect, Sc extends ScenarioShape<X>> {
  def: AnyGameDef<S, A, E, Cat, unknown>;
  /** The position the scenario describes, its forced dice in `forcedDice`. Throws ScenarioError. */
  position(cat: Cat, sc: Sc): S;
  /** A scenario's action, as written in the file, as the engine's action. Throws ScenarioError. */
  action(state: S, raw: unknown, path: PathSegment[]): A;
  /** The option an answer names (a label; the game may accept more, a card's id...), or -1. */
  optionIndex?(options: string[], answer: string): number;
  /** The game's own expectations at `path` (['expect'] or ['steps', i, 'expect']). */
  compare(state: S, expect: X, path: PathSegment[]): Failure[];
  /** An action as scenarios write it in `legal:` ("move docks", "end-turn"); without it, `legal:` cannot be used. */
  actionLabel?(state: S, action: A): string;
  /** The faces of the game's dice, for messages (default 6). */
  diceSides?: number;
  /**
   * An event as an earlier version of the game wrote it, in today's words: the events that say
   * the same now (an old scenario's `events:` keep passing after an event is split or renamed);
   * null when `want` is already today's form.
   */
  legacyEvent?(want: Record<string, unknown>): Record<string, unknown>[] | null;
}

/** Plays the scenario; the failures, each at its place in the file (empty when it passes). */
export function playScenario<S extends DiceSource, A, E, Cat, X extends CommonExpect, Sc extends ScenarioShape<X>>(
  game: ScenarioGame<S, A, E, Cat, X, Sc>,
  cat: Cat,
  sc: Sc,
): Failure[] {
  let state = placed(() => game.position(cat, sc));
  const given = sc.dice?.length ?? 0;
  const asked: Choice[] = [];
  const events: E[] = [];
  let error: { code: string; message: string } | null = null;
  const out: Failure[] = [];
  for (let i = 0; i < sc.steps.length; i++) {
    const raw = sc.steps[i];
    const path: PathSegment[] = ['steps', i];
    const s: ScenarioStep<X> = typeof raw === 'string' ? { do: raw } : raw;
    const answers = [...(s.answers ?? [])];
    const askedBefore = asked.length;
    const action = game.action(state, s.do, typeof raw === 'string' ? path : [...path, 'do']);
    const decide = (_s: S, choice: Choice): number => {
      asked.push(choice);
      if (!answers.length) throw new ScenarioError(path, `unexpected choice "${choice.prompt}" (${choice.kind}: ${choice.options.join(', ')}); add its answer to this step's answers`);
      const a = answers.shift()!;
      const n = typeof a === 'number' ? a : (game.optionIndex ?? labelIndex)(choice.options, a);
      if (n < 0 || n >= choice.options.length) throw new ScenarioError(path, `answer ${JSON.stringify(a)} is not an option of "${choice.prompt}": ${choice.options.join(', ')}`);
      return n;
    };
    let r: StepResult<S, E>;
    try {
      r = step(game.def, cat, state, action, decide, { events: true, forcedDiceOnly: true });
    } catch (e) {
      if (e instanceof OutOfDice) throw new ScenarioError(path, outOfDice(given, game.diceSides ?? 6), 'scenario/dice');
      if (e instanceof ForcedOrderError) throw orderError(e);
      throw e;
    }
    if (!r.ok) {
      if (s.refused !== undefined) {
        if (r.error.code !== s.refused) out.push([[...path, 'refused'], `refused with ${r.error.code} (${r.error.message}), not ${s.refused}`]);
        continue;
      }
      if (i === sc.steps.length - 1 && sc.expect.error) {
        error = r.error;
        break;
      }
      return [...out, [path, `the engine refused this step: ${r.error.code}: ${r.error.message}`]];
    }
    if (s.refused !== undefined) return [...out, [[...path, 'refused'], `the engine played this step; it was to be refused with ${s.refused}`]];
    if (answers.length) return [...out, [path, `answers left unused: ${answers.join(', ')} (the step asked ${asked.length > askedBefore ? 'fewer choices' : 'no choice'})`]];
    state = r.state;
    events.push(...r.events);
    if (s.expect) out.push(...expectations(game, cat, state, s.expect, [...path, 'expect'], { error: null, asked: asked.slice(askedBefore), events: r.events }));
  }
  out.push(...expectations(game, cat, state, sc.expect, ['expect'], { error, asked, events }));
  if (state.forcedDice.length) {
    const left = state.forcedDice.length;
    out.push([['dice'], `${left === 1 ? '1 forced die was' : `${left} forced dice were`} never rolled (${state.forcedDice.join(', ')}): a scenario gives exactly the dice its steps roll`]);
  }
  const orders = unusedForcedOrders(state as ShuffleSource);
  if (orders.length) out.push([['order'], `orders given but never dealt: ${orders.join(', ')}; a scenario gives the order of the shuffles its setup and steps make`]);
  return out;
}

/**
 * A checker that adds a located failure to `out` when `actual` is not `expected` (compared as
 * JSON): the one comparison every expectation makes, the layer's and each game's.
 */
export function expectationChecker(out: Failure[]): (path: PathSegment[], what: string, actual: unknown, expected: unknown) => void {
  return (path, what, actual, expected) => {
    if (JSON.stringify(actual) !== JSON.stringify(expected)) out.push([path, `${what}: expected ${JSON.stringify(expected)}, got ${JSON.stringify(actual)}`]);
  };
}

/** The position, a forced order that does not fit its pile located at that pile's `order:`. */
function placed<S>(make: () => S): S {
  try {
    return make();
  } catch (e) {
    if (e instanceof ForcedOrderError) throw orderError(e);
    throw e;
  }
}

function orderError(e: ForcedOrderError): ScenarioError {
  return new ScenarioError(['order', e.pile], e.message, 'scenario/order');
}

/** The layer's expectations, then the game's. */
function expectations<S extends DiceSource, A, E, Cat, X extends CommonExpect, Sc extends ScenarioShape<X>>(
  game: ScenarioGame<S, A, E, Cat, X, Sc>,
  cat: Cat,
  state: S,
  x: X,
  at: PathSegment[],
  seen: { error: { code: string } | null; asked: Choice[]; events: E[] },
): Failure[] {
  const out: Failure[] = [];
  const check = expectationChecker(out);
  if (x.error !== undefined) check([...at, 'error'], 'error', seen.error?.code ?? null, x.error);
  if (x.legal) {
    if (!game.actionLabel) out.push([[...at, 'legal'], 'this game does not name its actions for `legal:`']);
    else {
      const label = game.actionLabel;
      const actual = [...new Set(game.def.legal(cat, state).map((a) => label(state, a)))].sort();
      check([...at, 'legal'], 'legal actions', actual, [...new Set(x.legal)].sort());
    }
  }
  if (x.choices) {
    const detailed = x.choices.some((c) => typeof c !== 'string');
    if (!detailed) check([...at, 'choices'], 'choices asked', seen.asked.map((c) => c.kind), x.choices);
    else {
      const actual = seen.asked.map((c, i) => (typeof x.choices![i] === 'string' ? c.kind : { kind: c.kind, options: c.options }));
      const expected = x.choices.map((c) => (typeof c === 'string' ? c : { kind: c.kind, options: c.options }));
      check([...at, 'choices'], 'choices asked', actual, expected);
    }
  }
  const matches = (ev: E, want: Record<string, unknown>) => Object.entries(want).every(([k, v]) => JSON.stringify((ev as Record<string, unknown>)[k]) === JSON.stringify(v));
  // An event in an earlier version's words happened when all of today's events it stands for did.
  const happened = (want: Record<string, unknown>) => (game.legacyEvent?.(want) ?? [want]).map((part) => seen.events.find((ev) => matches(ev, part)));
  const told = () => seen.events.map((e) => JSON.stringify(e)).join(' ');
  (x.events ?? []).forEach((want, i) => {
    if (happened(want).some((ev) => !ev)) out.push([[...at, 'events', i], `no event ${JSON.stringify(want)} happened; events: ${told()}`]);
  });
  (x.notEvents ?? []).forEach((want, i) => {
    const hits = happened(want);
    if (hits.every((ev) => ev)) out.push([[...at, 'notEvents', i], `an event ${JSON.stringify(want)} happened: ${hits.map((ev) => JSON.stringify(ev)).join(' ')}`]);
  });
  out.push(...game.compare(state, x, at));
  return out;
}

/** An answer names an option by its label. */
function labelIndex(options: string[], answer: string): number {
  return options.indexOf(answer);
}

/** A step rolled a die after the `n` the scenario gives: the scenario must say that die too. */
function outOfDice(n: number, sides: number): string {
  const given = n === 0 ? 'the scenario gives no `dice:`' : `the ${n === 1 ? '1 die' : `${n} dice`} given in \`dice:\` ${n === 1 ? 'is' : 'are'} used up`;
  return `this step rolls a die, but ${given}; a scenario says every die it rolls: add ${n ? 'one more' : 'one'} (1 to ${sides}) to \`dice:\``;
}

/** The schema pieces of a scenario file every game shares: a step (with its action's schema) and the layer's expectations. */
export const CommonExpectFields = {
  error: Type.Optional(Type.String({ description: 'the code of the error the last step must be refused with' })),
  legal: Type.Optional(Type.Array(Type.String(), { description: 'every legal action now, as the game names them ("move docks", "end-turn"), in any order' })),
  choices: Type.Optional(
    Type.Array(Type.Union([Type.String(), Type.Object({ kind: Type.String(), options: Type.Optional(Type.Array(Type.String())) }, { additionalProperties: false })]), {
      description: 'the choices asked, in order: each its kind, or { kind, options } to check the options offered too',
    }),
  ),
  events: Type.Optional(Type.Array(Type.Object({ e: Type.String() }, { additionalProperties: true }), { description: 'events that must happen (each matched by the fields given)' })),
  notEvents: Type.Optional(Type.Array(Type.Object({ e: Type.String() }, { additionalProperties: true }), { description: 'events that must not happen (each matched by the fields given)' })),
};

/**
 * `order:`, the order a scenario gives to the piles the game shuffles (see forced-order.ts): per
 * pile, the cards on top of its next shuffle, top first, or a list of such lists for successive shuffles.
 */
export const OrderField = Type.Optional(
  Type.Record(Type.String({ pattern: '^[a-z0-9][a-z0-9-]*$' }), Type.Union([Type.Array(Type.String(), { maxItems: 1000 }), Type.Array(Type.Array(Type.String(), { maxItems: 1000 }), { maxItems: 100 })]), {
    description: "the order of the game's shuffles, by pile: the cards on top of its next shuffle, top first (the rest shuffled by the seed), or a list of such lists for its successive shuffles",
  }),
);

export function scenarioStep(action: TSchema, expect: TSchema): TSchema {
  return Type.Union(
    [
      Type.String({ description: 'an action without arguments' }),
      Type.Object(
        {
          do: action,
          answers: Type.Optional(Type.Array(Type.Union([Type.String(), Type.Integer()]), { description: 'answers to the choices, by option label or index' })),
          refused: Type.Optional(Type.String({ description: 'the engine must refuse this step with this error code; play goes on from the same state' })),
          expect: Type.Optional(expect),
        },
        { additionalProperties: false },
      ),
    ],
    { description: 'a step: an action, the answers to the choices it meets, and what must hold after it' },
  );
}
