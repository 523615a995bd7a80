/**
 * The scenario files of a defined engine, the unit of a project's rule tests. A scenario starts a
 * game as `sim` does (a seed and a player count), may force its dice and the order of the piles
 * its rules shuffle, plays steps written as the game labels its actions, answers the choices met,
 * and checks what must hold after a step and at the end: any field of the state (by a dotted
 * path: `scores.0`, `pile.length`), whether the game is over and its result, and what every
 * game's scenarios may check (legal actions, choices asked, events, a refused step's error code).
 *
 *   game: my-game
 *   name: taking the top card scores its cost
 *   seed: 1
 *   players: 2
 *   order: { cards: [guard, scout] }
 *   steps:
 *     - take
 *     - { do: discard, expect: { state: { scores: [2, 0] } } }
 *   expect: { over: false, state: { pile.length: 1 } }
 */
import { Type, type Static } from '@sinclair/typebox';
import type { Diagnostic } from '../../core/diagnostics.js';
import type { LoadedPack } from '../../core/pack.js';
import type { ScenarioOutcome } from '../../core/pack-types.js';
import { validateAt } from '../../core/validate.js';
import { spanAt, type PathSegment, type YamlSource } from '../../core/yaml-source.js';
import { choiceContext, type EngineSetup } from '../define-game.js';
import { CommonExpectFields, expectationChecker, OrderField, playScenario, scenarioStep, ScenarioError, type Failure, type ScenarioGame, type ScenarioShape } from '../scenario-runner.js';
import type { AnyDefined } from './definition.js';

const Expect = Type.Object(
  {
    ...CommonExpectFields,
    over: Type.Optional(Type.Boolean({ description: 'whether the game has ended' })),
    result: Type.Optional(Type.Union([Type.String(), Type.Null()], { description: "the game's result (null while it goes on)" })),
    state: Type.Optional(
      Type.Record(Type.String({ pattern: '^[A-Za-z0-9_-]+(\\.[A-Za-z0-9_-]+)*$' }), Type.Unknown(), {
        description: 'fields of the state, each by its dotted path (scores.0, pile.length), with the value it must have',
      }),
    ),
  },
  { additionalProperties: false },
);

export const DefinedScenarioSchema = Type.Object(
  {
    game: Type.String({ description: 'the game the scenario is played with: a name under cards/, or a pack folder' }),
    name: Type.String(),
    rule: Type.Optional(Type.String({ description: 'the rulebook passage the scenario shows' })),
    seed: Type.Optional(Type.Integer({ minimum: 0, maximum: 2 ** 32 - 1, description: 'the seed the game starts from (default 1)' })),
    players: Type.Optional(Type.Integer({ minimum: 1, maximum: 64, description: "the player count (default: the game's least)" })),
    dice: Type.Optional(Type.Array(Type.Integer({ minimum: 1 }), { description: 'the dice the steps roll, in order: a scenario gives every die it rolls' })),
    order: OrderField,
    steps: Type.Array(
      scenarioStep(
        Type.Union([Type.String({ description: 'an action as the game labels it' }), Type.Object({}, { additionalProperties: true, description: 'an action as the rules take it (its data)' })]),
        Expect,
      ),
    ),
    expect: Expect,
  },
  { additionalProperties: false },
);

type Expectations = Static<typeof Expect>;
type Scenario = Omit<Static<typeof DefinedScenarioSchema>, 'steps'> & ScenarioShape<Expectations>;

