/**
 * The legal actions now, for the adventurer whose turn it is or for the god: a query, it asks
 * nobody. The page, the bots and `illegal` all read the rules from here.
 */
import { DIRS, distance, isFree, mapOf, neighbourCells, reachable, stepFrom, wallable } from './board.js';
import { JUMP_TURN_MOVES, MINIONS_MOVED, MUMMIES, MUMMY, type Catalogue } from './catalogue.js';
import { freeMummyCells, GOD_LEVEL_COST, makeWayCells, minionMove, summonableWalls } from './god.js';
import { jumpLanding } from './adventurer.js';
import { NO_WALL, type PyramideAction, type PyramideState } from './types.js';

const END: PyramideAction = Object.freeze({ t: 'end' });

export function legalActions(cat: Catalogue, s: PyramideState): PyramideAction[] {
  if (s.phase === 'over') return [];
  return s.phase === 'god' ? godActions(cat, s) : adventurerActions(cat, s);
}

/** The first wall from `cell` towards each side, whatever lies between (Danica's long fuse). */
function wallsInLine(s: PyramideState, cell: number): number[] {
  const out: number[] = [];
  for (const d of DIRS) {
    let c = stepFrom(s, cell, d);
    while (c >= 0 && s.walls[c] === NO_WALL) c = stepFrom(s, c, d);
    if (c >= 0) out.push(c);
  }
  return out;
}

/** Shayane's attack: the first monster on each side, walls stopping the shot. */
function monstersInLine(s: PyramideState, cell: number): number[] {
  const out: number[] = [];
  for (const d of DIRS) {
    let c = stepFrom(s, cell, d);
    while (c >= 0 && s.walls[c] === NO_WALL) {
      if (s.monsters.some((m) => m.cell === c)) {
        out.push(c);
        break;
      }
      c = stepFrom(s, c, d);
    }
  }
  return out;
}

/** « Attaquer un ennemi … s'il est situé à 2 cases près de lui »; with Shayane's passive, any in line too. */
export function attackTargets(cat: Catalogue, s: PyramideState, adventurer: number): number[] {
  const a = s.adventurers[adventurer];
  const near = s.monsters.filter((m) => distance(s, a.cell, m.cell) <= 2).map((m) => m.cell);
  if (cat.adventurers[a.id].effect !== 'attaque-en-ligne') return near.sort((x, y) => x - y);
  return [...new Set([...near, ...monstersInLine(s, a.cell)])].sort((x, y) => x - y);
}

function adventurerActions(cat: Catalogue, s: PyramideState): PyramideAction[] {
  const a = s.adventurers[s.active];
  const def = cat.adventurers[a.id];
  const out: PyramideAction[] = [];
  if (s.moves > 0) for (const dir of DIRS) if (isFree(cat, s, stepFrom(s, a.cell, dir))) out.push({ t: 'step', dir });
  if (!s.acted) {
    for (const card of new Set(a.hand)) {
      const effect = cat.cardEffects[card];
      if (effect === 'dynamite') for (const w of neighbourCells(s, a.cell).filter((c) => s.walls[c] !== NO_WALL)) out.push({ t: 'card', card, target: w });
      else if (effect === 'attaque') for (const m of attackTargets(cat, s, s.active)) out.push({ t: 'card', card, target: m });
      else out.push({ t: 'card', card });
    }
    for (const card of new Set(a.discard)) out.push({ t: 'take', card });
    if (def.special && s.turn >= a.readyTurn) out.push(...specials(cat, s));
  }
  if (a.xp >= def.levelCost && a.level < cat.maxLevel) out.push({ t: 'level' });
  out.push(END);
  return out;
}

function specials(cat: Catalogue, s: PyramideState): PyramideAction[] {
  const a = s.adventurers[s.active];
  const def = cat.adventurers[a.id];
  switch (def.effect) {
    case 'saut':
      return s.moved > JUMP_TURN_MOVES ? [] : DIRS.map((d) => jumpLanding(cat, s, a.cell, d)).filter((c) => c >= 0).map((c) => ({ t: 'special', target: c }));
    case 'regard':
      return s.adventurers.filter((x) => x.id !== a.id).map((x) => ({ t: 'special', target: x.id }));
    case 'dynamite-a-distance':
      return wallsInLine(s, a.cell).map((c) => ({ t: 'special', target: c }));
    case 'mur-bleu':
      if (s.blueWall) return [];
      return [...reachable(cat, s, a.cell, def.value ?? 0)].filter((c) => wallable(cat, s, c)).sort((x, y) => x - y).map((c) => ({ t: 'special', target: c }));
    default:
      return [];
  }
}

function godActions(cat: Catalogue, s: PyramideState): PyramideAction[] {
  const out: PyramideAction[] = [];
  if (s.wallPlaced < 0) for (let c = 0; c < s.walls.length; c++) if (wallable(cat, s, c)) out.push({ t: 'wall', cell: c });
  if (!s.summoned) {
    const cells = s.monsters.filter((m) => m.id === MUMMY).length < MUMMIES ? freeMummyCells(cat, s) : [];
    // Walls are listed only when a mummy could appear: most of the god's decisions have none free.
    if (cells.length) for (const wall of summonableWalls(s)) for (const cell of cells) out.push({ t: 'mummy', wall, cell });
    const letters = mapOf(cat, s).letters;
    for (const d of cat.demigods) {
      const cell = letters[d.letter];
      if (cell === undefined) continue;
      if (s.monsters.some((m) => m.cell === cell)) continue;
      if (s.adventurers.some((x) => x.cell === cell) && !makeWayCells(cat, s, cell).length) continue;
      out.push({ t: 'demigod', id: d.id });
    }
  }
  const moving = Object.keys(s.minionSteps).length;
  for (const m of s.monsters) {
    if (m.summoned >= s.turn) continue;
    const left = s.minionSteps[m.uid] ?? (moving < MINIONS_MOVED ? minionMove(m.id) : 0);
    if (left <= 0) continue;
    for (const dir of DIRS) if (isFree(cat, s, stepFrom(s, m.cell, dir))) out.push({ t: 'move', uid: m.uid, dir });
  }
  if (s.godXp >= GOD_LEVEL_COST) for (const d of cat.demigods) if ((s.demigodLevels[d.id] ?? 1) < cat.demigod.length) out.push({ t: 'level', demigod: d.id });
  out.push(END);
  return out;
}

const FIELDS = ['dir', 'card', 'target', 'demigod', 'cell', 'wall', 'id', 'uid'] as const;

/** Two actions alike, field by field (an action written in a scenario or a log has its own key order). */
export function sameAction(a: PyramideAction, b: PyramideAction): boolean {
  if (a.t !== b.t) return false;
  const x = a as Record<string, unknown>;
  const y = b as Record<string, unknown>;
  return FIELDS.every((f) => x[f] === y[f]);
}
