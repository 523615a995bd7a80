/**
 * The shape of a CODEX scenario file: a position (who and what is where), the dice to force, the
 * steps to play with the answers to the choices met, and the state expected afterwards.
 */
import { Type, type Static } from '@sinclair/typebox';
import { CommonExpectFields, OrderField, scenarioStep, type ScenarioStep } from '../../../engine/scenario-runner.js';

const ZoneRef = Type.Union([Type.Integer({ minimum: 0 }), Type.String({ minLength: 1 })], {
  description: 'a zone of the chapter: its card id (e.g. "docks") or its index in the line (0 = Début)',
});
const Cards = Type.Array(Type.String({ minLength: 1 }), { description: 'card ids' });

/** An Objet with its face: up (revealed: picked up, dropped after, or turned by an effect) or down. */
const FacedItem = Type.Object(
  { card: Type.String({ minLength: 1 }), faceUp: Type.Boolean({ description: 'true: face up; false: face down' }) },
  { additionalProperties: false },
);
/** Objets by card id, each either a plain id (its face not checked) or `{ card, faceUp }`. */
const Items = Type.Array(Type.Union([Type.String({ minLength: 1 }), FacedItem]), {
  description: 'Objet card ids; `{ card, faceUp }` states or checks its face too',
});

const PlayerSetup = Type.Object(
  {
    zone: Type.Optional(ZoneRef),
    pv: Type.Optional(Type.Integer({ minimum: 0, maximum: 30 })),
    items: Type.Optional(Items),
    engaged: Type.Optional(Type.Array(Type.String(), { description: 'item card ids, or "character", that start engaged' })),
    rations: Type.Optional(Type.Integer({ minimum: 0, maximum: 9, description: 'free Rations' })),
    engagedRations: Type.Optional(Type.Integer({ minimum: 0, maximum: 9 })),
    secrets: Type.Optional(Type.Array(Type.Integer(), { description: 'Secret numbers kept' })),
    enteredThisRound: Type.Optional(Type.Boolean()),
    moves: Type.Optional(Type.Integer({ minimum: 0 })),
    attacks: Type.Optional(Type.Integer({ minimum: 0 })),
  },
  { additionalProperties: false },
);

const CreatureSetup = Type.Object(
  { card: Type.String(), zone: ZoneRef, pv: Type.Optional(Type.Integer({ minimum: 1 })) },
  { additionalProperties: false },
);

const ItemSetup = Type.Object(
  {
    card: Type.String(),
    zone: ZoneRef,
    faceUp: Type.Optional(Type.Boolean({ description: 'the Objet lies face up (default: face down, as dealt)' })),
    revealed: Type.Optional(Type.Boolean({ description: 'the older name of faceUp' })),
  },
  { additionalProperties: false },
);

const Action = Type.Union([Type.String(), Type.Object({ type: Type.String() }, { additionalProperties: true })], {
  description: 'the action: "end-turn", or { type: move, to: docks, tacle: pa }, { type: attack, item: harpon, target: encre }…',
});

const PlayerExpect = Type.Object(
  {
    zone: Type.Optional(ZoneRef),
    pv: Type.Optional(Type.Integer()),
    pa: Type.Optional(Type.Integer()),
    items: Type.Optional(Items),
    engaged: Type.Optional(Cards),
    rations: Type.Optional(Type.Integer({ description: 'free Rations' })),
    engagedRations: Type.Optional(Type.Integer({ description: 'engaged Rations' })),
    secrets: Type.Optional(Type.Array(Type.Integer())),
  },
  { additionalProperties: false },
);

const CreatureExpect = Type.Object(
  {
    card: Type.String(),
    zone: Type.Optional(ZoneRef),
    pv: Type.Optional(Type.Integer()),
    lost: Type.Optional(Type.Array(Type.String(), { description: 'keywords it has lost until the end of the turn' })),
    noRiposte: Type.Optional(Type.Boolean({ description: 'it does not riposte this turn' })),
  },
  { additionalProperties: false },
);

