/**
 * A room's grid: cells named as on a board (column letter, row number: « C4 »), the eight cells
 * around one (« le déplacement en diagonal est autorisé »), where a character may go this turn
 * (one cell, or two while both are revealed: docs/rules/cardstle.md, « Moving »).
 */
import type { CellState, RoomState } from './types.js';

export function cellName(room: { cols: number }, cell: number): string {
  return `${String.fromCharCode(65 + (cell % room.cols))}${Math.floor(cell / room.cols) + 1}`;
}

export function cellOfName(room: { rows: number; cols: number }, name: string): number {
  const m = /^([A-Za-z])(\d{1,2})$/.exec(name.trim());
  if (!m) return -1;
  const col = m[1].toUpperCase().charCodeAt(0) - 65;
  const row = Number(m[2]) - 1;
  return col >= 0 && col < room.cols && row >= 0 && row < room.rows ? row * room.cols + col : -1;
}

/** The places (not empty) around `cell`, diagonals included, row by row. */
export function around(room: RoomState, cell: number): number[] {
  const out: number[] = [];
  const r = Math.floor(cell / room.cols);
  const c = cell % room.cols;
  for (let dr = -1; dr <= 1; dr++) {
    for (let dc = -1; dc <= 1; dc++) {
      if (!dr && !dc) continue;
      const rr = r + dr;
      const cc = c + dc;
      if (rr < 0 || cc < 0 || rr >= room.rows || cc >= room.cols) continue;
      const n = rr * room.cols + cc;
      if (room.cells[n].place) out.push(n);
    }
  }
  return out;
}

export function distance(room: { cols: number }, a: number, b: number): number {
  return Math.max(Math.abs(Math.floor(a / room.cols) - Math.floor(b / room.cols)), Math.abs((a % room.cols) - (b % room.cols)));
}

/** A live enemy that has not been convinced is there. */
export function hostile(c: CellState): boolean {
  return !!c.foe && !c.foe.convinced;
}

/** A cell one passes through, or flees to: face up, resolved, no enemy in the way. */
export function clear(c: CellState): boolean {
  return c.place && c.up && c.resolved && !hostile(c);
}

/** Where a character on `from` may move this turn: the places around, and two cells away through a clear cell when the destination is revealed too. */
export function moveTargets(room: RoomState, from: number): number[] {
  const near = around(room, from);
  const out = new Set(near);
  for (const mid of near) {
    if (!clear(room.cells[mid])) continue;
    for (const far of around(room, mid)) if (far !== from && room.cells[far].up) out.add(far);
  }
  return [...out].sort((a, b) => a - b);
}
