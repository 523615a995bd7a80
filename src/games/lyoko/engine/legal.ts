/**
 * The coups the current player may play (VI), each a distinct action: draw; flip any hero; play a
 * card of the hand whose limit they reach (III.4), with a standing character of the card's mode
 * for an action (VI.1, III.5), on a character of its mode for an équipement (III.γ); use an
 * ability (its limit reached; an action ability with its standing character, which must be theirs
 * for an extra, III.α); confront a danger with a standing character of its mode (VI.7).
 */
import { cardOf, characters, equipmentActive, heroFace, isHero, isTapped, mayUse, modeFits, modeOf } from './board.js';
import type { Catalogue } from './catalogue.js';
import { statsOf } from './confront.js';
import type { CharRef, LyokoAction, LyokoState } from './types.js';

export function legalCoups(cat: Catalogue, s: LyokoState): LyokoAction[] {
  if (s.winner !== null) return [];
  const seat = s.current;
  const vp = s.players[seat].vp;
  const out: LyokoAction[] = [{ t: 'draw' }];
  s.heroes.forEach((_, hero) => out.push({ t: 'flip', hero }));
  const chars = characters(cat, s);
  const standing = chars.filter((r) => !isTapped(s, r) && mayUse(s, seat, r));
  const heroIs = (r: CharRef, id: string | null) => !id || (isHero(r) && cat.heroes[r.hero].id === id);
  // Each card of the hand once, in the hand's order (deterministic, and no sort at every decision).
  const seen = new Set<string>();
  for (const id of s.players[seat].hand) {
    const card = cat.cards[id];
    if (!card || card.limit > vp || seen.has(id)) continue;
    seen.add(id);
    if (card.type === 'evenement' || card.type === 'lieu' || card.type === 'extra' || card.type === 'danger') out.push({ t: 'play', card: id });
    else if (card.type === 'action') {
      for (const using of standing) if (modeFits(card.mode, modeOf(cat, s, using)) && heroIs(using, card.character)) out.push({ t: 'play', card: id, using });
    } else if (card.type === 'equipement') {
      for (const on of chars) if (modeFits(card.mode, modeOf(cat, s, on)) && heroIs(on, card.character)) out.push({ t: 'play', card: id, on });
    }
  }
  s.heroes.forEach((h, hero) => {
    if (h.tapped) return;
    heroFace(cat, s, hero).effects.forEach((e, effect) => {
      if (e.timing === 'action' && e.limit <= vp) out.push({ t: 'ability', source: { hero }, effect });
    });
  });
  for (const p of s.inPlay) {
    if (p.controller !== seat) continue;
    const card = cardOf(cat, p);
    if (card.type === 'equipement' && !equipmentActive(cat, s, p)) continue;
    card.effects.forEach((e, effect) => {
      if (e.limit > vp) return;
      // An évènement ability taps its card (VI.8 stands up « toutes les cartes en jeu »): once until the next stand-up.
      if (e.timing === 'evenement' && !p.tapped) out.push({ t: 'ability', source: card.type === 'extra' ? { extra: p.uid } : { card: p.uid }, effect });
      if (e.timing !== 'action') return;
      const using: CharRef | null = card.type === 'extra' ? { extra: p.uid } : p.on;
      if (using && !isTapped(s, using)) out.push({ t: 'ability', source: card.type === 'extra' ? { extra: p.uid } : { card: p.uid }, effect });
    });
  }
  for (const p of s.inPlay) {
    const card = cardOf(cat, p);
    if (card.type !== 'danger') continue;
    for (const using of standing) {
      if (!modeFits(card.mode, modeOf(cat, s, using))) continue;
      for (const stat of statsOf(cat, card.id)) out.push({ t: 'confront', danger: p.uid, using, stat });
    }
  }
  return out;
}

/** Two actions are the same coup. */
export function sameAction(a: LyokoAction, b: LyokoAction): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}
