/**
 * The card language played: each sentence of an effect, its condition checked, its clause done,
 * with the choices the text leaves to its player asked. Permanent changes of characteristics are
 * read from the cards in play when a characteristic is needed (statics below), never stored.
 */
import { ask, emit, GameOver } from '../../../engine/choices.js';
import { randomInt } from '../../../engine/rng.js';
import type { Characters, Clause, Condition, EffectText, Permanents, Players, Stat, StatTarget, Trigger } from '../text/ast.js';
import { baseStat, cardOf, characters, equipmentActive, equipmentOn, extraRef, heroFace, heroRef, isHero, modeOf, nameOf, permanent, sameChar, setTapped } from './board.js';
import { charChangeBit, dangerChangeBit, ROLE_TRIGGERED, statIndex, type CardEffect, type Catalogue, type DangerChange } from './catalogue.js';
import { drawCard } from './draw.js';
import type { CharRef, LyokoCtx, LyokoState, Permanent } from './types.js';

/** Changes of characteristic, one total for each of the three. */
export type StatChanges = Record<Stat, number>;

/** No change yet: a confrontation's start. */
export const noChanges = (): StatChanges => ({ force: 0, agilite: 0, ruse: 0 });

/**
 * A confrontation being played (VII.2): the character, what it confronts, the characteristic, the
 * changes so far. A change is kept under its own characteristic (« +2 en Force » counts in Force
 * only: VII.2 compares « la caractéristique du personnage et celle de l'obstacle ou du danger »,
 * the one the confrontation is in), so a « La confrontation se fait en Ruse » played after a Force
 * bonus leaves that bonus behind, and a Ruse bonus played before it counts.
 */
export interface Confrontation {
  char: CharRef;
  /** The seat controlling the character: the acting player. */
  seat: number;
  opposition: { kind: 'obstacle'; card: string; seat: number } | { kind: 'danger'; uid: number };
  stat: Stat;
  /** The one-shot changes to the character's and to the opposition's characteristics, by characteristic. */
  charMod: StatChanges;
  oppMod: StatChanges;
  cancelled: boolean;
}

/** Who an effect speaks for and of: its player (« tu »), the character whose card it is, the bearer, the card itself. */
export interface Speaker {
  seat: number;
  self: CharRef | null;
  bearer: CharRef | null;
  card: number | null;
  conf: Confrontation | null;
}

const MAX_DEPTH = 12;

export function runEffect(cat: Catalogue, s: LyokoState, ctx: LyokoCtx, text: EffectText, who: Speaker, depth = 0): void {
  if (depth > MAX_DEPTH) return;
  for (const sentence of text.sentences) {
    if (sentence.condition && !holds(cat, s, sentence.condition, who)) continue;
    const c = sentence.clause;
    // The clauses that end the game are done here rather than in doClause: ending it throws, and
    // a throw looks up each frame it leaves, which in doClause's large (often unoptimised) frame
    // cost microseconds, once for each of the thousands of games a search bot's rollouts win.
    if (c.kind === 'win' || c.kind === 'return-to-past') {
      // VIII, II: the return to the past wins once Aelita has deactivated the tower.
      if (c.kind === 'win' || s.tower === 'deactivated') win(s, ctx, who.seat);
      continue;
    }
    doClause(cat, s, ctx, c, who, depth);
  }
}

export function holds(cat: Catalogue, s: LyokoState, c: Condition, who: Speaker): boolean {
  switch (c.kind) {
    case 'tower':
      return (s.tower === 'active') === c.active;
    case 'vp-at-least':
      return s.players[who.seat].vp >= c.n;
    case 'fewer-vp':
      return s.players.some((p, i) => i !== who.seat && p.vp > s.players[who.seat].vp);
    case 'hero-state': {
      const i = cat.heroes.findIndex((h) => h.name === c.hero);
      if (i < 0) return false;
      if (c.state === 'couche') return s.heroes[i].tapped;
      if (c.state === 'redresse') return !s.heroes[i].tapped;
      return heroFace(cat, s, i).mode === c.state;
    }
    case 'controls':
      return s.inPlay.some((p) => p.controller === who.seat && cardOf(cat, p).type === c.type && (!c.mode || cardOf(cat, p).mode === c.mode));
    case 'empty-hand':
      return s.players[who.seat].hand.length === 0;
  }
}

