/**
 * The interpreter of the card-text AST: conditions are tested and clauses carried out against
 * the state. Wherever a text leaves a choice (which player, which direction, which item), the
 * players' policy is asked. Modifiers that other rules read (costs, attack bonuses, ignoring
 * Tacle) do nothing when carried out: attack.ts and moves.ts look for them.
 */
import type { Action as Clause, Actor, Condition, CreatureRef, EffectText, ItemRef, Place, PlayerRef, Players, Sentence } from '../text/ast.js';
import { creatureDef, distance, lastZone, playerLabel, zoneByName, zoneHasType } from './board.js';
import { ask, emit, type Ctx } from './context.js';
import { playerMovesSelf } from './moves.js';
import {
  damageCreature,
  damagePlayer,
  healCreature,
  healPlayer,
  killCreature,
  placeCreature,
  placePlayer,
  putCreature,
  receiveItem,
  removeCreature,
  summonCreature,
} from './ops.js';
import { scope as makeScope, type Scope, type Target } from './scope.js';
import type { CreatureState, GameState, ItemState, PlayerState } from './types.js';

// ── where ──

/** The zone the speaker stands in: a creature's, a player's, or the zone card's own. */
export function speakerZone(state: GameState, sc: Scope): number {
  if (sc.speaker.kind === 'creature') return sc.speaker.c.zone;
  if (sc.speaker.kind === 'player') return state.players[sc.speaker.seat].zone;
  return sc.here ?? 0;
}

function speakerSeat(sc: Scope): number | null {
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
      return [here - 1, here + 1].filter((z) => z >= 0 && z < state.zones.length);
    case 'zone-with': {
      const cs = matchCreatures(state, ctx, place.creature, sc);
      return [...new Set(cs.map((c) => c.zone))].sort((a, b) => a - b);
    }
    case 'any-zone':
      return state.zones.map((_, i) => i).filter((i) => place.type === null || zoneHasType(state, ctx.cat, i, place.type));
    case 'named-zone': {
      const z = zoneByName(state, ctx.cat, place.name);
      return z >= 0 ? [z] : [];
    }
    case 'chapter':
      return state.zones.map((_, i) => i);
  }
}

// ── who ──

function playerCandidates(state: GameState, ctx: Ctx, ref: Players, sc: Scope): PlayerState[] {
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
  if (ref.kind === 'it') list = sc.it.filter((t) => t.kind === 'player').map((t) => state.players[(t as { seat: number }).seat]);
  else if (ref.kind === 'one-of-them') {
    list = sc.them.map((s) => state.players[s]);
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
    options: list.map((p) => p.character),
  });
  return [list[n]];
}

/**
 * The player a reference names where only the zone matters (moving toward or away from them,
 * "la zone du joueur le plus proche"): players tied for "nearest" in one zone lead to the same
 * zone, so the players are asked only between zones (the golden rule asks when options differ).
 */
function playersForTheirZone(state: GameState, ctx: Ctx, ref: PlayerRef, sc: Scope): PlayerState[] {
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

function pickCreatures(state: GameState, ctx: Ctx, ref: CreatureRef | { kind: 'it' }, sc: Scope): CreatureState[] {
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
  const n = ask(state, ctx, { kind: 'target-creature', player: speakerSeat(sc), prompt: `Which creature does ${sc.source} target?`, options: list.map((c) => c.uid) });
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

// ── conditions ──

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
      return sc.event === 'setup';
    case 'player-enters':
      return sc.event === 'enter-first' || (sc.event === 'enter' && !cond.first);
    case 'player-rests':
      return sc.event === 'rest';
  }
}

/** Conditions that name a moment rather than a state: they trigger effects instead of allowing them. */
export const EVENT_CONDITIONS = new Set(['you-attack', 'you-hit', 'you-take-damage', 'your-attack-kills', 'chapter-end', 'setup', 'player-enters', 'player-rests']);

// ── effects ──

export function executeEffect(state: GameState, ctx: Ctx, text: EffectText, sc: Scope): number {
  let reduced = 0;
  for (const s of text.sentences) reduced += executeSentence(state, ctx, s, sc);
  return reduced;
}

/** Returns the damage it reduces (Bouclier de Fortune), 0 for every other sentence. */
export function executeSentence(state: GameState, ctx: Ctx, s: Sentence, sc: Scope): number {
  if (s.prefix?.kind === 'if') {
    sc.lastIf = holds(state, ctx, s.prefix.condition, sc);
    if (!sc.lastIf) return 0;
  } else if (s.prefix?.kind === 'else') {
    if (sc.lastIf !== false) return 0;
  }
  let reduced = 0;
  for (const clause of s.clauses) reduced += executeClause(state, ctx, clause, sc);
  return reduced;
}

