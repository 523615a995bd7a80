/**
 * Cardstle's parties (data type `groupe`) as the checker's rules, `sheet` and the engine read them:
 * each valid party file with its characters, and the credits a character's statistics cost.
 */
import type { LoadedPack } from '../../core/pack.js';
import type { YamlSource } from '../../core/yaml-source.js';
import type { Groupe } from './card-types.js';
import { STATS, statCost, type Tables } from './tables.js';

export const PARTY_TYPE = 'groupe';

export type Character = Groupe['characters'][number];

export interface PartyFile {
  name: string;
  src: YamlSource;
  data: Groupe;
}

export function partiesOf(pack: Pick<LoadedPack, 'data'>): PartyFile[] {
  return pack.data.filter((d) => d.type === PARTY_TYPE && d.valid).map((d) => ({ name: d.name, src: d.src, data: d.data as Groupe }));
}

/** The credits a character's statistics cost (NaN when a statistic is out of the table's range). */
export function creditsSpent(tables: Tables, character: Character): number {
  return STATS.reduce((sum, s) => sum + statCost(tables, character.stats[s]), 0);
}
