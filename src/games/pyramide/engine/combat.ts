/**
 * Combats (« Les Combats et l'XP »): forced whenever an adventurer and a monster stand side by
 * side, horizontally or vertically, before anything else goes on; the adventurer rolls its dice
 * against the threshold of its level and its foe; the winner takes 2 XP and the loser 1 (the god
 * takes a monster's). A monster beaten is killed (a demigod keeps its level); an adventurer beaten
 * is pushed back with its foe (pushback.ts), which may start new combats, until none is left, the
 * player whose turn it is choosing their order.
 */
import { ask, emit } from '../../../engine/choices.js';
import { rollDie } from '../../../engine/rng.js';
import { cellName, dirBetween, neighbourCells, OPPOSITE } from './board.js';
import { MUMMY, pieceName, type Catalogue } from './catalogue.js';
import { pushChain } from './pushback.js';
import type { PyramideCtx, PyramideState } from './types.js';


/** The acting seat: the god (0) in its phase, else the adventurer whose turn it is. */
export function actingSeat(s: PyramideState): number {
  return s.phase === 'god' ? 0 : s.active + 1;
}

export function foeLevel(s: PyramideState, id: string): number {
  return id === MUMMY ? 1 : (s.demigodLevels[id] ?? 1);
}

/** The number an adventurer's dice must reach against a foe; `attack` for « Attaquer un ennemi » (no passive bonus). */
export function threshold(cat: Catalogue, s: PyramideState, adventurer: number, foe: string, attack: boolean): number {
  const a = s.adventurers[adventurer];
  const def = cat.adventurers[a.id];
  const lvl = Math.min(a.level, cat.maxLevel) - 1;
  const base = foe === MUMMY ? cat.mummy[lvl] : cat.demigod[Math.min(foeLevel(s, foe), cat.demigod.length) - 1][lvl];
  return base + (attack ? 0 : def.thresholdBonus);
}


/** Every adventurer and monster side by side now, as [adventurer index, monster uid]. */
export function combatSituations(s: PyramideState): [number, number][] {
  const out: [number, number][] = [];
  s.adventurers.forEach((a, i) => {
    for (const n of neighbourCells(s, a.cell)) {
      const m = s.monsters.find((x) => x.cell === n);
      if (m) out.push([i, m.uid]);
    }
  });
  return out;
}

/** One combat; true when the adventurer won. */
export function fight(cat: Catalogue, s: PyramideState, ctx: PyramideCtx, adventurer: number, uid: number, attack: boolean): boolean {
  const a = s.adventurers[adventurer];
  const m = s.monsters.find((x) => x.uid === uid)!;
  const t = threshold(cat, s, adventurer, m.id, attack);
  const dice = Array.from({ length: attack ? cat.attackDice : cat.dice }, () => rollDie(s, ctx.forcedDiceOnly));
  const sum = dice.reduce((x, y) => x + y, 0);
  const won = sum >= t;
  a.xp += won ? 2 : 1;
  s.godXp += won ? 1 : 2;
  emit(ctx, { e: 'combat', adventurer: a.id, foe: m.id, foeLevel: foeLevel(s, m.id), level: a.level, threshold: t, dice, sum, won, attack, cell: cellName(s, a.cell) });
  if (won) {
    s.monsters = s.monsters.filter((x) => x.uid !== uid);
    emit(ctx, { e: 'killed', piece: m.id, cell: cellName(s, m.cell) });
  }
  return won;
}

/**
 * Every combat the position holds, one after the other, until none is left; true when one was
 * fought. A pair that fought and could not be pushed apart (both blocked) does not fight again in
 * this settling: « Tant qu'il y a situation de combat, il doit y avoir combat » would otherwise
 * never end; it fights again after the next move (docs/rules/pyramide.md).
 */
export function settleCombats(cat: Catalogue, s: PyramideState, ctx: PyramideCtx): boolean {
  const stuck = new Set<string>();
  let fought = false;
  for (;;) {
    const pairs = combatSituations(s).filter(([a, uid]) => !stuck.has(`${a}:${uid}`));
    if (!pairs.length) return fought;
    const label = ([a, uid]: [number, number]) => {
      const m = s.monsters.find((x) => x.uid === uid)!;
      return `${cat.adventurers[s.adventurers[a].id].name} contre ${pieceName(cat, m.id)} (${cellName(s, m.cell)})`;
    };
    const combats = pairs.map(([a, uid]) => {
      const m = s.monsters.find((x) => x.uid === uid)!;
      return { adventurer: s.adventurers[a].id, foe: m.id, cell: m.cell };
    });
    const i = ask(s, ctx, { kind: 'combat-order', player: actingSeat(s), prompt: 'Quel combat d’abord ?', options: pairs.map(label), combats });
    const [a, uid] = pairs[i];
    fought = true;
    if (fight(cat, s, ctx, a, uid, false)) continue;
    // « le sbire et l'aventurier sont repoussés dans des directions opposées »
    const adv = s.adventurers[a];
    const m = s.monsters.find((x) => x.uid === uid)!;
    const away = dirBetween(s, m.cell, adv.cell);
    pushChain(cat, s, ctx, adv.cell, away);
    pushChain(cat, s, ctx, m.cell, OPPOSITE[away]);
    if (neighbourCells(s, adv.cell).includes(m.cell)) {
      stuck.add(`${a}:${uid}`);
      emit(ctx, { e: 'stuck', adventurer: adv.id, foe: m.id });
    }
  }
}
