/**
 * What each clause of the card language does, as a table of handlers keyed by the clause's kind.
 * An edition of the game (INDEX beside CODEX) reads the same texts with the same table, and
 * extends or overrides entries where its rulebook differs, instead of copying the interpreter.
 */
import type { Action as Clause, CreatureRef, PlayerRef } from '../text/ast.js';
import { creatureDef, playerLabel } from './board.js';
import { copyItem } from './clone.js';
import { ask, emit, type Ctx } from './context.js';
import { playerMovesSelf } from './moves.js';
import { damageCreature, damagePlayer, healCreature, healPlayer, killCreature, placeCreature, placePlayer, putCreature, receiveItem, removeCreature, summonCreature, untapOne } from './ops.js';
import type { Scope } from './scope.js';
import type { CreatureState, GameState, PlayerState } from './types.js';
import { actorPlayers, itemMatches, pickCreatures, pickOne, pickPlayers, playerCandidates, playersForTheirZone, setPlayers, speakerZone, zoneItems, zonesOf } from './targeting.js';
import { askDirection, clampZone, moveCreatureSelf, stepAway } from './creature-moves.js';
import { mapPacked } from '../../../engine/packed.js';

/** Who speaks the clause: a player's seat, or the creature itself ("je"). */
export interface Speaker {
  seat: number | null;
  me: CreatureState | null;
}

/** Carries out one clause of kind K; returns the damage it reduces (Bouclier de Fortune), 0 for every other clause. */
// Written as a method's type, so that one handler may serve several kinds (look and reveal).
export type Handler<K extends Clause['kind']> = { run(state: GameState, ctx: Ctx, clause: Extract<Clause, { kind: K }>, sc: Scope, who: Speaker): number }['run'];

/** Clause kinds that only an edition built on CODEX's language has (INDEX): CODEX's table leaves them out. */
export type EditionOnlyClause = 'end-floor' | 'put-secret-item' | 'look-unrevealed';

export type ClauseTable = { [K in Exclude<Clause['kind'], EditionOnlyClause>]: Handler<K> } & { [K in EditionOnlyClause]?: Handler<K> };


const damageClause: Handler<'damage'> = (state, ctx, clause, sc, { seat }) => {
  const t = clause.target;
  if (t.kind === 'players' || t.kind === 'one-of-them' || (t.kind === 'it' && sc.it.some((x) => x.kind === 'player'))) {
    const ps = pickPlayers(state, ctx, t as PlayerRef, sc);
    setPlayers(sc, ps);
    for (const p of ps) damagePlayer(state, ctx, p.seat, clause.amount.value, sc.source);
  } else {
    const cs = pickCreatures(state, ctx, t as CreatureRef, sc);
    sc.it = mapPacked(cs, (c) => ({ kind: 'creature', c }));
    for (const c of cs) damageCreature(state, ctx, c, clause.amount.value, sc.source, seat);
  }
  return 0;
};

const moveSelfClause: Handler<'move-self'> = (state, ctx, clause, sc, { seat, me }) => {
  if (me) moveCreatureSelf(state, ctx, me, clause.distance, clause.toward, sc);
  else if (seat !== null) playerMovesSelf(state, ctx, seat, clause.distance === 'max' ? state.zones.length : clause.distance.value, !!clause.ignoring, sc.source);
  return 0;
};

const moveAwayClause: Handler<'move-away'> = (state, ctx, clause, sc, { me }) => {
  if (!me) return 0;
  let from: PlayerState[];
  if (clause.from) from = playersForTheirZone(state, ctx, clause.from, sc);
  else {
    // "je m'éloigne d'une zone", with nobody named: away from the player just targeted, or the nearest.
    const last = mapPacked(sc.it.filter((t) => t.kind === 'player'), (t) => state.players[(t as { seat: number }).seat]);
    from = last.length ? last.slice(0, 1) : playersForTheirZone(state, ctx, { kind: 'players', det: 'nearest', filter: null }, sc);
  }
  if (from.length) stepAway(state, ctx, me, from[0].zone, clause.distance.value, sc);
  return 0;
};

