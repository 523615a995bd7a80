/**
 * The god's turn (« le Dieu peut réaliser une fois chacune de ses actions dans l'ordre qu'il le
 * souhaite »): place a wall; summon a mummy or a demigod; move two minions not summoned this turn
 * (mummies 2 cells, demigods 3), a cell at a time; and spend 6 XP on a demigod's level.
 *
 * A mummy is summoned « à la place d'un mur »: we read it as in exchange for one of the god's
 * walls on the board (not the one placed this turn, never Malik's), the mummy appearing on a free
 * mummy cell of the map, the hatched cells where « apparaissent … les momies »
 * (docs/rules/pyramide.md says why).
 */
import { ask, emit } from '../../../engine/choices.js';
import { cellName, isFree, mapOf, neighbourCells, stepFrom } from './board.js';
import { DEMIGOD_MOVE, LEVEL_COST, MUMMY, MUMMY_MOVE, type Catalogue } from './catalogue.js';
import { settleCombats } from './combat.js';
import { endGodTurn } from './turns.js';
import { NO_WALL, STONE, type PyramideAction, type PyramideCtx, type PyramideState } from './types.js';

/** What a demigod's level costs the god (« Le Dieu peut utiliser 6 XP »). */
export const GOD_LEVEL_COST = LEVEL_COST;

export function minionMove(id: string): number {
  return id === MUMMY ? MUMMY_MOVE : DEMIGOD_MOVE;
}

function summon(s: PyramideState, ctx: PyramideCtx, id: string, cell: number): void {
  s.monsters.push({ uid: s.nextUid++, id, cell, summoned: s.turn });
  emit(ctx, { e: 'summon', piece: id, cell: cellName(s, cell) });
}

/** The free cells beside a demigod's cell where an adventurer standing on it may step aside (FAQ). */
export function makeWayCells(cat: Catalogue, s: PyramideState, cell: number): number[] {
  return neighbourCells(s, cell).filter((n) => isFree(cat, s, n));
}

export function applyGod(cat: Catalogue, s: PyramideState, action: PyramideAction, ctx: PyramideCtx): void {
  switch (action.t) {
    case 'wall':
      s.walls[action.cell] = STONE;
      s.wallPlaced = action.cell;
      emit(ctx, { e: 'wall', cell: cellName(s, action.cell) });
      return;
    case 'mummy':
      s.summoned = true;
      s.walls[action.wall] = NO_WALL;
      emit(ctx, { e: 'wall-gone', cell: cellName(s, action.wall), why: 'mummy' });
      summon(s, ctx, MUMMY, action.cell);
      settleCombats(cat, s, ctx);
      return;
    case 'demigod': {
      s.summoned = true;
      const d = cat.demigods.find((x) => x.id === action.id)!;
      const cell = mapOf(cat, s).letters[d.letter];
      // A demigod already on the board comes back to its cell (« ou un déjà présent sur le plateau »).
      s.monsters = s.monsters.filter((m) => m.id !== action.id);
      const there = s.adventurers.findIndex((a) => a.cell === cell);
      if (there >= 0) {
        // FAQ: « le pion de l'aventurier concerné est déplacé sur une case juxtaposé »; its player chooses where.
        const cells = makeWayCells(cat, s, cell);
        const i = ask(s, ctx, { kind: 'make-way', player: there + 1, adventurer: s.adventurers[there].id, prompt: 'Où s’écarter ?', options: cells.map((c) => cellName(s, c)) });
        emit(ctx, { e: 'make-way', adventurer: s.adventurers[there].id, from: cellName(s, cell), to: cellName(s, cells[i]) });
        s.adventurers[there].cell = cells[i];
      }
      summon(s, ctx, action.id, cell);
      settleCombats(cat, s, ctx);
      return;
    }
    case 'move': {
      const m = s.monsters.find((x) => x.uid === action.uid)!;
      s.minionSteps[m.uid] = (s.minionSteps[m.uid] ?? minionMove(m.id)) - 1;
      const to = stepFrom(s, m.cell, action.dir);
      emit(ctx, { e: 'move', piece: m.id, from: cellName(s, m.cell), to: cellName(s, to) });
      m.cell = to;
      settleCombats(cat, s, ctx);
      return;
    }
    case 'level': {
      const id = action.demigod!;
      s.godXp -= GOD_LEVEL_COST;
      s.demigodLevels[id] = (s.demigodLevels[id] ?? 1) + 1;
      emit(ctx, { e: 'level', piece: id, level: s.demigodLevels[id] });
      return;
    }
    case 'end':
      endGodTurn(cat, s, ctx);
      return;
    default:
      throw new Error(`not the god's action: ${action.t}`);
  }
}

/** The free mummy cells, where a summoned mummy may appear. */
export function freeMummyCells(cat: Catalogue, s: PyramideState): number[] {
  return mapOf(cat, s).mummyCells.filter((c) => isFree(cat, s, c));
}

/** The walls a mummy may be summoned for: stone ones, not the one placed this turn. */
export function summonableWalls(s: PyramideState): number[] {
  const out: number[] = [];
  for (let i = 0; i < s.walls.length; i++) if (s.walls[i] === STONE && i !== s.wallPlaced) out.push(i);
  return out;
}
