import { describe, expect, it } from 'vitest';
import { chooseGrid, MAX_CARDS_PER_SHEET, splitIntoSheets } from '../src/tts/sheet-grid.js';

const card = { width: 745, height: 1040 };

describe('TTS sheet grid', () => {
  it('keeps cards at full size when the sheet allows, with no empty row or column', () => {
    expect(chooseGrid(4, card, 4096)).toEqual({ cols: 4, rows: 1, cellWidth: 745, cellHeight: 1040 });
    expect(chooseGrid(9, card, 4096)).toMatchObject({ cols: 3, rows: 3, cellWidth: 745 });
    expect(chooseGrid(7, card, 4096)).toMatchObject({ cols: 4, rows: 2 });
  });

  it('scales cards down to keep the long side within the limit', () => {
    for (const n of [21, 40, 69]) {
      const g = chooseGrid(n, card, 4096);
      expect(g.cols).toBeLessThanOrEqual(10);
      expect(g.rows).toBeLessThanOrEqual(7);
      expect(g.cols * g.rows).toBeGreaterThanOrEqual(n);
      expect(Math.max(g.cols * g.cellWidth, g.rows * g.cellHeight)).toBeLessThanOrEqual(4096);
    }
    expect(chooseGrid(69, card, 4096)).toMatchObject({ cols: 10, rows: 7, cellWidth: 409 });
    expect(chooseGrid(21, card, 8192).cellWidth).toBeGreaterThan(chooseGrid(21, card, 4096).cellWidth);
  });

  it('splits decks of more than 69 cards into even sheets', () => {
    const deck = Array.from({ length: 100 }, (_, i) => i);
    const sheets = splitIntoSheets(deck);
    expect(sheets.map((s) => s.length)).toEqual([50, 50]);
    expect(sheets.flat()).toEqual(deck);
    expect(splitIntoSheets(deck.slice(0, 69))).toHaveLength(1);
    expect(() => chooseGrid(MAX_CARDS_PER_SHEET + 1, card, 4096)).toThrow(RangeError);
  });
});