/** What must hold after a step, or at the end: the layer's expectations (src/engine/scenario-runner.ts) and CODEX's. */
const Expect = Type.Object(
  {
    ...CommonExpectFields,
    result: Type.Optional(Type.Union([Type.Literal('victory'), Type.Literal('defeat'), Type.Null()])),
    phase: Type.Optional(Type.String()),
    chapter: Type.Optional(Type.Integer()),
    round: Type.Optional(Type.Integer()),
    turn: Type.Optional(Type.Union([Type.String(), Type.Null()])),
    players: Type.Optional(Type.Record(Type.String(), PlayerExpect)),
    creatures: Type.Optional(Type.Array(CreatureExpect, { description: 'every creature in play, in any order' })),
    zoneItems: Type.Optional(Type.Record(Type.String(), Items, { description: 'the items lying in each zone listed (`{ card, faceUp }` checks its face)' })),
    piles: Type.Optional(Type.Record(Type.String(), Cards, { description: 'pile contents in order, top first: zones, creatures, special, objets, boss' })),
    line: Type.Optional(Type.Array(Type.String(), { description: 'the chapter line, zone card ids left to right' })),
    hidden: Type.Optional(Type.Array(Type.String(), { description: 'the zones lying face down, left to right (INDEX: unrevealed Salles)' })),
  },
  { additionalProperties: false },
);

export const ScenarioSchema = Type.Object(
  {
    game: Type.String({ description: 'the game: a name under cards/ or a pack folder' }),
    name: Type.String({ minLength: 1, description: 'what the scenario shows, in one sentence' }),
    rule: Type.Optional(Type.String({ description: 'the rulebook passage it tests' })),
    seed: Type.Optional(Type.Integer({ minimum: 0 })),
    characters: Type.Array(Type.String(), { minItems: 1, maxItems: 4, description: 'Personnage ids, in seat order' }),
    players: Type.Optional(Type.Integer({ minimum: 1, maximum: 4, description: 'players at the table (1 = solo with two characters)' })),
    chapter: Type.Optional(Type.Integer({ minimum: 1, maximum: 3, description: 'the chapter (CODEX: 1 or 2) or étage (INDEX: 1 to 3)' })),
    zones: Type.Optional(
      Type.Array(Type.String(), { minItems: 2, description: 'the chapter line, left to right: zone card ids from Début to Fin; without it, the game is set up for real from the seed' }),
    ),
    setupAnswers: Type.Optional(Type.Array(Type.Union([Type.String(), Type.Integer()]), { description: 'answers to the choices of a real setup (no `zones:`), by option label or index' })),
    setup: Type.Optional(
      Type.Object(
        {
          players: Type.Optional(Type.Record(Type.String(), PlayerSetup)),
          creatures: Type.Optional(Type.Array(CreatureSetup)),
          items: Type.Optional(Type.Array(ItemSetup)),
          turn: Type.Optional(Type.Object({ player: Type.String(), pa: Type.Optional(Type.Integer({ minimum: 0, maximum: 3 })) }, { additionalProperties: false })),
          played: Type.Optional(Type.Array(Type.String(), { description: 'characters who already played this round' })),
          entered: Type.Optional(Type.Array(Type.String(), { description: 'zones already entered this chapter (Début always is)' })),
          piles: Type.Optional(Type.Record(Type.String(), Cards, { description: 'pile contents, top first: zones, creatures, special, objets, boss' })),
          round: Type.Optional(Type.Integer({ minimum: 1 })),
          hidden: Type.Optional(Type.Array(ZoneRef, { description: 'zones lying face down (INDEX: unrevealed Salles)' })),
        },
        { additionalProperties: false },
      ),
    ),
    cards: Type.Optional(Type.Record(Type.String(), Type.Array(Type.Object({}, { additionalProperties: true })), { description: 'cards that exist only in this scenario, by deck id' })),
    order: OrderField,
    dice: Type.Optional(Type.Array(Type.Integer({ minimum: 1, maximum: 6 }), { description: 'every attack die the steps roll, rerolls included, in order: a die not given here fails the step, a die left unrolled fails the scenario' })),
    steps: Type.Array(scenarioStep(Action, Expect)),
    expect: Expect,
  },
  { additionalProperties: false },
);

export type ScenarioExpect = Static<typeof Expect>;
/** A scenario file's content (its steps typed by the layer: the schema builds them with scenarioStep). */
export type Scenario = Omit<Static<typeof ScenarioSchema>, 'steps'> & { steps: (string | ScenarioStep<ScenarioExpect>)[] };
