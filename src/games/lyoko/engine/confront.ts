/**
 * VII: confrontations. A character confronts an obstacle (played against its action) or a danger
 * (confronted as a coup) in one characteristic. Those involved play surprises, then the two values
 * are compared: higher, the character's controller resolves the success effect; lower, the failure
 * effect; a tie resolves nothing (VII.2). An obstacle then goes to its owner's discard, a danger
 * stays.
 */
import { ask, emit } from '../../../engine/choices.js';
import type { Stat } from '../text/ast.js';
import { cardOf, equipmentActive, heroFace, isHero, listed, modeFits, modeOf, nameOf, permanent, sameChar } from './board.js';
import { cardById, statIndex, type CardDef, type CardEffect, type Catalogue } from './catalogue.js';
import { charStat, dangerChanges, fire, runEffect, type Confrontation, type Speaker } from './effects.js';
import type { LyokoCtx, LyokoState, Offered } from './types.js';

/**
 * VII.3 lets those involved play « autant de cartes surprise que tu veux », and a Poursuite surprise
 * again and again. Reading: at most this many surprises in one confrontation, so that two players
 * each holding a Poursuite surprise end it.
 */
export const MAX_SURPRISES = 12;

export type Outcome = 'reussite' | 'echec' | 'egalite' | 'annulee';

/** The opposition's value in the confrontation's characteristic (what the character must beat): its card's, a danger's permanent changes, the confrontation's. */
export function oppositionValue(cat: Catalogue, s: LyokoState, c: Confrontation): number {
  return oppositionValueIn(cat, s, c, c.stat);
}

/** The opposition's value were the confrontation in `stat` (a bot weighing « La confrontation se fait en … »). */
export function oppositionValueIn(cat: Catalogue, s: LyokoState, c: Confrontation, stat: Stat): number {
  if (c.opposition.kind === 'obstacle') return Math.max(0, cardById(cat, c.opposition.card).statValues[statIndex(stat)] + c.oppMod[stat]);
  const p = permanent(s, c.opposition.uid);
  if (!p) return 0;
  return Math.max(0, cardOf(cat, p).statValues[statIndex(stat)] + dangerChanges(cat, s, p.uid, stat) + c.oppMod[stat]);
}

function oppositionSeat(s: LyokoState, c: Confrontation): number {
  return c.opposition.kind === 'obstacle' ? c.opposition.seat : (permanent(s, c.opposition.uid)?.controller ?? c.seat);
}

/** The opposition's card, by id. */
function oppositionCard(cat: Catalogue, s: LyokoState, c: Confrontation): string {
  if (c.opposition.kind === 'obstacle') return c.opposition.card;
  const p = permanent(s, c.opposition.uid);
  return p ? cardOf(cat, p).id : '';
}

/** A surprise `seat` may play: a card of its hand, or a surprise ability of a card involved (its key: once a confrontation). */
type SurpriseOption = { label: string; card: CardDef; ability: null } | { label: string; card: null; ability: { key: string; effect: CardEffect; who: Speaker } };

/**
 * What `seat` may play as a surprise now: surprise cards of its hand, and surprise abilities of
 * its cards involved, each ability once. Asked at every turn of every confrontation, so it lists
 * data and looks only at surprise abilities (the catalogue lists them apart).
 */
function surpriseOptions(cat: Catalogue, s: LyokoState, c: Confrontation, seat: number, used: Set<string>): SurpriseOption[] {
  const out: SurpriseOption[] = [];
  const vp = s.players[seat].vp;
  const mine = seat === c.seat;
  const hand = s.players[seat].hand;
  // Each surprise card of the hand once (the type first: most of a hand is no surprise).
  let seen: CardDef[] | null = null;
  const charMode = modeOf(cat, s, c.char);
  for (const no of hand) {
    const card = cat.list[no];
    if (card.type !== 'surprise' || (seen && listed(seen, card))) continue;
    (seen ??= []).push(card);
    if (card.limit > vp || !modeFits(card.mode, charMode)) continue;
    if (card.character && !(mine && isHero(c.char) && cat.heroes[c.char.hero].id === card.character)) continue;
    out.push({ label: card.name, card, ability: null });
  }
  // An ability is offered once its limit is reached, and once a confrontation (its key); its
  // speaker and label are made only then.
  const usable = (effect: CardEffect, key: string) => effect.limit <= vp && !used.has(key);
  if (mine) {
    const self = c.char;
    const owner = isHero(self) ? heroFace(cat, s, self.hero) : cardOf(cat, permanent(s, self.extra)!);
    for (const i of owner.surpriseEffects) {
      const key = `char-${i}`;
      if (usable(owner.effects[i], key)) out.push({ label: `${nameOf(cat, s, self)} : surprise`, card: null, ability: { key, effect: owner.effects[i], who: { seat, self, bearer: null, card: null, conf: c } } });
    }
    for (const p of s.inPlay) {
      if (!p.on || !sameChar(p.on, self) || p.controller !== seat) continue;
      const card = cardOf(cat, p);
      if (!card.surpriseEffects.length || !equipmentActive(cat, s, p)) continue;
      for (const i of card.surpriseEffects) {
        const key = `eq-${p.uid}-${i}`;
        if (usable(card.effects[i], key)) out.push({ label: `${card.name} : surprise`, card: null, ability: { key, effect: card.effects[i], who: { seat, self: null, bearer: self, card: p.uid, conf: c } } });
      }
    }
  }
  if (c.opposition.kind === 'danger' && oppositionSeat(s, c) === seat) {
    const p = permanent(s, c.opposition.uid);
    const card = p && cardOf(cat, p);
    if (p && card) {
      for (const i of card.surpriseEffects) {
        const key = `danger-${i}`;
        if (usable(card.effects[i], key)) out.push({ label: `${card.name} : surprise`, card: null, ability: { key, effect: card.effects[i], who: { seat, self: null, bearer: null, card: p.uid, conf: c } } });
      }
    }
  }
  return out;
}

