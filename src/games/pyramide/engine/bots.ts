/**
 * The pyramid's bots, each deciding from its seat's view: random (the layer's); heuristic, for
 * both sides: an adventurer heads for the nearest closed chest, fights where its odds are good and
 * keeps away where they are not, levels up, and uses its cards and special where they shorten its
 * way; the god walls the adventurers' shortest ways, summons near them, and sends its minions at
 * adventurers it beats more often than not; and search (the layer's determinised Monte Carlo, the
 * heuristic playing the rollouts, the chests' values and the hands dealt again).
 */
import { randomBot } from '../../../engine/bots.js';
import type { Choice } from '../../../engine/choices.js';
import type { Policy } from '../../../engine/game-def.js';
import { toNumber } from '../../../engine/odds/fraction.js';
import { sumAtLeast } from '../../../engine/odds/dice.js';
import { searchBot } from '../../../engine/search.js';
import { distance, isChest, mapOf, neighbourCells, stepFrom } from './board.js';
import type { Catalogue } from './catalogue.js';
import { actingSeat, threshold } from './combat.js';
import { pyramideGame } from './game.js';
import { NO_WALL, type PyramideAction, type PyramideState } from './types.js';

export const BOTS = ['random', 'heuristic', 'search'] as const;
const FAR = 999;

const oddsCache = new Map<string, number>();
/** P(n dice ≥ t), exact, remembered. */
export function winChance(n: number, t: number): number {
  const key = `${n}:${t}`;
  let p = oddsCache.get(key);
  if (p === undefined) {
    p = toNumber(sumAtLeast(n, 6, t));
    oddsCache.set(key, p);
  }
  return p;
}

/** Steps from every cell to the nearest access cell of a closed chest, walls and monsters in the way (FAR where none is reachable). */
export function chestDistances(cat: Catalogue, s: PyramideState, walls: number[] = s.walls): number[] {
  const dist = new Array<number>(s.walls.length).fill(FAR);
  const kinds = mapOf(cat, s).kinds;
  const queue: number[] = [];
  for (const c of s.chests) {
    if (c.open) continue;
    for (const n of neighbourCells(s, c.cell)) {
      if (kinds[n] === 'hatched' && walls[n] === NO_WALL && dist[n] > 0) {
        dist[n] = 0;
        queue.push(n);
      }
    }
  }
  const blocked = new Set(s.monsters.map((m) => m.cell));
  for (let i = 0; i < queue.length; i++) {
    const c = queue[i];
    for (const n of neighbourCells(s, c)) {
      if (dist[n] === FAR && walls[n] === NO_WALL && !isChest(cat, s, n) && !blocked.has(n)) {
        dist[n] = dist[c] + 1;
        queue.push(n);
      }
    }
  }
  return dist;
}

/** The adventurer's chance to beat each monster beside `cell` (1 when there is none: no risk). */
function risk(cat: Catalogue, s: PyramideState, adventurer: number, cell: number): number {
  let worst = 1;
  for (const n of neighbourCells(s, cell)) {
    const m = s.monsters.find((x) => x.cell === n);
    if (m) worst = Math.min(worst, winChance(cat.dice, threshold(cat, s, adventurer, m.id, false)));
  }
  return worst;
}

function adventurerScore(cat: Catalogue, s: PyramideState, a: PyramideAction, dist: number[]): number {
  const i = s.active;
  const me = s.adventurers[i];
  const here = dist[me.cell];
  const fightValue = (p: number) => (p >= 0.55 ? 3 * p : -8 * (1 - p));
  switch (a.t) {
    case 'level':
      return 100;
    case 'step': {
      const to = stepFrom(s, me.cell, a.dir);
      const p = risk(cat, s, i, to);
      return (here - dist[to]) * 4 + (dist[to] === 0 ? 20 : 0) + (p < 1 ? fightValue(p) : 0);
    }
    case 'card': {
      const effect = cat.cardEffects[a.card];
      if (effect === 'avancer-1' || effect === 'avancer-2') return s.moves === 0 && here > 0 && here < FAR ? (effect === 'avancer-1' ? 3 : 5) : -1;
      if (effect === 'dynamite') {
        const walls = [...s.walls];
        walls[a.target as number] = NO_WALL;
        const better = here - chestDistances(cat, s, walls)[me.cell];
        return better > 0 ? better * 2 : -2;
      }
      const m = s.monsters.find((x) => x.cell === a.target)!;
      const p = winChance(cat.attackDice, threshold(cat, s, i, m.id, true));
      return p >= 0.6 ? 6 * p : -3;
    }
    case 'take':
      return me.hand.length < 3 ? 1.5 : 0.2;
    case 'special': {
      const effect = cat.adventurers[me.id].effect;
      if (effect === 'saut') {
        const to = a.target as number;
        return (here - dist[to]) * 4 - 2;
      }
      if (effect === 'dynamite-a-distance') {
        const walls = [...s.walls];
        walls[a.target as number] = NO_WALL;
        const better = here - chestDistances(cat, s, walls)[me.cell];
        return better > 0 ? better * 2 : -1;
      }
      if (effect === 'mur-bleu') {
        // Between itself and the nearest monster.
        const near = s.monsters.reduce((b, m) => Math.min(b, distance(s, m.cell, a.target as number)), FAR);
        return near <= 1 ? 2 : -1;
      }
      return 0.1;
    }
    default:
      return 0;
  }
}