const moveToClause: Handler<'move-to'> = (state, ctx, clause, sc, { seat }) => {
  const ps = pickPlayers(state, ctx, clause.who, sc, clause.who.kind !== 'players' || clause.who.det !== 'chaque');
  const [zone] = zonesOf(state, ctx, clause.place, sc);
  if (zone === undefined) return 0;
  for (const p of ps) placePlayer(state, ctx, p.seat, zone, sc.source);
  setPlayers(sc, ps);
  return 0;
};

const moveOtherClause: Handler<'move-other'> = (state, ctx, clause, sc, _who) => {
  const cs = pickCreatures(state, ctx, clause.who, sc).filter((c) => !creatureDef(ctx.cat, c).neverMoves);
  for (const c of cs) {
    const dir = askDirection(state, ctx, c.zone, null, sc, `Which way does ${sc.source} move ${c.uid}?`, { q: 'creature-moved', card: sc.source, target: c.uid });
    if (dir !== 0) placeCreature(state, ctx, c, clampZone(state, c.zone + dir * clause.distance.value), sc.source);
  }
  sc.it = mapPacked(cs, (c) => ({ kind: 'creature', c }));
  return 0;
};

const pushClause: Handler<'push'> = (state, ctx, clause, sc, { seat }) => {
  const from = speakerZone(state, sc);
  const who = clause.who;
  if (who.kind === 'creatures' || who.kind === 'named' || (who.kind === 'it' && sc.it.some((x) => x.kind === 'creature'))) {
    const cs = pickCreatures(state, ctx, who as CreatureRef, sc).filter((c) => !creatureDef(ctx.cat, c).neverMoves);
    for (const c of cs) {
      const dir = askDirection(state, ctx, c.zone, from, sc, `Which way is ${c.uid} pushed?`, { q: 'creature-pushed', target: c.uid });
      if (dir !== 0) placeCreature(state, ctx, c, clampZone(state, c.zone + dir * clause.distance.value), sc.source);
      sc.destination = c.zone;
    }
    sc.it = mapPacked(cs, (c) => ({ kind: 'creature', c }));
  } else {
    const ps = pickPlayers(state, ctx, who as PlayerRef, sc);
    for (const p of ps) {
      const dir = askDirection(state, ctx, p.zone, from, sc, `Which way is ${p.character} pushed?`, { q: 'player-pushed', seat: p.seat });
      if (dir !== 0) placePlayer(state, ctx, p.seat, clampZone(state, p.zone + dir * clause.distance.value), sc.source);
      sc.destination = p.zone;
    }
    setPlayers(sc, ps);
  }
  return 0;
};

const pullClause: Handler<'pull'> = (state, ctx, clause, sc, { seat }) => {
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
};

const goClause: Handler<'go'> = (state, ctx, clause, sc, { seat }) => {
  if (seat === null) return 0;
  const zones = zonesOf(state, ctx, clause.to, sc).filter((z) => z !== state.players[seat].zone);
  if (!zones.length) return 0;
  const n = ask(state, ctx, { kind: 'zone', player: seat, prompt: `Where does ${playerLabel(state, seat)} go?`, options: mapPacked(zones, (z) => state.zones[z].card), asked: { q: 'player-goes', seat } });
  placePlayer(state, ctx, seat, zones[n], sc.source);
  return 0;
};

const healClause: Handler<'heal'> = (state, ctx, clause, sc, { seat, me }) => {
  if (clause.actor.kind === 'me') {
    if (me) healCreature(state, ctx, me, clause.amount.value, sc.source);
    return 0;
  }
  const ps = actorPlayers(state, ctx, clause.actor, sc);
  for (const p of ps) healPlayer(state, ctx, p.seat, clause.amount.value, sc.source);
  setPlayers(sc, ps);
  return 0;
};

const losePvClause: Handler<'lose-pv'> = (state, ctx, clause, sc, { me }) => {
  if (me) damageCreature(state, ctx, me, clause.amount.value, sc.source, null);
  return 0;
};

