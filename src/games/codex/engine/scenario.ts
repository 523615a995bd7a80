/**
 * Runs a CODEX scenario file: builds the position it describes, plays its steps (feeding the
 * answers it gives to the choices met and the dice it forces, and failing on a choice it did not
 * foresee or a die it did not give), then compares the state with what it expects. Every failure
 * points at the line of the scenario concerned.
 */
import { stringify } from 'yaml';
import type { Diagnostic } from '../../../core/diagnostics.js';
import { packWithFiles, type LoadedPack } from '../../../core/pack.js';
import type { ScenarioOutcome } from '../../../core/pack-types.js';
import { validateAt } from '../../../core/validate.js';
import { spanAt, type PathSegment, type YamlSource } from '../../../core/yaml-source.js';
import { cardOf } from './board.js';
import { buildCatalogue, CatalogueError, type Catalogue } from './catalogue.js';
import { newItem } from './chapter.js';
import { putCreature } from './ops.js';
import { emptyGame, newGame, SetupError } from './setup.js';
import { expectationChecker, playScenario, ScenarioError, type Failure, type ScenarioGame } from '../../../engine/scenario-runner.js';
import { forcedOrdersOf } from '../../../engine/forced-order.js';
import { codexGame, makeCtx } from './step.js';
import { ScenarioSchema, type Scenario, type ScenarioExpect } from './scenario-schema.js';
import type { Action, Choice, EffectSource, GameEvent, GameState, ItemState } from './types.js';

/** The pack with the scenario's own cards added (as one extra file per deck). */
async function packWith(base: LoadedPack, sc: Scenario): Promise<LoadedPack> {
  if (!sc.cards || !Object.keys(sc.cards).length) return base;
  const extra = new Map(Object.entries(sc.cards).map(([deck, cards]) => [`~scenario-${deck}.yaml`, stringify({ deck, cards })]));
  const pack = await packWithFiles(base, extra);
  // A scenario's card with the id of one of the pack's replaces it.
  const own = (c: LoadedPack['cards'][number]) => c.src.file.includes('~scenario-');
  const replaced = new Set(pack.cards.filter(own).map((c) => c.id));
  pack.cards = pack.cards.filter((c) => own(c) || !replaced.has(c.id));
  return pack;
}

/** Where a problem of a scenario's own card is: that card in the scenario's `cards:`, else its deck's list. */
function scenarioCardPath(sc: Scenario, d: Diagnostic): PathSegment[] {
  const deck = /~scenario-(.+)\.yaml$/.exec(d.file)?.[1] ?? '';
  const cards = Object.hasOwn(sc.cards ?? {}, deck) ? sc.cards![deck] : [];
  const i = cards.findIndex((c) => (c as { id?: unknown }).id === d.card);
  return i < 0 ? ['cards', deck] : ['cards', deck, i];
}

export async function runScenario(base: LoadedPack, src: YamlSource): Promise<ScenarioOutcome> {
  return runScenarioWith(buildCatalogue, base, src);
}

/** Runs a scenario of an edition of the game: `build` makes the edition's catalogue from its cards. */
export async function runScenarioWith(build: (pack: LoadedPack) => Catalogue, base: LoadedPack, src: YamlSource): Promise<ScenarioOutcome> {
  const fail = (path: PathSegment[], message: string, rule = 'scenario/expect'): Diagnostic => ({
    ...spanAt(src, path),
    severity: 'error',
    rule,
    message,
    card: null,
  });
  if (src.syntaxErrors.length) return { name: src.file, failures: src.syntaxErrors };
  const problems = validateAt(ScenarioSchema, src.data, { src, basePath: [], rule: 'scenario/schema', card: null, what: 'scenario' });
  if (problems.length) return { name: src.file, failures: problems };
  const sc = src.data as Scenario;
  const pack = await packWith(base, sc);
  const cardProblems = pack.problems.filter((d) => d.file.includes('~scenario-'));
  if (cardProblems.length) return { name: sc.name, failures: cardProblems.map((d) => fail(scenarioCardPath(sc, d), `a scenario card is invalid: ${d.message}`, 'scenario/schema')) };
  let cat: Catalogue;
  try {
    cat = build(pack);
  } catch (e) {
    if (e instanceof CatalogueError) return { name: sc.name, failures: [fail(['game'], e.message, 'scenario/schema')] };
    throw e;
  }
  try {
    return { name: sc.name, failures: play(cat, sc).map(([path, message]) => fail(path, message)) };
  } catch (e) {
    if (e instanceof ScenarioError) return { name: sc.name, failures: [fail(e.path, e.message, e.rule)] };
    if (e instanceof SetupError) return { name: sc.name, failures: [fail(['characters'], e.message, 'scenario/setup')] };
    throw e;
  }
}

