/**
 * A game that exists only to prove the engine layer stands on its own: two runners race to 12.
 * On a turn, a runner walks 1 step, or rolls a die and runs that far (a 1 runs nowhere). A 6
 * asks its runner a choice: run on 2 more, or push the other runner 2 back. Tiny, and it has
 * what the layer must carry: seeded dice in the state, a choice in the middle of a step, a
 * refused action, a game that ends inside a step, and a search bot with something to find.
 */
import { ask, emit, GameOver, type ChoiceCtx, type Decide } from '../../src/engine/choices.js';
import type { GameDef } from '../../src/engine/game-def.js';
import { randomBot } from '../../src/engine/bots.js';
import { playGame } from '../../src/engine/play.js';
import { rollDie, seedRng, type Rng } from '../../src/engine/rng.js';

export interface RaceState {
  rng: Rng;
  forcedDice: number[];
  at: [number, number];
  seat: 0 | 1;
  actions: number;
  winner: 0 | 1 | null;
}

export type RaceAction = { type: 'walk' } | { type: 'roll' } | { type: 'jump' };
export type RaceEvent = { e: 'roll'; seat: number; die: number } | { e: 'move'; seat: number; to: number } | { e: 'win'; seat: number };
export interface RaceSetup {
  seed: number;
  /** Where the runners start (default 0 and 0). */
  start?: [number, number];
}

export const GOAL = 12;

type Ctx = ChoiceCtx<RaceState, RaceEvent>;

const moveTo = (state: RaceState, ctx: Ctx, seat: 0 | 1, to: number) => {
  state.at[seat] = Math.max(0, to);
  emit(ctx, { e: 'move', seat, to: state.at[seat] });
  if (state.at[seat] >= GOAL) {
    state.winner = seat;
    emit(ctx, { e: 'win', seat });
    throw new GameOver(`seat-${seat}`);
  }
};

export const raceGame: GameDef<RaceState, RaceAction, RaceEvent, null, RaceSetup> = {
  logFormat: 'deckwright-test-race-log',
  context: (_cat, decide: Decide<RaceState>, events, forcedDiceOnly) => ({ decide, events: events ? [] : null, answers: [], forcedDiceOnly }),
  setup: (_cat, setup, ctx) => {
    const state: RaceState = { rng: seedRng(setup.seed), forcedDice: [], at: setup.start ?? [0, 0], seat: 0, actions: 0, winner: null };
    // Who starts is the players' choice.
    state.seat = ask(state, ctx, { kind: 'first', player: null, prompt: 'Who runs first?', options: ['seat 0', 'seat 1'] }) as 0 | 1;
    return state;
  },
  legal: (_cat, state) => (state.winner !== null ? [] : state.at[state.seat] >= GOAL - 1 ? [{ type: 'walk' }, { type: 'roll' }, { type: 'jump' }] : [{ type: 'walk' }, { type: 'roll' }]),
  illegal: (cat, state, action) => {
    if (state.winner !== null) return { code: 'game-over', message: 'the race is won' };
    if (raceGame.legal(cat, state).some((a) => a.type === action.type)) return null;
    return { code: 'too-far', message: `a runner ${GOAL - 1} steps or more from the start may jump; this one is at ${state.at[state.seat]}` };
  },
  apply: (_cat, state, action, ctx) => {
    state.actions += 1;
    const seat = state.seat;
    if (action.type === 'walk' || action.type === 'jump') moveTo(state, ctx, seat, state.at[seat] + (action.type === 'jump' ? 2 : 1));
    else {
      const die = rollDie(state, ctx.forcedDiceOnly);
      emit(ctx, { e: 'roll', seat, die });
      if (die > 1) moveTo(state, ctx, seat, state.at[seat] + die);
      if (die === 6) {
        const other = (1 - seat) as 0 | 1;
        const pick = ask(state, ctx, { kind: 'bonus', player: seat, prompt: 'A six: run on, or push the other back?', options: ['run on 2', 'push back 2'] });
        if (pick === 0) moveTo(state, ctx, seat, state.at[seat] + 2);
        else moveTo(state, ctx, other, state.at[other] - 2);
      }
    }
    state.seat = (1 - seat) as 0 | 1;
  },
  clone: (s) => ({ ...s, rng: [...s.rng] as Rng, forcedDice: [...s.forcedDice], at: [...s.at] as [number, number] }),
  over: (s) => s.winner !== null,
  result: (s) => (s.winner === null ? null : `seat-${s.winner}`),
  actionCount: (s) => s.actions,
  actionName: (a) => a.type,
  logSetup: (setup) => ({ seed: setup.seed, ...(setup.start ? { start: setup.start } : {}) }),
  setupOfLog: (log) => ({ seed: log.seed as number, start: log.start as [number, number] | undefined }),
};

/** The share function the parallel runner calls in each thread: who won each game (random bots, game i with seed i). */
export function raceShare(data: { seed: number }, from: number, to: number, onGame?: (done: number) => void): string[] {
  const out: string[] = [];
  for (let i = from; i < to; i++) {
    out.push(playGame(raceGame, null, { setup: { seed: data.seed + i }, policy: randomBot<RaceState, RaceAction>(data.seed + i) }).result);
    onGame?.(i - from + 1);
  }
  return out;
}
