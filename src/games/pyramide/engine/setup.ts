/**
 * Before the first turn (« Particularités du jeu »): the map's walls, the chests' values dealt face
 * down at random, each adventurer keeping 6 of its 9 action cards (the other 3 are its discard),
 * and the adventurers placed on the entrances in their order, each on the one its player picks.
 */
import { ask, emit } from '../../../engine/choices.js';
import { shuffleOrForced, type ShuffleSource } from '../../../engine/forced-order.js';
import { seedRng, type Rng } from '../../../engine/rng.js';
import { cellName } from './board.js';
import type { Catalogue } from './catalogue.js';
import { startAdventurerTurn } from './turns.js';
import { NO_WALL, STONE, type PyramideCtx, type PyramideSetup, type PyramideState } from './types.js';

/** « conserver 6 de ses 9 cartes actions dans sa main ». */
export const HAND_KEPT = 6;

export function setupGame(cat: Catalogue, setup: PyramideSetup, ctx: PyramideCtx): PyramideState {
  const mapId = setup.map || cat.defaultMap;
  const map = cat.maps[mapId];
  if (!map) throw new Error(`no map '${mapId}' in the pack; its maps: ${Object.keys(cat.maps).join(', ')}`);
  for (const id of setup.party) if (!cat.adventurers[id]) throw new Error(`no adventurer '${id}'; the adventurers: ${Object.keys(cat.adventurers).join(', ')}`);
  if (new Set(setup.party).size !== setup.party.length) throw new Error('an adventurer is played by one player only (« Le même aventurier ne peut être joué par plusieurs joueurs »)');
  if (!setup.party.length || setup.party.length > map.entrances.length) throw new Error(`the map ${map.name} has ${map.entrances.length} entrance(s): a party of 1 to ${map.entrances.length} adventurers`);
  const rng = seedRng(setup.seed);
  const s = blankState(cat, mapId, rng, dealChests({ rng }, map.values));
  setup.party.forEach((id, i) => {
    const cards = cat.adventurers[id].cards;
    const asides = setAsideOptions(cards);
    const k = ask(s, ctx, { kind: 'hand', player: i + 1, adventurer: id, prompt: 'Quelles 3 cartes mettre dans la défausse ?', options: asides.map((a) => a.map((c) => cat.cardNames[c]).join(', ')) });
    const discard = asides[k];
    const hand = [...cards];
    for (const c of discard) hand.splice(hand.indexOf(c), 1);
    const free = map.entrances.filter((e) => !s.adventurers.some((a) => a.cell === e));
    const at = ask(s, ctx, { kind: 'entrance', player: i + 1, adventurer: id, prompt: 'Par quelle entrée commencer ?', options: free.map((c) => cellName(s, c)) });
    s.adventurers.push({ id, cell: free[at], level: 1, xp: 0, hand, discard: [...discard], readyTurn: 1 });
    emit(ctx, { e: 'enter', adventurer: id, cell: cellName(s, free[at]) });
  });
  emit(ctx, { e: 'turn', turn: 1 });
  startAdventurerTurn(cat, s, 0);
  return s;
}

/**
 * « Chaque coffre … contient une somme … placé au hasard avant de commencer la partie »: the map's
 * values shuffled, one a chest in the order of their cells (row by row). A scenario's
 * `order: { chests }` names the first ones (the pile "chests", values written as numbers).
 */
export function dealChests(source: ShuffleSource, values: readonly number[]): number[] {
  return shuffleOrForced(source, 'chests', [...values]);
}

/**
 * A game on map `mapId` before anyone is placed: the map's walls, `values` on the chests in the
 * order of their cells, no monster, every demigod at level 1, turn 1, the first adventurer's turn.
 */
export function blankState(cat: Catalogue, mapId: string, rng: Rng, values: number[]): PyramideState {
  const map = cat.maps[mapId];
  return {
    rng,
    forcedDice: [],
    map: mapId,
    rows: map.rows,
    cols: map.cols,
    walls: map.kinds.map((k) => (k === 'wall' ? STONE : NO_WALL)),
    chests: map.chests.map((cell, i) => ({ cell, value: values[i] ?? 0, open: false })),
    adventurers: [],
    monsters: [],
    nextUid: 1,
    demigodLevels: Object.fromEntries(cat.demigods.map((d) => [d.id, 1])),
    godXp: 0,
    loot: 0,
    turn: 1,
    phase: 'adventurer',
    active: 0,
    moves: 0,
    moved: 0,
    acted: false,
    jumped: false,
    wallPlaced: -1,
    summoned: false,
    minionSteps: {},
    blueWall: null,
    actions: 0,
    winner: null,
  };
}

const asideMemo = new WeakMap<readonly string[], string[][]>();

/**
 * The different sets of 3 cards that can be set aside from the 9 (cards of one kind are alike),
 * worked out once for each adventurer's cards (the catalogue's list): every game asks it again.
 */
export function setAsideOptions(cards: readonly string[]): string[][] {
  let known = asideMemo.get(cards);
  if (!known) asideMemo.set(cards, (known = listAsides(cards)));
  return known;
}

function listAsides(cards: readonly string[]): string[][] {
  const kinds = [...new Set(cards)].sort();
  const count = (c: string) => cards.filter((x) => x === c).length;
  const out: string[][] = [];
  const drop = cards.length - HAND_KEPT;
  const walk = (i: number, picked: string[]) => {
    if (picked.length === drop) return void out.push([...picked]);
    if (i >= kinds.length) return;
    for (let n = Math.min(count(kinds[i]), drop - picked.length); n >= 0; n--) walk(i + 1, [...picked, ...Array.from({ length: n }, () => kinds[i])]);
  };
  walk(0, []);
  return out;
}
