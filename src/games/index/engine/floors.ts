/**
 * INDEX's étages (docs/rules/index.md, "The engine"): their setup (6 face-down Salles between the
 * Entrée and the Sortie on the first two, 3 on the third, a face-down Objet in the Sortie, the
 * players in the Entrée, the Sortie's setup effect on the third), and their end (full heal,
 * everything disengaged, Rations only after the boss étage, what is left shuffled back).
 */
import { emit, type Ctx } from '../../codex/engine/context.js';
import { dealItems, startRound } from '../../codex/engine/chapter.js';
import { executeEffect } from '../../codex/engine/effects.js';
import { endGame } from '../../codex/engine/ops.js';
import { scope } from '../../codex/engine/scope.js';
import type { GameState, ZoneState } from '../../codex/engine/types.js';
import { shuffleOrForced } from '../../../engine/forced-order.js';
import { emptyList } from '../../../engine/packed.js';

/** "le donjon est divisé en 3 zones … chacune composée de 3 étages et d'un boss": the demo is one zone. */
export const LAST_FLOOR = 3;

/** Face-down Salles between the Entrée and the Sortie: 6 on the first two étages, 3 on the third. */
export function roomsOnFloor(floor: number): number {
  return floor === LAST_FLOOR ? 3 : 6;
}

export function setupFloor(state: GameState, ctx: Ctx): void {
  const { cat } = ctx;
  const middle = state.piles.zones.splice(0, roomsOnFloor(state.chapter));
  const room = (card: string, hidden: boolean): ZoneState => ({ card, items: emptyList(), entered: false, hidden });
  state.zones = [room(cat.debut, false), ...middle.map((card) => room(card, true)), room(cat.fin, false)];
  state.zones[0].entered = true;
  state.creatures = [];
  for (const p of state.players) {
    p.zone = 0;
    p.enteredRound = 0;
  }
  state.round = 0;
  state.phase = 'players';
  emit(ctx, { e: 'chapter', chapter: state.chapter, zones: state.zones.map((z) => z.card) });
  // "Un objet non révélé dans la salle Sortie": as many as the Sortie's count says (1).
  dealItems(state, ctx, state.zones.length - 1, cat.zones.get(cat.fin)?.items ?? 0);
  // Setup effects of the Salles face up (the Sortie's Boss on the third étage).
  for (let z = 0; z < state.zones.length; z++) {
    if (state.zones[z].hidden) continue;
    const def = cat.zones.get(state.zones[z].card)!;
    for (const e of def.effects) {
      if (e.condition?.kind !== 'setup' || (e.condition.floor !== undefined && e.condition.floor !== state.chapter)) continue;
      executeEffect(state, ctx, e.text, scope({ kind: 'table' }, def.id, { here: z, event: 'setup' }));
    }
  }
  state.enemySeen = state.creatures.length > 0;
  startRound(state);
}

/**
 * "Tous les joueurs récupèrent l'intégralité de leurs PV, et tous les objets et aptitudes sont
 * dégagés. Les Rations engagées sont dégagées si l'étage terminé était un étage de boss."
 * Then "Les objets laissés dans les salles sont remélangés dans la pile d'objets, les ennemis
 * encore en vie sont remélangés dans la pile d'ennemis. Toutes les salles à l'exception de
 * l'Entrée et de la Sortie sont remélangées dans la pile des salles."
 */
export function endFloor(state: GameState, ctx: Ctx): void {
  const { cat } = ctx;
  emit(ctx, { e: 'chapter-end', chapter: state.chapter, round: state.round });
  const boss = state.chapter === LAST_FLOOR;
  state.turn = null;
  for (const p of state.players) {
    const healed = p.maxPv - p.pv;
    p.pv = p.maxPv;
    if (healed > 0) emit(ctx, { e: 'heal', who: p.character, amount: healed, source: 'chapter-end' });
    const cards = [...p.items.filter((i) => i.engaged).map((i) => i.card), ...(p.characterEngaged ? ['character'] : [])];
    const rations = boss ? p.rations.filter((r) => r.engaged).length : 0;
    for (const i of p.items) i.engaged = false;
    p.characterEngaged = false;
    if (boss) for (const r of p.rations) r.engaged = false;
    // Said before the victory a boss étage's end declares, which ends the game right there.
    if (cards.length || rations) emit(ctx, { e: 'untap', player: p.seat, cards, rations, source: 'chapter-end' });
    if (p.chapterUses) p.chapterUses = [];
  }
  if (boss) endGame(state, ctx, 'victory');
  const secret = new Set(cat.secretObjets.values());
  for (const z of state.zones) {
    // An Objet secret goes back among the Objets secrets, for its Salle to give again.
    for (const item of z.items) if (!secret.has(item.card)) state.piles.objets.push(item.card);
  }
  for (const c of state.creatures) {
    if (c.deck === 'special') state.piles.special.push(c.card);
    else if (c.deck === 'boss') state.piles.boss.push(c.card);
    else state.piles.creatures.push(c.card);
  }
  state.creatures = [];
  for (const z of state.zones.slice(1, -1)) state.piles.zones.push(z.card);
  // A scenario may give these shuffles their order (`order:`), pile by pile, as it gives the dice.
  shuffleOrForced(state, 'objets', state.piles.objets);
  shuffleOrForced(state, 'creatures', state.piles.creatures);
  shuffleOrForced(state, 'zones', state.piles.zones);
  state.chapter += 1;
  setupFloor(state, ctx);
}