function seatOf(state: GameState, name: string, path: PathSegment[]): number {
  const seat = state.players.findIndex((p) => p.character === name);
  if (seat < 0) throw new ScenarioError(path, `no character "${name}" in this scenario; characters: ${state.players.map((p) => p.character).join(', ')}`);
  return seat;
}

function zoneIndex(state: GameState, ref: string | number, path: PathSegment[]): number {
  const i = typeof ref === 'number' ? ref : state.zones.findIndex((z) => z.card === ref);
  if (i < 0 || i >= state.zones.length) throw new ScenarioError(path, `no zone ${JSON.stringify(ref)} in the chapter line: ${state.zones.map((z) => z.card).join(', ')}`);
  return i;
}

function known<T>(map: Map<string, T>, id: string, what: string, path: PathSegment[]): void {
  if (!map.has(id)) throw new ScenarioError(path, `unknown ${what} "${id}"`);
}

/** The position the scenario describes. */
function position(cat: Catalogue, sc: Scenario): GameState {
  if (!sc.zones) return realSetup(cat, sc);
  const state = emptyGame(cat, { seed: sc.seed ?? 1, characters: sc.characters, players: sc.players });
  const ctx = makeCtx(cat, () => 0, false);
  state.chapter = sc.chapter ?? 1;
  sc.zones.forEach((z, i) => known(cat.zones, z, 'zone', ['zones', i]));
  const hidden = new Set<number>();
  const faceDown = sc.setup?.hidden ?? [];
  state.zones = sc.zones.map((card, i) => ({ card, items: [], entered: i === 0 }));
  faceDown.forEach((z, i) => hidden.add(zoneIndex(state, z, ['setup', 'hidden', i])));
  // An edition with face-down zones gives every zone the flag, face up or not.
  if (faceDown.length || !ctx.edition.freePhase) state.zones.forEach((z, i) => (z.hidden = hidden.has(i)));
  state.round = sc.setup?.round ?? 1;
  const s = sc.setup ?? {};
  for (const [name, p] of Object.entries(s.players ?? {})) {
    const path = ['setup', 'players', name];
    const player = state.players[seatOf(state, name, path)];
    if (p.zone !== undefined) player.zone = zoneIndex(state, p.zone, [...path, 'zone']);
    if (p.pv !== undefined) player.pv = p.pv;
    if (p.items) {
      const cards = p.items.map((it, i) => {
        const card = typeof it === 'string' ? it : it.card;
        known(cat.objets, card, 'Objet', typeof it === 'string' ? [...path, 'items', i] : [...path, 'items', i, 'card']);
        // "Ramasser un objet … Si l'objet est face cachée, il est alors révélé": no rule leaves a held Objet face down.
        if (typeof it !== 'string' && !it.faceUp) throw new ScenarioError([...path, 'items', i, 'faceUp'], `${name} cannot hold "${card}" face down: an Objet held is face up (picking one up reveals it); give it face down in a zone (setup.items) instead`);
        return card;
      });
      player.items = cards.map((card) => ({ ...newItem(state, card), revealed: true, known: true }));
    }
    for (const e of p.engaged ?? []) {
      if (e === 'character') player.characterEngaged = true;
      else {
        const item = player.items.find((i) => i.card === e);
        if (!item) throw new ScenarioError([...path, 'engaged'], `${name} holds no "${e}" to engage`);
        item.engaged = true;
      }
    }
    if (p.rations !== undefined || p.engagedRations !== undefined) {
      const free = p.rations ?? 0;
      const engaged = p.engagedRations ?? 0;
      player.rations = [...Array(free).fill(false), ...Array(engaged).fill(true)].map((e, i) => ({ card: cat.rations[i % cat.rations.length], engaged: e }));
    }
    if (p.secrets) player.secrets = p.secrets;
    if (p.enteredThisRound) player.enteredRound = state.round;
    player.moves = p.moves ?? 0;
    player.attacks = p.attacks ?? 0;
  }
  for (const [i, z] of (s.entered ?? []).entries()) state.zones[zoneIndex(state, z, ['setup', 'entered', i])].entered = true;
  for (const [key, cards] of Object.entries(s.piles ?? {})) {
    if (!(key in state.piles)) throw new ScenarioError(['setup', 'piles', key], `no pile "${key}"; piles: ${Object.keys(state.piles).join(', ')}`);
    (state.piles as unknown as Record<string, string[]>)[key] = cards;
  }
  (s.items ?? []).forEach((it, i) => {
    known(cat.objets, it.card, 'Objet', ['setup', 'items', i, 'card']);
    if (it.faceUp !== undefined && it.revealed !== undefined && it.faceUp !== it.revealed) throw new ScenarioError(['setup', 'items', i, 'revealed'], `"${it.card}" is given faceUp: ${it.faceUp} and revealed: ${it.revealed}; revealed is the older name of faceUp: give faceUp alone`);
    state.zones[zoneIndex(state, it.zone, ['setup', 'items', i, 'zone'])].items.push({ ...newItem(state, it.card), revealed: it.faceUp ?? it.revealed ?? false });
  });
  (s.creatures ?? []).forEach((c, i) => {
    known(cat.creatures, c.card, 'creature', ['setup', 'creatures', i, 'card']);
    const creature = putCreature(state, ctx, c.card, zoneIndex(state, c.zone, ['setup', 'creatures', i, 'zone']), 'scenario');
    if (c.pv !== undefined) creature.pv = c.pv;
    // The creature is on the table, so it is not in its pile any more.
    const pile = creature.deck === 'special' ? state.piles.special : creature.deck === 'boss' ? state.piles.boss : state.piles.creatures;
    const k = pile.indexOf(c.card);
    if (k >= 0 && !s.piles) pile.splice(k, 1);
  });
  state.phase = state.creatures.length || !ctx.edition.freePhase ? 'players' : 'free';
  ctx.edition.initPosition?.(state);
  if (s.turn) state.turn = { player: seatOf(state, s.turn.player, ['setup', 'turn', 'player']), pa: s.turn.pa ?? 3, reorganizing: false };
  state.played = (s.played ?? []).map((n, i) => seatOf(state, n, ['setup', 'played', i]));
  state.forcedDice = [...(sc.dice ?? [])];
  // The piles are part of the position (setup.piles, or the seed's): `order:` gives the shuffles its steps make.
  if (sc.order) state.forcedOrders = forcedOrdersOf(sc.order);
  return state;
}

