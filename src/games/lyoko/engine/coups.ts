/**
 * VI: a turn's coups. Each action is one coup: draw, flip a hero, play a card, use an ability,
 * confront a danger. An action (a card or an ability used with a character) may meet an obstacle
 * first (VII.1). After every coup, when the five heroes are tapped, everything in play stands up
 * (VI.8); when the turn's coups are spent, the next player's turn begins.
 */
import { ask, emit } from '../../../engine/choices.js';
import type { Stat } from '../text/ast.js';
import { cardOf, extraRef, heroFace, isHero, listed, modeFits, modeOf, permanent, setTapped } from './board.js';
import { cardById, type CardDef, type CardEffect, type Catalogue } from './catalogue.js';
import { confront, statsOf } from './confront.js';
import { drawCard } from './draw.js';
import { destroy, fire, flipHero, noChanges, runEffect, type Confrontation, type Speaker } from './effects.js';
import type { CardNo, CharRef, LyokoAction, LyokoCtx, LyokoState, Permanent } from './types.js';

export function applyCoup(cat: Catalogue, s: LyokoState, a: LyokoAction, ctx: LyokoCtx): void {
  s.actions += 1;
  s.coupsLeft -= 1;
  const seat = s.current;
  emit(ctx, { e: 'coup', seat });
  switch (a.t) {
    case 'draw':
      drawCard(cat, s, ctx, seat);
      break;
    case 'flip':
      // VI.6: flipping changes the side, not the position; it cannot be prevented by an obstacle.
      flipHero(cat, s, ctx, a.hero, 0);
      break;
    case 'play':
      playCard(cat, s, ctx, seat, a);
      break;
    case 'ability':
      useAbility(cat, s, ctx, seat, a);
      break;
    case 'confront': {
      // VI.7: the character is tapped and confronts the danger, in the characteristic its player chooses.
      setTapped(s, a.using, true);
      confront(cat, s, ctx, { char: a.using, seat, opposition: { kind: 'danger', uid: a.danger }, stat: a.stat, charMod: noChanges(), oppMod: noChanges(), cancelled: false }, 0);
      break;
    }
  }
  endOfCoup(cat, s, ctx);
}

/** VI.8: « A la fin d'un coup, si les cinq héros sont couchés …, on redresse toutes les cartes en jeu. » Then the turn may pass. */
export function endOfCoup(cat: Catalogue, s: LyokoState, ctx: LyokoCtx): void {
  if (s.heroes.every((h) => h.tapped)) {
    for (const h of s.heroes) h.tapped = false;
    for (const p of s.inPlay) p.tapped = false;
    emit(ctx, { e: 'stand-up' });
    fire(cat, s, ctx, { kind: 'stand-up' }, 0);
  }
  if (s.coupsLeft <= 0) {
    s.current = (s.current + 1) % s.players.length;
    s.turn += 1;
    s.coupsLeft = 2;
    emit(ctx, { e: 'turn', seat: s.current, turn: s.turn });
  }
}

function leaveHand(s: LyokoState, seat: number, card: CardNo): void {
  const hand = s.players[seat].hand;
  hand.splice(hand.indexOf(card), 1);
}

/** IV.7: a one-shot card with Poursuite goes back to its player's hand; others to the discard. */
function putAway(s: LyokoState, seat: number, card: CardDef): void {
  (card.effects.some((e) => e.poursuite) ? s.players[seat].hand : s.players[seat].discard).push(card.no);
}

function playCard(cat: Catalogue, s: LyokoState, ctx: LyokoCtx, seat: number, a: Extract<LyokoAction, { t: 'play' }>): void {
  const card = cardById(cat, a.card);
  leaveHand(s, seat, card.no);
  emit(ctx, { e: 'play', seat, card: card.id });
  const who: Speaker = { seat, self: null, bearer: null, card: null, conf: null };
  if (card.type === 'evenement') {
    emit(ctx, { e: 'effect', seat, card: card.id });
    for (const e of card.effects) runEffect(cat, s, ctx, e.ast, who, 0);
    putAway(s, seat, card);
  } else if (card.type === 'action') {
    // VI.1: the action is done with a standing character, tapped for it; VII.1: an opponent may oppose it first.
    const using = a.using!;
    meetObstacle(cat, s, ctx, seat, using);
    setTapped(s, using, true);
    emit(ctx, { e: 'effect', seat, card: card.id });
    for (const e of card.effects) runEffect(cat, s, ctx, e.ast, { ...who, self: null }, 0);
    putAway(s, seat, card);
  } else {
    // VI.4: a second copy of a unique card destroys the first.
    if (card.unique) for (const p of s.inPlay.filter((x) => x.card === card.no)) destroy(cat, s, ctx, p, 0);
    const p: Permanent = { uid: s.nextUid++, card: card.no, owner: seat, controller: seat, tapped: false, on: card.type === 'equipement' ? a.on! : null };
    s.inPlay.push(p);
  }
  fire(cat, s, ctx, { kind: 'plays', seat, type: card.type }, 0);
}

