/**
 * A fight (« Combat », docs/rules/cardstle.md « Fights »): the enemy against every living
 * character on its cell or next to it. Each round: initiative (Mov), ties with the enemy drawn
 * again; the characters above the enemy act first, those with equal results together (a combined
 * attack: one sum, damage ⌊A/D⌋ uncapped), each may flee instead; an initiative at least twice the
 * other side's gives two attacks; the enemy strikes (the GM picks whom), then the characters
 * below it. An attack beats the defence to hurt (1, 2 on a critical), a critical defence stuns.
 * The fight ends when the enemy dies (its killer takes its card) or no character is left in it.
 */
import { ask, emit } from '../../../engine/choices.js';
import { isCritical } from '../tables.js';
import { around, cellName, clear } from './board.js';
import type { Catalogue } from './catalogue.js';
import { codeOf, nameOf } from './cards.js';
import { donneOut, test } from './draw.js';
import { boost, gain, hurt, objectWith, takeArtefact, takeStun } from './party.js';
import { GM, PLAYERS, type CardstleCtx, type CardstleState } from './types.js';

/** A fight that goes on this many rounds stops, the enemy left standing (only luck this bad gets there). */
const MAX_FIGHT_ROUNDS = 200;

export function fight(cat: Catalogue, s: CardstleState, ctx: CardstleCtx, cell: number): void {
  const c = s.room.cells[cell];
  const card = c.card;
  const foe = c.foe!;
  const role = cat.roles[card];
  if (role.role !== 'ennemi') return;
  const st = role.stats;
  const near = new Set([cell, ...around(s.room, cell)]);
  const fled = new Set<number>();
  const inFight = (i: number) => s.chars[i].alive && !fled.has(i) && near.has(s.chars[i].cell);
  let fighters = s.chars.map((_, i) => i).filter(inFight);
  for (let round = 0; round < MAX_FIGHT_ROUNDS && fighters.length && foe.vie > 0; round++) {
    // Initiative: a Trèfle treasure adds a card; a tie with the enemy is drawn again by both.
    const extra = fighters.map((i) => boost(cat, s, ctx, i, 'carte-mov', 'initiative'));
    // A stun is spent by this test, and a tie drawn again is the same test: the stunned side
    // draws one card fewer in the redraws too (docs/rules/cardstle.md, « Stun »).
    const foeStun = takeStun(foe);
    const stuns = fighters.map((i) => takeStun(s.chars[i]));
    let out = donneOut();
    let e = test(s, ctx, st.mov - foeStun, null, out, [codeOf(card), 'mov']);
    const res = fighters.map((i, k) => test(s, ctx, s.chars[i].stats.mov + extra[k] - stuns[k], s.chars[i], out, [String(i), 'mov']));
    while (res.includes(e)) {
      // The enemy and those tied with it draw again (the treasures already added stay added, the stuns still count).
      const tied = res.map((r, k) => (r === e ? k : -1)).filter((k) => k >= 0);
      out = donneOut();
      e = test(s, ctx, st.mov - foeStun, null, out, [codeOf(card), 'mov']);
      for (const k of tied) res[k] = test(s, ctx, s.chars[fighters[k]].stats.mov + extra[k] - stuns[k], s.chars[fighters[k]], out, [String(fighters[k]), 'mov']);
    }
    emit(ctx, { e: 'initiative', card, foe: e, chars: [...fighters], results: [...res] });
    const before = [...new Set(res.filter((r) => r > e))].sort((a, b) => b - a);
    const after = [...new Set(res.filter((r) => r < e))].sort((a, b) => b - a);
    const inRound = [...fighters];
    const groupOf = (r: number) => inRound.filter((_, k) => res[k] === r);
    for (const r of before) {
      if (foe.vie <= 0) break;
      let group = groupOf(r).filter((i) => s.chars[i].alive);
      // « L'opposant ayant obtenu le plus grand score en initiative peut choisir de fuir ».
      group = group.filter((i) => {
        if (!flee(s, ctx, i, card)) return true;
        fled.add(i);
        return false;
      });
      // Two attacks on a critical initiative (« au moins 2 fois »: the tables' factor, as the odds read it).
      const attacks = isCritical(cat.tables, r, e) ? 2 : 1;
      for (let a = 0; a < attacks && foe.vie > 0 && group.length; a++) strike(cat, s, ctx, group, cell);
    }
    fighters = fighters.filter(inFight);
    if (foe.vie > 0 && fighters.length) {
      const best = Math.max(...res);
      const attacks = e > best && isCritical(cat.tables, e, best) ? 2 : 1;
      for (let a = 0; a < attacks; a++) {
        const alive = fighters.filter(inFight);
        if (!alive.length) break;
        const t = ask(s, ctx, { kind: 'target', player: GM, card, prompt: `the game master: whom does ${nameOf(card)} strike?`, options: alive.map((i) => s.chars[i].name) });
        struck(cat, s, ctx, alive[t], cell);
      }
    }
    for (const r of after) {
      if (foe.vie <= 0) break;
      const group = groupOf(r).filter(inFight);
      if (group.length) strike(cat, s, ctx, group, cell);
    }
    fighters = fighters.filter(inFight);
  }
}

