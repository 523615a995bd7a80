/**
 * The pyramid's cards and maps as the engine reads them, built once from the loaded pack: each
 * adventurer's ability (what it plays), its action cards, the combat thresholds and dice of the
 * reference card, the demigods and their letters, and each map's grid. The engine never names an
 * adventurer: it plays the ability's `effect` with its `value`.
 */
import type { LoadedPack } from '../../../core/pack.js';
import { copiesOf } from '../../../core/pack.js';
import type { Aide, Aventurier } from '../card-types.js';
import { readGrid, type CellKind, type Grid } from '../map/grid.js';
import { mapsOf } from '../map/maps.js';
import { actionDeckOf } from '../rules/action-decks.js';

/** The book's numbers, where an ability does not change them. */
export const BASE_MOVE = 2;
export const LEVEL_COST = 6;
export const MUMMY_MOVE = 2;
export const DEMIGOD_MOVE = 3;
export const MINIONS_MOVED = 2;
export const TURNS = 12;
/** A mummy's id, as a demigod's is its card's. */
export const MUMMY = 'momie';
/** « Les Momies » on the token sheet: no more can be on the board. */
export const MUMMIES = 8;
/** Dalia's turn, once she jumps: « elle ne peut se déplacer que d'une case ». */
export const JUMP_TURN_MOVES = 1;
/** Malik's blue wall stays this many turns (« retiré … 2 tour après qu'il a été placé »). */
export const BLUE_WALL_TURNS = 2;

export interface AdventurerDef {
  id: string;
  name: string;
  effect: Aventurier['ability']['effect'];
  special: boolean;
  value: number | null;
  recharge: number;
  move: number;
  levelCost: number;
  /** Added to its thresholds outside the attack card (Yasim's −1). */
  thresholdBonus: number;
  /** Its nine action cards, by id (each copy once), and each card's effect. */
  cards: string[];
}

export interface MapDef {
  name: string;
  rows: number;
  cols: number;
  kinds: CellKind[];
  /** The demigods' cells, by letter. */
  letters: Record<string, number>;
  entrances: number[];
  chests: number[];
  mummyCells: number[];
  values: number[];
}

export interface Catalogue {
  adventurers: Record<string, AdventurerDef>;
  /** Every action card's effect and name, by card id. */
  cardEffects: Record<string, 'avancer-1' | 'avancer-2' | 'dynamite' | 'attaque'>;
  cardNames: Record<string, string>;
  dice: number;
  attackDice: number;
  /** Thresholds: mummy[adventurer level − 1], demigod[demigod level − 1][adventurer level − 1]. */
  mummy: number[];
  demigod: number[][];
  maxLevel: number;
  demigods: { id: string; name: string; letter: string }[];
  maps: Record<string, MapDef>;
  /** The first map, the default one. */
  defaultMap: string;
}

export function buildCatalogue(pack: LoadedPack): Catalogue {
  const adventurers: Record<string, AdventurerDef> = {};
  const cardEffects: Catalogue['cardEffects'] = {};
  const cardNames: Record<string, string> = {};
  for (const card of pack.cards.filter((c) => c.type.id === 'action')) {
    cardEffects[card.id] = card.data.effect as Catalogue['cardEffects'][string];
    cardNames[card.id] = card.data.name as string;
  }
  for (const card of pack.cards.filter((c) => c.type.id === 'aventurier')) {
    const a = card.data as unknown as Aventurier;
    const ab = a.ability;
    const cards = pack.cards.filter((c) => c.deck.id === actionDeckOf(card.id)).flatMap((c) => Array.from({ length: copiesOf(c) }, () => c.id));
    adventurers[card.id] = {
      id: card.id,
      name: a.name,
      effect: ab.effect,
      special: ab.kind === 'speciale',
      value: ab.value ?? null,
      recharge: ab.recharge ?? 0,
      move: ab.effect === 'deplacement' ? (ab.value ?? BASE_MOVE) : BASE_MOVE,
      levelCost: ab.effect === 'cout-niveau' ? (ab.value ?? LEVEL_COST) : LEVEL_COST,
      thresholdBonus: ab.effect === 'seuil' ? (ab.value ?? 0) : 0,
      cards: cards.sort(),
    };
  }
  const aide = pack.cards.find((c) => c.type.id === 'aide')?.data as unknown as Aide | undefined;
  if (!aide) throw new Error('the pack has no reference card (type aide) giving the combat thresholds');
  const maps: Record<string, MapDef> = {};
  for (const m of mapsOf(pack)) maps[mapId(m.name)] = mapDefOf(m.data.name, readGrid(m.data.grid), m.data.values);
  const ids = Object.keys(maps);
  if (!ids.length) throw new Error('the pack has no valid map (cartes/*.yaml): check it with `deckwright check`');
  return {
    adventurers,
    cardEffects,
    cardNames,
    dice: aide.dice,
    attackDice: aide.attackDice,
    mummy: aide.mummy,
    demigod: aide.demigod,
    maxLevel: aide.mummy.length,
    demigods: pack.cards.filter((c) => c.type.id === 'demi-dieu').map((c) => ({ id: c.id, name: c.data.name as string, letter: c.data.letter as string })),
    maps,
    defaultMap: ids[0],
  };
}

/** A piece's name as players read it: an adventurer's, a demigod's, « Momie » for a mummy. */
export function pieceName(cat: Catalogue, id: string): string {
  return id === MUMMY ? 'Momie' : (cat.adventurers[id]?.name ?? cat.demigods.find((d) => d.id === id)?.name ?? id);
}

/** A grid read as the engine plays it: its cells' kinds, and where the letters, entrances, chests and mummy cells are. */
export function mapDefOf(name: string, grid: Grid, values: number[]): MapDef {
  const kinds = grid.cells.flat().map((c) => c.kind);
  const letters: Record<string, number> = {};
  grid.cells.flat().forEach((c, i) => {
    if (c.letter) letters[c.letter] = i;
  });
  const where = (k: CellKind) => kinds.flatMap((x, i) => (x === k ? [i] : []));
  return { name, rows: grid.rows, cols: grid.cols, kinds, letters, entrances: where('entrance'), chests: where('chest'), mummyCells: where('mummy'), values: [...values] };
}

/** A map's id: its file's name without folder and extension (cartes/sokar.yaml → sokar). */
export function mapId(file: string): string {
  return file.replace(/^.*\//, '').replace(/\.ya?ml$/, '');
}
