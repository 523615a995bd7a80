/**
 * A room's grid as written in a room file (data type `salle`): one line a row, cells separated by
 * spaces, each a card ("10p", "Dc"), "." (nothing laid) or "@" (where the party comes in). Each
 * cell keeps its place in the text, so that the checker points at it; the engine reads the same.
 */
import type { Rank, Suit } from './tables.js';

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

export const LETTER_RANKS: Readonly<Record<string, Rank>> = { A: 'As', V: 'Valet', D: 'Dame', R: 'Roi' };
export const SUIT_LETTERS: Readonly<Record<string, Suit>> = { c: 'Cœur', p: 'Pique', k: 'Carreau', t: 'Trèfle' };

/** The card a room writes as "10p" or "Dc", or null when the code is no card. */
export function cardOfRoomCode(code: string): { rank: Rank; suit: Suit } | null {
  const m = CARD_CODE.exec(code);
  return m ? { rank: LETTER_RANKS[m[1]] ?? (m[1] as Rank), suit: SUIT_LETTERS[m[2]] } : null;
}

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

/**
 * The cells a party that comes in at "@" can walk to, by "row,col": steps to any of the eight
 * neighbours (« le déplacement en diagonal est autorisé »), never onto an empty place. Empty when
 * the grid has no entrance.
 */
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
