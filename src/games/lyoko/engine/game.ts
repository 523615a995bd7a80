/**
 * Code Lyoko on the engine layer: setup (V), the coups (VI), obstacles and confrontations (VII),
 * the end (VIII). Seats play against each other: a seat's bot sees its own hand, the table, and
 * the others' hands and every deck only as hidden cards (view), which the search bot deals again.
 */
import { ask, emit, type Decide } from '../../../engine/choices.js';
import type { GameDef } from '../../../engine/game-def.js';
import { copyForcedOrders } from '../../../engine/forced-order.js';
import { randomInt, seedRng, shuffle, type Rng } from '../../../engine/rng.js';
import { cardNumbers, type Catalogue } from './catalogue.js';
import { applyCoup } from './coups.js';
import { shuffleDeck } from './deck-order.js';
import { drawCard } from './draw.js';
import { legalCoups, sameAction } from './legal.js';
import type { CardNo, HeroState, LyokoAction, LyokoCtx, LyokoEvent, LyokoSetup, LyokoState, Permanent, PlayerState } from './types.js';

export const LOG_FORMAT = 'deckwright-lyoko-log';
/** A card a seat cannot see, in its view. */
export const HIDDEN = -1;
const HAND = 5;
const byNumber = (a: number, b: number) => a - b;

/**
 * A copy of the state that shares nothing the rules change. The search bot makes one for each of
 * its rollouts (tens of thousands a game), and the rules read it thousands of times more: every
 * copy has the one shape, so that what the rules read of it stays optimised. Hence one literal
 * for the state (a spread's copy took another shape now and then, from its inline cache, and each
 * sent the rules back to unoptimised code), arrays filled by push (Array.prototype.map's result
 * changes its elements kind once optimised), arrays of numbers sliced, and the character
 * references kept, as they are never changed once made (board.ts). The fields are in the order
 * setup makes them (what a state's JSON shows); a scenario's forced orders after the dice.
 */
export function cloneState(s: LyokoState): LyokoState {
  const players: PlayerState[] = [];
  for (const p of s.players) players.push(copyPlayer(p));
  const heroes: HeroState[] = [];
  for (const h of s.heroes) heroes.push({ id: h.id, side: h.side, tapped: h.tapped });
  const inPlay: Permanent[] = [];
  for (const p of s.inPlay) inPlay.push({ uid: p.uid, card: p.card, owner: p.owner, controller: p.controller, tapped: p.tapped, on: p.on });
  const rng = s.rng.slice() as Rng;
  const forcedDice = s.forcedDice.slice();
  const { nextUid, tower, current, turn, coupsLeft, actions, winner } = s;
  if (s.forcedOrders) return { rng, forcedDice, forcedOrders: copyForcedOrders(s.forcedOrders), heroes, players, inPlay, nextUid, tower, current, turn, coupsLeft, actions, winner };
  return { rng, forcedDice, heroes, players, inPlay, nextUid, tower, current, turn, coupsLeft, actions, winner };
}

function copyPlayer(p: PlayerState): PlayerState {
  return playerOf(p.deck.slice(), p.hand.slice(), p.discard.slice(), p.vp, p.unseen?.slice());
}

/** `n` hidden cards, filled by push (as cloneState fills its arrays: one elements kind whatever the tier). */
function hidden(n: number): CardNo[] {
  const cards: CardNo[] = [];
  for (let i = 0; i < n; i++) cards.push(HIDDEN);
  return cards;
}

/**
 * A player's record in one of its two shapes, each made by one literal: with the cards a view's
 * seat has not seen, or without (a property added or deleted would give it a shape of its own).
 */
function playerOf(deck: CardNo[], hand: CardNo[], discard: CardNo[], vp: number, unseen: CardNo[] | undefined): PlayerState {
  return unseen ? { deck, hand, discard, vp, unseen } : { deck, hand, discard, vp };
}

