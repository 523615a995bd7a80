/**
 * The coups the current player may play (VI), each a distinct action: draw; flip any hero; play a
 * card of the hand whose limit they reach (III.4), with a standing character of the card's mode
 * for an action (VI.1, III.5), on a character of its mode for an équipement (III.γ); use an
 * ability (its limit reached; an action ability with its standing character, which must be theirs
 * for an extra, III.α); confront a danger with a standing character of its mode (VI.7).
 *
 * Listed at every decision of every simulated game (a random game makes about 600), so it reads
 * the table in one pass and shares the actions that never change (draw, each flip) and the
 * characters' references: actions are never changed once listed, so sharing them is safe.
 */
import { heroFace, modeFits } from './board.js';
import type { CardDef, Catalogue } from './catalogue.js';
import type { CharRef, LyokoAction, LyokoState, Permanent } from './types.js';

const DRAW: LyokoAction = Object.freeze({ t: 'draw' });
const flips: LyokoAction[] = [];
const heroRefs: CharRef[] = [];
const extraRefs: CharRef[] = [];

const flipOf = (hero: number): LyokoAction => (flips[hero] ??= Object.freeze({ t: 'flip', hero }));
/** The reference to hero `i`, shared (never changed: state copies copy it). */
export const heroRef = (hero: number): CharRef => (heroRefs[hero] ??= Object.freeze({ hero }));
/** The reference to the extra of uid `uid`, shared likewise. */
export const extraRef = (extra: number): CharRef => (extraRefs[extra] ??= Object.freeze({ extra }));

type Mode = 'reel' | 'virtuel' | 'mixte';

export function legalCoups(cat: Catalogue, s: LyokoState): LyokoAction[] {
  if (s.winner !== null) return [];
  const seat = s.current;
  const vp = s.players[seat].vp;
  const out: LyokoAction[] = [DRAW];
  const heroes = s.heroes;
  for (let hero = 0; hero < heroes.length; hero++) out.push(flipOf(hero));

  // Every character (the heroes, then the extras in play order) with its mode, and those the player may use standing.
  const chars: CharRef[] = [];
  const charModes: Mode[] = [];
  const charTapped: boolean[] = [];
  const standing: CharRef[] = [];
  const standingModes: Mode[] = [];
  for (let hero = 0; hero < heroes.length; hero++) {
    const ref = heroRef(hero);
    const mode = heroFace(cat, s, hero).mode;
    chars.push(ref);
    charModes.push(mode);
    charTapped.push(heroes[hero].tapped);
    if (!heroes[hero].tapped) {
      standing.push(ref);
      standingModes.push(mode);
    }
  }
  // One pass over the cards in play: the extras are characters; the abilities and dangers wait
  // until every character is known (an équipement's bearer may come later in play order).
  const mine: Permanent[] = [];
  const mineCards: CardDef[] = [];
  const dangers: Permanent[] = [];
  const dangerCards: CardDef[] = [];
  for (const p of s.inPlay) {
    const card = cat.cards[p.card];
    const type = card.type;
    if (type === 'danger') {
      dangers.push(p);
      dangerCards.push(card);
    } else if (type === 'extra') {
      const ref = extraRef(p.uid);
      chars.push(ref);
      charModes.push(card.mode);
      charTapped.push(p.tapped);
      // III.α: an extra is used only by its controller.
      if (!p.tapped && p.controller === seat) {
        standing.push(ref);
        standingModes.push(card.mode);
      }
    }
    if (p.controller === seat && card.coupEffects.length) {
      mine.push(p);
      mineCards.push(card);
    }
  }

  // Each card of the hand once, in the hand's order (deterministic, and no sort at every decision).
  const hand = s.players[seat].hand;
  const seen: CardDef[] = [];
  for (let i = 0; i < hand.length; i++) {
    const id = hand[i];
    const card = cat.cards[id];
    if (!card || card.limit > vp) continue;
    const type = card.type;
    // Surprises and obstacles are never a coup (VII.1, VII.3).
    if (type === 'surprise' || type === 'obstacle' || seen.includes(card)) continue;
    seen.push(card);
    if (type === 'evenement' || type === 'lieu' || type === 'extra' || type === 'danger') out.push({ t: 'play', card: id });
    else if (type === 'action') {
      for (let k = 0; k < standing.length; k++) {
        const using = standing[k];
        if (modeFits(card.mode, standingModes[k]) && onlyFor(cat, using, card.character)) out.push({ t: 'play', card: id, using });
      }
    } else if (type === 'equipement') {
      for (let k = 0; k < chars.length; k++) {
        const on = chars[k];
        if (modeFits(card.mode, charModes[k]) && onlyFor(cat, on, card.character)) out.push({ t: 'play', card: id, on });
      }
    }
  }

  for (let hero = 0; hero < heroes.length; hero++) {
    if (heroes[hero].tapped) continue;
    const effects = heroFace(cat, s, hero).effects;
    for (let effect = 0; effect < effects.length; effect++) {
      const e = effects[effect];
      if (e.timing === 'action' && e.limit <= vp) out.push({ t: 'ability', source: heroRef(hero), effect });
    }
  }

  for (let m = 0; m < mine.length; m++) {
    const p = mine[m];
    const card = mineCards[m];
    const extra = card.type === 'extra';
    // The character an action ability is used with: the extra itself, or the équipement's bearer.
    let user = -1;
    if (extra) user = charIndex(chars, heroes.length, extraRef(p.uid));
    else if (card.type === 'equipement') {
      user = p.on ? charIndex(chars, heroes.length, p.on) : -1;
      // III.γ: an équipement works while its bearer is in play and in a mode that fits it.
      if (user < 0 || !modeFits(card.mode, charModes[user])) continue;
    }
    for (const effect of card.coupEffects) {
      const e = card.effects[effect];
      if (e.limit > vp) continue;
      // An évènement ability taps its card (VI.8 stands up « toutes les cartes en jeu »): once until the next stand-up.
      if (e.timing === 'evenement') {
        if (!p.tapped) out.push({ t: 'ability', source: extra ? extraRef(p.uid) : { card: p.uid }, effect });
      } else if (user >= 0 && !charTapped[user]) out.push({ t: 'ability', source: extra ? extraRef(p.uid) : { card: p.uid }, effect });
    }
  }

  for (let d = 0; d < dangers.length; d++) {
    const card = dangerCards[d];
    for (let k = 0; k < standing.length; k++) {
      if (!modeFits(card.mode, standingModes[k])) continue;
      for (const stat of card.opposable) out.push({ t: 'confront', danger: dangers[d].uid, using: standing[k], stat });
    }
  }
  return out;
}

/** III.5: a card for one hero goes only with that hero. */
function onlyFor(cat: Catalogue, r: CharRef, heroId: string | null): boolean {
  return !heroId || ('hero' in r && cat.heroes[r.hero].id === heroId);
}

/** Where a character is among `chars` (the heroes first, by their index), or -1 when it is no longer in play. */
function charIndex(chars: CharRef[], heroes: number, r: CharRef): number {
  if ('hero' in r) return r.hero < heroes ? r.hero : -1;
  for (let k = heroes; k < chars.length; k++) if ((chars[k] as { extra: number }).extra === r.extra) return k;
  return -1;
}

/** Two actions are the same coup. */
export function sameAction(a: LyokoAction, b: LyokoAction): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}
