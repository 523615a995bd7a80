/**
 * The pyramid's scenario files, the unit of its rule tests: a position (the map, or a small grid
 * of the scenario's own; the adventurers with their cells, levels, XP, hands and discards; the
 * monsters; walls added; the chests' values and those open; the turn and whose it is), the actions
 * to play written as words (« step up », « card dalia-attaque at C4 », « move C4 left »), the
 * answers to the choices met, the dice to force, and what must hold afterwards. Cells are named as
 * the board names them; every failure points at its line.
 */
import { Type, type Static } from '@sinclair/typebox';
import type { Diagnostic } from '../../../core/diagnostics.js';
import type { LoadedPack } from '../../../core/pack.js';
import type { ScenarioOutcome } from '../../../core/pack-types.js';
import { validateAt } from '../../../core/validate.js';
import { spanAt, type PathSegment, type YamlSource } from '../../../core/yaml-source.js';
import { CommonExpectFields, expectationChecker, playScenario, scenarioStep, ScenarioError, type Failure, type ScenarioGame, type ScenarioShape } from '../../../engine/scenario-runner.js';
import { forcedOrdersOf } from '../../../engine/forced-order.js';
import { seedRng } from '../../../engine/rng.js';
import { MAX_SIDE, readGrid } from '../map/grid.js';
import { cellName, cellOfName, DIRS } from './board.js';
import { buildCatalogue, mapDefOf, MUMMY, type Catalogue } from './catalogue.js';
import { pyramideGame } from './game.js';
import { blankState, dealChests } from './setup.js';
import { startAdventurerTurn } from './turns.js';
import { BLUE, NO_WALL, STONE, type Dir, type PyramideAction, type PyramideEvent, type PyramideState } from './types.js';

