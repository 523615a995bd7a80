/** Whether a card text's condition holds now: "si un joueur est dans ma zone", "une fois par tour", the event conditions. */
import type { Condition } from '../text/ast.js';
import { distance } from './board.js';
import { type Ctx } from './context.js';
import type { Scope } from './scope.js';
import type { GameState } from './types.js';
import { itemMatches, matchCreatures, speakerSeat, speakerZone, zonesOf } from './targeting.js';

/** Tests a condition; conditions that find something ("une Créature … a 2 PV ou moins") bind it for pronouns. */
export function holds(state: GameState, ctx: Ctx, cond: Condition | null, sc: Scope): boolean {
  if (!cond) return true;
  const seat = speakerSeat(sc);
  switch (cond.kind) {
    case 'default':
      return true;
    case 'players-at': {
      const min = cond.min?.value ?? 1;
      const w = cond.where;
      let n: number;
      if (w.kind === 'in-play') n = state.players.length;
      else if (w.kind === 'range') n = state.players.filter((p) => distance(p.zone, speakerZone(state, sc)) <= w.n.value).length;
      else {
        const zones = zonesOf(state, ctx, w.place, sc);
        n = state.players.filter((p) => zones.includes(p.zone)).length;
      }
      return n >= min;
    }
    case 'creatures-at': {
      const min = cond.min?.value ?? 1;
      const w = cond.where;
      let list = matchCreatures(state, ctx, cond.creature, sc);
      if (w.kind === 'range') list = list.filter((c) => distance(c.zone, speakerZone(state, sc)) <= w.n.value);
      else if (w.kind === 'in') {
        const zones = zonesOf(state, ctx, w.place, sc);
        list = list.filter((c) => zones.includes(c.zone));
      }
      sc.it = list.map((c) => ({ kind: 'creature', c }));
      return list.length >= min;
    }
    case 'no-creature': {
      if (cond.where.kind === 'in-play') return state.creatures.length === 0;
      const zones = zonesOf(state, ctx, cond.where, sc);
      return !state.creatures.some((c) => zones.includes(c.zone));
    }
    case 'creature-pv-at-most': {
      const list = matchCreatures(state, ctx, cond.creature, sc).filter((c) => c.pv <= cond.amount.value);
      sc.it = list.map((c) => ({ kind: 'creature', c }));
      return list.length > 0;
    }
    case 'your-pv-at-most':
      return seat !== null && state.players[seat].pv <= cond.amount.value;
    case 'you-entered-this-turn':
      return seat !== null && state.players[seat].enteredRound === state.round;
    case 'once-per-turn':
      return seat !== null && !state.players[seat].oncePerTurn.includes(sc.source);
    case 'you-attack': {
      const a = sc.attack;
      if (!a) return false;
      if (cond.with && !itemMatches(ctx, a.item, cond.with, sc)) return false;
      if (cond.range) return cond.range.orMore ? a.range >= cond.range.n.value : a.range === cond.range.n.value;
      return true;
    }
    case 'you-hit': {
      const a = sc.attack;
      if (!a?.hit) return false;
      const ref = cond.creature;
      if (ref.kind === 'creatures' && ref.filter?.kind === 'range') return a.range === ref.filter.n.value;
      return true;
    }
    case 'your-attack-kills':
      return !!sc.attack?.killed;
    case 'you-take-damage':
      return sc.event === 'damage-taken';
    case 'chapter-end':
      return sc.event === 'chapter-end';
    case 'setup':
      // INDEX's « Mise en place du troisième étage » names the étage.
      return sc.event === 'setup' && (cond.floor === undefined || cond.floor === state.chapter);
    case 'revealed':
      return sc.event === 'revealed';
    case 'all-players-at': {
      const w = cond.where;
      if (w.kind === 'in-play') return true;
      if (w.kind === 'range') return state.players.every((p) => distance(p.zone, speakerZone(state, sc)) <= w.n.value);
      const zones = zonesOf(state, ctx, w.place, sc);
      return state.players.every((p) => zones.includes(p.zone));
    }
    case 'player-enters':
      return sc.event === 'enter-first' || (sc.event === 'enter' && !cond.first);
    case 'player-rests':
      return sc.event === 'rest';
  }
}

/** Conditions that name a moment rather than a state: they trigger effects instead of allowing them. */
export const EVENT_CONDITIONS = new Set(['you-attack', 'you-hit', 'you-take-damage', 'your-attack-kills', 'chapter-end', 'setup', 'player-enters', 'player-rests', 'revealed']);