/** The value at a dotted path of `root` (a list's `length` and items by index included), or what stood where the path left it. */
function fieldAt(root: unknown, dotted: string): { ok: true; value: unknown } | { ok: false; message: string } {
  let v = root;
  const parts = dotted.split('.');
  for (let i = 0; i < parts.length; i++) {
    const k = parts[i];
    if (Array.isArray(v) && k === 'length') v = v.length;
    else if (v !== null && typeof v === 'object' && Object.hasOwn(v, k)) v = (v as Record<string, unknown>)[k];
    else {
      const at = parts.slice(0, i).join('.');
      const what = Array.isArray(v)
        ? `is a list of ${v.length} (its length, and its items ${v.length ? `0 to ${v.length - 1}` : 'none'})`
        : v !== null && typeof v === 'object'
          ? `has the fields ${Object.keys(v).slice(0, 30).join(', ') || 'none'}`
          : `is ${JSON.stringify(v)}, which has no fields`;
      return { ok: false, message: `the state has no ${dotted}: ${at || 'the state'} ${what}` };
    }
  }
  return { ok: true, value: v };
}

function scenarioGame(d: AnyDefined, cat: unknown): ScenarioGame<any, unknown, unknown, unknown, Expectations, Scenario> {
  const labels = (state: unknown) => d.game.legal(cat, state).map((a: unknown) => [d.label(cat, state, a), a] as const);
  return {
    def: d.game,
    diceSides: 6,
    position: (_cat, sc) => {
      const setup: EngineSetup = { seed: sc.seed ?? 1, players: sc.players ?? d.players.min, ...(sc.dice ? { dice: sc.dice } : {}), ...(sc.order ? { order: sc.order } : {}) };
      if (setup.players < d.players.min || setup.players > d.players.max) throw new ScenarioError(['players'], `this game is played by ${d.players.min} to ${d.players.max} players, not ${setup.players}`);
      // A scenario starts where the rules' setup leaves the game: a choice of the setup takes its
      // first option, a die it rolls is the scenario's first (its `dice:`) or the seed's.
      return d.game.setup(cat, setup, choiceContext(() => 0, false, false));
    },
    action: (state, raw, path) => {
      if (typeof raw !== 'string') return raw;
      const found = labels(state).find(([label]) => label === raw);
      if (found) return found[1];
      const legal = [...new Set(labels(state).map(([label]) => label))];
      throw new ScenarioError(path, `no legal action is labelled "${raw}" here; the legal actions are: ${legal.length ? legal.join(', ') : 'none (the game is over)'}. An action that must be refused is written as its data: { do: { … }, refused: <code> }`);
    },
    actionLabel: (state, action) => d.label(cat, state, action),
    compare: (state, x, at) => {
      const out: Failure[] = [];
      const check = expectationChecker(out);
      if (x.over !== undefined) check([...at, 'over'], 'over', d.game.over(state), x.over);
      if (x.result !== undefined) check([...at, 'result'], 'result', d.game.result(state), x.result);
      const shown = d.scenarioState ? d.scenarioState(cat, state) : state;
      for (const [field, want] of Object.entries(x.state ?? {})) {
        const got = fieldAt(shown, field);
        if (!got.ok) out.push([[...at, 'state', field], got.message]);
        else check([...at, 'state', field], field, got.value, want);
      }
      return out;
    },
  };
}

export function runDefinedScenario(d: AnyDefined, pack: LoadedPack, src: YamlSource): ScenarioOutcome {
  const fail = (path: PathSegment[], message: string, rule = 'scenario/expect'): Diagnostic => ({ ...spanAt(src, path), severity: 'error', rule, message, card: null });
  if (src.syntaxErrors.length) return { name: src.file, failures: src.syntaxErrors };
  const problems = validateAt(DefinedScenarioSchema, src.data, { src, basePath: [], rule: 'scenario/schema', card: null, what: 'scenario' });
  if (problems.length) return { name: src.file, failures: problems };
  const sc = src.data as Scenario;
  try {
    const cat = d.catalogue(pack);
    return { name: sc.name, failures: playScenario(scenarioGame(d, cat), cat, sc).map(([path, message]) => fail(path, message)) };
  } catch (e) {
    if (e instanceof ScenarioError) return { name: sc.name, failures: [fail(e.path, e.message, e.rule)] };
    throw e;
  }
}