function seatsOf(s: LyokoState, ctx: LyokoCtx, who: Speaker, players: Players): number[] {
  const all = s.players.map((_, i) => i);
  if (players === 'you') return [who.seat];
  if (players === 'each-player') return all;
  const others = all.filter((i) => i !== who.seat);
  if (players === 'each-opponent') return others;
  const pick = ask(s, ctx, { kind: 'opponent', player: who.seat, prompt: 'Quel adversaire ?', options: others.map((i) => `joueur ${i + 1}`), seats: others });
  return [others[pick]];
}

export function gainVp(s: LyokoState, ctx: LyokoCtx, seat: number, n: number): void {
  // II.1: « Un joueur ne peut jamais avoir moins de zéro PV ».
  s.players[seat].vp = Math.max(0, s.players[seat].vp + n);
  emit(ctx, { e: 'vp', seat, vp: s.players[seat].vp });
}

export function win(s: LyokoState, ctx: LyokoCtx, seat: number): never {
  s.winner = seat;
  emit(ctx, { e: 'win', seat });
  throw new GameOver(`seat-${seat}`);
}

function charactersFor(cat: Catalogue, s: LyokoState, ctx: LyokoCtx, who: Speaker, c: Characters, verb: 'Coucher' | 'Redresser' | 'Renforcer'): CharRef[] {
  const fits = (r: CharRef, mode: 'reel' | 'virtuel' | null, own: boolean) =>
    (!mode || modeOf(cat, s, r) === mode || modeOf(cat, s, r) === 'mixte') && (!own || (!isHero(r) && permanent(s, r.extra)!.controller === who.seat));
  switch (c.kind) {
    case 'hero': {
      const i = cat.heroes.findIndex((h) => h.name === c.name);
      return i < 0 ? [] : [heroRef(i)];
    }
    case 'all':
      return characters(cat, s).filter((r) => fits(r, c.mode, c.own));
    case 'chosen': {
      const options = characters(cat, s).filter((r) => fits(r, c.mode, c.own));
      if (!options.length) return [];
      const pick = ask(s, ctx, { kind: 'character', player: who.seat, prompt: `${verb} quel personnage ?`, options: options.map((r) => nameOf(cat, s, r)), chars: options, verb: verb === 'Coucher' ? 'tap' : verb === 'Redresser' ? 'untap' : 'boost' });
      return [options[pick]];
    }
    case 'self':
      return who.self ? [who.self] : [];
    case 'bearer':
      return who.bearer ? [who.bearer] : [];
    case 'involved':
      return who.conf ? [who.conf.char] : [];
  }
}

function permanentsFor(cat: Catalogue, s: LyokoState, ctx: LyokoCtx, who: Speaker, p: Permanents): Permanent[] {
  if (p.kind === 'this') return who.card !== null && permanent(s, who.card) ? [permanent(s, who.card)!] : [];
  const matching = s.inPlay.filter((x) => cardOf(cat, x).type === p.type && (!p.mode || cardOf(cat, x).mode === p.mode || cardOf(cat, x).mode === 'mixte'));
  if (p.kind === 'all' || matching.length <= 1) return matching;
  const pick = ask(s, ctx, { kind: 'destroy', player: who.seat, prompt: 'Détruire quelle carte ?', options: matching.map((x) => `${cardOf(cat, x).name} (joueur ${x.controller + 1})`), offered: matching.map((x) => ({ uid: x.uid })) });
  return [matching[pick]];
}

/** A card in play leaves it for its owner's discard pile, with the équipements on it if it is an extra (III.γ). */
export function destroy(cat: Catalogue, s: LyokoState, ctx: LyokoCtx, p: Permanent, depth: number): void {
  if (!permanent(s, p.uid)) return;
  fire(cat, s, ctx, { kind: 'destroyed', uid: p.uid }, depth);
  if (!permanent(s, p.uid)) return;
  s.inPlay = s.inPlay.filter((x) => x.uid !== p.uid);
  s.players[p.owner].discard.push(p.card);
  emit(ctx, { e: 'destroy', card: cardOf(cat, p).id, seat: p.owner });
  if (cardOf(cat, p).type === 'extra') for (const e of equipmentOn(s, extraRef(p.uid))) destroy(cat, s, ctx, e, depth + 1);
}

