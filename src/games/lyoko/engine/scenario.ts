/**
 * Code Lyoko's scenario files, the unit of its rule tests: a position (the players' VP, hands,
 * decks and discards; the heroes' sides and positions; the cards in play; the tower; whose turn
 * and how many coups are left), or, without `position:`, a real setup (V.2) from `decks:`, the
 * seed and the mulligans answered in `setupAnswers:`; the order of the decks' shuffles
 * (`order:`, deck-order.ts); the coups to play written as words (« play kiwi on odd »), the
 * answers to the choices met, and what must hold afterwards. Every failure points at its line.
 */
import { Type, type Static } from '@sinclair/typebox';
import type { Diagnostic } from '../../../core/diagnostics.js';
import type { LoadedPack } from '../../../core/pack.js';
import type { ScenarioOutcome } from '../../../core/pack-types.js';
import { validateAt } from '../../../core/validate.js';
import { spanAt, type PathSegment, type YamlSource } from '../../../core/yaml-source.js';
import type { Choice } from '../../../engine/choices.js';
import { forcedOrdersOf } from '../../../engine/forced-order.js';
import { CommonExpectFields, expectationChecker, OrderField, playScenario, scenarioStep, ScenarioError, type Failure, type ScenarioGame, type ScenarioShape } from '../../../engine/scenario-runner.js';
import { seedRng } from '../../../engine/rng.js';
import { own } from '../../../core/own.js';
import { lyokoDeckLists } from '../deck/ready-made.js';
import type { Stat } from '../text/ast.js';
import { cardOf, extraRef, heroRef, isHero, permanent } from './board.js';
import { buildCatalogue, findCard, type Catalogue } from './catalogue.js';
import { deckPile } from './deck-order.js';
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
    setupChoices: Type.Optional(
      Type.Array(Type.Object({ kind: Type.String(), player: Type.Integer({ minimum: 0 }), options: Type.Optional(Type.Array(Type.String())) }, { additionalProperties: false }), {
        description: "a real setup's choices, in order: each its kind and the seat asked (0 for the first of `decks:`), and the options it must offer if given",
      }),
    ),
  },
  { additionalProperties: false },
);
const Deck = Type.Union([Type.String({ description: "a ready-made deck of the pack, by its list's file name (guerriers-de-lyoko)" }), Ids], { description: 'a ready-made deck by name, or the card ids of a deck' });
export const LyokoScenarioSchema = Type.Object(
  {
    game: Type.String({ description: 'the game the scenario is played with: lyoko, or a pack folder' }),
    name: Type.String(),
    rule: Type.Optional(Type.String({ description: 'the rulebook passage the scenario shows, e.g. "VI.8"' })),
    seed: Type.Optional(Type.Integer()),
    decks: Type.Optional(Type.Array(Deck, { minItems: 2, maxItems: 6, description: 'without `position:`, the decks a real setup (V.2) shuffles and deals from, seat 0 first' })),
    setupAnswers: Type.Optional(Type.Array(Type.Union([Type.String(), Type.Integer()]), { description: "the answers to a real setup's choices (the mulligans, seat 0 first), by option label or index" })),
    position: Type.Optional(Type.Object(
      {
        players: Type.Array(PlayerPos, { minItems: 2, maxItems: 6 }),
        heroes: Type.Optional(Type.Record(Type.String(), HeroPos)),
        inPlay: Type.Optional(Type.Array(InPlay)),
        tower: Type.Optional(Type.Union([Type.Literal('active'), Type.Literal('deactivated')])),
        current: Type.Optional(Type.Integer({ minimum: 0 })),
        coups: Type.Optional(Type.Integer({ minimum: 1, maximum: 9 })),
      },
      { additionalProperties: false },
    )),
    dice: Type.Optional(Type.Array(Type.Integer())),
    order: OrderField,
    steps: Type.Array(scenarioStep(Type.String({ description: 'a coup: draw, flip <hero>, play <card> [with <character>] [on <character>], ability <hero|card> <n>, confront <danger> with <character> in <force|agilite|ruse>' }), Expect)),
    expect: Expect,
  },
  { additionalProperties: false },
);
type Expectations = Static<typeof Expect>;
export type LyokoScenario = Omit<Static<typeof LyokoScenarioSchema>, 'steps'> & ScenarioShape<Expectations>;

