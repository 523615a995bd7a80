/**
 * Cardstle's scenario files, the unit of its rule tests: a position (a small room of the
 * scenario's own: its grid of cards, goal, friendly enemies, affinities, the cells already turned
 * or seen, the enemies met and who is in their dialogues; the characters with their cells,
 * statistics, Vie, fétiche, treasures and objects; whose turn it is; the pile), the actions to play
 * as words (« move B2 », « heal 3c », « cast longue-vue at C1 »), the answers to the choices met,
 * the donne's cards or the dice to force (`draws:`), the order of the room deck's and the pile's
 * shuffles (`order:`), and what must hold afterwards. Every failure points at its line.
 */
import { Type, type Static } from '@sinclair/typebox';
import type { Diagnostic } from '../../../core/diagnostics.js';
import type { LoadedPack } from '../../../core/pack.js';
import type { ScenarioOutcome } from '../../../core/pack-types.js';
import { validateAt } from '../../../core/validate.js';
import { spanAt, type PathSegment, type YamlSource } from '../../../core/yaml-source.js';
import { forcedOrdersOf } from '../../../engine/forced-order.js';
import { CommonExpectFields, expectationChecker, OrderField, playScenario, scenarioStep, ScenarioError, type Failure, type ScenarioGame, type ScenarioShape } from '../../../engine/scenario-runner.js';
import { seedRng } from '../../../engine/rng.js';
import { STATS, type Stat } from '../tables.js';
import { cellName, cellOfName } from './board.js';
import { cardOfCode, codeOf, donneOfCode, nameOf } from './cards.js';
import { buildCatalogue, parseRoom, type Catalogue } from './catalogue.js';
import { inDialogue } from './dialogue.js';
import { cardstleGame } from './game.js';
import { pileFor, roomState, SHUFFLED_PILES } from './rooms.js';
import type { CardstleAction, CardstleEvent, CardstleState, CharacterState } from './types.js';

