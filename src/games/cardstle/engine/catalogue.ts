/**
 * Cardstle's cards, parties and rooms as the engine reads them, built once from the loaded pack:
 * each room-deck card's meaning (read through tables.ts, never from the tables directly), the
 * parties (data type `groupe`) and the rooms (data type `salle`) parsed into numbers. Plain data:
 * it is sent to the simulation's worker threads.
 */
import type { LoadedPack } from '../../../core/pack.js';
import { meaningOf, rankValue, STATS, tablesOf, type RoomRole, type Stat, type Tables } from '../tables.js';
import { cardOfCode, cardOfName, DECK_SIZE, rankOf, suitOf } from './cards.js';
import type { Groupe } from '../card-types.js';
import { partiesOf } from '../party.js';
import { readRoomGrid } from '../room-grid.js';
import { roomFilesOf } from '../rooms.js';
import type { Version } from './types.js';

/** The pack's `options.pieces` (its default applied by the loader), else DEFAULT_ROOMS. */
function roomsOption(pack: LoadedPack): number {
  const n = (pack.manifest?.options as { pieces?: unknown } | undefined)?.pieces;
  return typeof n === 'number' && Number.isInteger(n) && n >= 1 ? n : DEFAULT_ROOMS;
}

/** Rooms a game plays: the pack's rooms, then random ones up to this many (the pack's `options.pieces` changes it). */
export const DEFAULT_ROOMS = 3;
/** A random room: its size, the empty places in it. */
export const RANDOM_ROWS = 4;
export const RANDOM_COLS = 5;
export const RANDOM_HOLES = 3;
/** Conviction points a dialogue needs (« défini par le MJ »: ours). */
export const NEEDED_POINTS = 2;
/** A room not done after this many rounds stops the game as stalled (a bot that never finds the goal). */
export const MAX_ROUNDS = 60;

export interface CharacterDef {
  name: string;
  fetiche: number;
  colour: number;
  stats: Record<Stat, number>;
  treasures: number[];
  objects: string[];
}

export interface PartyDef {
  name: string;
  version: Version;
  characters: CharacterDef[];
}

export interface RoomDef {
  name: string;
  rows: number;
  cols: number;
  /** Per cell: a card 0–51, −1 an empty place, −2 the entrance. */
  cells: number[];
  goal: number;
  talk: number[];
}

export interface Catalogue {
  tables: Tables;
  /** Each card's role in a room, by card number. */
  roles: RoomRole[];
  /** Each card's statistic (its suit's) and treasure use, by card number. */
  stat: Stat[];
  treasure: Tables['suits'][number]['treasure'][];
  /** Each card's value in crafting (As 1 … Roi 13). */
  value: number[];
  parties: Record<string, PartyDef>;
  defaultParty: string;
  rooms: Record<string, RoomDef>;
  /** The pack's rooms, in file order: a game plays them first. */
  roomOrder: string[];
  /** Rooms an adventure goes through (the pack's `options.pieces`); DEFAULT_ROOMS when left out. */
  roomsPlayed?: number;
  /**
   * The room deck's card of each number (0–51), by its id in the pack ('' for a number the pack
   * has no card of): the balance figures name cards by id (sim/record.ts).
   */
  cardIds: string[];
}

export const EMPTY = -1;
export const ENTRANCE = -2;

/** A room's grid as numbers; the problem as a sentence when a cell is not a card, "." or "@" (cardstle/rooms reports it at the cell). */
export function parseRoom(name: string, grid: string, goal?: string, talk?: string[]): RoomDef | string {
  const rows = readRoomGrid(grid);
  const cols = Math.max(...rows.map((r) => r.length));
  if (rows.some((r) => r.length !== cols)) return `every row of the grid needs ${cols} cells`;
  const cells: number[] = [];
  for (const cell of rows.flat()) {
    if (cell.kind === 'unknown') return `row ${cell.row + 1}, cell ${cell.col + 1}: "${cell.code}" is not a card (e.g. "10p", "Dc"), "." or "@"`;
    cells.push(cell.kind === 'empty' ? EMPTY : cell.kind === 'entrance' ? ENTRANCE : cardOfCode(cell.code));
  }
  if (!cells.includes(ENTRANCE)) return 'the grid has no entrance "@"';
  const g = goal ? cardOfCode(goal) : -1;
  return { name, rows: rows.length, cols, cells, goal: g, talk: (talk ?? []).map(cardOfCode).filter((c) => c >= 0) };
}

function partyOf(data: Groupe): PartyDef {
  return {
    name: data.name,
    version: data.version,
    characters: data.characters.map((c) => {
      const card = typeof c.fetiche === 'object';
      const f = c.fetiche as { rank: string; colour: string };
      return {
        name: c.name,
        fetiche: card ? (f.rank === 'As' ? 1 : Number(f.rank)) : (c.fetiche as number),
        colour: card ? (f.colour === 'noir' ? 1 : 0) : -1,
        stats: Object.fromEntries(STATS.map((s) => [s, c.stats[s]])) as Record<Stat, number>,
        treasures: (c.treasures ?? []).map(cardOfName).filter((x) => x >= 0),
        objects: [...(c.objects ?? [])],
      };
    }),
  };
}

export function buildCatalogue(pack: LoadedPack): Catalogue {
  const t = tablesOf(pack);
  if (!t) throw new Error('the pack has no valid tables (data type "tables")');
  const tables = t.tables;
  const roles: RoomRole[] = [];
  const stat: Stat[] = [];
  const treasure: Catalogue['treasure'] = [];
  const value: number[] = [];
  for (let card = 0; card < DECK_SIZE; card++) {
    const m = meaningOf(tables, rankOf(card), suitOf(card));
    roles.push(m.room);
    stat.push(m.suitInfo.stat as Stat);
    treasure.push(m.suitInfo.treasure);
    value.push(rankValue(m.rank));
  }
  const parties: Record<string, PartyDef> = {};
  const rooms: Record<string, RoomDef> = {};
  // A file's key is its name without folder or extension ("groupe", "crypte").
  const keyOf = (name: string) => name.replace(/\.ya?ml$/, '').replace(/^.*\//, '');
  for (const p of partiesOf(pack)) parties[keyOf(p.name)] = partyOf(p.data);
  for (const f of roomFilesOf(pack)) {
    const room = parseRoom(f.data.name, f.data.grid, f.data.goal, f.data.talk);
    // cardstle/rooms reports a bad grid at its cell, and sim and scenario refuse a pack with errors.
    if (typeof room === 'string') throw new Error(`${f.name}: ${room}`);
    rooms[keyOf(f.name)] = room;
  }
  const partyKeys = Object.keys(parties).sort();
  if (!partyKeys.length) throw new Error('the pack has no party (data type "groupe") to play');
  return { tables, roles, stat, treasure, value, parties, defaultParty: partyKeys[0], rooms, roomOrder: Object.keys(rooms).sort(), cardIds: roomCardIds(pack), roomsPlayed: roomsOption(pack) };
}

/** The room deck is the pack's cards of type `salle`, named « As de Cœur »…: each one's id by its number. */
function roomCardIds(pack: LoadedPack): string[] {
  const ids = new Array<string>(DECK_SIZE).fill('');
  for (const c of pack.cards) {
    const n = c.type.id === 'salle' && typeof c.data.name === 'string' ? cardOfName(c.data.name) : -1;
    if (n >= 0 && !ids[n]) ids[n] = c.id;
  }
  return ids;
}
