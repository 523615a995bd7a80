/**
 * A character arrives on a cell: a face-down card is turned over and does what it is (an enemy, a
 * trap, a chest: « Types de cartes »); a face-up enemy still standing is met again; a closed chest
 * may be opened with a key of its suit.
 */
import { ask, emit } from '../../../engine/choices.js';
import { fight } from './combat.js';
import type { Catalogue } from './catalogue.js';
import { stepInto, talk } from './dialogue.js';
import { donneOut, test } from './draw.js';
import { codeOf, nameOf, suitOf } from './cards.js';
import { boost, gain, hurt, objectWith, spend, takeArtefact, takeStun } from './party.js';
import { GM, PLAYERS, type CardstleCtx, type CardstleState } from './types.js';

export function arrive(cat: Catalogue, s: CardstleState, ctx: CardstleCtx, who: number, cell: number): void {
  const c = s.room.cells[cell];
  if (c.card < 0) return;
  const role = cat.roles[c.card];
  stepInto(s, who, cell);
  if (!c.up) {
    c.up = true;
    emit(ctx, { e: 'reveal', who, cell, card: c.card, role: role.role });
  }
  if (!c.resolved) {
    c.resolved = true;
    if (role.role === 'ennemi') {
      const friendly = s.room.talk.includes(c.card);
      const mode = friendly ? 1 : ask(s, ctx, { kind: 'encounter', player: GM, who, card: c.card, prompt: `the game master: fight or dialogue with ${nameOf(c.card)}?`, options: ['fight', 'talk'] });
      c.foe = { vie: role.stats.vie, stun: 0, mode: mode === 1 ? 'talk' : 'fight', points: 0, convinced: false, talkers: [] };
      emit(ctx, { e: 'encounter', who, card: c.card, mode: c.foe.mode });
    } else if (role.role === 'piege') return trap(cat, s, ctx, who, cell, role.att);
    else if (role.role === 'coffre') return chest(cat, s, ctx, who, cell);
    else return;
  } else if (role.role === 'coffre') return chest(cat, s, ctx, who, cell);
  if (c.foe && !c.foe.convinced) {
    if (c.foe.mode === 'fight') fight(cat, s, ctx, cell);
    else if (!s.talked) talk(cat, s, ctx, who, cell);
  }
}

/** « tester sa défense contre l'attaque du piège »: a win or a tie disarms it and takes it; else −1 Vie. The absorbe spell disarms it. */
function trap(cat: Catalogue, s: CardstleState, ctx: CardstleCtx, who: number, cell: number, att: number): void {
  const c = s.room.cells[cell];
  const ch = s.chars[who];
  const card = c.card;
  const spell = objectWith(cat, ch, 'absorbe');
  let disarmed: boolean;
  if (spell >= 0) {
    const [id] = ch.objects.splice(spell, 1);
    emit(ctx, { e: 'cast', who, object: id });
    emit(ctx, { e: 'absorb', who, card });
    disarmed = true;
  } else {
    const extra = boost(cat, s, ctx, who, 'carte-def', 'defence');
    const out = donneOut();
    const a = test(s, ctx, att, null, out, [codeOf(card), 'att']);
    const d = test(s, ctx, ch.stats.def + extra - takeStun(ch), ch, out, [String(who), 'def']);
    disarmed = d >= a;
    emit(ctx, { e: 'trap', who, card, att: a, def: d, disarmed });
  }
  // « si l'artefact est un piège il sera automatiquement récupéré que le piège soit désactivé ou pas ».
  if (card === s.room.goal) {
    c.card = -1;
    takeArtefact(s, ctx, who, card);
  } else if (disarmed) {
    c.card = -1;
    gain(s, ctx, who, card, 'trap');
  }
  if (!disarmed) hurt(s, ctx, who, 1, card);
}

/** A chest: opened with a treasure of its suit (to the bottom of the pile), its treasures drawn and its card kept; or left closed, face up. */
export function chest(cat: Catalogue, s: CardstleState, ctx: CardstleCtx, who: number, cell: number): void {
  const c = s.room.cells[cell];
  const role = cat.roles[c.card];
  if (role.role !== 'coffre') return;
  const suit = suitOf(c.card);
  const keys = [...new Set(s.chars[who].treasures.filter((t) => suitOf(t) === suit))];
  const n = keys.length ? ask(s, ctx, { kind: 'chest', player: PLAYERS, who, card: c.card, prompt: `${s.chars[who].name}: open ${nameOf(c.card)} with a treasure of its suit?`, options: ['leave', ...keys.map(nameOf)] }) : 0;
  if (n === 0) {
    emit(ctx, { e: 'closed', who, card: c.card });
    return;
  }
  const card = c.card;
  spend(s, ctx, who, keys[n - 1], 'key');
  const drawn: number[] = [];
  for (let i = 0; i < role.treasures && s.pile.length; i++) drawn.push(s.pile.pop()!);
  c.card = -1;
  emit(ctx, { e: 'chest', who, card, key: keys[n - 1], drawn });
  for (const d of drawn) gain(s, ctx, who, d, 'chest');
  if (card === s.room.goal) takeArtefact(s, ctx, who, card);
  else gain(s, ctx, who, card, 'chest-card');
}
