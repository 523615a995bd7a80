/**
 * Code Lyoko's scenario files, the unit of its rule tests: a position (the players' VP, hands,
 * decks and discards; the heroes' sides and positions; the cards in play; the tower; whose turn
 * and how many coups are left), the coups to play written as words (« play kiwi on odd »), the
 * answers to the choices met, and what must hold afterwards. Every failure points at its line.
 */
import { Type, type Static } from '@sinclair/typebox';
import type { Diagnostic } from '../../../core/diagnostics.js';
import type { LoadedPack } from '../../../core/pack.js';
import type { ScenarioOutcome } from '../../../core/pack-types.js';
import { validateAt } from '../../../core/validate.js';
import { spanAt, type PathSegment, type YamlSource } from '../../../core/yaml-source.js';
import { CommonExpectFields, expectationChecker, playScenario, scenarioStep, ScenarioError, type Failure, type ScenarioGame, type ScenarioShape } from '../../../engine/scenario-runner.js';
import { seedRng } from '../../../engine/rng.js';
import type { Stat } from '../text/ast.js';
import { cardOf, isHero, permanent } from './board.js';
import { buildCatalogue, findCard, type Catalogue } from './catalogue.js';
import { lyokoGame } from './game.js';
import type { CharRef, LyokoAction, LyokoEvent, LyokoState, Permanent } from './types.js';

const Ids = Type.Array(Type.String({ description: 'a card id' }));
const PlayerPos = Type.Object(
  { vp: Type.Optional(Type.Integer({ minimum: 0 })), hand: Type.Optional(Ids), deck: Type.Optional(Ids), discard: Type.Optional(Ids) },
  { additionalProperties: false },
);
const HeroPos = Type.Object({ side: Type.Optional(Type.Union([Type.Literal('recto'), Type.Literal('verso')])), tapped: Type.Optional(Type.Boolean()) }, { additionalProperties: false });
const InPlay = Type.Object(
  {
    card: Type.String({ description: 'the card id' }),
    owner: Type.Integer({ minimum: 0, description: 'the seat that owns and controls it' }),
    controller: Type.Optional(Type.Integer({ minimum: 0 })),
    tapped: Type.Optional(Type.Boolean()),
    on: Type.Optional(Type.String({ description: "an équipement's bearer: a hero id, or an extra's card id" })),
  },
  { additionalProperties: false },
);
const Expect = Type.Object(
  {
    ...CommonExpectFields,
    players: Type.Optional(Type.Array(PlayerPos)),
    heroes: Type.Optional(Type.Record(Type.String(), HeroPos)),
    inPlay: Type.Optional(Type.Array(InPlay)),
    tower: Type.Optional(Type.Union([Type.Literal('active'), Type.Literal('deactivated')])),
    current: Type.Optional(Type.Integer({ minimum: 0 })),
    coups: Type.Optional(Type.Integer({ minimum: 0 })),
    winner: Type.Optional(Type.Union([Type.Integer({ minimum: 0 }), Type.Null()])),
  },
  { additionalProperties: false },
);
export const LyokoScenarioSchema = Type.Object(
  {
    game: Type.String({ description: 'the game the scenario is played with: lyoko, or a pack folder' }),
    name: Type.String(),
    rule: Type.Optional(Type.String({ description: 'the rulebook passage the scenario shows, e.g. "VI.8"' })),
    seed: Type.Optional(Type.Integer()),
    position: Type.Object(
      {
        players: Type.Array(PlayerPos, { minItems: 2, maxItems: 6 }),
        heroes: Type.Optional(Type.Record(Type.String(), HeroPos)),
        inPlay: Type.Optional(Type.Array(InPlay)),
        tower: Type.Optional(Type.Union([Type.Literal('active'), Type.Literal('deactivated')])),
        current: Type.Optional(Type.Integer({ minimum: 0 })),
        coups: Type.Optional(Type.Integer({ minimum: 1, maximum: 9 })),
      },
      { additionalProperties: false },
    ),
    dice: Type.Optional(Type.Array(Type.Integer())),
    steps: Type.Array(scenarioStep(Type.String({ description: 'a coup: draw, flip <hero>, play <card> [with <character>] [on <character>], ability <hero|card> <n>, confront <danger> with <character> in <force|agilite|ruse>' }), Expect)),
    expect: Expect,
  },
  { additionalProperties: false },
);
type Expectations = Static<typeof Expect>;
export type LyokoScenario = Omit<Static<typeof LyokoScenarioSchema>, 'steps'> & ScenarioShape<Expectations>;