const Cell = Type.String({ pattern: '^[A-Za-z]\\d{1,2}$', description: 'a cell as a board names it: column letter, row number, e.g. "B3"' });
const Code = Type.String({ pattern: '^(A|[2-9]|10|V|D|R)[cpkt]$', description: 'a card as rank and suit letter, e.g. "10p", "Dc"' });
const Affinity = Type.Integer({ minimum: -6, maximum: 6, description: '« de -6 (haine) à 6 (amour) »' });
const Stats = Type.Object({ vie: Type.Integer({ minimum: 0 }), att: Type.Integer({ minimum: 0 }), def: Type.Integer({ minimum: 0 }), mov: Type.Integer({ minimum: 0 }) }, { additionalProperties: false });
const Foe = Type.Object(
  {
    at: Cell,
    vie: Type.Optional(Type.Integer({ minimum: 1 })),
    mode: Type.Optional(Type.Union([Type.Literal('fight'), Type.Literal('talk')])),
    points: Type.Optional(Type.Integer({ minimum: 0 })),
    stun: Type.Optional(Type.Integer({ minimum: 0 })),
    talkers: Type.Optional(Type.Array(Type.String(), { description: 'the characters already in its dialogue (they stand on its cell), by name; the others join it by their first test' })),
  },
  { additionalProperties: false },
);
const Character = Type.Object(
  {
    name: Type.String(),
    at: Type.Optional(Cell),
    stats: Type.Optional(Stats),
    vie: Type.Optional(Type.Integer({ minimum: 0, description: 'Vie left (default: its statistic)' })),
    fetiche: Type.Optional(Type.Union([Code, Type.Integer({ minimum: 1, maximum: 12 })], { description: 'a donne card ("9p": nine noir) or a number 1–12 (dice)' })),
    treasures: Type.Optional(Type.Array(Code)),
    objects: Type.Optional(Type.Array(Type.String({ description: "a recipe's id" }))),
    stun: Type.Optional(Type.Integer({ minimum: 0 })),
    dead: Type.Optional(Type.Boolean()),
  },
  { additionalProperties: false },
);
const Expect = Type.Object(
  {
    ...CommonExpectFields,
    characters: Type.Optional(
      Type.Array(
        Type.Object(
          { name: Type.String(), at: Type.Optional(Cell), vie: Type.Optional(Type.Integer()), alive: Type.Optional(Type.Boolean()), stats: Type.Optional(Stats), treasures: Type.Optional(Type.Array(Code)), objects: Type.Optional(Type.Array(Type.String())), stun: Type.Optional(Type.Integer()) },
          { additionalProperties: false },
        ),
      ),
    ),
    cells: Type.Optional(
      Type.Array(
        Type.Object(
          {
            at: Cell,
            card: Type.Optional(Type.Union([Code, Type.Null()], { description: 'the card still there, or null when taken' })),
            up: Type.Optional(Type.Boolean()),
            foe: Type.Optional(
              Type.Union([
                Type.Null(),
                Type.Object(
                  {
                    vie: Type.Optional(Type.Integer()),
                    mode: Type.Optional(Type.String()),
                    points: Type.Optional(Type.Integer()),
                    convinced: Type.Optional(Type.Boolean()),
                    stun: Type.Optional(Type.Integer()),
                    talkers: Type.Optional(Type.Array(Type.String(), { description: 'the characters taking part in its dialogue now, by name, in the party\'s order' })),
                  },
                  { additionalProperties: false },
                ),
              ]),
            ),
          },
          { additionalProperties: false },
        ),
      ),
    ),
    pileBottom: Type.Optional(Type.Array(Code, { description: 'the cards at the bottom of the pile, bottom first' })),
    pileTop: Type.Optional(Type.Array(Code, { description: 'the cards on top of the pile, top first' })),
    pileSize: Type.Optional(Type.Integer()),
    laid: Type.Optional(Type.Array(Code, { description: 'the cards lying in the room, row by row from A1 (the first ones, as many as given)' })),
    goal: Type.Optional(Type.Union([Code, Type.Null()], { description: "the room's goal card, or null when the room has none" })),
    goalTaken: Type.Optional(Type.Boolean()),
    result: Type.Optional(Type.Union([Type.String(), Type.Null()])),
    active: Type.Optional(Type.String({ description: "the character whose turn it is, by name" })),
    order: Type.Optional(Type.Array(Type.String())),
    moved: Type.Optional(Type.Boolean()),
    room: Type.Optional(Type.Integer({ description: 'the room being played, from 1' })),
  },
  { additionalProperties: false },
);
export const CardstleScenarioSchema = Type.Object(
  {
    game: Type.String({ description: 'the game the scenario is played with: cardstle, or a pack folder' }),
    name: Type.String(),
    rule: Type.Optional(Type.String({ description: 'the rulebook passage the scenario shows' })),
    seed: Type.Optional(Type.Integer()),
    position: Type.Object(
      {
        version: Type.Optional(Type.Union([Type.Literal('cartes'), Type.Literal('des')])),
        room: Type.Object(
          {
            grid: Type.String({ maxLength: 4000, description: 'the room as a room file writes it (4,000 characters at most, as there): cards, "." empty, "@" the entrance' }),
            goal: Type.Optional(Code),
            talk: Type.Optional(Type.Array(Code)),
            affinity: Type.Optional(
              Type.Record(Type.String(), Type.Union([Affinity, Type.Record(Type.String(), Affinity)]), {
                description: "affinity with an enemy, by its card: every character's ({ Dc: 3 }) or each character's by name ({ Dc: { Aurore: 3, Bastien: -5 } }, 0 for one not named)",
              }),
            ),
            needed: Type.Optional(Type.Integer({ minimum: 1 })),
            up: Type.Optional(Type.Array(Cell, { description: 'cells already turned over and resolved' })),
            seen: Type.Optional(Type.Array(Cell, { description: 'cells revealed by the longue-vue, not yet resolved' })),
            foes: Type.Optional(Type.Array(Foe, { description: 'enemies already met (their cells are up)' })),
          },
          { additionalProperties: false },
        ),
        characters: Type.Array(Character, { minItems: 1 }),
        active: Type.Optional(Type.String()),
        moved: Type.Optional(Type.Boolean()),
        rooms: Type.Optional(Type.Integer({ minimum: 1, description: 'rooms in the game (default 1: finishing this one wins)' })),
        pile: Type.Optional(Type.Array(Code, { description: 'the pile, top first, whole (default: the cards not laid, in card order, or as `order: { pile }` deals it)' })),
      },
      { additionalProperties: false },
    ),
    draws: Type.Optional(Type.Array(Type.Union([Code, Type.Integer({ minimum: 1, maximum: 12 })]), { description: 'the donne cards drawn, in order ("9p"), or the dice rolled (1–6, the d12 1–12)' })),
    order: OrderField,
    steps: Type.Array(scenarioStep(Type.String({ description: 'move <cell>, heal <card>, give <card> to <name>, open, talk, cast <object> [at <cell>], end' }), Expect)),
    expect: Expect,
  },
  { additionalProperties: false },
);
type Expectations = Static<typeof Expect>;
export type CardstleScenario = Omit<Static<typeof CardstleScenarioSchema>, 'steps'> & ScenarioShape<Expectations>;

