/**
 * The attack: the die against the weapon's Seuil de Précision, the weapon's damage, then the
 * creature's riposte when the die is at most its Riposte value, unless the creature died of the
 * attack or the attack came from where it cannot riposte. The attacker's cards join in: rerolls
 * (Pistolet, Arbalète, Page du Codex), bonuses (Mousquet, Obstiné, Longue-Vue), and what a hit,
 * a kill or an attack at range triggers (Harpon, Trident, Dague Noire, Hachette).
 */
import { creatureDef, distance, riposteOf } from './board.js';
import { ask, emit, type Ctx } from './context.js';
import { holds } from './conditions.js';
import { executeEffect, executeSentence } from './effects.js';
import { itemMatches } from './targeting.js';
import { damageCreature, damagePlayer } from './ops.js';
import { rollDie } from '../../../engine/rng.js';
import { scope, type AttackInfo } from './scope.js';
import { activeModifiers, firstActionPrice, isEngaged, ownedEffects, type OwnedEffect } from './statics.js';
import { acted, offer, payCost } from './triggers.js';
import type { CreatureState, GameState, ItemState } from './types.js';
import { mapPacked } from '../../../engine/packed.js';

/** The PA an attack costs now: 1, or what a "première attaque coûte 0" modifier says (and its card). */
export function attackCost(state: GameState, ctx: Ctx, seat: number): { pa: number; by: OwnedEffect | null } {
  return state.players[seat].attacks === 0 ? firstActionPrice(state, ctx, seat, 'first-attack') : { pa: 1, by: null };
}

export function attackPrice(state: GameState, ctx: Ctx, seat: number): number {
  return attackCost(state, ctx, seat).pa;
}

export function inRange(state: GameState, ctx: Ctx, seat: number, item: ItemState, c: CreatureState): boolean {
  const w = ctx.cat.objets.get(item.card)?.weapon;
  if (!w) return false;
  const d = distance(state.players[seat].zone, c.zone);
  return d >= w.min && d <= w.max;
}

export function attack(state: GameState, ctx: Ctx, seat: number, item: ItemState, target: CreatureState): void {
  const p = state.players[seat];
  const weapon = ctx.cat.objets.get(item.card)!.weapon!;
  const a: AttackInfo = { seat, item, target, targetZone: target.zone, range: distance(p.zone, target.zone), hit: false, killed: false };
  const sc = () => scope({ kind: 'player', seat }, item.card, { attack: a });

  emit(ctx, { e: 'attack', player: seat, item: item.card, target: target.uid, range: a.range });
  const accuracy = activeModifiers(state, ctx, seat, 'accuracy-bonus', a);
  const need = weapon.accuracy - accuracy.reduce((s, m) => s + m.clause.amount.value, 0);
  let die = rollDie(state, ctx.forcedDiceOnly);
  emit(ctx, { e: 'roll', die, need, hit: die >= need, reroll: null });
  die = offerRerolls(state, ctx, seat, a, die, need);
  a.hit = die >= need;
  // A hit that the die alone would have missed without this card's lowered Seuil (Longue-Vue).
  for (const m of a.hit ? accuracy : []) {
    if (die < need + m.clause.amount.value) emit(ctx, { e: 'effect', player: seat, source: m.owner.card, effect: m.owner.index, outcome: 'hit-gained', amount: 1 });
  }

  if (a.hit) {
    let dmg = weapon.damage;
    for (const m of activeModifiers(state, ctx, seat, 'attack-bonus', a)) dmg += m.clause.amount.value;
    for (const o of ownedEffects(state, ctx, seat, (t) => t.costly && t.clauses.has('attack-bonus'))) {
      if (!(o.def.engage || o.def.pa) || o.def.condition?.kind !== 'you-attack') continue;
      const bonus = o.def.text.sentences.flatMap((s) => s.clauses).find((c) => c.kind === 'attack-bonus');
      if (!bonus || bonus.kind !== 'attack-bonus' || !holds(state, ctx, o.def.condition, sc())) continue;
      if (offer(state, ctx, seat, o, `Use ${o.card} for ${bonus.amount.value} more damage?`, { q: 'bonus-damage', card: o.card, amount: bonus.amount.value })) dmg += bonus.amount.value;
    }
    a.killed = damageCreature(state, ctx, target, dmg, item.card, seat);
    afterHit(state, ctx, seat, a);
  }
  if (!a.killed) riposte(state, ctx, seat, a, die);
  afterAttack(state, ctx, seat, a);
}

/**
 * "… par Chapitre" (a kept Secret) or "… par étage" (INDEX's Page de l'Index, an Objet): a kept
 * Secret's uses are counted by number, a card's by its id.
 */
function usedThisChapter(state: GameState, seat: number, o: OwnedEffect): boolean {
  const p = state.players[seat];
  return o.source.kind === 'secret' ? p.secretUses.includes(o.source.number) : (p.chapterUses?.includes(o.card) ?? false);
}

function markUsedThisChapter(state: GameState, seat: number, o: OwnedEffect): void {
  const p = state.players[seat];
  if (o.source.kind === 'secret') p.secretUses.push(o.source.number);
  else (p.chapterUses ??= []).push(o.card);
}

