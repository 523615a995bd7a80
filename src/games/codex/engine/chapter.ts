/**
 * Chapters: their setup (as many zones as players between Début and Fin, a creature on each,
 * face-down Objets, then the zones' setup effects), rounds, and their end (heal 2, untap one
 * card, Rations after a boss chapter, "Fin du Chapitre" effects, cards back under their piles).
 */
import { ask, emit, type Ctx } from './context.js';
import { executeEffect } from './effects.js';
import { endGame, healPlayer, putCreature, untapOne } from './ops.js';
import { scope } from './scope.js';
import { ownedEffects } from './statics.js';
import { acted } from './triggers.js';
import type { GameState, ItemState, ZoneState } from './types.js';
import { emptyList, mapPacked } from '../../../engine/packed.js';

/** Zones in a chapter: one per player; a solo player runs two characters, so two. */
export function zonesPerChapter(state: GameState): number {
  return state.players.length;
}

export function setupChapter(state: GameState, ctx: Ctx): void {
  const { cat } = ctx;
  const middle = state.piles.zones.splice(0, zonesPerChapter(state));
  const end = state.chapter === 2 ? cat.finBoss : cat.fin;
  const zoneState = (card: string): ZoneState => ({ card, items: emptyList(), entered: false });
  state.zones = [zoneState(cat.debut), ...mapPacked(middle, zoneState), zoneState(end)];
  state.zones[0].entered = true;
  for (const p of state.players) {
    p.zone = 0;
    p.enteredRound = 0;
  }
  state.round = 0;
  emit(ctx, { e: 'chapter', chapter: state.chapter, zones: state.zones.map((z) => z.card) });
  state.phase = 'players';
  for (let z = 1; z <= middle.length; z++) {
    const card = state.piles.creatures.shift();
    if (card !== undefined) putCreature(state, ctx, card, z, 'setup');
    dealItems(state, ctx, z, cat.zones.get(state.zones[z].card)!.items);
  }
  // Appearance effects, left to right (docs/rules/codex.md: they never depend on each other's order).
  for (let z = 0; z < state.zones.length; z++) {
    const def = cat.zones.get(state.zones[z].card)!;
    if (def.effect?.condition?.kind !== 'setup') continue;
    executeEffect(state, ctx, def.effect.text, scope({ kind: 'table' }, def.id, { here: z, event: 'setup' }));
  }
  if (!state.creatures.length) state.phase = 'free';
  startRound(state);
}

/** Deals `count` Objets face down from the top of the pile into a zone (fewer when the pile runs out). */
export function dealItems(state: GameState, ctx: Ctx, zone: number, count: number): void {
  for (let k = 0; k < count; k++) {
    const item = state.piles.objets.shift();
    if (item === undefined) return;
    state.zones[zone].items.push(newItem(state, item));
    emit(ctx, { e: 'item-placed', item, zone });
  }
}

export function newItem(state: GameState, card: string): ItemState {
  return { uid: `${card}~${state.nextUid++}`, card, engaged: false, revealed: false, known: false };
}

/** A new round: effects "jusqu'à la fin du tour" and per-turn counts end. */
export function startRound(state: GameState): void {
  state.round += 1;
  state.played = [];
  state.turn = null;
  for (const c of state.creatures) {
    c.lost = emptyList();
    c.noRiposte = false;
  }
  for (const p of state.players) {
    p.moves = 0;
    p.attacks = 0;
    p.oncePerTurn = [];
  }
}

export function endChapter(state: GameState, ctx: Ctx): void {
  const { cat } = ctx;
  emit(ctx, { e: 'chapter-end', chapter: state.chapter, round: state.round });
  const boss = state.chapter === 2;
  for (const p of state.players) {
    // Heal up to 2 and untap one Objet or the character's aptitude: taking both never hurts.
    healPlayer(state, ctx, p.seat, 2, 'chapter-end');
    const engaged = mapPacked(p.items.filter((i) => i.engaged), (i) => i.uid);
    if (p.characterEngaged) engaged.push('character');
    const cards: string[] = [];
    if (engaged.length) {
      const n = ask(state, ctx, { kind: 'untap', player: p.seat, prompt: `${p.character} untaps which card?`, options: engaged, asked: { q: 'untap-card', seat: p.seat } });
      if (engaged[n] === 'character') {
        p.characterEngaged = false;
        cards.push('character');
      } else {
        const item = p.items.find((i) => i.uid === engaged[n])!;
        item.engaged = false;
        cards.push(item.card);
      }
    }
    const rations = boss && p.rations.some((r) => r.engaged) ? 1 : 0;
    if (boss) untapOne(state, ctx, p, 'ration');
    if (cards.length || rations) emit(ctx, { e: 'untap', player: p.seat, cards, rations, source: 'chapter-end' });
    p.secretUses = [];
    if (p.chapterUses) p.chapterUses = [];
  }
  // "Fin du Chapitre" effects: the zones' left to right, then each player's cards.
  for (let z = 0; z < state.zones.length; z++) {
    const def = cat.zones.get(state.zones[z].card)!;
    if (def.effect?.condition?.kind === 'chapter-end') executeEffect(state, ctx, def.effect.text, scope({ kind: 'table' }, def.id, { here: z, event: 'chapter-end' }));
  }
  for (const p of state.players) {
    for (const o of ownedEffects(state, ctx, p.seat)) {
      if (o.def.condition?.kind !== 'chapter-end') continue;
      acted(ctx, p.seat, o);
      executeEffect(state, ctx, o.def.text, scope({ kind: 'player', seat: p.seat }, o.card, { event: 'chapter-end' }));
    }
  }
  // Cards in play go under their piles; no pile is shuffled between chapters.
  for (const z of state.zones.slice(1, -1)) state.piles.zones.push(z.card);
  for (const z of state.zones) for (const item of z.items) state.piles.objets.push(item.card);
  state.zones = state.zones.map((z) => ({ ...z, items: [] }));
  if (boss) endGame(state, ctx, 'victory');
  state.chapter += 1;
  setupChapter(state, ctx);
}
