/**
 * After a room (« Crafting »): the living characters pool their treasures; the players make what
 * the recipes of the tables allow (a whole family: a legendary object, +1 in the suit's
 * statistic; five of a suit: its spell; the four cards of a rank: longue-vue for the Dames), one
 * object at a time for a character holding fewer than the cap; then each keeps at most `keep`
 * treasures, picked in turn, and the rest go back to the pile.
 */
import { ask, emit } from '../../../engine/choices.js';
import { RANKS, SUITS, type Stat } from '../tables.js';
import type { Catalogue } from './catalogue.js';
import { cardOf, nameOf, suitOf } from './cards.js';
import { PLAYERS, type CardstleCtx, type CardstleState } from './types.js';

type Recipe = Catalogue['tables']['recipes'][number];

/** The cards `recipe` takes from `pool`, or null when the pool lacks them. Five of a suit takes the lowest. */
export function ingredients(cat: Catalogue, recipe: Recipe, pool: readonly number[]): number[] | null {
  if (recipe.takes === 'famille') {
    const want = RANKS.map((r) => cardOf(r, recipe.suit!));
    return want.every((c) => pool.includes(c)) ? want : null;
  }
  if (recipe.takes === 'cinq') {
    const of = pool.filter((c) => suitOf(c) === recipe.suit).sort((a, b) => cat.value[a] - cat.value[b]);
    return of.length >= 5 ? of.slice(0, 5) : null;
  }
  const want = SUITS.map((s) => cardOf(recipe.rank!, s));
  return want.every((c) => pool.includes(c)) ? want : null;
}

/** A permanent object's statistic (stat-vie → vie), or null for a spell. */
export function statOfEffect(effect: string): Stat | null {
  return effect.startsWith('stat-') ? (effect.slice(5) as Stat) : null;
}

/** A crafted object given to a character: a legendary one raises its statistic at once (Vie too). */
export function receive(cat: Catalogue, s: CardstleState, who: number, id: string): void {
  const ch = s.chars[who];
  ch.objects.push(id);
  const stat = statOfEffect(cat.tables.recipes.find((r) => r.id === id)?.effect ?? '');
  if (stat) {
    ch.stats[stat]++;
    if (stat === 'vie') ch.vie++;
  }
}

export function craft(cat: Catalogue, s: CardstleState, ctx: CardstleCtx): void {
  const alive = s.chars.map((_, i) => i).filter((i) => s.chars[i].alive);
  const pool: number[] = [];
  for (const i of alive) pool.push(...s.chars[i].treasures.splice(0));
  pool.sort((a, b) => a - b);
  const cap = cat.tables.objects;
  for (;;) {
    const room = alive.filter((i) => s.chars[i].objects.length < cap);
    if (!room.length) break;
    const can = cat.tables.recipes.filter((r) => ingredients(cat, r, pool));
    if (!can.length) break;
    const n = ask(s, ctx, { kind: 'craft', player: PLAYERS, prompt: 'the party: craft an object?', options: ['stop', ...can.map((r) => r.id)] });
    if (n === 0) break;
    const recipe = can[n - 1];
    const who = room[ask(s, ctx, { kind: 'craft-for', player: PLAYERS, object: recipe.id, prompt: `the party: who takes ${recipe.name}?`, options: room.map((i) => s.chars[i].name) })];
    const used = ingredients(cat, recipe, pool)!;
    for (const c of used) pool.splice(pool.indexOf(c), 1);
    receive(cat, s, who, recipe.id);
    emit(ctx, { e: 'craft', who, recipe: recipe.id, cards: used });
  }
  // « Les trésors restants sont répartis … avec un maximum de 2 trésors par joueur »: picked in turn.
  const kept: number[][] = alive.map(() => []);
  const done = new Set<number>();
  while (pool.length && done.size < alive.length) {
    for (const [k, i] of alive.entries()) {
      if (done.has(i) || !pool.length) continue;
      if (kept[k].length >= cat.tables.keep) {
        done.add(i);
        continue;
      }
      const options = [...new Set(pool)];
      const n = ask(s, ctx, { kind: 'keep', player: PLAYERS, who: i, prompt: `${s.chars[i].name}: keep a treasure?`, options: ['none', ...options.map(nameOf)] });
      if (n === 0) {
        done.add(i);
        continue;
      }
      kept[k].push(options[n - 1]);
      pool.splice(pool.indexOf(options[n - 1]), 1);
    }
  }
  for (const [k, i] of alive.entries()) {
    s.chars[i].treasures = kept[k].sort((a, b) => a - b);
    emit(ctx, { e: 'keep', who: i, cards: [...s.chars[i].treasures], back: pool.length });
  }
  s.pile.unshift(...pool);
}
