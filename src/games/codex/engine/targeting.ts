/**
 * Who and where a card text names: the speaker's zone, the zones a place names, the players,
 * creatures and items a reference picks. Wherever a text leaves the pick open (which player,
 * which item), the players' policy is asked; where every option leads to the same thing, nobody is.
 */
import type { Actor, CreatureRef, ItemRef, Place, PlayerRef, Players } from '../text/ast.js';
import { creatureDef, distance, lastZone, zoneByName, zoneHasType } from './board.js';
import { ask, type Ctx } from './context.js';
import type { Scope, Target } from './scope.js';
import type { Asked, CreatureState, GameState, ItemState, PlayerState } from './types.js';
import { mapPacked } from '../../../engine/packed.js';

/** The zone the speaker stands in: a creature's, a player's, or the zone card's own. */
export function speakerZone(state: GameState, sc: Scope): number {
  if (sc.speaker.kind === 'creature') return sc.speaker.c.zone;
  if (sc.speaker.kind === 'player') return state.players[sc.speaker.seat].zone;
  return sc.here ?? 0;
}

export function speakerSeat(sc: Scope): number | null {
  return sc.speaker.kind === 'player' ? sc.speaker.seat : null;
}

/** The zones a place names; a place naming one of several (the nearest player's zone) asks. */
export function zonesOf(state: GameState, ctx: Ctx, place: Place, sc: Scope): number[] {
  const here = speakerZone(state, sc);
  switch (place.kind) {
    case 'my-zone':
    case 'your-zone':
      return [here];
    case 'here':
      return sc.here !== null ? [sc.here] : [here];
    case 'destination':
      return sc.destination !== null ? [sc.destination] : [];
    case 'zone-of-target':
      return sc.attack ? [sc.attack.targetZone] : [];
    case 'zone-of': {
      const ps = playersForTheirZone(state, ctx, place.who, sc);
      return [...new Set(ps.map((p) => p.zone))];
    }
    case 'adjacent':
      return [here - 1, here + 1].filter((z) => z >= 0 && z <= lastZone(state));
    case 'zone-with': {
      const cs = matchCreatures(state, ctx, place.creature, sc);
      return [...new Set(cs.map((c) => c.zone))].sort((a, b) => a - b);
    }
    case 'any-zone':
      // Any zone one can stand in: a face-down Salle is no place yet (docs/rules/index.md).
      return mapPacked(state.zones, (_, i) => i).filter((i) => i <= lastZone(state) && (place.type === null || zoneHasType(state, ctx.cat, i, place.type)));
    case 'named-zone': {
      const z = zoneByName(state, ctx.cat, place.name);
      return z >= 0 ? [z] : [];
    }
    case 'chapter':
      return mapPacked(state.zones, (_, i) => i);
  }
}


export function playerCandidates(state: GameState, ctx: Ctx, ref: Players, sc: Scope): PlayerState[] {
  const f = ref.filter;
  if (!f) return state.players;
  if (f.kind === 'in') {
    const zones = zonesOf(state, ctx, f.place, sc);
    return state.players.filter((p) => zones.includes(p.zone));
  }
  if (f.kind === 'range') {
    const from = speakerZone(state, sc);
    return state.players.filter((p) => distance(p.zone, from) <= f.n.value);
  }
  return state.players.filter((p) => p.items.some((i) => itemMatches(ctx, i, f.item, sc)));
}

/**
 * The players a reference names. `one` asks for a single player (un joueur, le plus proche):
 * ties and choices go to the players' policy.
 */
export function pickPlayers(state: GameState, ctx: Ctx, ref: PlayerRef, sc: Scope, one = false): PlayerState[] {
  let list: PlayerState[];
  let single = one;
  if (ref.kind === 'it') list = mapPacked(sc.it.filter((t) => t.kind === 'player'), (t) => state.players[(t as { seat: number }).seat]);
  else if (ref.kind === 'one-of-them') {
    list = mapPacked(sc.them, (s) => state.players[s]);
    single = true;
  } else {
    const candidates = playerCandidates(state, ctx, ref, sc);
    if (ref.det === 'nearest') {
      list = nearestAmong(candidates, speakerZone(state, sc));
      single = true;
    } else {
      list = candidates;
      single = one || ref.det === 'un';
    }
  }
  if (!single || list.length <= 1) return list;
  const n = ask(state, ctx, {
    kind: 'target-player',
    player: null,
    prompt: `Which player does ${sc.source} target?`,
    asked: { q: 'target-player', card: sc.source },
    options: mapPacked(list, (p) => p.character),
  });
  return [list[n]];
}

/**
 * The player a reference names where only the zone matters (moving toward or away from them,
 * "la zone du joueur le plus proche"): players tied for "nearest" in one zone lead to the same
 * zone, so the players are asked only between zones (the golden rule asks when options differ).
 */