/**
 * Without `zones:`, the game is set up as a real one is, from the seed and the players: the
 * chapter's zones, creatures and Objets dealt from the shuffled piles, the setup's choices answered
 * by `setupAnswers:`. What the scenario then tests is the setup itself, and play from it.
 */
function realSetup(cat: Catalogue, sc: Scenario): GameState {
  if (sc.setup) throw new ScenarioError(['setup'], 'a scenario without `zones:` starts from a real setup (its seed and players): give `zones:` to describe a position, or remove `setup:`');
  if (sc.chapter && sc.chapter !== 1) throw new ScenarioError(['chapter'], 'a real setup starts at chapter 1: give `zones:` to start elsewhere');
  const answers = [...(sc.setupAnswers ?? [])];
  const decide = (_s: GameState, choice: Choice): number => {
    if (!answers.length) throw new ScenarioError(['setupAnswers'], `the setup asks "${choice.prompt}" (${choice.kind}: ${choice.options.join(', ')}); add its answer to \`setupAnswers:\``);
    const a = answers.shift()!;
    const n = typeof a === 'number' ? a : optionIndex(choice.options, a);
    if (n < 0 || n >= choice.options.length) throw new ScenarioError(['setupAnswers'], `answer ${JSON.stringify(a)} is not an option of "${choice.prompt}": ${choice.options.join(', ')}`);
    return n;
  };
  // `order:` gives the setup's shuffles first (the zones, creatures, Objets and Boss piles), then those its steps make.
  const state = newGame(cat, { seed: sc.seed ?? 1, characters: sc.characters, players: sc.players, forcedOrders: sc.order && forcedOrdersOf(sc.order) }, makeCtx(cat, decide, false));
  if (answers.length) throw new ScenarioError(['setupAnswers'], `answers left unused by the setup: ${answers.join(', ')}`);
  state.forcedDice = [...(sc.dice ?? [])];
  return state;
}

