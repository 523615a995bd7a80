/**
 * The effects a player has in play, and the modifiers among them: an effect with no cost whose
 * condition holds changes a rule while it holds (Bottes de Docker's free first move, Corde à
 * Nœuds ignoring Tacle, the Obstiné's +1 damage, the Ruelle's extra PA to leave).
 */
import type { Action as Clause } from '../text/ast.js';
import type { EffectDef } from './catalogue.js';
import type { Ctx } from './context.js';
import { EVENT_CONDITIONS, holds } from './conditions.js';
import { scope, type AttackInfo } from './scope.js';
import type { EffectSource, GameState, ItemState } from './types.js';

export interface OwnedEffect {
  def: EffectDef;
  index: number;
  /** The card id, for reports and once-per-turn keys. */
  card: string;
  source: EffectSource | { kind: 'secret'; number: number };
  /** The held item it is printed on, if any. */
  item: ItemState | null;
}

/** What a card's effects contain, worked out once per card: lets the rules skip cards that cannot matter. */
export interface Traits {
  clauses: Set<Clause['kind']>;
  conditions: Set<string>;
  costly: boolean;
}

const traitsCache = new WeakMap<EffectDef[], Traits>();

export function traitsOf(effects: EffectDef[]): Traits {
  let t = traitsCache.get(effects);
  if (!t) {
    t = { clauses: new Set(), conditions: new Set(), costly: false };
    for (const e of effects) {
      if (e.condition) t.conditions.add(e.condition.kind);
      if (e.pa || e.engage) t.costly = true;
      for (const s of e.text.sentences) {
        if (s.prefix?.kind === 'if') t.conditions.add(s.prefix.condition.kind);
        for (const c of s.clauses) t.clauses.add(c.kind);
      }
    }
    traitsCache.set(effects, t);
  }
  return t;
}

const secretDefs = new WeakMap<object, EffectDef[]>();

/**
 * Every effect a player carries: their items', their character's, their kept Secrets'. With
 * `want`, only the cards whose traits it accepts (the others cannot matter to the caller).
 */
export function ownedEffects(state: GameState, ctx: Ctx, seat: number, want?: (t: Traits) => boolean): OwnedEffect[] {
  const p = state.players[seat];
  const out: OwnedEffect[] = [];
  for (const item of p.items) {
    const def = ctx.cat.objets.get(item.card);
    if (!def || (want && !want(traitsOf(def.effects)))) continue;
    def.effects.forEach((e, index) => out.push({ def: e, index, card: item.card, source: { kind: 'item', uid: item.uid }, item }));
  }
  const ch = ctx.cat.personnages.get(p.character);
  if (ch && (!want || want(traitsOf(ch.effects)))) out.push({ def: ch.effect, index: 0, card: ch.id, source: { kind: 'character' }, item: null });
  for (const number of p.secrets) {
    const s = ctx.cat.secrets.get(number);
    if (!s?.text) continue;
    let defs = secretDefs.get(s);
    if (!defs) secretDefs.set(s, (defs = [{ condition: null, pa: 0, engage: false, text: s.text }]));
    if (want && !want(traitsOf(defs))) continue;
    out.push({ def: defs[0], index: 0, card: s.id, source: { kind: 'secret', number }, item: null });
  }
  return out;
}

export function isEngaged(state: GameState, seat: number, o: OwnedEffect): boolean {
  if (o.item) return o.item.engaged;
  if (o.source.kind === 'character') return state.players[seat].characterEngaged;
  return false;
}

/** The modifier clauses of a kind that apply to a player now (free effects whose condition holds). */
export function activeModifiers<K extends Clause['kind']>(
  state: GameState,
  ctx: Ctx,
  seat: number,
  kind: K,
  attack: AttackInfo | null = null,
): { clause: Extract<Clause, { kind: K }>; owner: OwnedEffect }[] {
  const out: { clause: Extract<Clause, { kind: K }>; owner: OwnedEffect }[] = [];
  for (const o of ownedEffects(state, ctx, seat, (t) => t.clauses.has(kind))) {
    if (o.def.pa || o.def.engage) continue;
    const cond = o.def.condition;
    if (cond && EVENT_CONDITIONS.has(cond.kind) && !(attack && cond.kind === 'you-attack')) continue;
    for (const s of o.def.text.sentences) {
      if (s.prefix?.kind === 'if') continue;
      for (const c of s.clauses) {
        if (c.kind !== kind) continue;
        if (!holds(state, ctx, cond, scope({ kind: 'player', seat }, o.card, { attack }))) continue;
        out.push({ clause: c as Extract<Clause, { kind: K }>, owner: o });
      }
    }
  }
  return out;
}

/**
 * What a player's first move or first attack of the turn costs under the "… coûte 0 {PA}"
 * modifiers (Bottes de Docker, Sabre d'Abordage): 1 PA without one, and the card that lowers it.
 */
export function firstActionPrice(state: GameState, ctx: Ctx, seat: number, action: 'first-attack' | 'first-move'): { pa: number; by: OwnedEffect | null } {
  let pa = 1;
  let by: OwnedEffect | null = null;
  for (const { clause, owner } of activeModifiers(state, ctx, seat, 'cost')) {
    if (clause.action === action && !clause.more && clause.amount.value < pa) {
      pa = clause.amount.value;
      by = owner;
    }
  }
  return { pa, by };
}
