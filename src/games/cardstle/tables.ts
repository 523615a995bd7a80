/**
 * Cardstle's tables (cards/cardstle/tables.yaml) as the cards, the reference sheet, the checker,
 * `odds` and the engine read them: one place says what a card of the room deck means, so that a
 * change to a table changes everything that shows or plays it.
 */
import type { LoadedPack } from '../../core/pack.js';
import type { YamlSource } from '../../core/yaml-source.js';
import type { Tables } from './card-types.js';

export type { Tables } from './card-types.js';

export const TABLES_TYPE = 'tables';

export type Stat = 'vie' | 'att' | 'def' | 'mov';
export const STATS: readonly Stat[] = ['vie', 'att', 'def', 'mov'];
/** Each statistic's name as the sheet and the cards print it. */
export const STAT_NAMES: Record<Stat, string> = { vie: 'Vie', att: 'Attaque', def: 'Défense', mov: 'Mouvement' };
export const STAT_SHORT: Record<Stat, string> = { vie: 'Vie', att: 'Att', def: 'Déf', mov: 'Mvt' };

export type Suit = 'Cœur' | 'Pique' | 'Carreau' | 'Trèfle';
export const SUITS: readonly Suit[] = ['Cœur', 'Pique', 'Carreau', 'Trèfle'];
export type Rank = 'As' | '2' | '3' | '4' | '5' | '6' | '7' | '8' | '9' | '10' | 'Valet' | 'Dame' | 'Roi';
export const RANKS: readonly Rank[] = ['As', '2', '3', '4', '5', '6', '7', '8', '9', '10', 'Valet', 'Dame', 'Roi'];

/** A card's value in the donne and in crafting: As 1, 2–10, Valet 11, Dame 12, Roi 13. */
export function rankValue(rank: Rank): number {
  return RANKS.indexOf(rank) + 1;
}

export type EnemyStats = Record<Stat, number>;

/** What a card of the room deck is when turned over in a room (« Types de cartes »). */
export type RoomRole =
  | { role: 'ennemi'; strength: string; stats: EnemyStats; speciality: Stat; extra: Stat | null }
  | { role: 'piege'; att: number }
  | { role: 'coffre'; size: string; treasures: number }
  | { role: 'aucun' };

/** A card of the room deck: what it is in a room, and what it does as a treasure. */
export interface CardMeaning {
  rank: Rank;
  suit: Suit;
  room: RoomRole;
  suitInfo: Tables['suits'][number];
}

/** The pack's tables, or null when the file is missing or invalid (core/schema says why). */
export function tablesOf(pack: Pick<LoadedPack, 'data'>): { tables: Tables; src: YamlSource } | null {
  const file = pack.data.find((d) => d.type === TABLES_TYPE && d.valid);
  return file ? { tables: file.data as Tables, src: file.src } : null;
}

export function suitInfo(tables: Tables, suit: Suit): Tables['suits'][number] {
  const info = tables.suits.find((s) => s.suit === suit);
  if (!info) throw new Error(`the tables give no line for the suit ${suit}`);
  return info;
}

/** What the card `rank` of `suit` is when turned over, read from the tables. */
export function roomRole(tables: Tables, rank: Rank, suit: Suit): RoomRole {
  const enemy = tables.enemies.find((e) => e.rank === rank);
  if (enemy) {
    const speciality = suitInfo(tables, suit).stat as Stat;
    const extra = (enemy.extra?.[suit] as Stat | undefined) ?? null;
    const stats: EnemyStats = { vie: enemy.vie, att: enemy.att, def: enemy.def, mov: enemy.mov };
    stats[speciality] += tables.speciality;
    if (extra) stats[extra] += 1;
    return { role: 'ennemi', strength: enemy.strength, stats, speciality, extra };
  }
  const trap = tables.traps.find((t) => t.rank === rank);
  if (trap) return { role: 'piege', att: trap.att };
  const chest = tables.chests.find((c) => c.rank === rank);
  if (chest) return { role: 'coffre', size: chest.size, treasures: chest.treasures };
  return { role: 'aucun' };
}

export function meaningOf(tables: Tables, rank: Rank, suit: Suit): CardMeaning {
  return { rank, suit, room: roomRole(tables, rank, suit), suitInfo: suitInfo(tables, suit) };
}

/** The credits `points` in one statistic cost (« coût en crédits cumulé »). */
export function statCost(tables: Tables, points: number): number {
  return points >= 1 && points <= tables.costs.length ? tables.costs[points - 1] : NaN;
}

/** A test's result is a critical success at `critical` times its threshold or more (our reading of « supérieur au double »). */
export function isCritical(tables: Pick<Tables, 'critical'>, result: number, threshold: number): boolean {
  return result >= tables.critical * threshold;
}
