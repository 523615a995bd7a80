/**
 * A game written only against deckwright/engine (src/engine/public.ts), as a project's rules are,
 * to prove what defineEngine makes of a cooperative game with dice and a choice: the players share
 * a climber who must reach height 10 within 8 rounds. On a turn, the player to act rests (climbs 1)
 * or rolls a die: a 1 is a fall (2 down), else the climber climbs that far, and a 6 asks that
 * player whether to climb on (2 more) or stay.
 */
import { ask, defineEngine, emit, GameOver, heuristicBot, randomBot, roll, startState, type EngineDefinition, type EngineState, type GameRules, type PackEngine } from '../../src/engine/public.js';

export interface ClimbState extends EngineState {
  height: number;
  seat: number;
  players: number;
  round: number;
  actions: number;
  falls: number;
  result: 'victory' | 'defeat' | null;
}

export type ClimbAction = { type: 'rest' } | { type: 'roll' };
export type ClimbEvent = { e: 'roll'; die: number } | { e: 'climb'; to: number } | { e: 'fall'; to: number } | { e: 'end'; result: string };

export const GOAL = 10;
const ROUNDS = 8;

const end = (state: ClimbState, ctx: { events: ClimbEvent[] | null }, result: 'victory' | 'defeat') => {
  state.result = result;
  emit(ctx, { e: 'end', result });
  throw new GameOver(result);
};

export const climbRules: GameRules<ClimbState, ClimbAction, ClimbEvent, null> = {
  logFormat: 'deckwright-test-climb-log',
  setup: (_cat, setup) => ({ ...startState(setup), height: 0, seat: 0, players: setup.players, round: 1, actions: 0, falls: 0, result: null }),
  legal: (_cat, state) => (state.result ? [] : [{ type: 'rest' }, { type: 'roll' }]),
  illegal: (_cat, state, action) =>
    state.result ? { code: 'game-over', message: 'the climb is over' } : action.type === 'rest' || action.type === 'roll' ? null : { code: 'unknown-action', message: 'rest or roll' },
  apply(_cat, state, action, ctx) {
    state.actions += 1;
    if (action.type === 'rest') state.height += 1;
    else {
      const die = roll(state, ctx);
      emit(ctx, { e: 'roll', die });
      if (die === 1) {
        state.height = Math.max(0, state.height - 2);
        state.falls += 1;
        emit(ctx, { e: 'fall', to: state.height });
      } else {
        state.height += die;
        if (die === 6 && ask(state, ctx, { kind: 'bonus', player: state.seat, prompt: 'A six: climb on, or stay?', options: ['climb on', 'stay'] }) === 0) state.height += 2;
      }
    }
    if (action.type === 'rest' || state.height > 0) emit(ctx, { e: 'climb', to: state.height });
    if (state.height >= GOAL) end(state, ctx, 'victory');
    state.seat = (state.seat + 1) % state.players;
    if (state.seat === 0 && ++state.round > ROUNDS) end(state, ctx, 'defeat');
  },
  over: (state) => state.result !== null,
  result: (state) => state.result,
  actionCount: (state) => state.actions,
  actor: (state) => state.seat,
};

/** The engine's definition, for a test to make a variant of it. */
export const climbDefinition = {
  game: climbRules,
  catalogue: () => null,
  players: { min: 1, max: 2 },
  bots: {
    random: (_cat, seed) => randomBot(seed),
    heuristic: (_cat, seed) => heuristicBot<ClimbState, ClimbAction>('heuristic', seed, { action: (_s, a) => (a.type === 'roll' ? 1 : 0), answer: (_s, _c, option) => (option === 0 ? 1 : 0) }),
  },
  label: (_cat, _state, a) => a.type,
  length: { unit: 'rounds', of: (state) => Math.min(state.round, ROUNDS) },
  narrate: (_cat, e) => (e.e === 'roll' ? `rolls ${e.die}` : e.e === 'end' ? `the climb ends: ${e.result}` : null),
  figures: (_cat, state) => ({ falls: state.falls, height: state.height }),
} satisfies EngineDefinition<ClimbState, ClimbAction, ClimbEvent, null>;

export const climbEngine: PackEngine = defineEngine(climbDefinition);