/** A creature's passive sentence ("Quand une Encre meurt, je perds 1 PV"), spoken by the creature. */
export function executeSentenceFor(state: GameState, ctx: Ctx, c: CreatureState, s: Sentence): void {
  executeSentence(state, ctx, { ...s, prefix: null }, makeScope({ kind: 'creature', c }, c.card));
}

function executeClause(state: GameState, ctx: Ctx, clause: Clause, sc: Scope): number {
  const seat = speakerSeat(sc);
  const me = sc.speaker.kind === 'creature' ? sc.speaker.c : null;
  switch (clause.kind) {
    case 'damage': {
      const t = clause.target;
      if (t.kind === 'players' || t.kind === 'one-of-them' || (t.kind === 'it' && sc.it.some((x) => x.kind === 'player'))) {
        const ps = pickPlayers(state, ctx, t as PlayerRef, sc);
        setPlayers(sc, ps);
        for (const p of ps) damagePlayer(state, ctx, p.seat, clause.amount.value, sc.source);
      } else {
        const cs = pickCreatures(state, ctx, t as CreatureRef, sc);
        sc.it = cs.map((c) => ({ kind: 'creature', c }));
        for (const c of cs) damageCreature(state, ctx, c, clause.amount.value, sc.source, seat);
      }
      return 0;
    }
    case 'move-self': {
      if (me) moveCreatureSelf(state, ctx, me, clause.distance, clause.toward, sc);
      else if (seat !== null) playerMovesSelf(state, ctx, seat, clause.distance === 'max' ? state.zones.length : clause.distance.value, !!clause.ignoring, sc.source);
      return 0;
    }
    case 'move-away': {
      if (!me) return 0;
      let from: PlayerState[];
      if (clause.from) from = playersForTheirZone(state, ctx, clause.from, sc);
      else {
        // "je m'éloigne d'une zone", with nobody named: away from the player just targeted, or the nearest.
        const last = sc.it.filter((t) => t.kind === 'player').map((t) => state.players[(t as { seat: number }).seat]);
        from = last.length ? last.slice(0, 1) : playersForTheirZone(state, ctx, { kind: 'players', det: 'nearest', filter: null }, sc);
      }
      if (from.length) stepAway(state, ctx, me, from[0].zone, clause.distance.value, sc);
      return 0;
    }
    case 'move-to': {
      const ps = pickPlayers(state, ctx, clause.who, sc, clause.who.kind !== 'players' || clause.who.det !== 'chaque');
      const [zone] = zonesOf(state, ctx, clause.place, sc);
      if (zone === undefined) return 0;
      for (const p of ps) placePlayer(state, ctx, p.seat, zone, sc.source);
      setPlayers(sc, ps);
      return 0;
    }
    case 'move-other': {
      const cs = pickCreatures(state, ctx, clause.who, sc).filter((c) => !creatureDef(ctx.cat, c).neverMoves);
      for (const c of cs) {
        const dir = askDirection(state, ctx, c.zone, null, sc, `Which way does ${sc.source} move ${c.uid}?`);
        if (dir !== 0) placeCreature(state, ctx, c, clampZone(state, c.zone + dir * clause.distance.value), sc.source);
      }
      sc.it = cs.map((c) => ({ kind: 'creature', c }));
      return 0;
    }
    case 'push': {
      const from = speakerZone(state, sc);
      const who = clause.who;
      if (who.kind === 'creatures' || who.kind === 'named' || (who.kind === 'it' && sc.it.some((x) => x.kind === 'creature'))) {
        const cs = pickCreatures(state, ctx, who as CreatureRef, sc).filter((c) => !creatureDef(ctx.cat, c).neverMoves);
        for (const c of cs) {
          const dir = askDirection(state, ctx, c.zone, from, sc, `Which way is ${c.uid} pushed?`);
          if (dir !== 0) placeCreature(state, ctx, c, clampZone(state, c.zone + dir * clause.distance.value), sc.source);
          sc.destination = c.zone;
        }
        sc.it = cs.map((c) => ({ kind: 'creature', c }));
      } else {
        const ps = pickPlayers(state, ctx, who as PlayerRef, sc);
        for (const p of ps) {
          const dir = askDirection(state, ctx, p.zone, from, sc, `Which way is ${p.character} pushed?`);
          if (dir !== 0) placePlayer(state, ctx, p.seat, clampZone(state, p.zone + dir * clause.distance.value), sc.source);
          sc.destination = p.zone;
        }
        setPlayers(sc, ps);
      }
      return 0;
    }
    case 'pull': {
      const [zone] = zonesOf(state, ctx, clause.place, sc);
      if (zone === undefined) return 0;
      if (clause.who.kind === 'it' && sc.it.some((x) => x.kind === 'creature')) {
        for (const c of pickCreatures(state, ctx, { kind: 'it' }, sc)) placeCreature(state, ctx, c, zone, sc.source);
      } else {
        const ps = pickPlayers(state, ctx, clause.who, sc, true);
        for (const p of ps) placePlayer(state, ctx, p.seat, zone, sc.source);
        setPlayers(sc, ps);
      }
      return 0;
    }
    case 'go': {
      if (seat === null) return 0;
      const zones = zonesOf(state, ctx, clause.to, sc).filter((z) => z !== state.players[seat].zone);
      if (!zones.length) return 0;
      const n = ask(state, ctx, { kind: 'zone', player: seat, prompt: `Where does ${playerLabel(state, seat)} go?`, options: zones.map((z) => state.zones[z].card) });
      placePlayer(state, ctx, seat, zones[n], sc.source);
      return 0;
    }
    case 'heal': {
      if (clause.actor.kind === 'me') {
        if (me) healCreature(state, ctx, me, clause.amount.value, sc.source);
        return 0;
      }
      const ps = actorPlayers(state, ctx, clause.actor, sc);
      for (const p of ps) healPlayer(state, ctx, p.seat, clause.amount.value, sc.source);
      setPlayers(sc, ps);
      return 0;
    }
    case 'lose-pv':
      if (me) damageCreature(state, ctx, me, clause.amount.value, sc.source, null);
      return 0;
    case 'die':
      if (me) killCreature(state, ctx, me, sc.source, null);
      return 0;
    case 'summon': {
      const card = ctx.cat.creatureByName.get(clause.creature.name);
      if (!card) return 0;
      const zones = zonesOf(state, ctx, clause.place, sc);
      for (const zone of zones.slice(0, 1)) {
        do {
          if (!summonCreature(state, ctx, card, zone, sc.source)) break;
        } while (clause.max);
      }
      return 0;
    }
    case 'steal': {
      if (!me) return 0;
      // Only a player holding a matching item can be robbed: the players choose among those.
      const robbable = playerCandidates(state, ctx, clause.from, sc).filter((p) => p.items.some((i) => itemMatches(ctx, i, clause.item, sc)));
      if (!robbable.length) return 0;
      const victim = robbable.length === 1 ? robbable[0] : robbable[ask(state, ctx, { kind: 'target-player', player: null, prompt: `Whom does ${sc.source} rob?`, options: robbable.map((p) => p.character) })];
      const items = victim.items.filter((i) => itemMatches(ctx, i, clause.item, sc));
      const item = items[ask(state, ctx, { kind: 'item', player: victim.seat, prompt: `Which item of ${victim.character} is stolen?`, options: items.map((i) => i.uid) })];
      victim.items.splice(victim.items.indexOf(item), 1);
      emit(ctx, { e: 'steal', creature: me.uid, player: victim.seat, item: item.card });
      sc.it = [{ kind: 'item', item }];
      sc.them = [victim.seat];
      return 0;
    }
    case 'put': {
      const [zone] = zonesOf(state, ctx, clause.place, sc);
      if (zone === undefined) return 0;
      if (clause.item.kind === 'it') {
        for (const t of sc.it) if (t.kind === 'item') state.zones[zone].items.push({ ...t.item, revealed: true });
      } else if (seat !== null) {
        const p = state.players[seat];
        const item = p.items.find((i) => itemMatches(ctx, i, clause.item, sc));
        if (item) {
          p.items.splice(p.items.indexOf(item), 1);
          state.zones[zone].items.push(item);
          emit(ctx, { e: 'drop', player: seat, item: item.card });
        }
      }
      return 0;
    }
    case 'look-deck':
      emit(ctx, { e: 'look-deck', zones: state.piles.zones.slice(0, clause.count.value) });
      return 0;
    case 'look':
    case 'reveal': {
      const pool = zoneItems(state, ctx, clause.item, sc);
      const chosen = clause.item.kind === 'items' && clause.item.det === 'tous' ? pool : pickOne(state, ctx, pool, seat, `Which item does ${sc.source} ${clause.kind === 'look' ? 'look at' : 'reveal'}?`);
      for (const { item, zone } of chosen) {
        // An Objet already face up ("révélez un Objet des Docks" choosing a dropped one) is not revealed again.
        const news = clause.kind === 'look' || !item.revealed;
        if (clause.kind === 'look') item.known = true;
        else item.revealed = item.known = true;
        if (news) emit(ctx, { e: clause.kind, item: item.card, zone });
      }
      return 0;
    }
    case 'pick-up': {
      if (seat === null) return 0;
      const pool = zoneItems(state, ctx, clause.item, sc);
      for (const { item, zone } of pickOne(state, ctx, pool, seat, `Which item does ${playerLabel(state, seat)} pick up?`)) {
        const z = state.zones[zone].items;
        z.splice(z.indexOf(item), 1);
        emit(ctx, { e: 'pick-up', player: seat, item: item.card });
        receiveItem(state, ctx, seat, item);
      }
      return 0;
    }
    case 'remove': {
      for (const c of pickCreatures(state, ctx, { kind: 'it' }, sc)) {
        removeCreature(state, c);
        emit(ctx, { e: 'removed', creature: c.uid });
      }
      return 0;
    }
    case 'keep-secret':
      if (seat !== null && sc.secret !== null) state.players[seat].secrets.push(sc.secret);
      return 0;
    case 'read-secret':
      readSecret(state, ctx, clause.number.value, seat);
      return 0;
    case 'reduce-damage':
      return clause.amount.value;
    case 'untap': {
      const ps = actorPlayers(state, ctx, clause.actor, sc);
      for (const p of ps) untapOne(state, ctx, p, clause.item.kind);
      return 0;
    }
    case 'suffer': {
      const ps = actorPlayers(state, ctx, clause.actor, sc);
      setPlayers(sc, ps);
      for (const p of ps) damagePlayer(state, ctx, p.seat, clause.amount.value, sc.source);
      return 0;
    }
    case 'free-move': {
      for (const p of actorPlayers(state, ctx, clause.actor, sc)) playerMovesSelf(state, ctx, p.seat, clause.distance.value, false, sc.source, true);
      return 0;
    }
    case 'lose-keyword':
      for (const c of pickCreatures(state, ctx, clause.who, sc)) if (!c.lost.includes(clause.keyword.name)) c.lost.push(clause.keyword.name);
      return 0;
    case 'no-riposte':
      for (const c of pickCreatures(state, ctx, clause.who, sc)) c.noRiposte = true;
      return 0;
    case 'boss-appears': {
      const [zone] = zonesOf(state, ctx, clause.place, sc);
      const card = state.piles.boss.shift();
      if (card !== undefined && zone !== undefined) putCreature(state, ctx, card, zone, sc.source);
      return 0;
    }
    // Modifiers, read where they apply (attack.ts, moves.ts), and texts the setup itself carries out.
    case 'nothing':
    case 'reroll':
    case 'ignore-keyword':
    case 'attack-bonus':
    case 'accuracy-bonus':
    case 'cost':
    case 'start-here':
    case 'may-end-chapter':
      return 0;
  }
}