export const lyokoGame: GameDef<LyokoState, LyokoAction, LyokoEvent, Catalogue, LyokoSetup> = {
  logFormat: LOG_FORMAT,
  context: (_cat, decide: Decide<LyokoState>, events, forcedDiceOnly): LyokoCtx => ({ decide, events: events ? [] : null, answers: [], forcedDiceOnly }),
  setup(cat, setup, ctx) {
    const rng = seedRng(setup.seed);
    const s: LyokoState = {
      rng,
      forcedDice: [],
      ...(setup.forcedOrders ? { forcedOrders: copyForcedOrders(setup.forcedOrders) } : {}),
      // III.9: the five heroes in the middle of the table, on their real side, standing.
      heroes: cat.heroes.map((h) => ({ id: h.id, side: 'recto', tapped: false })),
      players: setup.decks.map(() => ({ deck: [], hand: [], discard: [], vp: 0 })),
      inPlay: [],
      nextUid: 1,
      tower: 'active',
      current: 0,
      turn: 1,
      coupsLeft: 1,
      actions: 0,
      winner: null,
    };
    // Each deck shuffled in seat order, before any hand is drawn (as the seed always dealt them).
    s.players.forEach((p, seat) => (p.deck = shuffleDeck(cat, s, seat, cardNumbers(cat, setup.decks[seat]))));
    // V.2: shuffle, draw 5; a hand one does not like goes back, and the next 5 must be kept:
    // one mulligan a player, never asked again.
    s.players.forEach((p, seat) => {
      for (let i = 0; i < HAND; i++) drawCard(cat, s, ctx, seat);
      const keep = ask(s, ctx, { kind: 'mulligan', player: seat, prompt: 'Garder cette main ?', options: ['Garder', 'Mélanger et piocher 5 nouvelles cartes'] });
      if (keep === 1) {
        p.deck = shuffleDeck(cat, s, seat, [...p.deck, ...p.hand]);
        p.hand = [];
        for (let i = 0; i < HAND; i++) drawCard(cat, s, ctx, seat);
      }
    });
    // V.2: « On choisit au hasard celui qui commence »; he has only one coup on his first turn.
    s.current = randomInt(rng, s.players.length);
    emit(ctx, { e: 'turn', seat: s.current, turn: 1 });
    return s;
  },
  legal: legalCoups,
  illegal(cat, s, a) {
    if (s.winner !== null) return { code: 'game-over', message: 'the game is over' };
    if (legalCoups(cat, s).some((x) => sameAction(x, a))) return null;
    return { code: 'illegal-coup', message: `this coup cannot be played now: ${JSON.stringify(a)}` };
  },
  apply: (cat, s, a, ctx) => applyCoup(cat, s, a, ctx),
  clone: cloneState,
  actor: (s) => s.current,
  view(s, seat) {
    const v = cloneState(s);
    const players: PlayerState[] = [];
    v.players.forEach((p, i) => {
      // One's own deck: its cards, not their order.
      if (i === seat) players.push(playerOf(p.deck.sort(byNumber), p.hand, p.discard, p.vp, undefined));
      else players.push(playerOf(hidden(p.deck.length), hidden(p.hand.length), p.discard, p.vp, [...p.hand, ...p.deck].sort(byNumber)));
    });
    v.players = players;
    v.rng = [0, 0, 0, 0];
    // A scenario's forced orders tell the decks' order: no seat sees them.
    delete v.forcedOrders;
    return v;
  },
  // A view played on: each hidden card dealt again from the cards its seat has not seen, the deck shuffled.
  determinise(s, rng) {
    s.rng = seedRng(randomInt(rng, 2 ** 31));
    for (let i = 0; i < s.players.length; i++) {
      const p = s.players[i];
      if (p.unseen) {
        const pool = shuffle(s.rng, p.unseen.slice());
        const hand = pool.splice(0, p.hand.length);
        s.players[i] = playerOf(pool, hand, p.discard, p.vp, undefined);
      } else p.deck = shuffle(s.rng, p.deck.slice());
    }
  },
  evaluate(s, root) {
    const me = root.current;
    if (s.winner !== null) return s.winner === me ? 1 : 0;
    const mine = s.players[me].vp;
    // The best of the others' VP (a loop: the search bot scores each of its rollouts).
    let best = -Infinity;
    for (let i = 0; i < s.players.length; i++) if (i !== me && s.players[i].vp > best) best = s.players[i].vp;
    return Math.min(1, Math.max(0, 0.5 + (mine - best) / 40 + (s.tower === 'deactivated' && mine >= 15 ? 0.1 : 0)));
  },
  // The state with its cards by id: a log's hash does not depend on the order of the pack's cards.
  logState: (cat, s) => ({
    ...s,
    players: s.players.map((p) => ({ ...p, deck: p.deck.map((n) => cat.list[n].id), hand: p.hand.map((n) => cat.list[n].id), discard: p.discard.map((n) => cat.list[n].id) })),
    inPlay: s.inPlay.map((p) => ({ ...p, card: cat.list[p.card].id })),
  }),
  over: (s) => s.winner !== null,
  result: (s) => (s.winner === null ? null : `seat-${s.winner}`),
  actionCount: (s) => s.actions,
  actionName: (a) => a.t,
  logSetup: (setup) => ({ seed: setup.seed, decks: setup.decks }),
  setupOfLog: (log) => ({ seed: log.seed as number, decks: log.decks as string[][] }),
};
