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
import { distance, mapOf, neighbourCells, stepFrom } from './board.js';
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

/**
 * Steps from every cell to the nearest access cell of a closed chest, walls and monsters in the
 * way (FAR where none is reachable). A breadth-first search over the grid by index arithmetic: the
 * heuristic runs it for every wall it weighs, and it was most of a heuristic game's time.
 */
export function chestDistances(cat: Catalogue, s: PyramideState, walls: number[] = s.walls): Int32Array {
  const n = s.walls.length;
  const cols = s.cols;
  const dist = new Int32Array(n).fill(FAR);
  const kinds = mapOf(cat, s).kinds;
  const queue = new Int32Array(n);
  let tail = 0;
  const blocked = new Uint8Array(n);
  for (const m of s.monsters) blocked[m.cell] = 1;
  for (let c = 0; c < n; c++) if (kinds[c] === 'chest' || walls[c] !== NO_WALL) blocked[c] = 1;
  const open = (c: number) => kinds[c] === 'hatched' && walls[c] === NO_WALL && dist[c] !== 0;
  for (const chest of s.chests) {
    if (chest.open) continue;
    for (const nb of neighbourCells(s, chest.cell)) {
      if (open(nb)) {
        dist[nb] = 0;
        queue[tail++] = nb;
      }
    }
  }
  for (let head = 0; head < tail; head++) {
    const c = queue[head];
    const d = dist[c] + 1;
    const col = c % cols;
    // Up, down, left, right, without building a list of neighbours.
    if (c >= cols && dist[c - cols] === FAR && !blocked[c - cols]) ((dist[c - cols] = d), (queue[tail++] = c - cols));
    if (c + cols < n && dist[c + cols] === FAR && !blocked[c + cols]) ((dist[c + cols] = d), (queue[tail++] = c + cols));
    if (col > 0 && dist[c - 1] === FAR && !blocked[c - 1]) ((dist[c - 1] = d), (queue[tail++] = c - 1));
    if (col < cols - 1 && dist[c + 1] === FAR && !blocked[c + 1]) ((dist[c + 1] = d), (queue[tail++] = c + 1));
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

function adventurerScore(cat: Catalogue, s: PyramideState, a: PyramideAction, dist: Int32Array): number {
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

function godScore(cat: Catalogue, s: PyramideState, a: PyramideAction, dist: Int32Array): number {
  switch (a.t) {
    case 'level':
      return s.monsters.some((m) => m.id === a.demigod) ? 50 : 5;
    case 'wall': {
      // Only a cell just ahead of an adventurer on its way to a chest can lengthen that way this turn.
      const ahead = s.adventurers.some((x) => dist[a.cell] < dist[x.cell] && distance(s, x.cell, a.cell) <= 2);
      if (!ahead) return 0.1;
      const walls = [...s.walls];
      walls[a.cell] = 1;
      const after = chestDistances(cat, s, walls);
      return s.adventurers.reduce((n, x) => n + Math.min(after[x.cell], 30) - Math.min(dist[x.cell], 30), 0) + 0.5;
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