function position(cat: Catalogue, sc: CardstleScenario): CardstleState {
  const p = sc.position;
  const def = parseRoom('(scénario)', p.room.grid, p.room.goal, p.room.talk);
  if (typeof def === 'string') throw new ScenarioError(['position', 'room', 'grid'], def);
  const room = roomState(def);
  room.needed = p.room.needed ?? room.needed;
  const cell = (name: string, path: PathSegment[]) => {
    const c = cellOfName(room, name);
    if (c < 0 || !room.cells[c].place) throw new ScenarioError(path, `${name} is not a place of the ${room.cols} × ${room.rows} room`);
    return c;
  };
  (p.room.up ?? []).forEach((n, i) => Object.assign(room.cells[cell(n, ['position', 'room', 'up', i])], { up: true, resolved: true }));
  (p.room.seen ?? []).forEach((n, i) => (room.cells[cell(n, ['position', 'room', 'seen', i])].up = true));
  (p.room.foes ?? []).forEach((f, i) => {
    const c = room.cells[cell(f.at, ['position', 'room', 'foes', i, 'at'])];
    const role = c.card >= 0 ? cat.roles[c.card] : null;
    if (!role || role.role !== 'ennemi') throw new ScenarioError(['position', 'room', 'foes', i, 'at'], `${f.at} holds no enemy`);
    Object.assign(c, { up: true, resolved: true, foe: { vie: f.vie ?? role.stats.vie, stun: f.stun ?? 0, mode: f.mode ?? 'fight', points: f.points ?? 0, convinced: false, talkers: [] } });
  });
  const version = p.version ?? cat.parties[cat.defaultParty].version;
  const chars: CharacterState[] = p.characters.map((c, i) => {
    const path = ['position', 'characters', i];
    const stats = { ...(c.stats ?? { vie: 3, att: 2, def: 2, mov: 2 }) };
    let fetiche = 0;
    let colour = -1;
    if (typeof c.fetiche === 'string') {
      const d = donneOfCode(c.fetiche);
      if (d < 0) throw new ScenarioError([...path, 'fetiche'], `"${c.fetiche}" is not a card of the donne (As to 10)`);
      fetiche = (d % 10) + 1;
      colour = Math.floor(d / 10) % 2;
    } else if (typeof c.fetiche === 'number') fetiche = c.fetiche;
    return { name: c.name, fetiche, colour, stats, vie: c.vie ?? stats.vie, cell: c.at ? cell(c.at, [...path, 'at']) : room.entrance, alive: !c.dead, treasures: (c.treasures ?? []).map(cardOfCode).sort((a, b) => a - b), objects: [], stun: c.stun ?? 0 };
  });
  const byName = (name: string, path: PathSegment[]) => {
    const k = chars.findIndex((c) => c.name === name);
    if (k < 0) throw new ScenarioError(path, `"${name}" is not a character of the position; its characters: ${chars.map((c) => c.name).join(', ')}`);
    return k;
  };
  // « Les PNJ récurrents peuvent avoir un score d'affinité avec un joueur »: one number is every character's.
  for (const [code, given] of Object.entries(p.room.affinity ?? {})) {
    const path = ['position', 'room', 'affinity', code];
    const card = cardOfCode(code);
    if (card < 0) throw new ScenarioError(path, `"${code}" is not a card (an enemy's code, e.g. "Dc")`);
    const each = chars.map(() => (typeof given === 'number' ? given : 0));
    if (typeof given !== 'number') for (const [name, v] of Object.entries(given)) each[byName(name, [...path, name])] = v;
    room.affinity[codeOf(card)] = each;
  }
  (p.room.foes ?? []).forEach((f, i) => {
    const at = cellOfName(room, f.at);
    const foe = room.cells[at].foe!;
    (f.talkers ?? []).forEach((name, k) => {
      const path = ['position', 'room', 'foes', i, 'talkers', k];
      const who = byName(name, path);
      if (foe.mode !== 'talk') throw new ScenarioError(path, `the enemy on ${f.at} is met in a fight: write "mode: talk" for a dialogue`);
      if (chars[who].cell !== at) throw new ScenarioError(path, `${name} is not on ${f.at}: those in a dialogue stand on the enemy's card`);
      if (!foe.talkers.includes(who)) foe.talkers.push(who);
    });
  });
  const order = sc.order ?? {};
  for (const pile of Object.keys(order)) {
    if (!(SHUFFLED_PILES as readonly string[]).includes(pile)) throw new ScenarioError(['order', pile], `Cardstle shuffles no pile "${pile}"; its piles: room-deck (a random room is dealt from it), pile (the treasures are drawn from it)`, 'scenario/order');
  }
  if (p.pile && Object.hasOwn(order, 'pile')) {
    throw new ScenarioError(['order', 'pile'], '`position.pile` already gives the pile whole: give it there, or give its top here (its first order is the position\'s pile, the next ones the next rooms\'), not both', 'scenario/order');
  }
  const s = cardstleGame.clone({
    rng: seedRng(sc.seed ?? 1),
    forcedDice: [],
    forcedOrders: forcedOrdersOf(order),
    version,
    party: cat.defaultParty,
    chars,
    order: chars.map((_, i) => i),
    turn: 0,
    round: 1,
    moved: p.moved ?? false,
    talked: false,
    room,
    roomIndex: 0,
    rooms: p.rooms ?? 1,
    roomFiles: [],
    pile: [],
    phase: 'play',
    result: null,
    actions: 0,
  });
  p.characters.forEach((c, i) =>
    (c.objects ?? []).forEach((id, k) => {
      if (!cat.tables.recipes.some((r) => r.id === id)) throw new ScenarioError(['position', 'characters', i, 'objects', k], `no recipe has the id "${id}"; the recipes: ${cat.tables.recipes.map((r) => r.id).join(', ')}`);
      // Objects held at the start are as the party file gives them: a legendary one's point is already in the statistics given.
      s.chars[i].objects.push(id);
    }),
  );
  if (p.pile) s.pile = p.pile.map(cardOfCode).reverse();
  // The pile made as a room's is (the room deck less the cards laid and held), shuffled, its top the order's.
  else if (Object.hasOwn(order, 'pile')) s.pile = pileFor(s, s.room);
  else {
    const laid = new Set(room.cells.map((c) => c.card));
    s.pile = Array.from({ length: 52 }, (_, c) => c).filter((c) => !laid.has(c));
  }
  if (p.active) {
    const k = chars.findIndex((c) => c.name === p.active);
    if (k < 0) throw new ScenarioError(['position', 'active'], `"${p.active}" is not a character of the position`);
    s.turn = k;
  }
  s.forcedDice = (sc.draws ?? []).map((d, i) => {
    if (version === 'cartes') {
      const x = typeof d === 'string' ? donneOfCode(d) : -1;
      if (x < 0) throw new ScenarioError(['draws', i], `the card version draws from the donne: write a card As to 10, e.g. "9p", not ${JSON.stringify(d)}`);
      return x;
    }
    if (typeof d !== 'number') throw new ScenarioError(['draws', i], `the dice version rolls dice: write a number, not ${JSON.stringify(d)}`);
    return d;
  });
  return s;
}

