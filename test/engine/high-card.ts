/**
 * A game that exists only to prove the engine layer carries games played against each other with
 * hidden hands: two players are dealt three cards each from a shuffled deck of 1 to 9; in turn,
 * each plays a card face up; the higher card of a round scores; three rounds. A seat's view hides
 * the other's hand (its cards become 0, so its size still shows) and the deck, and a search bot
 * determinises a view by dealing the unseen cards again.
 */
import { emit, GameOver, type ChoiceCtx, type Decide } from '../../src/engine/choices.js';
import type { GameDef } from '../../src/engine/game-def.js';
import { randomInt, seedRng, type Rng } from '../../src/engine/rng.js';

export interface CardsState {
  rng: Rng;
  forcedDice: number[];
  hands: [number[], number[]];
  deck: number[];
  /** The card each seat has played this round, 0 while none. */
  table: [number, number];
  score: [number, number];
  /** Every card played so far, face up. */
  played: number[];
  seat: 0 | 1;
  round: number;
  actions: number;
  winner: 0 | 1 | 'tie' | null;
}

export type CardsAction = { type: 'play'; card: number };
export type CardsEvent = { e: 'play'; seat: number; card: number } | { e: 'round'; winner: number | null };

const ROUNDS = 3;

function shuffle(rng: Rng, cards: number[]): number[] {
  const out = [...cards];
  for (let i = out.length - 1; i > 0; i--) {
    const j = randomInt(rng, i + 1);
    [out[i], out[j]] = [out[j], out[i]];
  }
  return out;
}

export const cardsGame: GameDef<CardsState, CardsAction, CardsEvent, null, { seed: number }> = {
  logFormat: 'deckwright-test-cards-log',
  context: (_cat, decide: Decide<CardsState>, events, forcedDiceOnly) => ({ decide, events: events ? [] : null, answers: [], forcedDiceOnly }),
  setup: (_cat, setup) => {
    const rng = seedRng(setup.seed);
    const deck = shuffle(rng, [1, 2, 3, 4, 5, 6, 7, 8, 9]);
    return { rng, forcedDice: [], hands: [deck.slice(0, 3), deck.slice(3, 6)], deck: deck.slice(6), table: [0, 0], score: [0, 0], played: [], seat: 0, round: 1, actions: 0, winner: null };
  },
  legal: (_cat, s) => (s.winner !== null ? [] : [...new Set(s.hands[s.seat])].sort((a, b) => a - b).map((card) => ({ type: 'play' as const, card }))),
  illegal: (_cat, s, a) => (s.winner === null && s.hands[s.seat].includes(a.card) ? null : { code: 'not-in-hand', message: `card ${a.card} is not in seat ${s.seat}'s hand` }),
  apply: (_cat, s, a, ctx: ChoiceCtx<CardsState, CardsEvent>) => {
    s.actions += 1;
    const hand = s.hands[s.seat];
    hand.splice(hand.indexOf(a.card), 1);
    s.table[s.seat] = a.card;
    s.played.push(a.card);
    emit(ctx, { e: 'play', seat: s.seat, card: a.card });
    s.seat = (1 - s.seat) as 0 | 1;
    if (s.table[0] && s.table[1]) {
      const w = s.table[0] > s.table[1] ? 0 : s.table[1] > s.table[0] ? 1 : null;
      if (w !== null) s.score[w] += 1;
      emit(ctx, { e: 'round', winner: w });
      s.table = [0, 0];
      if (++s.round > ROUNDS) {
        s.winner = s.score[0] > s.score[1] ? 0 : s.score[1] > s.score[0] ? 1 : 'tie';
        throw new GameOver(s.winner === 'tie' ? 'tie' : `seat-${s.winner}`);
      }
    }
  },
  clone: (s) => ({ ...s, rng: [...s.rng] as Rng, forcedDice: [...s.forcedDice], hands: [[...s.hands[0]], [...s.hands[1]]], deck: [...s.deck], table: [...s.table] as [number, number], score: [...s.score] as [number, number], played: [...s.played] }),
  actor: (s) => s.seat,
  view: (s, seat) => {
    const v = cardsGame.clone(s);
    v.hands[1 - seat] = v.hands[1 - seat].map(() => 0);
    v.deck = v.deck.map(() => 0);
    return v;
  },
  // A view's unseen cards (0s) dealt again from the cards this seat has not seen.
  determinise: (s, rng) => {
    const seen = new Set([...s.hands[0], ...s.hands[1], ...s.deck, ...s.played].filter((c) => c > 0));
    const unseen = shuffle(rng, [1, 2, 3, 4, 5, 6, 7, 8, 9].filter((c) => !seen.has(c)));
    const fill = (cards: number[]) => cards.map((c) => (c === 0 ? unseen.pop()! : c));
    s.hands = [fill(s.hands[0]), fill(s.hands[1])];
    s.deck = fill(s.deck);
  },
  evaluate: (s, root) => {
    const me = root.seat;
    if (s.winner !== null) return s.winner === me ? 1 : s.winner === 'tie' ? 0.5 : 0;
    return 0.5 + (s.score[me] - s.score[1 - me]) / 6;
  },
  over: (s) => s.winner !== null,
  result: (s) => (s.winner === null ? null : s.winner === 'tie' ? 'tie' : `seat-${s.winner}`),
  actionCount: (s) => s.actions,
  logSetup: (setup) => ({ seed: setup.seed }),
  setupOfLog: (log) => ({ seed: log.seed as number }),
};