function position(cat: Catalogue, sc: LyokoScenario): LyokoState {
  const p = sc.position;
  const known = (id: string, path: PathSegment[]) => {
    const card = findCard(cat, id);
    if (!card) throw new ScenarioError(path, `no card has the id "${id}"`);
    return card.no;
  };
  const s: LyokoState = {
    rng: seedRng(sc.seed ?? 1),
    forcedDice: [...(sc.dice ?? [])],
    players: p.players.map((x, i) => ({
      vp: x.vp ?? 0,
      hand: (x.hand ?? []).map((id, k) => known(id, ['position', 'players', i, 'hand', k])),
      deck: (x.deck ?? []).map((id, k) => known(id, ['position', 'players', i, 'deck', k])),
      discard: (x.discard ?? []).map((id, k) => known(id, ['position', 'players', i, 'discard', k])),
    })),
    heroes: cat.heroes.map((h) => ({ id: h.id, side: p.heroes?.[h.id]?.side ?? 'recto', tapped: p.heroes?.[h.id]?.tapped ?? false })),
    inPlay: [],
    nextUid: 1,
    tower: p.tower ?? 'active',
    current: p.current ?? 0,
    turn: 2,
    coupsLeft: p.coups ?? 2,
    actions: 0,
    winner: null,
  };
  for (const h of Object.keys(p.heroes ?? {})) if (!cat.heroes.some((x) => x.id === h)) throw new ScenarioError(['position', 'heroes', h], `no hero has the id "${h}"`);
  (p.inPlay ?? []).forEach((x, i) => {
    const perm: Permanent = { uid: s.nextUid++, card: known(x.card, ['position', 'inPlay', i, 'card']), owner: x.owner, controller: x.controller ?? x.owner, tapped: x.tapped ?? false, on: null };
    s.inPlay.push(perm);
    if (x.on) perm.on = charRef(cat, s, x.on, ['position', 'inPlay', i, 'on']);
  });
  return s;
}

/** A character named in a scenario: a hero's id, or the card id of an extra in play (the first). */
function charRef(cat: Catalogue, s: LyokoState, name: string, path: PathSegment[]): CharRef {
  const hero = cat.heroes.findIndex((h) => h.id === name);
  if (hero >= 0) return { hero };
  const extra = s.inPlay.find((p) => cardOf(cat, p).id === name && cardOf(cat, p).type === 'extra');
  if (extra) return { extra: extra.uid };
  throw new ScenarioError(path, `"${name}" is neither a hero nor an extra in play`);
}

function inPlayUid(cat: Catalogue, s: LyokoState, id: string, path: PathSegment[]): number {
  const p = s.inPlay.find((x) => cardOf(cat, x).id === id);
  if (!p) throw new ScenarioError(path, `no "${id}" is in play`);
  return p.uid;
}

const STAT_WORDS: Record<string, Stat> = { force: 'force', agilite: 'agilite', ruse: 'ruse' };

function action(cat: Catalogue, s: LyokoState, raw: unknown, path: PathSegment[]): LyokoAction {
  const words = String(raw).trim().split(/\s+/);
  const [verb, ...rest] = words;
  const after = (w: string) => {
    const i = rest.indexOf(w);
    return i >= 0 ? rest[i + 1] : undefined;
  };
  switch (verb) {
    case 'draw':
      return { t: 'draw' };
    case 'flip': {
      const hero = cat.heroes.findIndex((h) => h.id === rest[0]);
      if (hero < 0) throw new ScenarioError(path, `"${rest[0]}" is not a hero`);
      return { t: 'flip', hero };
    }
    case 'play': {
      const a: LyokoAction = { t: 'play', card: rest[0] };
      if (after('with')) a.using = charRef(cat, s, after('with')!, path);
      if (after('on')) a.on = charRef(cat, s, after('on')!, path);
      return a;
    }
    case 'ability': {
      const n = Number(rest[1] ?? 0);
      const hero = cat.heroes.findIndex((h) => h.id === rest[0]);
      if (hero >= 0) return { t: 'ability', source: { hero }, effect: n };
      const uid = inPlayUid(cat, s, rest[0], path);
      return { t: 'ability', source: cardOf(cat, permanent(s, uid)!).type === 'extra' ? { extra: uid } : { card: uid }, effect: n };
    }
    case 'confront': {
      const stat = STAT_WORDS[after('in') ?? ''];
      if (!stat) throw new ScenarioError(path, 'write the characteristic: "confront <danger> with <character> in force|agilite|ruse"');
      return { t: 'confront', danger: inPlayUid(cat, s, rest[0], path), using: charRef(cat, s, after('with') ?? '', path), stat };
    }
    default:
      throw new ScenarioError(path, `"${String(raw)}" is not a coup: draw, flip <hero>, play <card> [with <character>] [on <character>], ability <hero|card> <n>, confront <danger> with <character> in <stat>`);
  }
}