function action(s: CardstleState, raw: unknown, path: PathSegment[]): CardstleAction {
  const words = String(raw).trim().split(/\s+/);
  const [verb, ...rest] = words;
  const cell = (name: string | undefined) => {
    const c = cellOfName(s.room, name ?? '');
    if (c < 0) throw new ScenarioError(path, `"${name ?? ''}" is not a cell of the room`);
    return c;
  };
  const card = (code: string | undefined) => {
    const c = cardOfCode(code ?? '');
    if (c < 0) throw new ScenarioError(path, `"${code ?? ''}" is not a card (e.g. "3c")`);
    return c;
  };
  switch (verb) {
    case 'move':
      return { t: 'move', to: cell(rest[0]) };
    case 'heal':
      return { t: 'heal', card: card(rest[0]) };
    case 'give': {
      const name = rest.slice(2).join(' ');
      const to = s.chars.findIndex((c) => c.name === name);
      if (to < 0 || rest[1] !== 'to') throw new ScenarioError(path, `write "give <card> to <name>"; "${name}" is not a character`);
      return { t: 'give', card: card(rest[0]), to };
    }
    case 'open':
      return { t: 'open' };
    case 'talk':
      return { t: 'talk' };
    case 'cast':
      return rest[1] === 'at' ? { t: 'cast', object: rest[0], cell: cell(rest[2]) } : { t: 'cast', object: rest[0] };
    case 'end':
      return { t: 'end' };
    default:
      throw new ScenarioError(path, `"${String(raw)}" is not an action: move <cell>, heal <card>, give <card> to <name>, open, talk, cast <object> [at <cell>], end`);
  }
}