/** A scenario's action, with cards named by id, as the engine's action. */
function toAction(state: GameState, raw: string | Record<string, unknown>, path: PathSegment[]): Action {
  const a = typeof raw === 'string' ? { type: raw } : raw;
  const seat = state.turn?.player ?? -1;
  const p = state.players[seat];
  const held = (card: unknown) => p?.items.find((i) => i.card === card || i.uid === card)?.uid ?? String(card);
  switch (a.type) {
    case 'start-turn':
      return { type: 'start-turn', player: seatOf(state, String(a.player), [...path, 'player']) };
    case 'move':
      return { type: 'move', to: zoneIndex(state, a.to as string | number, [...path, 'to']), ...(a.tacle ? { tacle: a.tacle as 'pa' | 'pv' } : {}) };
    case 'attack': {
      const target = state.creatures.find((c) => c.uid === a.target) ?? state.creatures.find((c) => c.card === a.target);
      return { type: 'attack', item: held(a.item), target: target?.uid ?? String(a.target) };
    }
    case 'pick-up': {
      const zone = p ? state.zones[p.zone].items : [];
      return { type: 'pick-up', item: zone.find((i) => i.card === a.item || i.uid === a.item)?.uid ?? String(a.item) };
    }
    case 'drop':
      return { type: 'drop', item: held(a.item) };
    case 'give':
      return { type: 'give', item: held(a.item), to: seatOf(state, String(a.to), [...path, 'to']) };
    case 'rest':
      return { type: 'rest', ration: typeof a.ration === 'number' ? a.ration : Math.max(0, p?.rations.findIndex((r) => !r.engaged) ?? 0) };
    case 'use': {
      const source: EffectSource = a.source === 'character' || a.source === 'zone' ? { kind: a.source } : { kind: 'item', uid: held(a.source) };
      return { type: 'use', source, effect: typeof a.effect === 'number' ? a.effect : 0 };
    }
    case 'end-turn':
    case 'end-chapter':
    case 'reveal':
      return { type: a.type };
    default:
      throw new ScenarioError(path, `unknown action "${String(a.type)}"; actions: start-turn, move, attack, pick-up, drop, give, rest, use, reveal, end-turn, end-chapter`);
  }
}

/** An answer names an option exactly, or by its card id when only one option is that card. */
function optionIndex(options: string[], answer: string): number {
  const exact = options.indexOf(answer);
  if (exact >= 0) return exact;
  const byCard = options.map((o, i) => [cardOf(o), i] as const).filter(([card]) => card === answer);
  return byCard.length === 1 ? byCard[0][1] : -1;
}

