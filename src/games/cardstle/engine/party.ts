/**
 * What happens to the characters, whatever caused it: treasures gained, spent (to the bottom of
 * the pile) and given, Vie lost and restored, death, the end of the game; objects by effect.
 */
import { ask, emit, GameOver } from '../../../engine/choices.js';
import type { Catalogue } from './catalogue.js';
import { nameOf } from './cards.js';
import { PLAYERS, type CardstleCtx, type CardstleState, type CharacterState } from './types.js';

export function finish(s: CardstleState, ctx: CardstleCtx, result: string): never {
  s.phase = 'over';
  s.result = result;
  emit(ctx, { e: 'end', result });
  throw new GameOver(result);
}

export function gain(s: CardstleState, ctx: CardstleCtx, who: number, card: number, from: string): void {
  const t = s.chars[who].treasures;
  t.push(card);
  t.sort((a, b) => a - b);
  emit(ctx, { e: 'gain', who, card, from });
}

/** Takes `card` from the character's treasures; it goes to the bottom of the pile (a key, a spent treasure). */
export function spend(s: CardstleState, ctx: CardstleCtx, who: number, card: number, use: string): void {
  const t = s.chars[who].treasures;
  t.splice(t.indexOf(card), 1);
  s.pile.unshift(card);
  emit(ctx, { e: 'use', who, card, use });
}

/** The goal card taken: an artefact, never a treasure. */
export function takeArtefact(s: CardstleState, ctx: CardstleCtx, who: number, card: number): void {
  s.room.goalTaken = true;
  emit(ctx, { e: 'artefact', who, card });
}

export function heal(s: CardstleState, ctx: CardstleCtx, who: number, amount: number, by: string): void {
  const c = s.chars[who];
  const before = c.vie;
  c.vie = Math.min(c.stats.vie, c.vie + amount);
  emit(ctx, { e: 'heal', who, amount: c.vie - before, vie: c.vie, by });
}

/** Vie lost to `card` (an enemy or a trap); a character at 0 dies, its treasures back to the pile; no one left, the game is lost. */
export function hurt(s: CardstleState, ctx: CardstleCtx, who: number, amount: number, card: number): void {
  if (amount <= 0) return;
  const c = s.chars[who];
  const lost = Math.min(amount, c.vie);
  c.vie -= lost;
  emit(ctx, { e: 'hurt', who, card, amount: lost, vie: c.vie });
  if (c.vie > 0) return;
  c.alive = false;
  s.pile.unshift(...c.treasures);
  c.treasures = [];
  emit(ctx, { e: 'dead', who, card });
  if (!s.chars.some((x) => x.alive)) finish(s, ctx, 'defeat');
}

/** The index in `objects` of the first object the character holds with this effect, or −1. */
export function objectWith(cat: Catalogue, c: CharacterState, effect: string): number {
  return c.objects.findIndex((id) => cat.tables.recipes.find((r) => r.id === id)?.effect === effect);
}

/** The distinct treasures a character holds for `use` (soin, carte-att…), by card, in order. */
export function treasuresFor(cat: Catalogue, c: CharacterState, use: string): number[] {
  return [...new Set(c.treasures.filter((t) => cat.treasure[t] === use))];
}

/**
 * Before a test: one treasure of the right use may add a card (or die), spent. Asked of the
 * players when the character holds one. Returns the cards added.
 */
export function boost(cat: Catalogue, s: CardstleState, ctx: CardstleCtx, who: number, use: 'carte-att' | 'carte-def' | 'carte-mov', what: 'initiative' | 'attack' | 'defence'): number {
  const held = treasuresFor(cat, s.chars[who], use);
  if (!held.length) return 0;
  const n = ask(s, ctx, { kind: 'treasure', player: PLAYERS, who, test: what, prompt: `${s.chars[who].name}: add a treasure to the ${what} test?`, options: ['none', ...held.map(nameOf)] });
  if (n === 0) return 0;
  spend(s, ctx, who, held[n - 1], use);
  return 1;
}

/** The stun a test suffers (one card fewer, never fewer than one), consumed by the test. */
export function takeStun(x: { stun: number }): number {
  const n = x.stun;
  x.stun = 0;
  return n;
}
