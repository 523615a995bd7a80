/**
 * Where the places of a table's grid lie (core/pack-types.ts TableGrid), in TTS units from the
 * grid's centre, row 0 to the north: every place the size of the largest thing a place holds, so
 * that rows and columns line up as cards laid side by side do. What lies on a place's first thing
 * (a die, a pawn) is spread over it in a small grid of its own, nothing on anything else.
 */
import type { Footprint, Point } from './table-geometry.js';

/** Between places. */
const GAP = 0.5;
/** Between things on one place. */
const ON_GAP = 0.15;

export interface GridShape {
  rows: number;
  cols: number;
  places: {
    row: number;
    col: number;
    /** The first thing, lying on the table; null when the place holds only things to stand there (pawns at an entrance). */
    base: Footprint | null;
    /** What lies on it, in order. */
    onTop: Footprint[];
  }[];
}

export interface GridGeometry {
  width: number;
  height: number;
  /** A place's centre. */
  at(row: number, col: number): Point;
  /** Where the k-th of a place's `count` things on top lies. */
  onTop(row: number, col: number, k: number, count: number, size: Footprint): Point;
}

const round = (v: number) => Math.round(v * 1e4) / 1e4 + 0;

/** Columns and rows of `count` things spread over a place: as square as it goes. */
function spread(count: number): { cols: number; rows: number } {
  const cols = Math.ceil(Math.sqrt(count));
  return { cols, rows: Math.ceil(count / cols) };
}

/** How much room `count` things of `size` take spread over a place. */
function spreadSize(count: number, size: Footprint): Footprint {
  if (!count) return { w: 0, d: 0 };
  const { cols, rows } = spread(count);
  return { w: cols * size.w + (cols - 1) * ON_GAP, d: rows * size.d + (rows - 1) * ON_GAP };
}

export function gridGeometry(shape: GridShape): GridGeometry {
  const largest = (f: Footprint[]) => ({ w: Math.max(0, ...f.map((x) => x.w)), d: Math.max(0, ...f.map((x) => x.d)) });
  const sizes = shape.places.map((p) => {
    const top = spreadSize(p.onTop.length, largest(p.onTop));
    return { w: Math.max(p.base?.w ?? 0, top.w), d: Math.max(p.base?.d ?? 0, top.d) };
  });
  const cell = { w: largest(sizes).w + GAP, d: largest(sizes).d + GAP };
  const width = shape.cols * cell.w - GAP;
  const height = shape.rows * cell.d - GAP;
  const at = (row: number, col: number): Point => ({ x: round(-width / 2 + col * cell.w + (cell.w - GAP) / 2), z: round(height / 2 - row * cell.d - (cell.d - GAP) / 2) });
  return {
    width,
    height,
    at,
    onTop(row, col, k, count, size) {
      const centre = at(row, col);
      const { cols, rows } = spread(count);
      const c = k % cols;
      const r = Math.floor(k / cols);
      return {
        x: round(centre.x + (c - (cols - 1) / 2) * (size.w + ON_GAP)),
        z: round(centre.z - (r - (rows - 1) / 2) * (size.d + ON_GAP)),
      };
    },
  };
}