/** Rerolls the players may take, each once per attack: the die changes, they choose again. */
function offerRerolls(state: GameState, ctx: Ctx, seat: number, a: AttackInfo, die: number, need: number): number {
  const used = new Set<OwnedEffect['card']>();
  for (;;) {
    const options: { o: OwnedEffect; perChapter: boolean }[] = [];
    for (const o of ownedEffects(state, ctx, seat, (t) => t.clauses.has('reroll'))) {
      if (used.has(o.card) || isEngaged(state, seat, o)) continue;
      for (const s of o.def.text.sentences) {
        for (const c of s.clauses) {
          if (c.kind !== 'reroll') continue;
          if (c.die.missed && die >= need) continue;
          if (c.die.with && !itemMatches(ctx, a.item, c.die.with, scope({ kind: 'player', seat }, o.card))) continue;
          if (c.per === 'chapter' && usedThisChapter(state, seat, o)) continue;
          options.push({ o, perChapter: c.per === 'chapter' });
        }
      }
    }
    if (!options.length) return die;
    const n = ask(state, ctx, {
      kind: 'optional-effect',
      player: seat,
      prompt: `The attack die shows ${die} (${need}+ hits): reroll it?`,
      asked: { q: 'reroll', die, need },
      options: ['keep', ...mapPacked(options, (x) => x.o.card)],
    });
    if (n === 0) return die;
    const { o, perChapter } = options[n - 1];
    used.add(o.card);
    payCost(state, ctx, seat, o);
    if (perChapter) markUsedThisChapter(state, seat, o);
    die = rollDie(state, ctx.forcedDiceOnly);
    emit(ctx, { e: 'roll', die, need, hit: die >= need, reroll: o.card });
  }
}

/** "Vous touchez …" (Harpon), "Les Créatures que vous touchez …" (Trident), "Si votre attaque tue …" (Dague Noire). */
function afterHit(state: GameState, ctx: Ctx, seat: number, a: AttackInfo): void {
  for (const o of ownedEffects(state, ctx, seat, (t) => t.conditions.has('you-hit') || t.conditions.has('your-attack-kills') || t.clauses.has('lose-keyword'))) {
    const sc = scope({ kind: 'player', seat }, o.card, { attack: a, it: a.killed ? [] : [{ kind: 'creature', c: a.target }] });
    const cond = o.def.condition;
    if (cond?.kind === 'you-hit') {
      if (!a.killed && holds(state, ctx, cond, sc) && offer(state, ctx, seat, o, `${o.card}: use its effect on ${a.target.uid}?`, { q: 'effect-on-hit', card: o.card, target: a.target.uid })) {
        if (!o.def.engage && !o.def.pa) acted(ctx, seat, o);
        executeEffect(state, ctx, o.def.text, sc);
      }
      continue;
    }
    if (cond || o.def.engage || o.def.pa) continue;
    for (const s of o.def.text.sentences) {
      const onKill = s.prefix?.kind === 'if' && s.prefix.condition.kind === 'your-attack-kills';
      const onHit = s.clauses.some((c) => c.kind === 'lose-keyword' && c.who.kind === 'creatures' && c.who.filter?.kind === 'you-hit');
      if (onKill ? a.killed : onHit && !a.killed) acted(ctx, seat, o);
      if (onKill || (onHit && !a.killed)) executeSentence(state, ctx, s, sc);
    }
  }
}

/** "Posez ensuite la Hachette dans la zone de la cible": free effects of "Vous attaquez …" that act. */
function afterAttack(state: GameState, ctx: Ctx, seat: number, a: AttackInfo): void {
  for (const o of ownedEffects(state, ctx, seat, (t) => t.clauses.has('put'))) {
    const cond = o.def.condition;
    if (cond?.kind !== 'you-attack' || o.def.engage || o.def.pa) continue;
    const acts = o.def.text.sentences.some((s) => s.clauses.some((c) => c.kind === 'put'));
    if (acts && holds(state, ctx, cond, scope({ kind: 'player', seat }, o.card, { attack: a }))) {
      acted(ctx, seat, o);
      executeEffect(state, ctx, o.def.text, scope({ kind: 'player', seat }, o.card, { attack: a }));
    }
  }
}

/**
 * The riposte: 1 damage when the die is at most the creature's Riposte, unless it cannot riposte
 * from where the attack came ("zone" creatures only in their zone, "distance" ones only from
 * another zone) or a Bombe Fumigène silenced it.
 */
function riposte(state: GameState, ctx: Ctx, seat: number, a: AttackInfo, die: number): void {
  const c = a.target;
  if (!state.creatures.includes(c) || c.noRiposte) return;
  const def = creatureDef(ctx.cat, c);
  const sameZone = a.range === 0;
  if (def.riposteDistance === 'zone' ? !sameZone : sameZone) return;
  if (die > riposteOf(state, ctx.cat, c)) return;
  emit(ctx, { e: 'riposte', player: seat, creature: c.uid });
  damagePlayer(state, ctx, seat, 1, c.card);
}