/** A card id written in the scenario, as the state's number; an id no card has is located. */
function known(cat: Catalogue, id: string, path: PathSegment[]): number {
  const card = findCard(cat, id);
  if (!card) throw new ScenarioError(path, `no card has the id "${id}"`);
  return card.no;
}

/** `order:` as the state keeps it, each pile a seat's deck (deck-order.ts). */
function forcedOrders(sc: LyokoScenario, seats: number): Pick<LyokoState, 'forcedOrders'> {
  if (!sc.order) return {};
  const piles = Array.from({ length: seats }, (_, i) => deckPile(i));
  for (const pile of Object.keys(sc.order)) {
    if (!piles.includes(pile)) throw new ScenarioError(['order', pile], `no pile "${pile}": the piles are the players' decks, ${piles.join(', ')} (deck-0 the first player's)`, 'scenario/order');
  }
  return { forcedOrders: forcedOrdersOf(sc.order) };
}

/** The position the scenario describes, or without `position:` a real setup; `asked` receives the setup's choices. */
function position(cat: Catalogue, pack: LoadedPack, sc: LyokoScenario, asked: Choice[]): LyokoState {
  if (!sc.position) return realSetup(cat, pack, sc, asked);
  for (const key of ['decks', 'setupAnswers'] as const) {
    if (sc[key]) throw new ScenarioError([key], `\`${key}:\` is for a real setup, which a scenario without \`position:\` starts from: remove \`position:\` or \`${key}:\``);
  }
  const p = sc.position;
  const s: LyokoState = {
    rng: seedRng(sc.seed ?? 1),
    forcedDice: [...(sc.dice ?? [])],
    ...forcedOrders(sc, p.players.length),
    // The fields in the order setup makes them (the order of a state's copies: cloneState).
    heroes: cat.heroes.map((h) => ({ id: h.id, side: p.heroes?.[h.id]?.side ?? 'recto', tapped: p.heroes?.[h.id]?.tapped ?? false })),
    players: p.players.map((x, i) => ({
      vp: x.vp ?? 0,
      hand: (x.hand ?? []).map((id, k) => known(cat, id, ['position', 'players', i, 'hand', k])),
      deck: (x.deck ?? []).map((id, k) => known(cat, id, ['position', 'players', i, 'deck', k])),
      discard: (x.discard ?? []).map((id, k) => known(cat, id, ['position', 'players', i, 'discard', k])),
    })),
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
    const perm: Permanent = { uid: s.nextUid++, card: known(cat, x.card, ['position', 'inPlay', i, 'card']), owner: x.owner, controller: x.controller ?? x.owner, tapped: x.tapped ?? false, on: null };
    s.inPlay.push(perm);
    if (x.on) perm.on = charRef(cat, s, x.on, ['position', 'inPlay', i, 'on']);
  });
  return s;
}

/**
 * Without `position:`, the game is set up as a real one is (V.2): `decks:` shuffled by the seed
 * (or in the order `order:` gives), five cards drawn each, the mulligans answered by
 * `setupAnswers:`, the first player drawn by the seed. What the scenario then tests is the setup
 * itself, and play from it.
 */
function realSetup(cat: Catalogue, pack: LoadedPack, sc: LyokoScenario, asked: Choice[]): LyokoState {
  if (!sc.decks) throw new ScenarioError([], 'give `position:` (a position to play from) or `decks:` (the decks a real setup deals from)');
  const lists = sc.decks.some((d) => typeof d === 'string') ? lyokoDeckLists(pack) : [];
  const decks = sc.decks.map((d, i) => {
    if (typeof d !== 'string') return d.map((id, k) => (known(cat, id, ['decks', i, k]), id));
    const list = lists.find((l) => l.id === d);
    if (!list) throw new ScenarioError(['decks', i], `no ready-made deck "${d}" in ${pack.name}'s decks (${lists.map((l) => l.id).join(', ') || 'none'}); or give the deck as a list of card ids`);
    return list.cards;
  });
  const answers = [...(sc.setupAnswers ?? [])];
  const decide = (_s: LyokoState, choice: Choice): number => {
    asked.push(choice);
    if (!answers.length) throw new ScenarioError(sc.setupAnswers ? ['setupAnswers'] : ['decks'], `the setup asks "${choice.prompt}" (${choice.kind}, seat ${choice.player}: ${choice.options.join(', ')}); add its answer to \`setupAnswers:\``);
    const a = answers.shift()!;
    const n = typeof a === 'number' ? a : choice.options.indexOf(a);
    if (n < 0 || n >= choice.options.length) throw new ScenarioError(['setupAnswers'], `answer ${JSON.stringify(a)} is not an option of "${choice.prompt}": ${choice.options.join(', ')}`);
    return n;
  };
  const { forcedOrders: orders } = forcedOrders(sc, decks.length);
  const s = lyokoGame.setup(cat, { seed: sc.seed ?? 1, decks, ...(orders ? { forcedOrders: orders } : {}) }, lyokoGame.context(cat, decide, false, true));
  if (answers.length) throw new ScenarioError(['setupAnswers'], `answers left unused by the setup: ${answers.join(', ')} (it asks each player once whether to keep the hand)`);
  s.forcedDice = [...(sc.dice ?? [])];
  return s;
}