/** An action as a scenario names it in `legal:`: "move docks", "attack harpon docker-possede", "use character 0", "end-turn". */
function actionLabel(state: GameState, a: Action): string {
  const held = (uid: string) => cardOf(uid);
  switch (a.type) {
    case 'start-turn':
      return `start-turn ${state.players[a.player].character}`;
    case 'move':
      return `move ${state.zones[a.to].card}${a.tacle ? ` tacle ${a.tacle}` : ''}`;
    case 'attack':
      return `attack ${held(a.item)} ${cardOf(state.creatures.find((c) => c.uid === a.target)?.card ?? a.target)}`;
    case 'pick-up':
    case 'drop':
      return `${a.type} ${held(a.item)}`;
    case 'give':
      return `give ${held(a.item)} ${state.players[a.to].character}`;
    case 'rest':
      return 'rest';
    case 'use':
      return `use ${a.source.kind === 'item' ? held(a.source.uid) : a.source.kind} ${a.effect}`;
    default:
      return a.type;
  }
}

/** CODEX's scenarios as the engine layer's runner plays them (src/engine/scenario-runner.ts). */
const codexScenarios: ScenarioGame<GameState, Action, GameEvent, Catalogue, ScenarioExpect, Scenario> = {
  def: codexGame,
  position,
  action: (state, raw, path) => toAction(state, raw as string | Record<string, unknown>, path),
  optionIndex,
  compare,
  actionLabel,
  legacyEvent,
};

/**
 * Events in the words of earlier versions, kept so that their scenarios pass unchanged: until the
 * simulation came, an attack's die was part of its `attack` event (`die`, `need`, `hit`) and a
 * reroll was an event of its own (`reroll`, naming its `source`); both are now `roll` events.
 */
function legacyEvent(want: Record<string, unknown>): Record<string, unknown>[] | null {
  const pick = (keys: string[]) => Object.fromEntries(Object.entries(want).filter(([k]) => keys.includes(k)));
  if (want.e === 'attack' && ['die', 'need', 'hit'].some((k) => k in want)) {
    const attack = pick(['player', 'item', 'target']);
    return [...(Object.keys(attack).length ? [{ e: 'attack', ...attack }] : []), { e: 'roll', ...pick(['die', 'need', 'hit']) }];
  }
  if (want.e === 'reroll') return [{ e: 'roll', ...pick(['die']), ...('source' in want ? { reroll: want.source } : {}) }];
  return null;
}

function play(cat: Catalogue, sc: Scenario): Failure[] {
  return playScenario(codexScenarios, cat, sc);
}