/** Plays a surprise chosen among surpriseOptions'. */
function playSurprise(cat: Catalogue, s: LyokoState, ctx: LyokoCtx, c: Confrontation, seat: number, o: SurpriseOption, used: Set<string>, depth: number): void {
  if (o.ability) {
    used.add(o.ability.key);
    runEffect(cat, s, ctx, o.ability.effect.ast, o.ability.who, depth + 1);
    return;
  }
  const card = o.card;
  const hand = s.players[seat].hand;
  hand.splice(hand.indexOf(card.no), 1);
  emit(ctx, { e: 'play', seat, card: card.id });
  emit(ctx, { e: 'effect', seat, card: card.id });
  const who: Speaker = { seat, self: null, bearer: null, card: null, conf: c };
  for (const e of card.effects) runEffect(cat, s, ctx, e.ast, who, depth + 1);
  // IV.7: a Poursuite surprise goes back to the hand of the player who played it.
  if (card.effects.some((e) => e.poursuite)) hand.push(card.no);
  else s.players[seat].discard.push(card.no);
}

/** Plays a confrontation to its end; the caller puts the obstacle away. */
export function confront(cat: Catalogue, s: LyokoState, ctx: LyokoCtx, c: Confrontation, depth: number): Outcome {
  // VII.3: those involved play surprises, any number, until no one wants to: the acting player first, then in turn.
  const opposing = oppositionSeat(s, c);
  const seats = opposing === c.seat ? [c.seat] : [c.seat, opposing];
  const used = new Set<string>();
  let passes = 0;
  let played = 0;
  for (let turn = 0; passes < seats.length && played < MAX_SURPRISES && !c.cancelled; turn++) {
    const seat = seats[turn % seats.length];
    const options = surpriseOptions(cat, s, c, seat, used);
    if (!options.length) {
      passes++;
      continue;
    }
    const surprises = options.map((o) => (o.ability ? [o.ability.effect.ast] : o.card.effects.map((e) => e.ast)));
    const offered = options.map((o): Offered => (o.card ? { card: o.card.id } : o.ability!.who.card !== null ? { uid: o.ability!.who.card, ability: true } : { char: o.ability!.who.self!, ability: true }));
    const pick = ask(s, ctx, { kind: 'surprise', player: seat, prompt: 'Jouer une surprise ?', options: ['Passer', ...options.map((o) => o.label)], confrontation: c, surprises, offered });
    if (pick === 0) {
      passes++;
      continue;
    }
    passes = 0;
    played++;
    playSurprise(cat, s, ctx, c, seat, options[pick - 1], used, depth);
    if (!exists(s, c)) return 'annulee';
  }
  if (c.cancelled) return 'annulee';
  const mine = charStat(cat, s, c.char, c.stat) + c.charMod[c.stat];
  const theirs = oppositionValue(cat, s, c);
  const outcome: Outcome = mine > theirs ? 'reussite' : mine < theirs ? 'echec' : 'egalite';
  emit(ctx, { e: 'confront', char: nameOf(cat, s, c.char), against: oppositionCard(cat, s, c), by: oppositionSeat(s, c), stat: c.stat, mine, theirs, outcome });
  if (outcome === 'egalite') return outcome;
  const card = cardById(cat, oppositionCard(cat, s, c));
  const who: Speaker = { seat: c.seat, self: null, bearer: null, card: c.opposition.kind === 'danger' ? c.opposition.uid : null, conf: c };
  emit(ctx, { e: 'effect', seat: oppositionSeat(s, c), card: card.id });
  for (const e of card.effects) if (e.timing === outcome) runEffect(cat, s, ctx, e.ast, who, depth + 1);
  if (outcome === 'reussite') fire(cat, s, ctx, { kind: 'wins-confrontation', char: c.char }, depth + 1);
  return outcome;
}

/** The character is still in play and, for a danger, the danger too. */
function exists(s: LyokoState, c: Confrontation): boolean {
  const charThere = isHero(c.char) || !!permanent(s, c.char.extra);
  return charThere && (c.opposition.kind === 'obstacle' || !!permanent(s, c.opposition.uid));
}

/** VII.1: the characteristics an obstacle or a danger can be confronted in. */
export function statsOf(cat: Catalogue, cardId: string): Stat[] {
  return cardById(cat, cardId).opposable;
}

