/**
 * The heuristic bot plays like a sensible group: everyone hits the same creature (the one
 * closest to dying), a wounded player rests or is healed, players pick up every Objet they can
 * carry, use their items' effects when they help, and walk toward the fight. It draws nothing at
 * random: ties go to the first option, so a game is the same for the same seed.
 */
import { cardOf, creatureDef, distance, lastZone, riposteOf } from '../board.js';
import type { Catalogue } from '../catalogue.js';
import type { Action, Choice, GameState, PlayerState, Policy } from '../types.js';
import { mapPacked } from '../../../../engine/packed.js';

export function heuristicBot(cat: Catalogue): Policy {
  return {
    name: 'heuristic',
    chooseAction: (state, legal) => chooseAction(cat, state, legal),
    choose: (state, choice) => answer(cat, state, choice),
  };
}

/** Rounds of one chapter after which the party attacks whatever the riposte may cost. */
const STANDOFF_ROUNDS = 30;

const find = <T extends Action['type']>(legal: Action[], type: T) => legal.filter((a): a is Extract<Action, { type: T }> => a.type === type);

export function chooseAction(cat: Catalogue, state: GameState, legal: Action[]): Action {
  const t = state.turn;
  if (!t) return chooseWhoPlays(cat, state, legal);
  const p = state.players[t.player];
  const free = state.phase === 'free';
  const end = legal.find((a) => a.type === 'end-turn')!;
  // A long standoff (an enemy that only heals, or a party that heals as fast as it is hurt: rest
  // untaps INDEX's Relique Bénie, which untaps a Ration): the party stops waiting and fights.
  const standoff = state.round > STANDOFF_ROUNDS;

  // Heal: a player at 2 PV or less rests if they can; healing items go to the most wounded.
  const heals = find(legal, 'use').filter((a) => healingEffect(cat, state, a));
  const wounded = state.players.filter((q) => q.zone === p.zone && q.pv <= q.maxPv - 2);
  if (!free && !standoff && heals.length && wounded.length) return heals[0];
  const rest = find(legal, 'rest')[0];
  if (!free && !standoff && rest && p.pv <= 2) return rest;

  // Attack: the best expected damage, on the creature closest to dying.
  const attacks = find(legal, 'attack');
  if (attacks.length) {
    const scored = mapPacked(attacks, (a) => ({ a, v: attackValue(cat, state, p, a) })).sort((x, y) => y.v - x.v);
    // After a long standoff (an enemy that only heals, players too weak to risk a riposte), the
    // party takes the risk rather than wait forever.
    if (scored[0].v > 0 || standoff) return scored[0].a;
  }
  // Effects that deal damage or move creatures off us.
  const uses = find(legal, 'use').filter((a) => offensiveEffect(cat, state, a));
  if (uses.length) return uses[0];

  // Objets: pick up what lies here (weapons first), up to five.
  const pickups = find(legal, 'pick-up');
  if (pickups.length && p.items.length < 5) return pickups[0];

  // INDEX: no enemy within the Salles one can walk to: fetch the Objets lying about, then reveal
  // the next Salles (from the last face-up one).
  if (!free && !state.creatures.some((c) => c.zone <= lastZone(state))) {
    const explore = exploreAction(state, p, legal);
    if (explore) return explore;
  }

  // Move toward the nearest creature; once they are all dead, or with no weapon left (a Mouette
  // Voleuse took it), toward an Objet that can be picked up.
  const armed = p.items.some((i) => cat.objets.get(i.card)?.weapon);
  const target = free || !armed ? nearestZoneWithItems(state, p, !free) : nearestCreatureZone(state, p);
  if (target !== null && (!armed || !canHitFrom(cat, state, p, p.zone))) {
    // A zone from which a weapon reaches a creature (a step back, for a Mousquet), else closer.
    const all = find(legal, 'move');
    const inReach = armed && !free ? all.filter((m) => canHitFrom(cat, state, p, m.to)) : [];
    const moves = inReach.length ? inReach : all.filter((m) => distance(m.to, target) < distance(p.zone, target));
    const paid = moves.find((m) => m.tacle !== 'pv') ?? (p.pv > 3 ? moves[0] : undefined);
    if (paid) return paid;
    // INDEX: what it walks toward lies beyond a face-down Salle (a stolen weapon in the Sortie).
    const reveal = legal.find((a) => a.type === 'reveal');
    if (reveal && target > lastZone(state)) return reveal;
  }
  if (rest && p.pv <= p.maxPv - 2 && !free && !standoff) return rest;
  return end;
}