const Cell = Type.String({ pattern: '^[A-Ta-t]\\d{1,2}$', description: 'a cell as the board names it: column letter, row number, e.g. "B3"' });
const Cards = Type.Array(Type.String({ description: 'an action card id' }));
const AdventurerPos = Type.Object(
  {
    id: Type.String({ description: "the adventurer's card id" }),
    at: Cell,
    level: Type.Optional(Type.Integer({ minimum: 1 })),
    xp: Type.Optional(Type.Integer({ minimum: 0 })),
    hand: Type.Optional(Cards),
    discard: Type.Optional(Cards),
    ready: Type.Optional(Type.Integer({ minimum: 1, description: 'the first turn its special is ready (1: ready now)' })),
  },
  { additionalProperties: false },
);
const MonsterPos = Type.Object(
  { id: Type.String({ description: '"momie" or a demigod\'s id' }), at: Cell, summoned: Type.Optional(Type.Integer({ minimum: 0, description: 'the turn it was summoned (it cannot move that turn)' })) },
  { additionalProperties: false },
);
const Expect = Type.Object(
  {
    ...CommonExpectFields,
    adventurers: Type.Optional(Type.Array(Type.Object({ id: Type.String(), at: Type.Optional(Cell), level: Type.Optional(Type.Integer()), xp: Type.Optional(Type.Integer()), hand: Type.Optional(Cards), discard: Type.Optional(Cards) }, { additionalProperties: false }))),
    monsters: Type.Optional(Type.Array(Type.Object({ id: Type.String(), at: Cell }, { additionalProperties: false }), { description: 'every monster on the board, in any order' })),
    walls: Type.Optional(Type.Array(Cell, { description: 'cells that hold a wall' })),
    noWalls: Type.Optional(Type.Array(Cell, { description: 'cells that hold no wall' })),
    blueWall: Type.Optional(Type.Union([Cell, Type.Null()])),
    godXp: Type.Optional(Type.Integer()),
    levels: Type.Optional(Type.Record(Type.String(), Type.Integer(), { description: "demigods' levels" })),
    loot: Type.Optional(Type.Integer()),
    opened: Type.Optional(Type.Array(Cell, { description: 'every open chest' })),
    turn: Type.Optional(Type.Integer()),
    phase: Type.Optional(Type.Union([Type.Literal('adventurer'), Type.Literal('god'), Type.Literal('over')])),
    active: Type.Optional(Type.String({ description: 'the adventurer whose turn it is' })),
    moves: Type.Optional(Type.Integer({ description: 'the cells the active adventurer may still move' })),
    winner: Type.Optional(Type.Union([Type.Literal('adventurers'), Type.Literal('god'), Type.Null()])),
  },
  { additionalProperties: false },
);
export const PyramideScenarioSchema = Type.Object(
  {
    game: Type.String({ description: 'the game the scenario is played with: pyramide, or a pack folder' }),
    name: Type.String(),
    rule: Type.Optional(Type.String({ description: 'the rulebook passage the scenario shows' })),
    seed: Type.Optional(Type.Integer()),
    position: Type.Object(
      {
        map: Type.Optional(Type.String({ description: "a map of the pack, by its file's name (sokar)" })),
        grid: Type.Optional(
          Type.String({
            // Rows and columns bounded on the text, before a cell is built: a grid of millions of cells is refused at its line.
            pattern: `^(?:[^\\n]{0,${MAX_SIDE}}\\n){0,${MAX_SIDE - 1}}[^\\n]{0,${MAX_SIDE}}\\n*$`,
            description: `a small map of the scenario's own, at most ${MAX_SIDE} × ${MAX_SIDE} cells, in the maps' legend (. # c / m A–H e)`,
          }),
        ),
        values: Type.Optional(Type.Array(Type.Integer({ minimum: 0 }), { description: "the chests' values, in the order of their cells (row by row); default: the map's values in its order, or as `order: { chests }` deals them" })),
        opened: Type.Optional(Type.Array(Cell)),
        loot: Type.Optional(Type.Integer({ minimum: 0 })),
        adventurers: Type.Array(AdventurerPos, { minItems: 1 }),
        monsters: Type.Optional(Type.Array(MonsterPos)),
        walls: Type.Optional(Type.Array(Cell, { description: 'walls besides the map\'s' })),
        blueWall: Type.Optional(Type.Object({ at: Cell, until: Type.Integer() }, { additionalProperties: false })),
        godXp: Type.Optional(Type.Integer({ minimum: 0 })),
        levels: Type.Optional(Type.Record(Type.String(), Type.Integer({ minimum: 1 }))),
        turn: Type.Optional(Type.Integer({ minimum: 1, maximum: 12 })),
        phase: Type.Optional(Type.Union([Type.Literal('adventurer'), Type.Literal('god')])),
        active: Type.Optional(Type.String({ description: 'whose turn it is (adventurer phase): an adventurer id; the first by default' })),
        wallPlaced: Type.Optional(Cell),
      },
      { additionalProperties: false },
    ),
    dice: Type.Optional(Type.Array(Type.Integer({ minimum: 1, maximum: 6 }))),
    order: Type.Optional(
      Type.Object(
        {
          chests: Type.Optional(
            Type.Array(Type.Union([Type.Integer({ minimum: 0 }), Type.String()]), {
              description: "the map's values dealt as a game's setup deals them: these on the first chests, in the order of their cells (row by row), the rest shuffled by the seed; values written as `values:` writes them (5, or \"5\")",
            }),
          ),
        },
        { additionalProperties: false, description: 'the order of the shuffles the game makes: the pyramid shuffles only the chests\' values' },
      ),
    ),
    steps: Type.Array(
      scenarioStep(
        Type.String({ description: 'an action: step <up|down|left|right>, card <id> [at <cell>], take <id>, special [at <cell>|<adventurer>], level [<demigod>], wall <cell>, mummy <wall cell> to <cell>, demigod <id>, move <cell> <dir>, end' }),
        Expect,
      ),
    ),
    expect: Expect,
  },
  { additionalProperties: false },
);
type Expectations = Static<typeof Expect>;
export type PyramideScenario = Omit<Static<typeof PyramideScenarioSchema>, 'steps'> & ScenarioShape<Expectations>;

const SCENARIO_MAP = '(scenario)';

/** The scenario's own grid as a map, added to a copy of the catalogue. */
function withGrid(cat: Catalogue, sc: PyramideScenario): Catalogue {
  const text = sc.position.grid;
  if (!text) return cat;
  const grid = readGrid(text);
  if (grid.ragged.length) throw new ScenarioError(['position', 'grid'], `row ${grid.ragged[0].row + 1} of the grid is not as long as the first`);
  const map = mapDefOf('scénario', grid, sc.position.values ?? []);
  return { ...cat, maps: { ...cat.maps, [SCENARIO_MAP]: map } };
}