function setPlayers(sc: Scope, ps: PlayerState[]): void {
  sc.it = ps.map((p) => ({ kind: 'player', seat: p.seat }) as Target);
  sc.them = ps.map((p) => p.seat);
}

/** Players who act in a clause: "vous", "chaque joueur …", "il", "le joueur qui possède …". */
function actorPlayers(state: GameState, ctx: Ctx, actor: Actor, sc: Scope): PlayerState[] {
  if (actor.kind === 'you' || actor.kind === 'vous') return sc.speaker.kind === 'player' ? [state.players[sc.speaker.seat]] : [];
  if (actor.kind === 'me') return [];
  return pickPlayers(state, ctx, actor, sc);
}

function zoneItems(state: GameState, ctx: Ctx, ref: ItemRef, sc: Scope): { item: ItemState; zone: number }[] {
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

function pickOne<T extends { item: ItemState }>(state: GameState, ctx: Ctx, pool: T[], seat: number | null, prompt: string): T[] {
  if (pool.length <= 1) return pool;
  return [pool[ask(state, ctx, { kind: 'item', player: seat, prompt, options: pool.map((x) => x.item.uid) })]];
}

/** Dégage: a Ration is any engaged one (they are alike); an Objet is the players' pick. */
export function untapOne(state: GameState, ctx: Ctx, p: PlayerState, what: 'item' | 'ration'): void {
  if (what === 'ration') {
    const r = p.rations.find((x) => x.engaged);
    if (r) r.engaged = false;
    return;
  }
  const engaged = p.items.filter((i) => i.engaged);
  if (!engaged.length) return;
  const n = ask(state, ctx, { kind: 'untap', player: p.seat, prompt: `Which item does ${p.character} untap?`, options: engaged.map((i) => i.uid) });
  engaged[n].engaged = false;
}

/** Reads a Secret: its text is carried out by the player who triggered it. */
export function readSecret(state: GameState, ctx: Ctx, number: number, seat: number | null): void {
  const secret = ctx.cat.secrets.get(number);
  if (!secret?.text) return;
  if (!state.secretsRead.includes(number)) state.secretsRead.push(number);
  emit(ctx, { e: 'secret', number, player: seat });
  const speaker = seat !== null ? ({ kind: 'player', seat } as const) : ({ kind: 'table' } as const);
  executeEffect(state, ctx, secret.text, makeScope(speaker, secret.id, { secret: number }));
}

// ── creatures moving on their own ──

function clampZone(state: GameState, z: number): number {
  return Math.max(0, Math.min(lastZone(state), z));
}

/**
 * Which way something at `zone` goes: away from `from` when given (a push), or either way.
 * Returns -1, +1, or 0 when it cannot move. Two open ways ask the players.
 */
function askDirection(state: GameState, ctx: Ctx, zone: number, from: number | null, sc: Scope, prompt: string): number {
  let dirs = [-1, 1].filter((d) => zone + d >= 0 && zone + d <= lastZone(state));
  if (from !== null && from !== zone) dirs = dirs.filter((d) => Math.sign(zone - from) === d);
  if (!dirs.length) return 0;
  if (dirs.length === 1) return dirs[0];
  return dirs[ask(state, ctx, { kind: 'direction', player: speakerSeat(sc), prompt, options: dirs.map((d) => (d < 0 ? 'left' : 'right')) })];
}

function stepAway(state: GameState, ctx: Ctx, c: CreatureState, fromZone: number, steps: number, sc: Scope): void {
  const dir = askDirection(state, ctx, c.zone, fromZone, sc, `Which way does ${c.uid} back away?`);
  if (dir !== 0) placeCreature(state, ctx, c, clampZone(state, c.zone + dir * steps), sc.source);
}

/** "Je me déplace d'une zone vers le joueur le plus proche", Charge X, "aussi loin que possible". */
export function moveCreatureSelf(state: GameState, ctx: Ctx, c: CreatureState, dist: number | 'max' | { value: number }, toward: PlayerRef | null, sc: Scope): void {
  if (creatureDef(ctx.cat, c).neverMoves) return;
  if (toward) {
    const [target] = playersForTheirZone(state, ctx, toward, sc);
    if (!target || target.zone === c.zone) return;
    const steps = typeof dist === 'object' ? dist.value : dist === 'max' ? Infinity : dist;
    const gap = Math.abs(target.zone - c.zone);
    placeCreature(state, ctx, c, c.zone + Math.sign(target.zone - c.zone) * Math.min(steps, gap), sc.source);
    return;
  }
  if (dist === 'max') {
    // As far as possible: the end of the line farther from it; a tie asks the players.
    const ends = [0, lastZone(state)];
    const far = Math.max(...ends.map((z) => Math.abs(z - c.zone)));
    const options = [...new Set(ends.filter((z) => Math.abs(z - c.zone) === far))];
    const zone = options.length === 1 ? options[0] : options[ask(state, ctx, { kind: 'zone', player: null, prompt: `Where does ${c.uid} go?`, options: options.map((z) => state.zones[z].card) })];
    placeCreature(state, ctx, c, zone, sc.source);
    return;
  }
  const steps = typeof dist === 'object' ? dist.value : dist;
  const dir = askDirection(state, ctx, c.zone, null, sc, `Which way does ${c.uid} move?`);
  if (dir !== 0) placeCreature(state, ctx, c, clampZone(state, c.zone + dir * steps), sc.source);
}

/** Charge X: at the start of its turn, with no player in its zone, up to X zones toward the nearest player. */
export function charge(state: GameState, ctx: Ctx, c: CreatureState, x: number): void {
  if (state.players.some((p) => p.zone === c.zone)) return;
  moveCreatureSelf(state, ctx, c, x, { kind: 'players', det: 'nearest', filter: null }, makeScope({ kind: 'creature', c }, c.card));
}

