/**
 * The lead's story of a game (engine/balance/record.ts, leadOf) from hand-made score rows, one a
 * turn, a side a column: a change is the sole leader giving way to another (a tie between two
 * reigns of one side is none); the winner's lead is known from the turn it took the lead for good,
 * and a winner who never led alone, or no winner, is known at the end. And cardSet: each card once,
 * in one order.
 */
import { describe, expect, it } from 'vitest';
import { cardSet, leadOf } from '../src/engine/balance/record.js';

describe('leadOf', () => {
  it('a wire-to-wire winner: no change, known from the first turn', () => {
    expect(leadOf([[1, 0], [3, 1], [5, 2], [6, 4]], 0)).toEqual({ changes: 0, decidedAt: 0.25 });
  });

  it('counts each change of the sole leader, and knows the winner from the turn its last lead began', () => {
    // Side 0 leads, side 1 overtakes at turn 3, side 0 again at turn 4 and keeps it: two changes.
    const rows = [[2, 0], [2, 1], [2, 3], [5, 3], [6, 4]];
    expect(leadOf(rows, 0)).toEqual({ changes: 2, decidedAt: 0.8 });
  });

  it('a tie leads nobody: a tie between two reigns of one side is no change, but leadership restarts after it', () => {
    // 0 leads, a tie, 0 leads again: no change, and 0's lead for good began after the tie (turn 3 of 4).
    expect(leadOf([[1, 0], [1, 1], [2, 1], [3, 1]], 0)).toEqual({ changes: 0, decidedAt: 0.75 });
    // 0 leads, a tie, then 1: one change.
    expect(leadOf([[1, 0], [1, 1], [1, 2]], 1)).toEqual({ changes: 1, decidedAt: 1 });
  });

  it('is decided at the end when the winner never led alone at the end, and never when no side won', () => {
    // The winner won on something else than the score (Code Lyoko's tower): it trails at the end.
    expect(leadOf([[0, 1], [0, 2], [1, 3]], 0)).toEqual({ changes: 0, decidedAt: 1 });
    // A tie at the end, the winner named by a tie-break.
    expect(leadOf([[1, 0], [2, 2]], 0)).toEqual({ changes: 0, decidedAt: 1 });
    // A draw or a stall: no winner, so never decided (it counts in no decisiveness).
    expect(leadOf([[1, 0], [1, 2], [3, 2]], null)).toEqual({ changes: 2, decidedAt: null });
    // No row at all.
    expect(leadOf([], 0)).toEqual({ changes: 0, decidedAt: 1 });
  });

  it('follows three sides or more, and rounds how early the winner was known to thousandths', () => {
    const rows = [[0, 1, 0], [0, 1, 2], [3, 1, 2], [3, 4, 2], [3, 5, 4], [3, 6, 4]];
    expect(leadOf(rows, 1)).toEqual({ changes: 3, decidedAt: 0.667 });
  });
});

describe('cardSet', () => {
  it('lists each card once, sorted, whatever order and copies it is given', () => {
    expect(cardSet(['scout', 'guard', 'scout', 'alchemist'])).toEqual(['alchemist', 'guard', 'scout']);
    expect(cardSet(new Set(['b', 'a']))).toEqual(['a', 'b']);
    expect(cardSet([])).toEqual([]);
  });
});
