/**
 * The grid of a Tabletop Simulator card sheet. TTS cuts a sheet into NumWidth × NumHeight equal
 * cells, at most 10 × 7; the 70th cell is kept for the hidden-card image, so a sheet holds 69
 * cards and bigger decks take several sheets. Sheets wider than the size limit (4096 px by
 * default, what TTS loads without trouble) get their cards scaled down.
 */

export const MAX_COLS = 10;
export const MAX_ROWS = 7;
export const MAX_CARDS_PER_SHEET = MAX_COLS * MAX_ROWS - 1;

export interface SheetGrid {
  cols: number;
  rows: number;
  /** Size of one card cell in the sheet, in pixels. */
  cellWidth: number;
  cellHeight: number;
}

/**
 * The grid for `count` cards of `card` pixels: the one that keeps the cards largest under the
 * size limit, then the one with the fewest empty cells, then the wider one.
 */
export function chooseGrid(count: number, card: { width: number; height: number }, maxSide: number): SheetGrid {
  if (count < 1 || count > MAX_CARDS_PER_SHEET) throw new RangeError(`a sheet holds 1 to ${MAX_CARDS_PER_SHEET} cards, not ${count}`);
  let best: (SheetGrid & { scale: number; empty: number }) | null = null;
  for (let cols = 1; cols <= MAX_COLS; cols++) {
    const rows = Math.ceil(count / cols);
    if (rows > MAX_ROWS) continue;
    // Only grids without an empty row or column.
    if ((cols - 1) * rows >= count || cols * (rows - 1) >= count) continue;
    const scale = Math.min(1, maxSide / Math.max(cols * card.width, rows * card.height));
    const cellWidth = Math.floor(card.width * scale);
    const cellHeight = Math.floor(card.height * scale);
    const candidate = { cols, rows, cellWidth, cellHeight, scale, empty: cols * rows - count };
    if (
      !best ||
      cellWidth > best.cellWidth ||
      (cellWidth === best.cellWidth && (candidate.empty < best.empty || (candidate.empty === best.empty && cols > best.cols)))
    ) {
      best = candidate;
    }
  }
  const { cols, rows, cellWidth, cellHeight } = best!;
  return { cols, rows, cellWidth, cellHeight };
}

/** A deck's cards split into sheets of at most 69, as even as possible. */
export function splitIntoSheets<T>(cards: T[]): T[][] {
  const sheets = Math.max(1, Math.ceil(cards.length / MAX_CARDS_PER_SHEET));
  const per = Math.ceil(cards.length / sheets);
  const out: T[][] = [];
  for (let i = 0; i < cards.length; i += per) out.push(cards.slice(i, i + per));
  return out;
}
