/**
 * What a character's sheet shows, from a party file (data type `groupe`): its name, class and
 * fétiche as written on the sheet (« 9 noir » for a card, « 7 » for a number), its statistics
 * as circles, its credits, its treasures and its objects by name.
 */
import { statCost, STATS, type Stat, type Tables } from '../tables.js';
import type { SheetValues } from './character-sheet.js';

export interface Character {
  name: string;
  class: string;
  fetiche: { rank: string; colour: string } | number;
  stats: Record<Stat, number>;
  credits?: number;
  treasures?: string[];
  objects?: string[];
}

export interface Party {
  name: string;
  version: string;
  characters: Character[];
}

export function feticheText(f: Character['fetiche']): string {
  return typeof f === 'number' ? String(f) : `${f.rank} ${f.colour}`;
}

/** The credits left: as the file notes them, or what the statistics leave of the budget. */
export function creditsLeft(tables: Tables, c: Character): number {
  return c.credits ?? tables.budget - STATS.reduce((sum, s) => sum + statCost(tables, c.stats[s]), 0);
}

/** A name as a file name: lower case, no accents, words joined by hyphens ("Céleste Marchal" → "celeste-marchal"). */
export function slugOf(name: string): string {
  const slug = name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/œ/gi, 'oe')
    .replace(/æ/gi, 'ae')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
  return slug || 'personnage';
}

/** Each character's sheet values and slug; two characters of one name get -2, -3… */
export function sheetValues(tables: Tables, party: Party): { slug: string; values: SheetValues }[] {
  const used = new Map<string, number>();
  return party.characters.map((c) => {
    const base = slugOf(c.name);
    const n = (used.get(base) ?? 0) + 1;
    used.set(base, n);
    const recipe = (id: string) => tables.recipes.find((r) => r.id === id)?.name ?? id;
    return {
      slug: n === 1 ? base : `${base}-${n}`,
      values: {
        nom: c.name,
        classe: c.class,
        fetiche: feticheText(c.fetiche),
        credits: String(creditsLeft(tables, c)),
        stats: { ...c.stats },
        tresors: c.treasures ?? [],
        objets: (c.objects ?? []).map(recipe),
      },
    };
  });
}