function doClause(cat: Catalogue, s: LyokoState, ctx: LyokoCtx, c: Clause, who: Speaker, depth: number): void {
  switch (c.kind) {
    case 'vp':
      for (const seat of seatsOf(s, ctx, who, c.who)) gainVp(s, ctx, seat, c.n);
      return;
    case 'coups':
      if (who.seat === s.current) s.coupsLeft += c.n;
      return;
    case 'draw':
      for (const seat of seatsOf(s, ctx, who, c.who)) for (let i = 0; i < c.n; i++) drawCard(cat, s, ctx, seat);
      return;
    case 'discard':
      for (const seat of seatsOf(s, ctx, who, c.who)) {
        const hand = s.players[seat].hand;
        for (let i = 0; i < c.n && hand.length; i++) {
          const at = c.random ? randomInt(s.rng, hand.length) : ask(s, ctx, { kind: 'discard', player: seat, prompt: 'Défausser quelle carte ?', options: hand.map((no) => cat.list[no].name), offered: hand.map((no) => ({ card: cat.list[no].id })) });
          s.players[seat].discard.push(...hand.splice(at, 1));
        }
      }
      return;
    case 'tap':
    case 'untap':
      for (const r of charactersFor(cat, s, ctx, who, c.who, c.kind === 'tap' ? 'Coucher' : 'Redresser')) setTapped(s, r, c.kind === 'tap');
      return;
    case 'flip': {
      let i: number;
      if (c.hero.kind === 'hero') {
        const name = c.hero.name;
        i = cat.heroes.findIndex((h) => h.name === name);
      } else if (c.hero.kind === 'self') i = who.self && isHero(who.self) ? who.self.hero : -1;
      else i = ask(s, ctx, { kind: 'flip', player: who.seat, prompt: 'Retourner quel héros ?', options: cat.heroes.map((h) => h.name), chars: cat.heroes.map((_, hero) => ({ hero })) });
      if (i >= 0) flipHero(cat, s, ctx, i, depth);
      return;
    }
    case 'destroy':
      for (const p of permanentsFor(cat, s, ctx, who, c.what)) destroy(cat, s, ctx, p, depth + 1);
      return;
    case 'recover': {
      const discard = s.players[who.seat].discard;
      const options = discard.map((no, i) => ({ card: cat.list[no], i })).filter((x) => !c.type || x.card.type === c.type);
      if (!options.length) return;
      const pick = ask(s, ctx, { kind: 'recover', player: who.seat, prompt: 'Reprendre quelle carte ?', options: options.map((x) => x.card.name), offered: options.map((x) => ({ card: x.card.id })) });
      s.players[who.seat].hand.push(...discard.splice(options[pick].i, 1));
      return;
    }
    case 'modify':
      modifyNow(cat, s, ctx, c.target, c.stat, c.n, who);
      return;
    case 'confront-in':
      if (who.conf) who.conf.stat = c.stat;
      return;
    case 'cancel':
      if (who.conf) who.conf.cancelled = true;
      return;
    case 'tower':
      if (s.tower === (c.active ? 'active' : 'deactivated')) return;
      s.tower = c.active ? 'active' : 'deactivated';
      emit(ctx, { e: 'tower', state: s.tower });
      if (!c.active) fire(cat, s, ctx, { kind: 'tower-deactivated' }, depth);
      return;
    case 'return-to-past':
    case 'win':
      // Done by runEffect.
      return;
  }
}

/**
 * A change of characteristic from a one-shot effect: it lasts until the end of the confrontation,
 * the only time it counts, and in its own characteristic only (kept under it: see Confrontation).
 */
function modifyNow(cat: Catalogue, s: LyokoState, ctx: LyokoCtx, t: StatTarget, stat: Stat, n: number, who: Speaker): void {
  const conf = who.conf;
  if (!conf) return;
  if (t.kind === 'opposition') conf.oppMod[stat] += n;
  else if (t.kind === 'dangers') {
    if (conf.opposition.kind === 'danger') conf.oppMod[stat] += n;
  } else if (charactersFor(cat, s, ctx, who, t.who, 'Renforcer').some((r) => sameChar(r, conf.char))) conf.charMod[stat] += n;
}