/** A coup as `legal:` names it. */
function label(cat: Catalogue, s: LyokoState, a: LyokoAction): string {
  const idIn = (uid: number) => {
    const p = permanent(s, uid);
    return p ? cardOf(cat, p).id : '?';
  };
  const ch = (r: CharRef) => (isHero(r) ? cat.heroes[r.hero].id : idIn(r.extra));
  switch (a.t) {
    case 'draw':
      return 'draw';
    case 'flip':
      return `flip ${cat.heroes[a.hero].id}`;
    case 'play':
      return ['play', a.card, ...(a.using ? ['with', ch(a.using)] : []), ...(a.on ? ['on', ch(a.on)] : [])].join(' ');
    case 'ability':
      return `ability ${'card' in a.source ? idIn(a.source.card) : ch(a.source)} ${a.effect}`;
    case 'confront':
      return `confront ${idIn(a.danger)} with ${ch(a.using)} in ${a.stat}`;
  }
}

function compare(cat: Catalogue, s: LyokoState, x: Expectations, at: PathSegment[]): Failure[] {
  const out: Failure[] = [];
  const check = expectationChecker(out);
  const ids = (cards: number[]) => cards.map((no) => cat.list[no]?.id ?? '?');
  x.players?.forEach((want, i) => {
    const p = s.players[i];
    const where = [...at, 'players', i];
    if (want.vp !== undefined) check([...where, 'vp'], `player ${i + 1}'s VP`, p.vp, want.vp);
    if (want.hand) check([...where, 'hand'], `player ${i + 1}'s hand`, ids(p.hand).sort(), [...want.hand].sort());
    if (want.deck) check([...where, 'deck'], `player ${i + 1}'s deck`, ids(p.deck), want.deck);
    if (want.discard) check([...where, 'discard'], `player ${i + 1}'s discard`, ids(p.discard).sort(), [...want.discard].sort());
  });
  for (const [id, want] of Object.entries(x.heroes ?? {})) {
    const h = s.heroes.find((y) => y.id === id);
    if (!h) out.push([[...at, 'heroes', id], `no hero has the id "${id}"`]);
    else {
      if (want.side) check([...at, 'heroes', id, 'side'], `${id}'s side`, h.side, want.side);
      if (want.tapped !== undefined) check([...at, 'heroes', id, 'tapped'], `${id} tapped`, h.tapped, want.tapped);
    }
  }
  if (x.inPlay) {
    const name = (r: CharRef | null) => {
      const extra = r && !isHero(r) ? permanent(s, r.extra) : undefined;
      return !r ? undefined : isHero(r) ? cat.heroes[r.hero].id : extra && cardOf(cat, extra).id;
    };
    const actual = s.inPlay.map((p) => ({ card: cardOf(cat, p).id, owner: p.owner, ...(p.controller !== p.owner ? { controller: p.controller } : {}), ...(p.tapped ? { tapped: true } : {}), ...(p.on ? { on: name(p.on) } : {}) }));
    const expected = x.inPlay.map((p) => ({ card: p.card, owner: p.owner, ...(p.controller !== undefined && p.controller !== p.owner ? { controller: p.controller } : {}), ...(p.tapped ? { tapped: true } : {}), ...(p.on ? { on: p.on } : {}) }));
    check([...at, 'inPlay'], 'cards in play', actual, expected);
  }
  if (x.tower) check([...at, 'tower'], 'the tower', s.tower, x.tower);
  if (x.current !== undefined) check([...at, 'current'], 'the player whose turn it is', s.current, x.current);
  if (x.coups !== undefined) check([...at, 'coups'], 'coups left', s.coupsLeft, x.coups);
  if (x.winner !== undefined) check([...at, 'winner'], 'the winner', s.winner, x.winner);
  return out;
}

function scenarioGame(cat: Catalogue): ScenarioGame<LyokoState, LyokoAction, LyokoEvent, Catalogue, Expectations, LyokoScenario> {
  return {
    def: lyokoGame,
    position: (c, sc) => position(c, sc),
    action: (s, raw, path) => action(cat, s, raw, path),
    compare: (s, x, path) => compare(cat, s, x, path),
    actionLabel: (s, a) => label(cat, s, a),
  };
}

export function runLyokoScenario(pack: LoadedPack, src: YamlSource): ScenarioOutcome {
  const fail = (path: PathSegment[], message: string, rule = 'scenario/expect'): Diagnostic => ({ ...spanAt(src, path), severity: 'error', rule, message, card: null });
  if (src.syntaxErrors.length) return { name: src.file, failures: src.syntaxErrors };
  const problems = validateAt(LyokoScenarioSchema, src.data, { src, basePath: [], rule: 'scenario/schema', card: null, what: 'scenario' });
  if (problems.length) return { name: src.file, failures: problems };
  const sc = src.data as LyokoScenario;
  const cat = buildCatalogue(pack);
  try {
    return { name: sc.name, failures: playScenario(scenarioGame(cat), cat, sc).map(([path, message]) => fail(path, message)) };
  } catch (e) {
    if (e instanceof ScenarioError) return { name: sc.name, failures: [fail(e.path, e.message, e.rule)] };
    throw e;
  }
}