export function actionLabel(s: CardstleState, a: CardstleAction): string {
  switch (a.t) {
    case 'move':
      return `move ${cellName(s.room, a.to)}`;
    case 'heal':
      return `heal ${codeOf(a.card)}`;
    case 'give':
      return `give ${codeOf(a.card)} to ${s.chars[a.to].name}`;
    case 'cast':
      return a.cell === undefined ? `cast ${a.object}` : `cast ${a.object} at ${cellName(s.room, a.cell)}`;
    default:
      return a.t;
  }
}

/** An answer by its label, or a card by its code ("3c" for « 3 de Cœur »). */
function optionIndex(options: string[], answer: string): number {
  const i = options.indexOf(answer);
  if (i >= 0) return i;
  const c = cardOfCode(answer);
  return c >= 0 ? options.indexOf(nameOf(c)) : -1;
}

function compare(s: CardstleState, x: Expectations, at: PathSegment[]): Failure[] {
  const out: Failure[] = [];
  const check = expectationChecker(out);
  x.characters?.forEach((want, i) => {
    const where = [...at, 'characters', i];
    const c = s.chars.find((y) => y.name === want.name);
    if (!c) return void out.push([where, `no character "${want.name}" in the game`]);
    if (want.at) check([...where, 'at'], `${c.name}'s cell`, cellName(s.room, c.cell), want.at.toUpperCase());
    if (want.vie !== undefined) check([...where, 'vie'], `${c.name}'s Vie`, c.vie, want.vie);
    if (want.alive !== undefined) check([...where, 'alive'], `${c.name} alive`, c.alive, want.alive);
    if (want.stats) check([...where, 'stats'], `${c.name}'s statistics`, Object.fromEntries(STATS.map((k: Stat) => [k, c.stats[k]])), Object.fromEntries(STATS.map((k: Stat) => [k, want.stats![k]])));
    if (want.treasures) check([...where, 'treasures'], `${c.name}'s treasures`, c.treasures.map(codeOf), want.treasures.map(cardOfCode).sort((a, b) => a - b).map(codeOf));
    if (want.objects) check([...where, 'objects'], `${c.name}'s objects`, [...c.objects].sort(), [...want.objects].sort());
    if (want.stun !== undefined) check([...where, 'stun'], `${c.name}'s stun`, c.stun, want.stun);
  });
  x.cells?.forEach((want, i) => {
    const where = [...at, 'cells', i];
    const n = cellOfName(s.room, want.at);
    if (n < 0) return void out.push([where, `${want.at} is not a cell of the room`]);
    const c = s.room.cells[n];
    if (want.card !== undefined) check([...where, 'card'], `the card on ${want.at}`, c.card >= 0 ? codeOf(c.card) : null, want.card);
    if (want.up !== undefined) check([...where, 'up'], `${want.at} face up`, c.up, want.up);
    if (want.foe === null) check([...where, 'foe'], `the enemy on ${want.at}`, c.foe, null);
    else if (want.foe) {
      if (!c.foe) out.push([[...where, 'foe'], `no enemy stands on ${want.at}`]);
      else
        for (const [k, v] of Object.entries(want.foe)) {
          const actual = k === 'talkers' ? inDialogue(s, n).map((i) => s.chars[i].name) : (c.foe as unknown as Record<string, unknown>)[k];
          check([...where, 'foe', k], `the enemy's ${k} on ${want.at}`, actual, v);
        }
    }
  });
  if (x.pileBottom) check([...at, 'pileBottom'], 'the bottom of the pile', s.pile.slice(0, x.pileBottom.length).map(codeOf), x.pileBottom);
  if (x.pileTop) check([...at, 'pileTop'], 'the top of the pile', s.pile.slice(-x.pileTop.length).reverse().map(codeOf), x.pileTop);
  if (x.laid) {
    const laid = s.room.cells.filter((c) => c.card >= 0).map((c) => codeOf(c.card));
    check([...at, 'laid'], 'the cards lying in the room, row by row', laid.slice(0, x.laid.length), x.laid);
  }
  if (x.goal !== undefined) check([...at, 'goal'], "the room's goal", s.room.goal >= 0 ? codeOf(s.room.goal) : null, x.goal);
  if (x.pileSize !== undefined) check([...at, 'pileSize'], 'the pile', s.pile.length, x.pileSize);
  if (x.goalTaken !== undefined) check([...at, 'goalTaken'], 'the goal taken', s.room.goalTaken, x.goalTaken);
  if (x.result !== undefined) check([...at, 'result'], 'the result', s.result, x.result);
  if (x.active) check([...at, 'active'], 'whose turn it is', s.chars[s.order[s.turn]].name, x.active);
  if (x.order) check([...at, 'order'], 'the turn order', s.order.map((i) => s.chars[i].name), x.order);
  if (x.moved !== undefined) check([...at, 'moved'], 'moved this turn', s.moved, x.moved);
  if (x.room !== undefined) check([...at, 'room'], 'the room', s.roomIndex + 1, x.room);
  return out;
}