function position(cat: Catalogue, sc: PyramideScenario): PyramideState {
  const p = sc.position;
  const mapId = p.grid ? SCENARIO_MAP : (p.map ?? cat.defaultMap);
  const map = cat.maps[mapId];
  if (!map) throw new ScenarioError(['position', 'map'], `no map '${p.map}'; the pack's maps: ${Object.keys(cat.maps).join(', ')}`);
  const dims = { rows: map.rows, cols: map.cols };
  const cell = (name: string, path: PathSegment[]) => {
    const c = cellOfName(dims, name);
    if (c < 0) throw new ScenarioError(path, `${name} is not a cell of the ${map.cols} × ${map.rows} board`);
    return c;
  };
  const dealt = sc.order?.chests;
  if (dealt && p.values) throw new ScenarioError(['order', 'chests'], '`position.values` already gives every chest its value: give them there, or give the deal\'s first values here, not both', 'scenario/order');
  if (dealt && p.grid) throw new ScenarioError(['order', 'chests'], "a scenario's own grid deals no values: give its chests theirs with `position.values`, or deal a map's (`position.map`) with `order: { chests }`", 'scenario/order');
  const rng = seedRng(sc.seed ?? 1);
  const forcedOrders = forcedOrdersOf(dealt ? { chests: dealt.map(String) } : {});
  // With `order: { chests }`, the values are dealt as a game's setup deals them (setup.ts); else as given, or in the map's order.
  const values = dealt ? dealChests({ rng, forcedOrders }, map.values) : (p.values ?? map.values);
  if (values.length !== map.chests.length) throw new ScenarioError(['position', 'values'], `the map has ${map.chests.length} chest(s): give one value each`);
  const opened = new Set((p.opened ?? []).map((n, i) => cell(n, ['position', 'opened', i])));
  const s = blankState(cat, mapId, rng, values);
  s.forcedOrders = forcedOrders;
  s.forcedDice = [...(sc.dice ?? [])];
  for (const c of s.chests) c.open = opened.has(c.cell);
  for (const d of cat.demigods) s.demigodLevels[d.id] = p.levels?.[d.id] ?? 1;
  s.godXp = p.godXp ?? 0;
  s.loot = p.loot ?? 0;
  // A position is mid-game: turn 2 unless it says otherwise (turn 1 has nothing particular).
  s.turn = p.turn ?? 2;
  s.wallPlaced = p.wallPlaced ? cell(p.wallPlaced, ['position', 'wallPlaced']) : -1;
  for (const id of Object.keys(p.levels ?? {})) if (!cat.demigods.some((d) => d.id === id)) throw new ScenarioError(['position', 'levels', id], `no demigod has the id "${id}"`);
  (p.walls ?? []).forEach((w, i) => (s.walls[cell(w, ['position', 'walls', i])] = STONE));
  if (p.blueWall) {
    const c = cell(p.blueWall.at, ['position', 'blueWall', 'at']);
    s.walls[c] = BLUE;
    s.blueWall = { cell: c, until: p.blueWall.until };
  }
  p.adventurers.forEach((a, i) => {
    const def = cat.adventurers[a.id];
    if (!def) throw new ScenarioError(['position', 'adventurers', i, 'id'], `no adventurer has the id "${a.id}"; the adventurers: ${Object.keys(cat.adventurers).join(', ')}`);
    for (const [k, c] of [...(a.hand ?? []), ...(a.discard ?? [])].entries()) if (!cat.cardEffects[c]) throw new ScenarioError(['position', 'adventurers', i], `no action card has the id "${c}" (card ${k + 1})`);
    s.adventurers.push({ id: a.id, cell: cell(a.at, ['position', 'adventurers', i, 'at']), level: a.level ?? 1, xp: a.xp ?? 0, hand: [...(a.hand ?? def.cards.slice(0, 6))].sort(), discard: [...(a.discard ?? [])].sort(), readyTurn: a.ready ?? 1 });
  });
  (p.monsters ?? []).forEach((m, i) => {
    if (m.id !== MUMMY && !cat.demigods.some((d) => d.id === m.id)) throw new ScenarioError(['position', 'monsters', i, 'id'], `"${m.id}" is neither "momie" nor a demigod's id`);
    s.monsters.push({ uid: s.nextUid++, id: m.id, cell: cell(m.at, ['position', 'monsters', i, 'at']), summoned: m.summoned ?? 0 });
  });
  if (p.phase === 'god') {
    s.phase = 'god';
    s.active = -1;
  } else {
    const active = p.active ? s.adventurers.findIndex((a) => a.id === p.active) : 0;
    if (active < 0) throw new ScenarioError(['position', 'active'], `"${p.active}" is not an adventurer of the position`);
    startAdventurerTurn(cat, s, active);
  }
  return s;
}