export function flipHero(cat: Catalogue, s: LyokoState, ctx: LyokoCtx, i: number, depth: number): void {
  const h = s.heroes[i];
  h.side = h.side === 'recto' ? 'verso' : 'recto';
  emit(ctx, { e: 'flip', hero: h.id, side: h.side });
  fire(cat, s, ctx, { kind: 'flipped', hero: cat.heroes[i].name }, depth);
}

// ───────────── triggers ─────────────

export type GameEvent =
  | { kind: 'flipped'; hero: string }
  | { kind: 'stand-up' }
  | { kind: 'plays'; seat: number; type: string }
  | { kind: 'wins-confrontation'; char: CharRef }
  | { kind: 'tower-deactivated' }
  | { kind: 'destroyed'; uid: number };

function matches(t: Trigger, ev: GameEvent, p: Permanent | null, self: CharRef | null, bearer: CharRef | null): boolean {
  switch (t.kind) {
    case 'flipped':
      return ev.kind === 'flipped' && (!t.hero || t.hero === ev.hero);
    case 'stand-up':
      return ev.kind === 'stand-up';
    case 'plays':
      return ev.kind === 'plays' && ev.type === t.type && !!p && (t.who === 'you' ? ev.seat === p.controller : ev.seat !== p.controller);
    case 'wins-confrontation':
      return ev.kind === 'wins-confrontation' && sameChar(t.who === 'self' ? self : bearer, ev.char);
    case 'tower-deactivated':
      return ev.kind === 'tower-deactivated';
    case 'destroyed':
      return ev.kind === 'destroyed' && !!p && ev.uid === p.uid;
  }
}

/** The triggered abilities an event sets off, in play order: the cards in play, then the heroes' sides. */
export function fire(cat: Catalogue, s: LyokoState, ctx: LyokoCtx, ev: GameEvent, depth: number): void {
  if (depth > MAX_DEPTH) return;
  // Made when an ability is set off: most events set off none.
  let runs: { e: CardEffect; who: Speaker; card: string }[] | null = null;
  for (const p of s.inPlay) {
    // Most cards in play have no triggered ability: passed over by their role, without reading the card.
    if (!(cat.role[p.card] & ROLE_TRIGGERED)) continue;
    const card = cardOf(cat, p);
    if (card.type === 'equipement' && !equipmentActive(cat, s, p)) continue;
    const self = card.type === 'extra' ? extraRef(p.uid) : null;
    for (const e of card.triggered) {
      const t = e.ast.sentences[0].trigger;
      if (t && matches(t, ev, p, self, p.on)) (runs ??= []).push({ e, card: card.id, who: { seat: p.controller, self, bearer: p.on, card: p.uid, conf: null } });
    }
  }
  if (!runs) return;
  for (const { e, who, card } of runs) {
    emit(ctx, { e: 'effect', seat: who.seat, card });
    runEffect(cat, s, ctx, e.ast, who, depth + 1);
  }
}

// ───────────── permanent changes ─────────────
//
// Read at every confrontation and at every weighing of one by a bot: each card in play is looked at
// for the changes it lists for that stat (the catalogue's, made once), most cards having none.

/** The speaker of a permanent's ability: its controller, itself if an extra, its bearer if an équipement. */
const speakerOf = (p: Permanent, self: CharRef | null): Speaker => ({ seat: p.controller, self, bearer: p.on, card: p.uid, conf: null });

/**
 * Every permanent change of characteristic in play that applies to character `r`, in the stats
 * `bits` selects (charChangeBit's), added into `into` by stat index.
 */
function addCharChanges(cat: Catalogue, s: LyokoState, r: CharRef, bits: number, into: number[]): void {
  const mask = cat.changeMask;
  const inPlay = s.inPlay;
  for (let i = 0; i < inPlay.length; i++) {
    const p = inPlay[i];
    if (!(mask[p.card] & bits)) continue;
    const card = cat.list[p.card];
    const self = card.type === 'extra' ? extraRef(p.uid) : null;
    // III.γ: an inactive équipement changes nothing. Whether it is active is read once one of its
    // changes is for `r`: most are for its bearer, seldom the character weighed.
    let active = card.type === 'equipement' ? null : true;
    for (const change of card.changes.chars) {
      if (!(bits & (1 << change.stat))) continue;
      // A change for one character (a hero, itself, its bearer) is passed over first when not for `r`.
      if (change.who.kind !== 'all' && !appliesTo(cat, s, change.who, p.controller, self, p.on, r)) continue;
      if (!(active ??= equipmentActive(cat, s, p))) break;
      if (change.condition && !holds(cat, s, change.condition, speakerOf(p, self))) continue;
      if (change.who.kind === 'all' && !appliesTo(cat, s, change.who, p.controller, self, p.on, r)) continue;
      into[change.stat] += change.n;
    }
  }
  // The heroes' sides: a hero belongs to no player, so a condition in its change is not checked.
  for (let i = 0; i < s.heroes.length; i++) {
    const changes = heroFace(cat, s, i).changes;
    if (!(changes.mask & bits)) continue;
    for (const change of changes.chars) if (bits & (1 << change.stat) && appliesTo(cat, s, change.who, -1, heroRef(i), null, r)) into[change.stat] += change.n;
  }
}

