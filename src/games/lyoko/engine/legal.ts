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
import { extraRef, heroFace, heroRef, listed, modeFits } from './board.js';
import { ROLE_COUP_ABILITY, ROLE_DANGER, ROLE_EXTRA, type Catalogue } from './catalogue.js';
import type { CardNo, CharRef, LyokoAction, LyokoState, Permanent } from './types.js';

const DRAW: LyokoAction = Object.freeze({ t: 'draw' });
const flips: LyokoAction[] = [];

const flipOf = (hero: number): LyokoAction => (flips[hero] ??= Object.freeze({ t: 'flip', hero }));

type Mode = 'reel' | 'virtuel' | 'mixte';

export function legalCoups(cat: Catalogue, s: LyokoState): LyokoAction[] {
  if (s.winner !== null) return [];
  const t = readTable(cat, s);
  const out: LyokoAction[] = [DRAW];
  for (let hero = 0; hero < s.heroes.length; hero++) out.push(flipOf(hero));
  handCoups(cat, s, t, out);
  abilityCoups(cat, s, t, out);
  if (t.dangers) dangerCoups(cat, s, t, t.dangers, out);
  return out;
}

/**
 * What the coups read of the table, once a decision: the player and its VP; the heroes as bit
 * sets (hero i is bit i): on their real side, on their virtual side, standing; the cards in play
 * by what they are to the coups. Each kind of coup is listed by a function of its own, so that a
 * coup first met late in a game (a danger, an extra's ability) recompiles only its own part.
 */
interface Table {
  seat: number;
  vp: number;
  real: number;
  virtual: number;
  standing: number;
  /** The extras in play, characters (III.α: only their controller's are used). */
  extras: Permanent[];
  /** The player's cards in play with an ability used as a coup. */
  mine: Permanent[];
  dangers: Permanent[] | null;
}

function readTable(cat: Catalogue, s: LyokoState): Table {
  const seat = s.current;
  const heroes = s.heroes;
  let real = 0;
  let virtual = 0;
  let standing = 0;
  for (let hero = 0; hero < heroes.length; hero++) {
    const bit = 1 << hero;
    if (heroFace(cat, s, hero).mode === 'reel') real |= bit;
    else virtual |= bit;
    if (!heroes[hero].tapped) standing |= bit;
  }
  const extras: Permanent[] = [];
  const mine: Permanent[] = [];
  let dangers: Permanent[] | null = null;
  const roles = cat.role;
  for (const p of s.inPlay) {
    const role = roles[p.card];
    if (role & ROLE_EXTRA) extras.push(p);
    else if (role & ROLE_DANGER) (dangers ??= []).push(p);
    if (role & ROLE_COUP_ABILITY && p.controller === seat) mine.push(p);
  }
  return { seat, vp: s.players[seat].vp, real, virtual, standing, extras, mine, dangers };
}

/** The cards of the hand played as a coup: each card once, in the hand's order (deterministic, and no sort at every decision). */
function handCoups(cat: Catalogue, s: LyokoState, t: Table, out: LyokoAction[]): void {
  const heroes = s.heroes;
  const hand = s.players[t.seat].hand;
  const coupLimit = cat.coupLimit;
  const seen: CardNo[] = [];
  for (let i = 0; i < hand.length; i++) {
    const no = hand[i];
    // Its limit reached (III.4); surprises and obstacles are never a coup (VII.1, VII.3).
    if (coupLimit[no] > t.vp || listed(seen, no)) continue;
    seen.push(no);
    const card = cat.list[no];
    const type = card.type;
    const id = card.id;
    if (type === 'evenement' || type === 'lieu' || type === 'extra' || type === 'danger') out.push({ t: 'play', card: id });
    else if (type === 'action' || type === 'equipement') {
      // An action with a standing character the player may use (VI.1); an équipement on any character (III.γ); both of the card's mode, and its hero's own card with that hero only (III.5).
      const action = type === 'action';
      const fit = ofMode(card.mode, t.real, t.virtual) & (action ? t.standing : -1);
      for (let hero = 0; hero < heroes.length; hero++) {
        if (fit & (1 << hero) && (!card.character || cat.heroes[hero].id === card.character)) out.push(action ? { t: 'play', card: id, using: heroRef(hero) } : { t: 'play', card: id, on: heroRef(hero) });
      }
      if (card.character) continue;
      const extras = t.extras;
      for (let k = 0; k < extras.length; k++) {
        const p = extras[k];
        if (action && (p.tapped || p.controller !== t.seat)) continue;
        if (modeFits(card.mode, cat.list[p.card].mode)) out.push(action ? { t: 'play', card: id, using: extraRef(p.uid) } : { t: 'play', card: id, on: extraRef(p.uid) });
      }
    }
  }
}