const dieClause: Handler<'die'> = (state, ctx, clause, sc, { me }) => {
  if (me) killCreature(state, ctx, me, sc.source, null);
  return 0;
};

const summonClause: Handler<'summon'> = (state, ctx, clause, sc, _who) => {
  const card = ctx.cat.creatureByName.get(clause.creature.name);
  if (!card) return 0;
  const zones = zonesOf(state, ctx, clause.place, sc);
  for (const zone of zones.slice(0, 1)) {
    do {
      if (!summonCreature(state, ctx, card, zone, sc.source)) break;
    } while (clause.max);
  }
  return 0;
};

const stealClause: Handler<'steal'> = (state, ctx, clause, sc, { seat, me }) => {
  if (!me) return 0;
  // Only a player holding a matching item can be robbed: the players choose among those.
  const robbable = playerCandidates(state, ctx, clause.from, sc).filter((p) => p.items.some((i) => itemMatches(ctx, i, clause.item, sc)));
  if (!robbable.length) return 0;
  const victim = robbable.length === 1 ? robbable[0] : robbable[ask(state, ctx, { kind: 'target-player', player: null, prompt: `Whom does ${sc.source} rob?`, options: mapPacked(robbable, (p) => p.character), asked: { q: 'rob', card: sc.source } })];
  const items = victim.items.filter((i) => itemMatches(ctx, i, clause.item, sc));
  const item = items[ask(state, ctx, { kind: 'item', player: victim.seat, prompt: `Which item of ${victim.character} is stolen?`, options: mapPacked(items, (i) => i.uid), asked: { q: 'stolen-item', seat: victim.seat } })];
  victim.items.splice(victim.items.indexOf(item), 1);
  emit(ctx, { e: 'steal', creature: me.uid, player: victim.seat, item: item.card });
  sc.it = [{ kind: 'item', item }];
  sc.them = [victim.seat];
  return 0;
};