/** A character named in a scenario: a hero's id, or the card id of an extra in play (the first). */
function charRef(cat: Catalogue, s: LyokoState, name: string, path: PathSegment[]): CharRef {
  const hero = cat.heroes.findIndex((h) => h.id === name);
  if (hero >= 0) return heroRef(hero);
  const extra = s.inPlay.find((p) => cardOf(cat, p).id === name && cardOf(cat, p).type === 'extra');
  if (extra) return extraRef(extra.uid);
  throw new ScenarioError(path, `"${name}" is neither a hero nor an extra in play`);
}

function inPlayUid(cat: Catalogue, s: LyokoState, id: string, path: PathSegment[]): number {
  const p = s.inPlay.find((x) => cardOf(cat, x).id === id);
  if (!p) throw new ScenarioError(path, `no "${id}" is in play`);
  return p.uid;
}

const STAT_WORDS: Record<string, Stat> = { force: 'force', agilite: 'agilite', ruse: 'ruse' };

/** A card named by a coup: an id no card has is the scenario's error, not a coup the engine refuses. */
function cardId(cat: Catalogue, id: string | undefined, path: PathSegment[]): string {
  if (id === undefined || !findCard(cat, id)) throw new ScenarioError(path, id === undefined ? 'write the card: "play <card id> [with <character>] [on <character>]"' : `no card has the id "${id}"`);
  return id;
}

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
      const a: LyokoAction = { t: 'play', card: cardId(cat, rest[0], path) };
      if (after('with')) a.using = charRef(cat, s, after('with')!, path);
      if (after('on')) a.on = charRef(cat, s, after('on')!, path);
      return a;
    }
    case 'ability': {
      const n = Number(rest[1] ?? 0);
      const hero = cat.heroes.findIndex((h) => h.id === rest[0]);
      if (hero >= 0) return { t: 'ability', source: heroRef(hero), effect: n };
      const uid = inPlayUid(cat, s, rest[0], path);
      return { t: 'ability', source: cardOf(cat, permanent(s, uid)!).type === 'extra' ? extraRef(uid) : { card: uid }, effect: n };
    }
    case 'confront': {
      const stat = own(STAT_WORDS, after('in') ?? '');
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

function compare(cat: Catalogue, s: LyokoState, x: Expectations, at: PathSegment[], setupAsked: Choice[]): Failure[] {
  const out: Failure[] = [];
  const check = expectationChecker(out);
  if (x.setupChoices) {
    const want = x.setupChoices;
    const actual = setupAsked.map((c, i) => ({ kind: c.kind, player: c.player, ...(want[i]?.options ? { options: c.options } : {}) }));
    check([...at, 'setupChoices'], "the setup's choices", actual, want.map((c) => ({ kind: c.kind, player: c.player, ...(c.options ? { options: c.options } : {}) })));
  }
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

function scenarioGame(cat: Catalogue, pack: LoadedPack): ScenarioGame<LyokoState, LyokoAction, LyokoEvent, Catalogue, Expectations, LyokoScenario> {
  const setupAsked: Choice[] = [];
  return {
    def: lyokoGame,
    position: (c, sc) => position(c, pack, sc, setupAsked),
    action: (s, raw, path) => action(cat, s, raw, path),
    compare: (s, x, path) => compare(cat, s, x, path, setupAsked),
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
    return { name: sc.name, failures: playScenario(scenarioGame(cat, pack), cat, sc).map(([path, message]) => fail(path, message)) };
  } catch (e) {
    if (e instanceof ScenarioError) return { name: sc.name, failures: [fail(e.path, e.message, e.rule)] };
    throw e;
  }
}
