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
