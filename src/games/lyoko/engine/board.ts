/**
 * Reading the table: characters and their modes, who may use them, their characteristics with
 * every permanent change in play, équipements' bearers, and the cards in play by kind.
 */
import type { Stat } from '../text/ast.js';
import { statIndex, type CardDef, type Catalogue, type FaceDef } from './catalogue.js';
import type { CharRef, LyokoState, Permanent } from './types.js';

export const STATS: Stat[] = ['force', 'agilite', 'ruse'];

export const isHero = (r: CharRef): r is { hero: number } => 'hero' in r;

// A character reference is never changed once made (a state's copy shares its équipements'
// bearers): the rules read the same few references at every decision, shared rather than made,
// and all of one shape (a reference made on the spot has another, frozen ones their own).
// The rules make them here only.
const heroRefs: CharRef[] = [];
const extraRefs: CharRef[] = [];
/** The reference to hero `hero`, shared. */
export const heroRef = (hero: number): CharRef => (heroRefs[hero] ??= Object.freeze({ hero }));
/** The reference to the extra of uid `extra`, shared likewise. */
export const extraRef = (extra: number): CharRef => (extraRefs[extra] ??= Object.freeze({ extra }));
export const sameChar = (a: CharRef | null, b: CharRef | null) => !!a && !!b && (isHero(a) ? isHero(b) && a.hero === b.hero : !isHero(b) && a.extra === b.extra);

export function heroFace(cat: Catalogue, s: LyokoState, i: number): FaceDef {
  // A comparison, not `hero[side]`: a property read by a string key costs a lookup at every read.
  return s.heroes[i].side === 'verso' ? cat.heroes[i].verso : cat.heroes[i].recto;
}

export function permanent(s: LyokoState, uid: number): Permanent | undefined {
  // A loop rather than find(): the rules look cards in play up at nearly every read of the table.
  const inPlay = s.inPlay;
  for (let i = 0; i < inPlay.length; i++) if (inPlay[i].uid === uid) return inPlay[i];
  return undefined;
}

export function cardOf(cat: Catalogue, p: Permanent): CardDef {
  return cat.list[p.card];
}

/** Every character in play: the five heroes, then the extras. */
export function characters(cat: Catalogue, s: LyokoState): CharRef[] {
  const out: CharRef[] = [];
  for (let hero = 0; hero < s.heroes.length; hero++) out.push(heroRef(hero));
  for (const p of s.inPlay) if (cardOf(cat, p).type === 'extra') out.push(extraRef(p.uid));
  return out;
}

export function exists(s: LyokoState, r: CharRef): boolean {
  return isHero(r) ? r.hero < s.heroes.length : !!permanent(s, r.extra);
}

/** A character's mode: its side's for a hero, its card's for an extra (a mixed extra is both). */
export function modeOf(cat: Catalogue, s: LyokoState, r: CharRef): 'reel' | 'virtuel' | 'mixte' {
  return isHero(r) ? heroFace(cat, s, r.hero).mode : cardOf(cat, permanent(s, r.extra)!).mode;
}

/** III.3: a card of a mode goes with a character of that mode; a mixed card or character with any. */
export function modeFits(cardMode: string, charMode: string): boolean {
  return cardMode === 'mixte' || charMode === 'mixte' || cardMode === charMode;
}

export function nameOf(cat: Catalogue, s: LyokoState, r: CharRef): string {
  return isHero(r) ? heroFace(cat, s, r.hero).title : cardOf(cat, permanent(s, r.extra)!).name;
}

export function heroIdOf(cat: Catalogue, r: CharRef): string | null {
  return isHero(r) ? cat.heroes[r.hero].id : null;
}

export function isTapped(s: LyokoState, r: CharRef): boolean {
  return isHero(r) ? s.heroes[r.hero].tapped : permanent(s, r.extra)!.tapped;
}

export function setTapped(s: LyokoState, r: CharRef, tapped: boolean): void {
  if (isHero(r)) s.heroes[r.hero].tapped = tapped;
  else permanent(s, r.extra)!.tapped = tapped;
}

/** III.α: an extra is used only by its controller; the heroes by anyone (III.9). */
export function mayUse(s: LyokoState, seat: number, r: CharRef): boolean {
  return isHero(r) || permanent(s, r.extra)?.controller === seat;
}

/** The équipements on a character. */
export function equipmentOn(s: LyokoState, r: CharRef): Permanent[] {
  return s.inPlay.filter((p) => p.on && sameChar(p.on, r));
}

/** III.γ: an équipement of a mode is inactive while its bearer is in the other mode; a mixed one always active. */
export function equipmentActive(cat: Catalogue, s: LyokoState, p: Permanent): boolean {
  return !!p.on && exists(s, p.on) && modeFits(cardOf(cat, p).mode, modeOf(cat, s, p.on));
}

/** Base characteristic: the side's or the card's; a missing one is 0. */
export function baseStat(cat: Catalogue, s: LyokoState, r: CharRef, stat: Stat): number {
  return (isHero(r) ? heroFace(cat, s, r.hero).statValues : cardOf(cat, permanent(s, r.extra)!).statValues)[statIndex(stat)];
}

/** Whether `item` is in `list` (a loop, not Array.prototype.includes: called for each card of a hand at every decision, and a short loop inlines where the builtin is a call). */
export function listed<T>(list: readonly T[], item: T): boolean {
  for (let i = 0; i < list.length; i++) if (list[i] === item) return true;
  return false;
}