/** Every permanent change of characteristic in play that applies to character `r` in `stat`. */
export function charChanges(cat: Catalogue, s: LyokoState, r: CharRef, stat: Stat): number {
  const into = [0, 0, 0];
  addCharChanges(cat, s, r, charChangeBit(stat), into);
  return into[statIndex(stat)];
}

/** Every permanent change of characteristic in play that applies to the danger of uid `uid` in `stat` (none once it has left play). */
export function dangerChanges(cat: Catalogue, s: LyokoState, uid: number, stat: Stat): number {
  const danger = permanent(s, uid);
  if (!danger) return 0;
  const bit = dangerChangeBit(stat);
  const k = statIndex(stat);
  const mask = cat.changeMask;
  const mode = cardOf(cat, danger).mode;
  const fits = (t: DangerChange['target'], seat: number) => (!t.own || danger.controller === seat) && (!t.mode || mode === t.mode || mode === 'mixte');
  let total = 0;
  const inPlay = s.inPlay;
  for (let i = 0; i < inPlay.length; i++) {
    const p = inPlay[i];
    if (!(mask[p.card] & bit)) continue;
    const card = cat.list[p.card];
    if (card.type === 'equipement' && !equipmentActive(cat, s, p)) continue;
    for (const change of card.changes.dangers[k]) {
      if (change.condition && !holds(cat, s, change.condition, speakerOf(p, card.type === 'extra' ? extraRef(p.uid) : null))) continue;
      if (fits(change.target, p.controller)) total += change.n;
    }
  }
  for (let i = 0; i < s.heroes.length; i++) {
    const changes = heroFace(cat, s, i).changes;
    if (changes.mask & bit) for (const change of changes.dangers[k]) if (fits(change.target, -1)) total += change.n;
  }
  return total;
}

/** Whether a change to characters `w`, of a card whose player, self and bearer are given, applies to character `r`. */
function appliesTo(cat: Catalogue, s: LyokoState, w: Characters, seat: number, self: CharRef | null, bearer: CharRef | null, r: CharRef): boolean {
  switch (w.kind) {
    case 'hero':
      return isHero(r) && cat.heroes[r.hero].name === w.name;
    case 'all':
      return (!w.mode || modeOf(cat, s, r) === w.mode || modeOf(cat, s, r) === 'mixte') && (!w.own || (!isHero(r) && permanent(s, r.extra)!.controller === seat));
    case 'self':
      return sameChar(self, r);
    case 'bearer':
      return sameChar(bearer, r);
    default:
      return false;
  }
}

/** A character's characteristic now: its base and every permanent change in play. */
export function charStat(cat: Catalogue, s: LyokoState, r: CharRef, stat: Stat): number {
  return Math.max(0, baseStat(cat, s, r, stat) + charChanges(cat, s, r, stat));
}

/** The mask bits of the changes to characters in every stat. */
const ALL_CHAR_CHANGES = charChangeBit('force') | charChangeBit('agilite') | charChangeBit('ruse');

/** A character's three characteristics now, by stat index (what charStat gives for each), read in one pass over the table. */
export function charStats(cat: Catalogue, s: LyokoState, r: CharRef): number[] {
  const into = [0, 0, 0];
  addCharChanges(cat, s, r, ALL_CHAR_CHANGES, into);
  return [Math.max(0, baseStat(cat, s, r, 'force') + into[0]), Math.max(0, baseStat(cat, s, r, 'agilite') + into[1]), Math.max(0, baseStat(cat, s, r, 'ruse') + into[2])];
}