function dirOf(word: string | undefined, path: PathSegment[]): Dir {
  if (!DIRS.includes(word as Dir)) throw new ScenarioError(path, `"${word}" is not a direction: up, down, left or right`);
  return word as Dir;
}

function action(s: PyramideState, raw: unknown, path: PathSegment[]): PyramideAction {
  const [verb, ...rest] = String(raw).trim().split(/\s+/);
  const cell = (name: string | undefined) => {
    const c = cellOfName(s, name ?? '');
    if (c < 0) throw new ScenarioError(path, `"${name ?? ''}" is not a cell of the board`);
    return c;
  };
  const at = rest.indexOf('at') >= 0 ? rest[rest.indexOf('at') + 1] : undefined;
  switch (verb) {
    case 'step':
      return { t: 'step', dir: dirOf(rest[0], path) };
    case 'card':
      return at ? { t: 'card', card: rest[0], target: cell(at) } : { t: 'card', card: rest[0] };
    case 'take':
      return { t: 'take', card: rest[0] };
    case 'special':
      if (at) return { t: 'special', target: cell(at) };
      return rest[0] ? { t: 'special', target: rest[0] } : { t: 'special' };
    case 'level':
      return rest[0] ? { t: 'level', demigod: rest[0] } : { t: 'level' };
    case 'wall':
      return { t: 'wall', cell: cell(rest[0]) };
    case 'mummy':
      return { t: 'mummy', wall: cell(rest[0]), cell: cell(rest[2]) };
    case 'demigod':
      return { t: 'demigod', id: rest[0] };
    case 'move': {
      const m = s.monsters.find((x) => x.cell === cell(rest[0]));
      if (!m) throw new ScenarioError(path, `no monster stands on ${rest[0]}`);
      return { t: 'move', uid: m.uid, dir: dirOf(rest[1], path) };
    }
    case 'end':
      return { t: 'end' };
    default:
      throw new ScenarioError(path, `"${String(raw)}" is not an action: step <dir>, card <id> [at <cell>], take <id>, special [at <cell>|<adventurer>], level [<demigod>], wall <cell>, mummy <wall> to <cell>, demigod <id>, move <cell> <dir>, end`);
  }
}

/** An action as `legal:` names it. */
export function actionLabel(s: PyramideState, a: PyramideAction): string {
  const c = (n: number) => cellName(s, n);
  switch (a.t) {
    case 'step':
      return `step ${a.dir}`;
    case 'card':
      return a.target === undefined ? `card ${a.card}` : `card ${a.card} at ${c(a.target)}`;
    case 'take':
      return `take ${a.card}`;
    case 'special':
      return a.target === undefined ? 'special' : typeof a.target === 'number' ? `special at ${c(a.target)}` : `special ${a.target}`;
    case 'level':
      return a.demigod ? `level ${a.demigod}` : 'level';
    case 'wall':
      return `wall ${c(a.cell)}`;
    case 'mummy':
      return `mummy ${c(a.wall)} to ${c(a.cell)}`;
    case 'demigod':
      return `demigod ${a.id}`;
    case 'move':
      return `move ${c(s.monsters.find((m) => m.uid === a.uid)?.cell ?? -1)} ${a.dir}`;
    case 'end':
      return 'end';
  }
}

