/**
 * The round (« Déroulement de la partie »): the adventurers one after the other in their order,
 * then the god; 12 rounds; then the adventurers win if they took more than the chests still hold
 * (« But du jeu »). A game whose chests are all open is decided: it ends there.
 */
import { emit, GameOver } from '../../../engine/choices.js';
import { cellName } from './board.js';
import { BLUE_WALL_TURNS, TURNS, type Catalogue } from './catalogue.js';
import { BLUE, NO_WALL, type PyramideCtx, type PyramideState } from './types.js';

export function startAdventurerTurn(cat: Catalogue, s: PyramideState, index: number): void {
  s.phase = 'adventurer';
  s.active = index;
  s.moves = cat.adventurers[s.adventurers[index].id].move;
  s.moved = 0;
  s.acted = false;
  s.jumped = false;
}

/** The next adventurer's turn, or after the last the god's, with nothing of its turn done yet. */
export function endAdventurerTurn(cat: Catalogue, s: PyramideState): void {
  if (s.active + 1 < s.adventurers.length) return startAdventurerTurn(cat, s, s.active + 1);
  s.phase = 'god';
  s.active = -1;
  s.wallPlaced = -1;
  s.summoned = false;
  s.minionSteps = {};
}

export function endGodTurn(cat: Catalogue, s: PyramideState, ctx: PyramideCtx): void {
  if (s.turn >= TURNS) finish(s, ctx);
  s.turn++;
  emit(ctx, { e: 'turn', turn: s.turn });
  // Malik's wall « est retiré du plateau automatiquement 2 tour après qu'il a été placé ».
  if (s.blueWall && s.turn >= s.blueWall.until) {
    if (s.walls[s.blueWall.cell] === BLUE) {
      s.walls[s.blueWall.cell] = NO_WALL;
      emit(ctx, { e: 'wall-gone', cell: cellName(s, s.blueWall.cell), why: 'expired' });
    }
    s.blueWall = null;
  }
  startAdventurerTurn(cat, s, 0);
}

export const blueWallUntil = (turn: number): number => turn + BLUE_WALL_TURNS;

/** What the closed chests still hold. */
export function leftInChests(s: PyramideState): number {
  return s.chests.reduce((n, c) => (c.open ? n : n + c.value), 0);
}

/** The game's end: the adventurers win with more than the closed chests hold. */
export function finish(s: PyramideState, ctx: PyramideCtx): never {
  const left = leftInChests(s);
  s.winner = s.loot > left ? 'adventurers' : 'god';
  s.phase = 'over';
  emit(ctx, { e: 'end', loot: s.loot, left, winner: s.winner });
  throw new GameOver(s.winner);
}

/** Every chest open: nothing the god keeps, nothing left to play for. */
export function endIfAllOpen(s: PyramideState, ctx: PyramideCtx): void {
  if (s.chests.length && s.chests.every((c) => c.open)) finish(s, ctx);
}