const putClause: Handler<'put'> = (state, ctx, clause, sc, { seat }) => {
  const [zone] = zonesOf(state, ctx, clause.place, sc);
  if (zone === undefined) return 0;
  if (clause.item.kind === 'it') {
    for (const t of sc.it) if (t.kind === 'item') state.zones[zone].items.push(copyItem(t.item, true));
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
};

const lookDeckClause: Handler<'look-deck'> = (state, ctx, clause, sc, _who) => {
  emit(ctx, { e: 'look-deck', zones: state.piles.zones.slice(0, clause.count.value) });
  return 0;
};

const lookOrRevealClause: Handler<'look' | 'reveal'> = (state, ctx, clause, sc, { seat }) => {
  const pool = zoneItems(state, ctx, clause.item, sc);
  const chosen = clause.item.kind === 'items' && clause.item.det === 'tous' ? pool : pickOne(state, ctx, pool, seat, `Which item does ${sc.source} ${clause.kind === 'look' ? 'look at' : 'reveal'}?`, { q: clause.kind === 'look' ? 'look-item' : 'reveal-item', card: sc.source });
  for (const { item, zone } of chosen) {
    // An Objet already face up ("révélez un Objet des Docks" choosing a dropped one) is not revealed again.
    const news = clause.kind === 'look' || !item.revealed;
    if (clause.kind === 'look') item.known = true;
    else item.revealed = item.known = true;
    if (news) emit(ctx, { e: clause.kind, item: item.card, zone });
  }
  return 0;
};

const pickUpClause: Handler<'pick-up'> = (state, ctx, clause, sc, { seat }) => {
  if (seat === null) return 0;
  const pool = zoneItems(state, ctx, clause.item, sc);
  for (const { item, zone } of pickOne(state, ctx, pool, seat, `Which item does ${playerLabel(state, seat)} pick up?`, { q: 'pick-up-item', seat })) {
    const z = state.zones[zone].items;
    z.splice(z.indexOf(item), 1);
    emit(ctx, { e: 'pick-up', player: seat, item: item.card });
    receiveItem(state, ctx, seat, item);
  }
  return 0;
};

const removeClause: Handler<'remove'> = (state, ctx, clause, sc, _who) => {
  for (const c of pickCreatures(state, ctx, { kind: 'it' }, sc)) {
    removeCreature(state, c);
    emit(ctx, { e: 'removed', creature: c.uid });
  }
  return 0;
};

const keepSecretClause: Handler<'keep-secret'> = (state, ctx, clause, sc, { seat }) => {
  if (seat !== null && sc.secret !== null) state.players[seat].secrets.push(sc.secret);
  return 0;
};

const reduceDamageClause: Handler<'reduce-damage'> = (state, ctx, clause, sc, _who) => {
  return clause.amount.value;
};

const untapClause: Handler<'untap'> = (state, ctx, clause, sc, _who) => {
  const ps = actorPlayers(state, ctx, clause.actor, sc);
  for (const p of ps) untapOne(state, ctx, p, clause.item.kind);
  return 0;
};

const sufferClause: Handler<'suffer'> = (state, ctx, clause, sc, { seat }) => {
  const ps = actorPlayers(state, ctx, clause.actor, sc);
  setPlayers(sc, ps);
  for (const p of ps) damagePlayer(state, ctx, p.seat, clause.amount.value, sc.source);
  return 0;
};

const freeMoveClause: Handler<'free-move'> = (state, ctx, clause, sc, { seat }) => {
  for (const p of actorPlayers(state, ctx, clause.actor, sc)) playerMovesSelf(state, ctx, p.seat, clause.distance.value, false, sc.source, true);
  return 0;
};

const loseKeywordClause: Handler<'lose-keyword'> = (state, ctx, clause, sc, _who) => {
  for (const c of pickCreatures(state, ctx, clause.who, sc)) if (!c.lost.includes(clause.keyword.name)) c.lost.push(clause.keyword.name);
  return 0;
};

const noRiposteClause: Handler<'no-riposte'> = (state, ctx, clause, sc, _who) => {
  for (const c of pickCreatures(state, ctx, clause.who, sc)) c.noRiposte = true;
  return 0;
};

const bossAppearsClause: Handler<'boss-appears'> = (state, ctx, clause, sc, _who) => {
  const [zone] = zonesOf(state, ctx, clause.place, sc);
  const card = state.piles.boss.shift();
  if (card !== undefined && zone !== undefined) putCreature(state, ctx, card, zone, sc.source);
  return 0;
};

// Modifiers, read where they apply (attack.ts, moves.ts), and texts the setup itself carries out.
const modifiersClause: Handler<'nothing' | 'reroll' | 'ignore-keyword' | 'attack-bonus' | 'accuracy-bonus' | 'cost' | 'start-here' | 'may-end-chapter'> = () => 0;

/** Every clause kind of the card language but reading a Secret (effects.ts: it runs a text), with what carries it out. */
export const CLAUSES: Omit<ClauseTable, 'read-secret'> = {
  'damage': damageClause,
  'move-self': moveSelfClause,
  'move-away': moveAwayClause,
  'move-to': moveToClause,
  'move-other': moveOtherClause,
  'push': pushClause,
  'pull': pullClause,
  'go': goClause,
  'heal': healClause,
  'lose-pv': losePvClause,
  'die': dieClause,
  'summon': summonClause,
  'steal': stealClause,
  'put': putClause,
  'look-deck': lookDeckClause,
  'look': lookOrRevealClause,
  'reveal': lookOrRevealClause,
  'pick-up': pickUpClause,
  'remove': removeClause,
  'keep-secret': keepSecretClause,
  'reduce-damage': reduceDamageClause,
  'untap': untapClause,
  'suffer': sufferClause,
  'free-move': freeMoveClause,
  'lose-keyword': loseKeywordClause,
  'no-riposte': noRiposteClause,
  'boss-appears': bossAppearsClause,
  'nothing': modifiersClause,
  'reroll': modifiersClause,
  'ignore-keyword': modifiersClause,
  'attack-bonus': modifiersClause,
  'accuracy-bonus': modifiersClause,
  'cost': modifiersClause,
  'start-here': modifiersClause,
  'may-end-chapter': modifiersClause,
};