/** Toward the nearest Objet one can reach and carry, else a reveal, else toward the face-down Salles. */
function exploreAction(state: GameState, p: PlayerState, legal: Action[]): Action | null {
  const moves = find(legal, 'move').filter((m) => m.tacle !== 'pv' || p.pv > 3);
  const items = p.items.length < 5 ? nearestZoneWithItems(state, p, true) : null;
  if (items !== null && items <= lastZone(state) && items !== p.zone) {
    const closer = moves.find((m) => distance(m.to, items) < distance(p.zone, items));
    if (closer) return closer;
  }
  const reveal = legal.find((a) => a.type === 'reveal');
  if (reveal) return reveal;
  return moves.find((m) => m.to > p.zone) ?? null;
}

function chooseWhoPlays(cat: Catalogue, state: GameState, legal: Action[]): Action {
  const starts = find(legal, 'start-turn');
  if (state.phase === 'free') {
    // Free phase: fetch the Objets left in the chapter, then end it.
    const busy = starts.find((a) => nearestZoneWithItems(state, state.players[a.player]) !== null && state.players[a.player].items.length < 5);
    const endChapter = legal.find((a) => a.type === 'end-chapter');
    if (busy && state.round < 40) return busy;
    if (endChapter) return endChapter;
  }
  // Who can hit something plays first: the others may then finish what is left.
  const ready = starts.find((a) => canHitFrom(cat, state, state.players[a.player], state.players[a.player].zone));
  return ready ?? starts[0] ?? legal[0];
}

function weaponOf(cat: Catalogue, p: PlayerState, uid: string) {
  const item = p.items.find((i) => i.uid === uid);
  return item ? cat.objets.get(item.card)?.weapon ?? null : null;
}

/** Expected damage, a bonus for a likely kill, minus the riposte's expected cost. */
function attackValue(cat: Catalogue, state: GameState, p: PlayerState, a: Extract<Action, { type: 'attack' }>): number {
  const w = weaponOf(cat, p, a.item)!;
  const c = state.creatures.find((x) => x.uid === a.target)!;
  const pHit = Math.max(0, 7 - w.accuracy) / 6;
  const kills = w.damage >= c.pv;
  const def = creatureDef(cat, c);
  const sameZone = c.zone === p.zone;
  const canRiposte = def.riposteDistance === 'zone' ? sameZone : !sameZone;
  const pRiposte = canRiposte ? riposteOf(state, cat, c) / 6 : 0;
  const riposteCost = pRiposte * (kills ? 1 - pHit : 1) * (p.pv <= 1 ? 10 : 1);
  const focus = 1 / c.pv;
  return pHit * Math.min(w.damage, c.pv) + (kills ? pHit : 0) + focus - riposteCost + (def.deck === 'boss' ? 0.2 : 0);
}

function canHitFrom(cat: Catalogue, state: GameState, p: PlayerState, zone: number): boolean {
  return p.items.some((i) => {
    const w = cat.objets.get(i.card)?.weapon;
    return !!w && state.creatures.some((c) => distance(c.zone, zone) >= w.min && distance(c.zone, zone) <= w.max);
  });
}

function nearestCreatureZone(state: GameState, p: PlayerState): number | null {
  let best: number | null = null;
  for (const c of state.creatures) if (best === null || distance(c.zone, p.zone) < distance(best, p.zone)) best = c.zone;
  return best;
}

