/**
 * A map's grid read from its text: one line a row, one character a cell (the legend is in
 * types.yaml and the README). The checker's map rules, the board template and the engine all
 * read maps through this module, so a cell means the same thing everywhere.
 */

export type CellKind = 'floor' | 'wall' | 'chest' | 'hatched' | 'mummy' | 'demigod' | 'entrance';

export interface Cell {
  row: number;
  col: number;
  kind: CellKind;
  /** A demigod cell's letter (A–H). */
  letter?: string;
  /** Where the cell's character is in the grid's text (for located errors). */
  offset: number;
}

export interface Grid {
  rows: number;
  cols: number;
  /** Row by row; a row shorter than the first is padded with nothing (see `ragged`). */
  cells: Cell[][];
  /** Rows whose length differs from the first row's: their index and offset. */
  ragged: { row: number; offset: number; length: number }[];
  /** Characters outside the legend (read as floor), where they are. */
  unknown: { ch: string; offset: number }[];
  /**
   * True when the text has more than MAX_SIDE rows or columns: its size is measured, and nothing
   * else is built (no cells), so that a grid of a million cells costs a scan of its text.
   */
  oversized?: boolean;
}

/** The board draws a rectangle of cells; a map smaller or larger than the board can hold is refused. */
export const MAX_SIDE = 20;

/** The legend, for messages. */
export const LEGEND = '. floor, # wall, c chest, / hatched cell, m mummy cell, A–H a demigod\'s cell, e entrance';

const KINDS: Record<string, CellKind> = { '.': 'floor', '#': 'wall', c: 'chest', '/': 'hatched', m: 'mummy', e: 'entrance' };

export function cellKindOf(ch: string): CellKind | null {
  if (/^[A-H]$/.test(ch)) return 'demigod';
  return KINDS[ch] ?? null;
}

/** Rows and longest row of a grid's text, counted on the text itself (trailing line breaks aside). */
export function gridSize(text: string): { rows: number; cols: number } {
  let end = text.length;
  while (end > 0 && text[end - 1] === '\n') end--;
  let rows = 1;
  let cols = 0;
  let start = 0;
  for (let i = text.indexOf('\n'); i !== -1 && i < end; i = text.indexOf('\n', i + 1)) {
    cols = Math.max(cols, i - start);
    start = i + 1;
    rows++;
  }
  return { rows, cols: Math.max(cols, end - start) };
}

/**
 * Reads the grid; a character outside the legend is read as floor and listed in `unknown` (the
 * checker points at it). A grid over MAX_SIDE a side comes back `oversized`, with its size only.
 */
export function readGrid(text: string): Grid {
  const size = gridSize(text);
  if (size.rows > MAX_SIDE || size.cols > MAX_SIDE) return { ...size, cells: [], ragged: [], unknown: [], oversized: true };
  const lines = text.replace(/\n+$/, '').split('\n');
  const cells: Cell[][] = [];
  const ragged: Grid['ragged'] = [];
  const unknown: Grid['unknown'] = [];
  let offset = 0;
  lines.forEach((line, row) => {
    const cols: Cell[] = [];
    for (let col = 0; col < line.length; col++) {
      const ch = line[col];
      const known = cellKindOf(ch);
      if (!known) unknown.push({ ch, offset: offset + col });
      const kind = known ?? 'floor';
      cols.push({ row, col, kind, ...(kind === 'demigod' ? { letter: ch } : {}), offset: offset + col });
    }
    if (row > 0 && line.length !== lines[0].length) ragged.push({ row, offset, length: line.length });
    cells.push(cols);
    offset += line.length + 1;
  });
  return { rows: lines.length, cols: lines[0]?.length ?? 0, cells, ragged, unknown };
}

export const ORTHOGONAL: readonly (readonly [number, number])[] = [
  [-1, 0],
  [1, 0],
  [0, -1],
  [0, 1],
];

export function cellAt(grid: Grid, row: number, col: number): Cell | undefined {
  return grid.cells[row]?.[col];
}

export function neighbours(grid: Grid, cell: Cell): Cell[] {
  const out: Cell[] = [];
  for (const [dr, dc] of ORTHOGONAL) {
    const n = cellAt(grid, cell.row + dr, cell.col + dc);
    if (n) out.push(n);
  }
  return out;
}

export function cellsOf(grid: Grid, kind: CellKind): Cell[] {
  return grid.cells.flat().filter((c) => c.kind === kind);
}

/** A chest's access cells: the hatched cells beside it. */
export function accessCells(grid: Grid, chest: Cell): Cell[] {
  return neighbours(grid, chest).filter((n) => n.kind === 'hatched');
}

/** Whether a piece may stand on a cell of this kind at the start (walls and chests are solid). */
export function walkable(kind: CellKind): boolean {
  return kind !== 'wall' && kind !== 'chest';
}

/** The cells reachable from the entrances by orthogonal steps over walkable cells, walls as the map starts. */
export function reachableFromEntrances(grid: Grid): Set<Cell> {
  const seen = new Set<Cell>(cellsOf(grid, 'entrance'));
  const queue = [...seen];
  while (queue.length) {
    const cell = queue.shift()!;
    for (const n of neighbours(grid, cell)) {
      if (!seen.has(n) && walkable(n.kind)) {
        seen.add(n);
        queue.push(n);
      }
    }
  }
  return seen;
}

/** "B3": a cell as the board names it, column letter and row number (rows from 1 at the top). */
export function cellName(cell: { row: number; col: number }): string {
  return `${String.fromCharCode(65 + cell.col)}${cell.row + 1}`;
}
