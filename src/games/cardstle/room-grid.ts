/**
 * A room's grid as written in a room file (data type `salle`): one line a row, cells separated by
 * spaces, each a card ("10p", "Dc"), "." (nothing laid) or "@" (where the party comes in). Each
 * cell keeps its place in the text, so that the checker points at it; the engine reads the same.
 */

export type GridCellKind = 'card' | 'empty' | 'entrance' | 'unknown';

export interface GridCell {
  /** What is written, e.g. "10p". */
  code: string;
  kind: GridCellKind;
  /** 0-based row and column. */
  row: number;
  col: number;
  /** Where the cell starts in the grid's text. */
  offset: number;
}

/** A card of the room deck as a room writes it: rank (A, 2–10, V, D, R) and suit letter (c, p, k, t). */
export const CARD_CODE = /^(A|[2-9]|10|V|D|R)([cpkt])$/;

function kindOf(code: string): GridCellKind {
  if (code === '.') return 'empty';
  if (code === '@') return 'entrance';
  return CARD_CODE.test(code) ? 'card' : 'unknown';
}

/** The grid's rows of cells, blank lines left out. */
export function readRoomGrid(grid: string): GridCell[][] {
  const rows: GridCell[][] = [];
  let lineStart = 0;
  for (const line of grid.split('\n')) {
    const cells: GridCell[] = [];
    for (const m of line.matchAll(/\S+/g)) {
      cells.push({ code: m[0], kind: kindOf(m[0]), row: rows.length, col: cells.length, offset: lineStart + m.index! });
    }
    if (cells.length) rows.push(cells);
    lineStart += line.length + 1;
  }
  return rows;
}

/** The places a character can stand on: every cell but the empty ones, by "row,col". */
export function reachableFromEntrance(rows: GridCell[][]): Set<string> {
  const key = (r: number, c: number) => `${r},${c}`;
  const at = (r: number, c: number) => rows[r]?.[c];
  const start = rows.flat().find((c) => c.kind === 'entrance');
  const seen = new Set<string>();
  if (!start) return seen;
  const queue = [start];
  seen.add(key(start.row, start.col));
  while (queue.length) {
    const cell = queue.shift()!;
    for (let dr = -1; dr <= 1; dr++) {
      for (let dc = -1; dc <= 1; dc++) {
        const n = at(cell.row + dr, cell.col + dc);
        if (!n || n.kind === 'empty' || seen.has(key(n.row, n.col))) continue;
        seen.add(key(n.row, n.col));
        queue.push(n);
      }
    }
  }
  return seen;
}