function godScore(cat: Catalogue, s: PyramideState, a: PyramideAction, dist: number[]): number {
  const total = () => s.adventurers.reduce((n, x) => n + Math.min(dist[x.cell], 30), 0);
  switch (a.t) {
    case 'level':
      return s.monsters.some((m) => m.id === a.demigod) ? 50 : 5;
    case 'wall': {
      // Only a wall near an adventurer can lengthen its way this turn: the others are not worth a search.
      if (!s.adventurers.some((x) => distance(s, x.cell, a.cell) <= 3)) return 0.1;
      const walls = [...s.walls];
      walls[a.cell] = 1;
      const after = chestDistances(cat, s, walls);
      return s.adventurers.reduce((n, x) => n + Math.min(after[x.cell], 30), 0) - total() + 0.5;
    }
    case 'mummy': {
      const near = s.adventurers.reduce((b, x) => Math.min(b, distance(s, x.cell, a.cell)), FAR);
      return 8 - near * 0.5;
    }
    case 'demigod': {
      const cell = mapOf(cat, s).letters[cat.demigods.find((d) => d.id === a.id)!.letter];
      if (s.monsters.some((m) => m.id === a.id)) return -1;
      const near = s.adventurers.reduce((b, x) => Math.min(b, distance(s, x.cell, cell)), FAR);
      return 10 - near * 0.5;
    }
    case 'move': {
      const m = s.monsters.find((x) => x.uid === a.uid)!;
      const to = stepFrom(s, m.cell, a.dir);
      let best = 0;
      s.adventurers.forEach((x, i) => {
        const p = winChance(cat.dice, threshold(cat, s, i, m.id, false));
        // Go at the adventurers it beats more often than not, the nearest to a chest first.
        const want = (0.5 - p) * 10 + (10 - Math.min(dist[x.cell], 10)) * 0.3;
        const gain = distance(s, m.cell, x.cell) - distance(s, to, x.cell);
        best = Math.max(best, gain * want);
      });
      return best;
    }
    default:
      return 0;
  }
}

export function heuristicBot(cat: Catalogue): Policy<PyramideState, PyramideAction> {
  return {
    name: 'heuristic',
    chooseAction(s, legal) {
      const dist = chestDistances(cat, s);
      const score = s.phase === 'god' ? (a: PyramideAction) => godScore(cat, s, a, dist) : (a: PyramideAction) => adventurerScore(cat, s, a, dist);
      let best = legal[legal.length - 1];
      let bestScore = 0;
      for (const a of legal) {
        const v = score(a);
        if (v > bestScore + 1e-9) {
          best = a;
          bestScore = v;
        }
      }
      return best;
    },
    choose(s, c: Choice) {
      switch (c.kind) {
        case 'hand': {
          // Set aside what it needs least: dynamite, then attacks, then moves.
          const worth: Record<string, number> = { dynamite: 1, attaque: 2, 'avancer-1': 3, 'avancer-2': 4 };
          const effectOf = new Map(Object.entries(cat.cardNames).map(([id, name]) => [name, cat.cardEffects[id]]));
          const cost = (o: string) => o.split(', ').reduce((n, name) => n + (worth[effectOf.get(name) ?? ''] ?? 0), 0);
          return c.options.reduce((best, o, i) => (cost(o) < cost(c.options[best]) ? i : best), 0);
        }
        case 'combat-order':
          return 0;
        default:
          return 0;
      }
    },
  };
}

export function makeBot(name: string, cat: Catalogue, seed: number, iterations = 16): Policy<PyramideState, PyramideAction> {
  if (name === 'random') return randomBot(seed);
  if (name === 'heuristic') return heuristicBot(cat);
  if (name === 'search') {
    return searchBot(
      { def: pyramideGame, cat, horizon: (s, root) => s.turn >= root.turn + 2, rollout: heuristicBot(cat), maxRolloutActions: 200, trivial: (s) => actingSeat(s) < 0 },
      seed,
      iterations,
    );
  }
  throw new Error(`no bot named ${name}`);
}