/** CODEX's own expectations (the layer checks the error, the choices and the events). */
function compare(state: GameState, x: ScenarioExpect, at: PathSegment[]): Failure[] {
  const out: Failure[] = [];
  const check = expectationChecker(out);
  if (x.result !== undefined) check([...at, 'result'], 'result', state.result, x.result);
  if (x.phase !== undefined) check([...at, 'phase'], 'phase', state.phase, x.phase);
  if (x.chapter !== undefined) check([...at, 'chapter'], 'chapter', state.chapter, x.chapter);
  if (x.round !== undefined) check([...at, 'round'], 'round', state.round, x.round);
  if (x.turn !== undefined) check([...at, 'turn'], 'turn', state.turn ? state.players[state.turn.player].character : null, x.turn);
  const sorted = (l: string[]) => [...l].sort();
  for (const [name, e] of Object.entries(x.players ?? {})) {
    const path = [...at, 'players', name];
    const p = state.players[seatOf(state, name, path)];
    if (e.zone !== undefined) check([...path, 'zone'], `${name}'s zone`, state.zones[p.zone]?.card, typeof e.zone === 'number' ? state.zones[e.zone]?.card : e.zone);
    if (e.pv !== undefined) check([...path, 'pv'], `${name}'s PV`, p.pv, e.pv);
    if (e.pa !== undefined) check([...path, 'pa'], `${name}'s PA`, state.turn?.player === p.seat ? state.turn.pa : null, e.pa);
    if (e.items) compareItems(out, [...path, 'items'], `${name}'s items`, p.items, e.items);
    if (e.engaged) check([...path, 'engaged'], `${name}'s engaged cards`, sorted([...p.items.filter((i) => i.engaged).map((i) => i.card), ...(p.characterEngaged ? ['character'] : [])]), sorted(e.engaged));
    if (e.rations !== undefined) check([...path, 'rations'], `${name}'s free Rations`, p.rations.filter((r) => !r.engaged).length, e.rations);
    if (e.engagedRations !== undefined) check([...path, 'engagedRations'], `${name}'s engaged Rations`, p.rations.filter((r) => r.engaged).length, e.engagedRations);
    if (e.secrets) check([...path, 'secrets'], `${name}'s Secrets`, p.secrets, e.secrets);
  }
  if (x.line) check([...at, 'line'], 'the chapter line', state.zones.map((z) => z.card), x.line);
  if (x.hidden) check([...at, 'hidden'], 'the face-down zones, left to right', state.zones.filter((z) => z.hidden).map((z) => z.card), x.hidden);
  if (x.piles) {
    for (const [key, cards] of Object.entries(x.piles)) {
      if (!(key in state.piles)) out.push([[...at, 'piles', key], `no pile "${key}"; piles: ${Object.keys(state.piles).join(', ')}`]);
      else check([...at, 'piles', key], `the ${key} pile, top first`, (state.piles as unknown as Record<string, string[]>)[key], cards);
    }
  }
  if (x.creatures) {
    const actual = state.creatures.map((c) => ({ card: c.card, zone: state.zones[c.zone].card, pv: c.pv, lost: c.lost, noRiposte: c.noRiposte }));
    const expected = x.creatures.map((c) => ({ card: c.card, zone: c.zone === undefined ? undefined : typeof c.zone === 'number' ? state.zones[c.zone]?.card : c.zone, pv: c.pv, lost: c.lost, noRiposte: c.noRiposte }));
    const left = [...actual];
    const missing = expected.filter((e) => {
      const i = left.findIndex(
        (a) =>
          a.card === e.card &&
          (e.zone === undefined || a.zone === e.zone) &&
          (e.pv === undefined || a.pv === e.pv) &&
          (e.lost === undefined || JSON.stringify([...a.lost].sort()) === JSON.stringify([...e.lost].sort())) &&
          (e.noRiposte === undefined || a.noRiposte === e.noRiposte),
      );
      if (i < 0) return true;
      left.splice(i, 1);
      return false;
    });
    if (missing.length || left.length) out.push([[...at, 'creatures'], `creatures in play: expected ${JSON.stringify(expected)}, got ${JSON.stringify(actual)}`]);
  }
  for (const [zone, cards] of Object.entries(x.zoneItems ?? {})) {
    const i = zoneIndex(state, zone, [...at, 'zoneItems', zone]);
    compareItems(out, [...at, 'zoneItems', zone], `items in ${zone}`, state.zones[i].items, cards);
  }
  return out;
}

/**
 * Objets held or lying somewhere against a list of card ids, in any order: a plain id checks the
 * card, `{ card, faceUp }` its face too (face up = revealed; a held Objet always is).
 */
function compareItems(out: Failure[], path: PathSegment[], what: string, items: ItemState[], expected: (string | { card: string; faceUp: boolean })[]): void {
  const sorted = (l: string[]) => [...l].sort();
  if (expected.every((e) => typeof e === 'string')) {
    expectationChecker(out)(path, what, sorted(items.map((i) => i.card)), sorted(expected as string[]));
    return;
  }
  const left = items.map((i) => ({ card: i.card, faceUp: i.revealed }));
  const actual = [...left].sort((a, b) => a.card.localeCompare(b.card) || Number(a.faceUp) - Number(b.faceUp));
  // The faces first: a plain id then takes whichever copy is left, face up or down.
  const wants = [...expected].sort((a, b) => Number(typeof a === 'string') - Number(typeof b === 'string'));
  const missing = wants.filter((want) => {
    const k = typeof want === 'string' ? left.findIndex((a) => a.card === want) : left.findIndex((a) => a.card === want.card && a.faceUp === want.faceUp);
    if (k < 0) return true;
    left.splice(k, 1);
    return false;
  });
  if (missing.length || left.length) out.push([path, `${what}: expected ${JSON.stringify(expected)}, got ${JSON.stringify(actual)}`]);
}