/** The abilities used as a coup: the standing heroes' action abilities, then those of the player's cards in play. */
function abilityCoups(cat: Catalogue, s: LyokoState, t: Table, out: LyokoAction[]): void {
  const heroes = s.heroes;
  for (let hero = 0; hero < heroes.length; hero++) {
    if (heroes[hero].tapped) continue;
    const effects = heroFace(cat, s, hero).effects;
    for (let effect = 0; effect < effects.length; effect++) {
      const e = effects[effect];
      if (e.timing === 'action' && e.limit <= t.vp) out.push({ t: 'ability', source: heroRef(hero), effect });
    }
  }

  for (let m = 0; m < t.mine.length; m++) {
    const p = t.mine[m];
    const card = cat.list[p.card];
    const extra = card.type === 'extra';
    // The character an action ability is used with: the extra itself, or the équipement's bearer.
    let user: { mode: Mode; tapped: boolean } | null = null;
    if (extra) user = { mode: card.mode, tapped: p.tapped };
    else if (card.type === 'equipement') {
      user = p.on ? character(cat, s, t.extras, p.on) : null;
      // III.γ: an équipement works while its bearer is in play and in a mode that fits it.
      if (!user || !modeFits(card.mode, user.mode)) continue;
    }
    for (const effect of card.coupEffects) {
      const e = card.effects[effect];
      if (e.limit > t.vp) continue;
      // An évènement ability taps its card (VI.8 stands up « toutes les cartes en jeu »): once until the next stand-up.
      if (e.timing === 'evenement') {
        if (!p.tapped) out.push({ t: 'ability', source: extra ? extraRef(p.uid) : { card: p.uid }, effect });
      } else if (user && !user.tapped) out.push({ t: 'ability', source: extra ? extraRef(p.uid) : { card: p.uid }, effect });
    }
  }
}

/** VI.7: a danger confronted by a standing character of its mode, in each characteristic it has. */
function dangerCoups(cat: Catalogue, s: LyokoState, t: Table, dangers: Permanent[], out: LyokoAction[]): void {
  for (let d = 0; d < dangers.length; d++) {
    const p = dangers[d];
    const card = cat.list[p.card];
    const fit = ofMode(card.mode, t.real, t.virtual) & t.standing;
    for (let hero = 0; hero < s.heroes.length; hero++) if (fit & (1 << hero)) for (const stat of card.opposable) out.push({ t: 'confront', danger: p.uid, using: heroRef(hero), stat });
    for (let k = 0; k < t.extras.length; k++) {
      const x = t.extras[k];
      if (x.tapped || x.controller !== t.seat || !modeFits(card.mode, cat.list[x.card].mode)) continue;
      for (const stat of card.opposable) out.push({ t: 'confront', danger: p.uid, using: extraRef(x.uid), stat });
    }
  }
}

/** A character's mode and whether it is tapped: a hero's side, or an extra among those in play (null when it has left play). */
function character(cat: Catalogue, s: LyokoState, extras: Permanent[], r: CharRef): { mode: Mode; tapped: boolean } | null {
  if ('hero' in r) return r.hero < s.heroes.length ? { mode: heroFace(cat, s, r.hero).mode, tapped: s.heroes[r.hero].tapped } : null;
  for (let k = 0; k < extras.length; k++) if (extras[k].uid === r.extra) return { mode: cat.list[extras[k].card].mode, tapped: extras[k].tapped };
  return null;
}

/** The heroes (a bit set) a card of `mode` goes with (III.3). */
function ofMode(mode: Mode, real: number, virtual: number): number {
  return mode === 'mixte' ? real | virtual : mode === 'reel' ? real : virtual;
}

/** Two actions are the same coup. */
export function sameAction(a: LyokoAction, b: LyokoAction): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}