export function playersForTheirZone(state: GameState, ctx: Ctx, ref: PlayerRef, sc: Scope): PlayerState[] {
  if (ref.kind === 'players' && ref.det === 'nearest') {
    const tied = nearestAmong(playerCandidates(state, ctx, ref, sc), speakerZone(state, sc));
    if (new Set(tied.map((p) => p.zone)).size <= 1) return tied.slice(0, 1);
  }
  return pickPlayers(state, ctx, ref, sc, true);
}

function nearestAmong(list: PlayerState[], zone: number): PlayerState[] {
  const best = Math.min(...list.map((p) => distance(p.zone, zone)));
  return list.filter((p) => distance(p.zone, zone) === best);
}

function creatureCandidates(state: GameState, ctx: Ctx, ref: CreatureRef, sc: Scope): CreatureState[] {
  if (ref.kind === 'named') return state.creatures.filter((c) => creatureDef(ctx.cat, c).name === ref.name);
  let list = ref.special ? state.creatures.filter((c) => c.deck === 'special') : state.creatures;
  const f = ref.filter;
  if (!f) return list;
  if (f.kind === 'you-hit') return sc.attack?.hit && list.includes(sc.attack.target) ? [sc.attack.target] : [];
  if (f.kind === 'range') {
    const from = speakerZone(state, sc);
    return list.filter((c) => distance(c.zone, from) <= f.n.value);
  }
  const zones = zonesOf(state, ctx, f.place, sc);
  list = list.filter((c) => zones.includes(c.zone));
  return list;
}

/** Creatures a reference names, without choosing among them (conditions count them). */
export function matchCreatures(state: GameState, ctx: Ctx, ref: CreatureRef, sc: Scope): CreatureState[] {
  return creatureCandidates(state, ctx, ref, sc);
}

export function pickCreatures(state: GameState, ctx: Ctx, ref: CreatureRef | { kind: 'it' }, sc: Scope): CreatureState[] {
  let list: CreatureState[];
  let single: boolean;
  if (ref.kind === 'it') {
    list = sc.it.filter((t) => t.kind === 'creature').map((t) => (t as { c: CreatureState }).c).filter((c) => state.creatures.includes(c));
    single = true;
  } else {
    list = creatureCandidates(state, ctx, ref, sc);
    single = ref.kind === 'named' || ref.det === 'une';
  }
  if (!single || list.length <= 1) return list;
  const n = ask(state, ctx, { kind: 'target-creature', player: speakerSeat(sc), prompt: `Which creature does ${sc.source} target?`, options: mapPacked(list, (c) => c.uid), asked: { q: 'target-creature', card: sc.source } });
  return [list[n]];
}

/** An item reference against an item: "le Mousquet" is the card whose name starts with it. */
export function itemMatches(ctx: Ctx, item: ItemState, ref: ItemRef, sc: Scope): boolean {
  if (ref.kind === 'card') {
    const name = ctx.cat.objets.get(item.card)?.name ?? '';
    return name === ref.name || name.startsWith(`${ref.name} `);
  }
  if (ref.kind === 'it') return sc.it.some((t) => t.kind === 'item' && t.item === item);
  if (ref.state === 'unengaged') return !item.engaged;
  return true;
}


export function setPlayers(sc: Scope, ps: PlayerState[]): void {
  sc.it = mapPacked(ps, (p) => ({ kind: 'player', seat: p.seat }) as Target);
  sc.them = mapPacked(ps, (p) => p.seat);
}

/** Players who act in a clause: "vous", "chaque joueur …", "il", "le joueur qui possède …". */
export function actorPlayers(state: GameState, ctx: Ctx, actor: Actor, sc: Scope): PlayerState[] {
  if (actor.kind === 'you' || actor.kind === 'vous') return sc.speaker.kind === 'player' ? [state.players[sc.speaker.seat]] : [];
  if (actor.kind === 'me') return [];
  return pickPlayers(state, ctx, actor, sc);
}

export function zoneItems(state: GameState, ctx: Ctx, ref: ItemRef, sc: Scope): { item: ItemState; zone: number }[] {
  if (ref.kind !== 'items') return [];
  const zones = ref.from ? zonesOf(state, ctx, ref.from, sc) : [speakerZone(state, sc)];
  const out: { item: ItemState; zone: number }[] = [];
  for (const zone of zones) {
    for (const item of state.zones[zone].items) {
      if (ref.state === 'unrevealed' && item.revealed) continue;
      if (ref.state === 'unengaged' && item.engaged) continue;
      out.push({ item, zone });
    }
  }
  return out;
}

export function pickOne<T extends { item: ItemState }>(state: GameState, ctx: Ctx, pool: T[], seat: number | null, prompt: string, asked: Asked): T[] {
  if (pool.length <= 1) return pool;
  return [pool[ask(state, ctx, { kind: 'item', player: seat, prompt, options: mapPacked(pool, (x) => x.item.uid), asked })]];
}