/** The character an ability is used with, and the speaker its text is read for. */
function abilityOf(cat: Catalogue, s: LyokoState, seat: number, a: Extract<LyokoAction, { t: 'ability' }>): { effect: CardEffect; using: CharRef | null; who: Speaker; permanent: Permanent | null } {
  if ('card' in a.source) {
    const p = permanent(s, a.source.card)!;
    const card = cardOf(cat, p);
    const self = card.type === 'extra' ? extraRef(p.uid) : null;
    const effect = card.effects[a.effect];
    const using = effect.timing === 'action' ? (self ?? p.on) : null;
    return { effect, using, who: { seat, self, bearer: p.on, card: p.uid, conf: null }, permanent: p };
  }
  const self = a.source;
  const effect = isHero(self) ? heroFace(cat, s, self.hero).effects[a.effect] : cardOf(cat, permanent(s, self.extra)!).effects[a.effect];
  return { effect, using: self, who: { seat, self, bearer: null, card: isHero(self) ? null : self.extra, conf: null }, permanent: isHero(self) ? null : permanent(s, self.extra)! };
}

function useAbility(cat: Catalogue, s: LyokoState, ctx: LyokoCtx, seat: number, a: Extract<LyokoAction, { t: 'ability' }>): void {
  const { effect, using, who, permanent: p } = abilityOf(cat, s, seat, a);
  const source = p ? cardOf(cat, p).name : 'hero' in a.source ? heroFace(cat, s, a.source.hero).title : '';
  emit(ctx, { e: 'ability', seat, source, name: effect.name });
  if (effect.timing === 'action' && using) {
    meetObstacle(cat, s, ctx, seat, using);
    setTapped(s, using, true);
  }
  // Reading of VI.2 with VI.8: using a card's « évènement » ability taps the card.
  if (effect.timing === 'evenement' && p) p.tapped = true;
  if (p) emit(ctx, { e: 'effect', seat: p.controller, card: cardOf(cat, p).id });
  runEffect(cat, s, ctx, effect.ast, who, 0);
  // IV.7: an ability with Poursuite sends its card in play back to its owner's hand.
  if (effect.poursuite && p && permanent(s, p.uid)) {
    s.inPlay = s.inPlay.filter((x) => x.uid !== p.uid);
    s.players[p.owner].hand.push(p.card);
  }
}

/**
 * VII.1: each opponent in turn order may play an obstacle against the acting character; the first
 * who does resolves its immediate effect, chooses the characteristic, and the character confronts
 * it; then the obstacle goes to its owner's discard. Reading: an obstacle must fit the acting
 * character's world (a real obstacle for a real character: III.ζ's « Dans le monde virtuel … Dans
 * le monde réel … »), and the action resolves after the confrontation whatever its outcome
 * (« L'action originelle se résout après la confrontation »).
 */
function meetObstacle(cat: Catalogue, s: LyokoState, ctx: LyokoCtx, seat: number, using: CharRef): void {
  const n = s.players.length;
  for (let k = 1; k < n; k++) {
    const opp = (seat + k) % n;
    // Each obstacle of the hand once, in the hand's order, that the opponent may play on this character.
    const options: CardDef[] = [];
    for (const no of s.players[opp].hand) {
      const c = cat.list[no];
      if (c.type !== 'obstacle' || listed(options, c)) continue;
      if (c.limit <= s.players[opp].vp && modeFits(c.mode, modeOf(cat, s, using)) && c.opposable.length > 0) options.push(c);
    }
    if (!options.length) continue;
    const pick = ask(s, ctx, { kind: 'obstacle', player: opp, prompt: 'Jouer un obstacle ?', options: ['Ne rien jouer', ...options.map((c) => c.name)], obstacles: { cards: options.map((c) => c.id), against: using } });
    if (pick === 0) continue;
    const card = options[pick - 1];
    const id = card.id;
    leaveHand(s, opp, card.no);
    emit(ctx, { e: 'play', seat: opp, card: id });
    const stats = statsOf(cat, id);
    const conf: Confrontation = { char: using, seat, opposition: { kind: 'obstacle', card: id, seat: opp }, stat: stats[0], charMod: noChanges(), oppMod: noChanges(), cancelled: false };
    emit(ctx, { e: 'effect', seat: opp, card: id });
    for (const e of card.effects) if (e.timing === 'immediat') runEffect(cat, s, ctx, e.ast, { seat: opp, self: null, bearer: null, card: null, conf }, 0);
    conf.stat = stats[ask(s, ctx, { kind: 'stat', player: opp, prompt: 'Dans quelle caractéristique ?', options: stats.map(statName), confrontation: conf, stats })];
    confront(cat, s, ctx, conf, 0);
    putAway(s, opp, card);
    fire(cat, s, ctx, { kind: 'plays', seat: opp, type: 'obstacle' }, 0);
    return;
  }
}

export function statName(stat: Stat): string {
  return stat === 'force' ? 'Force' : stat === 'agilite' ? 'Agilité' : 'Ruse';
}