function compare(s: PyramideState, x: Expectations, at: PathSegment[]): Failure[] {
  const out: Failure[] = [];
  const check = expectationChecker(out);
  const name = (n: number) => cellName(s, n);
  x.adventurers?.forEach((want, i) => {
    const where = [...at, 'adventurers', i];
    const a = s.adventurers.find((y) => y.id === want.id);
    if (!a) return void out.push([where, `no adventurer "${want.id}" in the game`]);
    if (want.at) check([...where, 'at'], `${a.id}'s cell`, name(a.cell), want.at.toUpperCase());
    if (want.level !== undefined) check([...where, 'level'], `${a.id}'s level`, a.level, want.level);
    if (want.xp !== undefined) check([...where, 'xp'], `${a.id}'s XP`, a.xp, want.xp);
    if (want.hand) check([...where, 'hand'], `${a.id}'s hand`, a.hand, [...want.hand].sort());
    if (want.discard) check([...where, 'discard'], `${a.id}'s discard`, a.discard, [...want.discard].sort());
  });
  if (x.monsters) {
    const key = (m: { id: string; at: string }) => `${m.id}@${m.at.toUpperCase()}`;
    check([...at, 'monsters'], 'the monsters', s.monsters.map((m) => key({ id: m.id, at: name(m.cell) })).sort(), x.monsters.map(key).sort());
  }
  x.walls?.forEach((w, i) => {
    const c = cellOfName(s, w);
    if (c < 0 || s.walls[c] === NO_WALL) out.push([[...at, 'walls', i], `no wall on ${w}`]);
  });
  x.noWalls?.forEach((w, i) => {
    const c = cellOfName(s, w);
    if (c >= 0 && s.walls[c] !== NO_WALL) out.push([[...at, 'noWalls', i], `a wall is on ${w}`]);
  });
  if (x.blueWall !== undefined) check([...at, 'blueWall'], "Malik's blue wall", s.blueWall ? name(s.blueWall.cell) : null, x.blueWall?.toUpperCase() ?? null);
  if (x.godXp !== undefined) check([...at, 'godXp'], "the god's XP", s.godXp, x.godXp);
  for (const [id, lvl] of Object.entries(x.levels ?? {})) check([...at, 'levels', id], `${id}'s level`, s.demigodLevels[id], lvl);
  if (x.loot !== undefined) check([...at, 'loot'], 'the loot', s.loot, x.loot);
  if (x.opened) check([...at, 'opened'], 'the open chests', s.chests.filter((c) => c.open).map((c) => name(c.cell)).sort(), x.opened.map((c) => c.toUpperCase()).sort());
  if (x.turn !== undefined) check([...at, 'turn'], 'the turn', s.turn, x.turn);
  if (x.phase) check([...at, 'phase'], 'the phase', s.phase, x.phase);
  if (x.active) check([...at, 'active'], 'whose turn it is', s.phase === 'adventurer' ? s.adventurers[s.active].id : null, x.active);
  if (x.moves !== undefined) check([...at, 'moves'], 'the cells left to move', s.moves, x.moves);
  if (x.winner !== undefined) check([...at, 'winner'], 'the winner', s.winner, x.winner);
  return out;
}

function scenarioGame(): ScenarioGame<PyramideState, PyramideAction, PyramideEvent, Catalogue, Expectations, PyramideScenario> {
  return {
    def: pyramideGame,
    position: (c, sc) => position(c, sc),
    action: (s, raw, path) => action(s, raw, path),
    compare: (s, x, path) => compare(s, x, path),
    actionLabel,
  };
}

export function runPyramideScenario(pack: LoadedPack, src: YamlSource): ScenarioOutcome {
  const fail = (path: PathSegment[], message: string, rule = 'scenario/expect'): Diagnostic => ({ ...spanAt(src, path), severity: 'error', rule, message, card: null });
  if (src.syntaxErrors.length) return { name: src.file, failures: src.syntaxErrors };
  const problems = validateAt(PyramideScenarioSchema, src.data, { src, basePath: [], rule: 'scenario/schema', card: null, what: 'scenario' });
  if (problems.length) return { name: src.file, failures: problems };
  const sc = src.data as PyramideScenario;
  try {
    const cat = withGrid(buildCatalogue(pack), sc);
    return { name: sc.name, failures: playScenario(scenarioGame(), cat, sc).map(([path, message]) => fail(path, message)) };
  } catch (e) {
    if (e instanceof ScenarioError) return { name: sc.name, failures: [fail(e.path, e.message, e.rule)] };
    throw e;
  }
}

