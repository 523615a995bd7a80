/**
 * The shape of a CODEX game log (game.ts), checked before a replay: a log edited by hand or
 * damaged gets a message at its line naming the step, the field and the expected form, instead
 * of a crash deep in the engine. Each step is checked under its number (step 1 is the first
 * action, as replays count them), and its action against the fields of its own type.
 */
import { Type, type TSchema } from '@sinclair/typebox';
import type { Diagnostic } from '../../../core/diagnostics.js';
import type { LogFile } from '../../../core/pack-types.js';
import { show, validateAt, validator } from '../../../core/validate.js';
import { loadYamlSource, spanAt, type PathSegment } from '../../../core/yaml-source.js';
import { LOG_FORMAT } from './log-format.js';
import type { Action } from './types.js';

const Seat = Type.Integer({ minimum: 0, description: 'a seat: 0 for the first character, 1 for the second…' });
const Uid = Type.String({ minLength: 1, description: 'a uid as the log writes it, e.g. "harpon~s0" or "noye-enchaine#5"' });
const Answers = Type.Array(Type.Integer({ minimum: 0, description: 'an option index' }), { description: 'the answers to the choices met, as option indexes' });

const action = (type: Action['type'], fields: Record<string, TSchema> = {}) =>
  Type.Object({ type: Type.Literal(type), ...fields }, { additionalProperties: false });

/** Each action type with its fields, as types.ts has them: a new action type needs its schema here. */
const ACTIONS: Record<Action['type'], TSchema> = {
  'start-turn': action('start-turn', { player: Seat }),
  move: action('move', {
    to: Type.Integer({ minimum: 0, description: 'a zone index: 0 for Début' }),
    tacle: Type.Optional(Type.Union([Type.Literal('pa'), Type.Literal('pv')])),
  }),
  attack: action('attack', { item: Uid, target: Uid }),
  'pick-up': action('pick-up', { item: Uid }),
  drop: action('drop', { item: Uid }),
  give: action('give', { item: Uid, to: Seat }),
  rest: action('rest', { ration: Type.Integer({ minimum: 0, description: 'the index of the Ration engaged' }) }),
  use: action('use', {
    source: Type.Union([Type.Object({ kind: Type.Literal('item'), uid: Uid }, { additionalProperties: false }), Type.Object({ kind: Type.Literal('character') }, { additionalProperties: false }), Type.Object({ kind: Type.Literal('zone') }, { additionalProperties: false })], {
      description: '{ "kind": "item", "uid": … }, { "kind": "character" } or { "kind": "zone" }',
    }),
    effect: Type.Integer({ minimum: 0, description: 'the index of the effect on its card' }),
  }),
  'end-turn': action('end-turn'),
  reveal: action('reveal'),
  'end-chapter': action('end-chapter'),
};

const STEP_FORM = '{ "action": { "type": … }, "answers": […] }';

/** A step whose action has a known type; its fields are checked next, against STEPS[type]. */
const Step = Type.Object(
  {
    action: Type.Object(
      { type: Type.Union(Object.keys(ACTIONS).map((t) => Type.Literal(t))) },
      { additionalProperties: true, description: 'an action, e.g. { "type": "move", "to": 2 } or { "type": "end-turn" }' },
    ),
    answers: Answers,
  },
  { additionalProperties: false },
);
const STEPS = Object.fromEntries(Object.entries(ACTIONS).map(([type, a]) => [type, Type.Object({ action: a, answers: Answers }, { additionalProperties: false })]));

const Log = Type.Object(
  {
    format: Type.Literal(LOG_FORMAT),
    version: Type.Literal(1),
    game: Type.Optional(Type.String({ minLength: 1, description: 'the game name, a folder under cards/' })),
    pack: Type.Optional(Type.String({ description: "the pack folder, relative to the log's folder" })),
    seed: Type.Integer({ minimum: 0, description: 'the seed the game was played with' }),
    players: Type.Integer({ minimum: 1, maximum: 4, description: 'players at the table, 1 to 4' }),
    characters: Type.Array(Type.String({ minLength: 1 }), { minItems: 1, maxItems: 4, description: 'Personnage ids, in seat order' }),
    bot: Type.String({ description: 'the bot that played' }),
    setup: Answers,
    steps: Type.Array(Type.Unknown(), { description: `the actions played, each ${STEP_FORM}` }),
    result: Type.Union([Type.Literal('victory'), Type.Literal('defeat'), Type.Literal('stalled')]),
    finalHash: Type.String({ pattern: '^[0-9a-f]{64}$', description: 'the sha256 of the final state, 64 hexadecimal digits' }),
  },
  { additionalProperties: false },
);

/** How the log's parts are checked: quickly, yes or no, or with the reasons at their place. */
interface Checker {
  fits(schema: TSchema, value: unknown, path: PathSegment[], what: string): boolean;
  /** A part that is not even an object: `message` says what it must be. */
  wrong(path: PathSegment[], message: string): void;
}

function walk(log: unknown, c: Checker): boolean {
  let ok = c.fits(Log, log, [], 'game log');
  const steps = (log as { steps?: unknown } | null)?.steps;
  if (!Array.isArray(steps)) return ok;
  steps.forEach((step: unknown, i) => {
    const path = ['steps', i];
    const what = `step ${i + 1}`;
    if (typeof step !== 'object' || step === null || Array.isArray(step)) {
      c.wrong(path, `${what} must be an object ${STEP_FORM}, got ${show(step)}`);
      ok = false;
    } else if (!c.fits(Step, step, path, what) || !c.fits(STEPS[(step as { action: Action }).action.type], step, path, what)) ok = false;
  });
  return ok;
}

/** What is wrong with a log's shape, at its place in the file; none when it fits. */
export function logProblems(log: LogFile): Diagnostic[] {
  if (walk(log.data, { fits: (schema, value) => validator(schema)(value), wrong: () => {} })) return [];
  // Read as YAML (JSON is YAML), the file gives each value its line; slow on a long log, so only
  // for one with problems.
  const src = loadYamlSource(log.file, log.text);
  const out: Diagnostic[] = [];
  walk(log.data, {
    fits(schema, value, basePath, what) {
      const problems = validateAt(schema, value, { src, basePath, rule: 'replay/log', card: null, what });
      out.push(...problems);
      return !problems.length;
    },
    wrong(path, message) {
      out.push({ ...spanAt(src, path), severity: 'error', rule: 'replay/log', message, card: null });
    },
  });
  return out;
}