function nearestZoneWithItems(state: GameState, p: PlayerState, withoutCreatures = false): number | null {
  let best: number | null = null;
  state.zones.forEach((z, i) => {
    if (!z.items.length || (withoutCreatures && state.creatures.some((c) => c.zone === i))) return;
    if (best === null || distance(i, p.zone) < distance(best, p.zone)) best = i;
  });
  return best;
}

function effectOf(cat: Catalogue, state: GameState, a: Extract<Action, { type: 'use' }>) {
  const p = state.players[state.turn!.player];
  if (a.source.kind === 'zone') return cat.zones.get(state.zones[p.zone].card)?.effect ?? null;
  if (a.source.kind === 'character') return cat.personnages.get(p.character)?.effect ?? null;
  const uid = a.source.uid;
  const item = p.items.find((i) => i.uid === uid);
  return item ? cat.objets.get(item.card)?.effects[a.effect] ?? null : null;
}

function healingEffect(cat: Catalogue, state: GameState, a: Extract<Action, { type: 'use' }>): boolean {
  return !!effectOf(cat, state, a)?.text.sentences[0]?.clauses.some((c) => c.kind === 'heal');
}

function offensiveEffect(cat: Catalogue, state: GameState, a: Extract<Action, { type: 'use' }>): boolean {
  const e = effectOf(cat, state, a);
  return !!e?.text.sentences[0]?.clauses.some((c) => c.kind === 'damage' || c.kind === 'no-riposte' || (c.kind === 'lose-keyword' && state.phase === 'players'));
}

export function answer(cat: Catalogue, state: GameState, choice: Choice): number {
  const o = choice.options;
  switch (choice.kind) {
    case 'target-player': {
      // A creature hits someone: the players offer the healthiest.
      let best = 0;
      o.forEach((label, i) => {
        const pv = state.players.find((p) => p.character === label)?.pv ?? 0;
        const bestPv = state.players.find((p) => p.character === o[best])?.pv ?? 0;
        if (pv > bestPv) best = i;
      });
      return best;
    }
    case 'target-creature': {
      let best = 0;
      o.forEach((uid, i) => {
        const pv = state.creatures.find((c) => c.uid === uid)?.pv ?? 99;
        const bestPv = state.creatures.find((c) => c.uid === o[best])?.pv ?? 99;
        if (pv < bestPv) best = i;
      });
      return best;
    }
    case 'optional-effect': {
      if (o[0] === 'keep') {
        // A reroll: take it when the attack missed (the prompt says "shows N (M+ hits)").
        const m = /shows (\d) \((\d)\+/.exec(choice.prompt);
        return m && Number(m[1]) < Number(m[2]) ? 1 : 0;
      }
      if (o[0] === 'pa') {
        const t = state.turn;
        return t && t.pa >= 2 ? 0 : 1;
      }
      return 0;
    }
    case 'reward': {
      // The reward goes to whoever carries least.
      let best = 0;
      o.forEach((label, i) => {
        if (label === 'nobody') return;
        const n = state.players.find((p) => p.character === label)?.items.length ?? 9;
        const bestN = state.players.find((p) => p.character === o[best])?.items.length ?? 9;
        if (n < bestN) best = i;
      });
      return best;
    }
    case 'item': {
      // Dropping one of six: a non-weapon first.
      const i = o.findIndex((uid) => !cat.objets.get(cardOf(uid))?.weapon);
      return i >= 0 ? i : o.length - 1;
    }
    case 'direction': {
      const i = o.indexOf('stay');
      return i >= 0 ? i : 0;
    }
    case 'after-reveal': {
      // Step into the revealed Salle only when no enemy waits there.
      const next = state.turn ? state.players[state.turn.player].zone + 1 : -1;
      return state.creatures.some((c) => c.zone === next) ? o.indexOf('stay') : o.indexOf('move');
    }
    default:
      return 0;
  }
}
