/**
 * An adventurer's turn (« Lorsqu'un aventurier joue, il peut dans l'ordre qui le souhaite »): move
 * up to its cells (two; Lucas three), one at a time and in as many parts as it likes, and do one
 * of: play an action card, take one back from its discard, use its special when it is ready. It
 * may spend XP on a level. Every move and every card may start combats, which come first.
 */
import { emit } from '../../../engine/choices.js';
import { cellName, isFree, mapOf, neighbourCells, stepFrom } from './board.js';
import { JUMP_TURN_MOVES, type Catalogue } from './catalogue.js';
import { fight, settleCombats } from './combat.js';
import { blueWallUntil, endAdventurerTurn, endIfAllOpen } from './turns.js';
import { BLUE, NO_WALL, type Dir, type PyramideAction, type PyramideCtx, type PyramideState } from './types.js';

/** Moves the active adventurer to `to` (a step or a jump), then the combats, then a chest it reached. */
function arrive(cat: Catalogue, s: PyramideState, ctx: PyramideCtx, to: number): void {
  const a = s.adventurers[s.active];
  emit(ctx, { e: 'move', piece: a.id, from: cellName(s, a.cell), to: cellName(s, to) });
  a.cell = to;
  // « Lorsqu'un joueur arrive sur une case hachurée près d'un coffre sans qu'aucun combat ne soit enclenché »
  if (settleCombats(cat, s, ctx)) return;
  if (mapOf(cat, s).kinds[a.cell] !== 'hatched') return;
  for (const chest of s.chests) {
    if (!chest.open && neighbourCells(s, a.cell).includes(chest.cell)) {
      chest.open = true;
      s.loot += chest.value;
      emit(ctx, { e: 'chest', cell: cellName(s, chest.cell), value: chest.value });
    }
  }
  endIfAllOpen(s, ctx);
}

function removeWall(s: PyramideState, ctx: PyramideCtx, cell: number, why: 'dynamite'): void {
  if (s.walls[cell] === BLUE) s.blueWall = null;
  s.walls[cell] = NO_WALL;
  emit(ctx, { e: 'wall-gone', cell: cellName(s, cell), why });
}

/** The card leaves the hand for the discard (« puis la placer dans sa défausse »). */
function discard(s: PyramideState, card: string): void {
  const a = s.adventurers[s.active];
  a.hand.splice(a.hand.indexOf(card), 1);
  a.discard.push(card);
  a.discard.sort();
}

export function applyAdventurer(cat: Catalogue, s: PyramideState, action: PyramideAction, ctx: PyramideCtx): void {
  const a = s.adventurers[s.active];
  const def = cat.adventurers[a.id];
  switch (action.t) {
    case 'step': {
      s.moves--;
      s.moved++;
      arrive(cat, s, ctx, stepFrom(s, a.cell, action.dir));
      return;
    }
    case 'card': {
      s.acted = true;
      discard(s, action.card);
      const effect = cat.cardEffects[action.card];
      emit(ctx, { e: 'card', adventurer: a.id, card: action.card, effect });
      if (effect === 'avancer-1') s.moves += 1;
      else if (effect === 'avancer-2') s.moves += 2;
      else if (effect === 'dynamite') removeWall(s, ctx, action.target as number, 'dynamite');
      else {
        // « L'aventurier utilise alors 7 dés … Si l'aventurier perd, ni l'ennemi attaqué, ni l'aventurier ne bouge. »
        const m = s.monsters.find((x) => x.cell === action.target)!;
        fight(cat, s, ctx, s.active, m.uid, true);
      }
      settleCombats(cat, s, ctx);
      return;
    }
    case 'take': {
      s.acted = true;
      a.discard.splice(a.discard.indexOf(action.card), 1);
      a.hand.push(action.card);
      a.hand.sort();
      emit(ctx, { e: 'take', adventurer: a.id, card: action.card });
      return;
    }
    case 'special': {
      s.acted = true;
      a.readyTurn = s.turn + def.recharge;
      emit(ctx, { e: 'special', adventurer: a.id, effect: def.effect, ...(action.target !== undefined ? { target: typeof action.target === 'number' ? cellName(s, action.target) : action.target } : {}) });
      applySpecial(cat, s, ctx, def.effect, action.target);
      return;
    }
    case 'level': {
      a.xp -= def.levelCost;
      a.level++;
      emit(ctx, { e: 'level', piece: a.id, level: a.level });
      return;
    }
    case 'end':
      endAdventurerTurn(cat, s);
      return;
    default:
      throw new Error(`not an adventurer's action: ${action.t}`);
  }
}

function applySpecial(cat: Catalogue, s: PyramideState, ctx: PyramideCtx, effect: string, target: number | string | undefined): void {
  const a = s.adventurers[s.active];
  switch (effect) {
    case 'saut': {
      // « elle ne peut se déplacer que d'une case dans le même tour »
      s.jumped = true;
      s.moves = Math.max(0, JUMP_TURN_MOVES - s.moved);
      arrive(cat, s, ctx, target as number);
      return;
    }
    case 'regard': {
      const other = s.adventurers.find((x) => x.id === target)!;
      emit(ctx, { e: 'look', adventurer: a.id, at: other.id, hand: [...other.hand] });
      return;
    }
    case 'dynamite-a-distance':
      removeWall(s, ctx, target as number, 'dynamite');
      return;
    case 'mur-bleu': {
      const cell = target as number;
      s.walls[cell] = BLUE;
      s.blueWall = { cell, until: blueWallUntil(s.turn) };
      emit(ctx, { e: 'wall', cell: cellName(s, cell), blue: true });
      return;
    }
    default:
      throw new Error(`${effect} is not a special ability`);
  }
}

/** Where Dalia lands jumping the wall beside her towards `dir`: the cell behind it, or -1. */
export function jumpLanding(cat: Catalogue, s: PyramideState, from: number, dir: Dir): number {
  const wall = stepFrom(s, from, dir);
  if (wall < 0 || s.walls[wall] === NO_WALL) return -1;
  const behind = stepFrom(s, wall, dir);
  // « S'il y a un autre mur derrière le mur que Dalia veut sauter, l'action n'est pas possible. »
  return isFree(cat, s, behind) ? behind : -1;
}

