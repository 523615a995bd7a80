/**
 * The board as the rules read it: cells by number, their neighbours, what stands on them, and the
 * cells' names as the board prints them (column letter, row number: « B3 »).
 */
import type { Catalogue, MapDef } from './catalogue.js';
import { NO_WALL, type Dir, type PyramideState } from './types.js';

export const DIRS: readonly Dir[] = ['up', 'down', 'left', 'right'];
const DELTA: Record<Dir, [number, number]> = { up: [-1, 0], down: [1, 0], left: [0, -1], right: [0, 1] };
export const OPPOSITE: Record<Dir, Dir> = { up: 'down', down: 'up', left: 'right', right: 'left' };

export function mapOf(cat: Catalogue, s: PyramideState): MapDef {
  return cat.maps[s.map];
}

/** The cell one step from `cell` towards `dir`, or -1 off the board. */
export function stepFrom(s: Pick<PyramideState, 'rows' | 'cols'>, cell: number, dir: Dir): number {
  const [dr, dc] = DELTA[dir];
  const r = Math.floor(cell / s.cols) + dr;
  const c = (cell % s.cols) + dc;
  return r < 0 || c < 0 || r >= s.rows || c >= s.cols ? -1 : r * s.cols + c;
}

export function neighbourCells(s: Pick<PyramideState, 'rows' | 'cols'>, cell: number): number[] {
  const out: number[] = [];
  for (const d of DIRS) {
    const n = stepFrom(s, cell, d);
    if (n >= 0) out.push(n);
  }
  return out;
}

/** The direction from `a` to its orthogonal neighbour `b`. */
export function dirBetween(s: Pick<PyramideState, 'cols'>, a: number, b: number): Dir {
  if (b === a - s.cols) return 'up';
  if (b === a + s.cols) return 'down';
  return b === a - 1 ? 'left' : 'right';
}

export function distance(s: Pick<PyramideState, 'cols'>, a: number, b: number): number {
  return Math.abs(Math.floor(a / s.cols) - Math.floor(b / s.cols)) + Math.abs((a % s.cols) - (b % s.cols));
}

/** « B3 »: column letter and row number, as the board prints them. */
export function cellName(s: Pick<PyramideState, 'cols'>, cell: number): string {
  return `${String.fromCharCode(65 + (cell % s.cols))}${Math.floor(cell / s.cols) + 1}`;
}

/** The cell a name gives, or -1 when it names none of the board's. */
export function cellOfName(s: Pick<PyramideState, 'rows' | 'cols'>, name: string): number {
  const m = /^([A-Za-z])(\d{1,2})$/.exec(name.trim());
  if (!m) return -1;
  const c = m[1].toUpperCase().charCodeAt(0) - 65;
  const r = Number(m[2]) - 1;
  return r < 0 || c < 0 || r >= s.rows || c >= s.cols ? -1 : r * s.cols + c;
}

export function isChest(cat: Catalogue, s: PyramideState, cell: number): boolean {
  return mapOf(cat, s).kinds[cell] === 'chest';
}

/** The piece on a cell: an adventurer's index, a monster's, or null. */
export function pieceAt(s: PyramideState, cell: number): { adventurer: number } | { monster: number } | null {
  const a = s.adventurers.findIndex((x) => x.cell === cell);
  if (a >= 0) return { adventurer: a };
  const m = s.monsters.findIndex((x) => x.cell === cell);
  return m >= 0 ? { monster: m } : null;
}

/** « Vous ne pouvez pas vous placer sur la même case qu'un mur, qu'une momie, qu'un Demi-Dieu ou qu'un joueur »; nor on a chest. */
export function isFree(cat: Catalogue, s: PyramideState, cell: number): boolean {
  return cell >= 0 && s.walls[cell] === NO_WALL && !isChest(cat, s, cell) && pieceAt(s, cell) === null;
}

/**
 * Where a wall may go (« une case vide … On ne peut aussi placer de mur sur les cases où
 * apparaissent les demi-dieux et les momies »): a free cell that is not hatched, a mummy's or a
 * demigod's.
 */
export function wallable(cat: Catalogue, s: PyramideState, cell: number): boolean {
  const kind = mapOf(cat, s).kinds[cell];
  return isFree(cat, s, cell) && kind !== 'hatched' && kind !== 'mummy' && kind !== 'demigod';
}

/** The cells reachable from `from` in at most `steps` orthogonal steps over free cells. */
export function reachable(cat: Catalogue, s: PyramideState, from: number, steps: number): Set<number> {
  const seen = new Map<number, number>([[from, 0]]);
  const queue = [from];
  while (queue.length) {
    const c = queue.shift()!;
    const d = seen.get(c)!;
    if (d === steps) continue;
    for (const n of neighbourCells(s, c)) {
      if (!seen.has(n) && isFree(cat, s, n)) {
        seen.set(n, d + 1);
        queue.push(n);
      }
    }
  }
  seen.delete(from);
  return new Set(seen.keys());
}
