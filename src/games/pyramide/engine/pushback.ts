/**
 * The pushback (« repoussés … ainsi que tous les joueurs, momies, Demi-Dieu qui peuvent se trouver
 * derrière eux. S'il y a un mur derrière un personnage repoussé, celui-ci prend sa place et le mur
 * est retiré du plateau »): a piece and every piece in a row behind it move one cell. The cell
 * after the row decides: free, they all move; a wall (stone or blue), the last piece takes its
 * place and the wall goes; the board's edge or a chest, nobody of that row moves.
 */
import { emit } from '../../../engine/choices.js';
import { cellName, isChest, pieceAt, stepFrom } from './board.js';
import type { Catalogue } from './catalogue.js';
import { BLUE, NO_WALL, type Dir, type PyramideCtx, type PyramideState } from './types.js';

export function pushChain(cat: Catalogue, s: PyramideState, ctx: PyramideCtx, from: number, dir: Dir): void {
  const row: number[] = [];
  let cell = from;
  while (cell >= 0 && s.walls[cell] === NO_WALL && pieceAt(s, cell)) {
    row.push(cell);
    cell = stepFrom(s, cell, dir);
  }
  if (cell < 0 || isChest(cat, s, cell)) return;
  if (s.walls[cell] !== NO_WALL) {
    if (s.walls[cell] === BLUE) s.blueWall = null;
    s.walls[cell] = NO_WALL;
    emit(ctx, { e: 'wall-gone', cell: cellName(s, cell), why: 'push' });
  }
  // The farthest first, so that each moves onto a cell just left.
  for (let i = row.length - 1; i >= 0; i--) {
    const to = stepFrom(s, row[i], dir);
    const p = pieceAt(s, row[i])!;
    if ('adventurer' in p) {
      const a = s.adventurers[p.adventurer];
      a.cell = to;
      emit(ctx, { e: 'push', piece: a.id, from: cellName(s, row[i]), to: cellName(s, to) });
    } else {
      const m = s.monsters[p.monster];
      m.cell = to;
      emit(ctx, { e: 'push', piece: m.id, from: cellName(s, row[i]), to: cellName(s, to) });
    }
  }
}
