/**
 * Where the board's template draws things, in pixels of its safe area (the board's trim less its
 * safe margin): the title band, the coordinates, the cells, the turn track and the legend under
 * it. The template draws with it, and the Tabletop Simulator table puts the chests' tiles on
 * their cells with it, so the two agree. Everything is laid out from the top of the safe area,
 * centred across it.
 */
export interface PlateauLayout {
  titleH: number;
  /** The band of the column letters and the row numbers' column. */
  label: number;
  trackH: number;
  /** The band of the legend, under the turn track (what hatched cells, mummy cells and letters mean). */
  legendH: number;
  /** A cell's side. */
  cell: number;
  /** The grid's first cell's top-left corner, from the safe area's top-left corner. */
  gridLeft: number;
  gridTop: number;
}

export function plateauLayout(safe: { width: number; height: number }, grid: { rows: number; cols: number }): PlateauLayout {
  const { width, height } = safe;
  const titleH = Math.round(height * 0.05);
  const label = Math.round(width * 0.026);
  // The turn track's discs hold the 22 mm turn marker (0.85 of the band); the legend's three lines.
  const trackH = Math.round(height * 0.07);
  const legendH = Math.round(height * 0.045);
  // On the shipped board (400 × 450 mm), cells of 26.8 mm: the 24 mm tiles and tokens fit.
  const cell = Math.floor(Math.min((width - label) / grid.cols, (height - titleH - label - trackH - legendH - 40) / grid.rows));
  const rowWidth = label + cell * grid.cols;
  return { titleH, label, trackH, legendH, cell, gridLeft: (width - rowWidth) / 2 + label, gridTop: titleH + label };
}

/** The centre of cell `index` (row × cols + col), from the safe area's top-left corner, in pixels. */
export function cellCentre(layout: PlateauLayout, cols: number, index: number): { x: number; y: number } {
  const r = Math.floor(index / cols);
  const c = index % cols;
  return { x: layout.gridLeft + (c + 0.5) * layout.cell, y: layout.gridTop + (r + 0.5) * layout.cell };
}

/** « Une partie est composée de 12 tours »: the track's discs, a turn each. */
export const TRACK_TURNS = 12;

/**
 * The turn track under the grid, as the board's template draws it: a row as wide as the grid and
 * its numbers' column, centred across the safe area, `marginTop` below the grid, holding the word
 * « Tour » (`wordSize` px, then `wordGap`) and the twelve discs (`box` wide, each `gap` after the
 * one before). The template draws it so, and the Tabletop Simulator table puts the turn marker on
 * its first disc with it, so the two agree.
 */
export interface TrackLayout {
  box: number;
  gap: number;
  wordSize: number;
  wordGap: number;
  marginTop: number;
  /** The row's width, and the vertical centre of its discs from the safe area's top. */
  rowWidth: number;
  centreY: number;
}

export function trackLayout(layout: PlateauLayout, grid: { rows: number; cols: number }): TrackLayout {
  const rowWidth = layout.label + layout.cell * grid.cols;
  // As large as the band lets: the turn marker is 22 mm.
  const box = Math.floor(Math.min(rowWidth / TRACK_TURNS - 40, layout.trackH * 0.85));
  const marginTop = 20;
  return { box, gap: 14, wordSize: Math.round(box * 0.4), wordGap: 16, marginTop, rowWidth, centreY: layout.gridTop + layout.cell * grid.rows + marginTop + layout.trackH / 2 };
}

/** The centre of turn `turn`'s disc from the safe area's top-left corner, in pixels, given the width of the word « Tour » as set. */
export function turnCentre(layout: PlateauLayout, track: TrackLayout, wordWidth: number, turn: number): { x: number; y: number } {
  const total = wordWidth + track.wordGap + TRACK_TURNS * (track.gap + track.box);
  const rowLeft = layout.gridLeft - layout.label;
  const first = rowLeft + (track.rowWidth - total) / 2 + wordWidth + track.wordGap + track.gap;
  return { x: first + (turn - 1) * (track.box + track.gap) + track.box / 2, y: track.centreY };
}