function scenarioGame(): ScenarioGame<CardstleState, CardstleAction, CardstleEvent, Catalogue, Expectations, CardstleScenario> {
  return { def: cardstleGame, position, action, compare, actionLabel, optionIndex, diceSides: 6 };
}

export function runCardstleScenario(pack: LoadedPack, src: YamlSource): ScenarioOutcome {
  const fail = (path: PathSegment[], message: string, rule = 'scenario/expect'): Diagnostic => ({ ...spanAt(src, path), severity: 'error', rule, message, card: null });
  if (src.syntaxErrors.length) return { name: src.file, failures: src.syntaxErrors };
  const problems = validateAt(CardstleScenarioSchema, src.data, { src, basePath: [], rule: 'scenario/schema', card: null, what: 'scenario' });
  if (problems.length) return { name: src.file, failures: problems };
  const sc = { ...(src.data as CardstleScenario) };
  // The layer counts the scenario's forced draws as its `dice`.
  sc.dice = (sc.draws ?? []).map(() => 0);
  try {
    const cat = buildCatalogue(pack);
    return { name: sc.name, failures: playScenario(scenarioGame(), cat, sc).map(([path, message]) => fail(path, message)) };
  } catch (e) {
    if (e instanceof ScenarioError) return { name: sc.name, failures: [fail(e.path, e.message, e.rule)] };
    throw e;
  }
}