/** Whether the character flees (asked when it has somewhere to go), and where to. */
function flee(s: CardstleState, ctx: CardstleCtx, who: number, card: number): boolean {
  const ch = s.chars[who];
  const to = around(s.room, ch.cell).filter((n) => clear(s.room.cells[n]));
  if (!to.length) return false;
  if (ask(s, ctx, { kind: 'flee', player: PLAYERS, who, card, prompt: `${ch.name}: attack or flee?`, options: ['attack', 'flee'] }) === 0) return false;
  const names = to.map((n) => cellName(s.room, n));
  const k = ask(s, ctx, { kind: 'flee-to', player: PLAYERS, who, prompt: `${ch.name}: flee to which cell?`, options: names });
  ch.cell = to[k];
  emit(ctx, { e: 'flee', who, to: to[k] });
  return true;
}

/** The characters of `group` attack together: each its attack (a Pique treasure, the double-att spell), one sum against the enemy's defence. */
function strike(cat: Catalogue, s: CardstleState, ctx: CardstleCtx, group: number[], cell: number): void {
  const c = s.room.cells[cell];
  const card = c.card;
  const foe = c.foe!;
  const role = cat.roles[card];
  if (role.role !== 'ennemi') return;
  const out = donneOut();
  let a = 0;
  for (const i of group) {
    const ch = s.chars[i];
    const extra = boost(cat, s, ctx, i, 'carte-att', 'attack');
    const spell = objectWith(cat, ch, 'double-att');
    const double = spell >= 0 && ask(s, ctx, { kind: 'spell', player: PLAYERS, who: i, card, object: ch.objects[spell], prompt: `${ch.name}: double this attack with ${ch.objects[spell]}?`, options: ['no', 'yes'] }) === 1;
    if (double) emit(ctx, { e: 'cast', who: i, object: ch.objects.splice(spell, 1)[0] });
    const r = test(s, ctx, ch.stats.att + extra - takeStun(ch), ch, out, [String(i), 'att']);
    a += double ? 2 * r : r;
  }
  const d = test(s, ctx, role.stats.def - takeStun(foe), null, out, [codeOf(card), 'def']);
  const ratio = a > d ? Math.floor(a / d) : 0;
  const damage = group.length > 1 ? ratio : Math.min(2, ratio);
  const stun = a < d && isCritical(cat.tables, d, a);
  if (stun) for (const i of group) s.chars[i].stun = 1;
  emit(ctx, { e: 'attack', by: group.join('+'), target: codeOf(card), att: a, def: d, damage, critical: a > d && isCritical(cat.tables, a, d), stun, combined: group.length });
  foe.vie -= damage;
  if (foe.vie > 0) return;
  // « le joueur qui tue l'ennemi peut récupérer la carte de l'ennemi … en tant que trésor »: in a combined attack, the first of the group.
  const killer = group[0];
  c.foe = null;
  c.card = -1;
  emit(ctx, { e: 'kill', who: killer, card });
  if (card === s.room.goal) takeArtefact(s, ctx, killer, card);
  else gain(s, ctx, killer, card, 'kill');
}

/** The enemy attacks a character: its attack against the character's defence (a Carreau treasure); the absorbe spell takes the blow and stuns it. */
function struck(cat: Catalogue, s: CardstleState, ctx: CardstleCtx, who: number, cell: number): void {
  const c = s.room.cells[cell];
  const card = c.card;
  const foe = c.foe!;
  const role = cat.roles[card];
  if (role.role !== 'ennemi') return;
  const ch = s.chars[who];
  const spell = objectWith(cat, ch, 'absorbe');
  if (spell >= 0) {
    emit(ctx, { e: 'cast', who, object: ch.objects.splice(spell, 1)[0] });
    emit(ctx, { e: 'absorb', who, card });
    foe.stun = 1;
    return;
  }
  const extra = boost(cat, s, ctx, who, 'carte-def', 'defence');
  const out = donneOut();
  const a = test(s, ctx, role.stats.att - takeStun(foe), null, out, [codeOf(card), 'att']);
  const d = test(s, ctx, ch.stats.def + extra - takeStun(ch), ch, out, [String(who), 'def']);
  const damage = a > d ? Math.min(2, Math.floor(a / d)) : 0;
  const stun = a < d && isCritical(cat.tables, d, a);
  if (stun) foe.stun = 1;
  emit(ctx, { e: 'attack', by: codeOf(card), target: String(who), att: a, def: d, damage, critical: a > d && isCritical(cat.tables, a, d), stun, combined: 1 });
  hurt(s, ctx, who, damage, card);
}
