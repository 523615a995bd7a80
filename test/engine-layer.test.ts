/**
 * The engine layer on its own (src/engine/), played with a game defined here (engine/dice-race.ts),
 * not CODEX: seeded dice and forced dice, choices asked and recorded, refused actions, games that
 * end inside a step, logs that replay to the same final state, steps that wait for an answer and
 * resume, the UCB1 bandit, the parallel runner, and Wilson intervals; and, with a card game of
 * hidden hands (engine/high-card.ts), seats that each decide from what their player sees.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ucb1, randomBot } from '../src/engine/bots.js';
import { DecisionError, feeder } from '../src/engine/choices.js';
import type { Policy } from '../src/engine/game-def.js';
import { runShares } from '../src/engine/parallel.js';
import { playGame, replayLog, stateHash, step } from '../src/engine/play.js';
import { setupWithAnswers, stepWithAnswers } from '../src/engine/resumable.js';
import { OutOfDice, random, randomInt, rollDie, seedRng, type Rng } from '../src/engine/rng.js';
import { searchBot } from '../src/engine/search.js';
import { seated, seatingOf } from '../src/engine/seats.js';
import { playScenario, type CommonExpect, type Failure, type ScenarioGame, type ScenarioShape } from '../src/engine/scenario-runner.js';
import { wilson } from '../src/engine/stats.js';
import { GOAL, raceGame, type RaceAction, type RaceEvent, type RaceState } from './engine/dice-race.js';
import { cardsGame, type CardsAction, type CardsState } from './engine/high-card.js';
import { propertyRuns } from './property-runs.js';

const bot = (seed: number): Policy<RaceState, RaceAction> => randomBot<RaceState, RaceAction>(seed);
const started = (start: [number, number], dice: number[] = []): RaceState => {
  const state = raceGame.setup(null, { seed: 1, start }, raceGame.context(null, () => 0, false, false));
  state.forcedDice = dice;
  return state;
};

describe('a game played by the engine layer', () => {
  it('is the same game for the same seed, and another for another seed', () => {
    const a = playGame(raceGame, null, { setup: { seed: 7 }, policy: bot(7), record: true });
    const b = playGame(raceGame, null, { setup: { seed: 7 }, policy: bot(7), record: true });
    const c = playGame(raceGame, null, { setup: { seed: 8 }, policy: bot(8), record: true });
    expect(a.log).toEqual(b.log);
    expect(stateHash(a.state)).not.toBe(stateHash(c.state));
    expect(a.result).toMatch(/^seat-[01]$/);
    expect(a.log).toMatchObject({ format: 'deckwright-test-race-log', version: 1, seed: 7, bot: 'random', result: a.result });
    expect(a.log!.setup).toHaveLength(1);
  });

  it('replays a log to the same final state, with its events, and refuses a log that does not fit', () => {
    for (let seed = 0; seed < 30; seed++) {
      const played = playGame(raceGame, null, { setup: { seed }, policy: bot(seed), record: true, events: true });
      const replayed = replayLog(raceGame, null, played.log!);
      expect(stateHash(replayed.state)).toBe(played.log!.finalHash);
      expect(replayed.events.flatMap((s) => s.events)).toEqual(played.events);
    }
    const log = playGame(raceGame, null, { setup: { seed: 3 }, policy: bot(3), record: true }).log!;
    expect(() => replayLog(raceGame, null, { ...log, setup: [] })).toThrow(DecisionError);
    const bad = { ...log, steps: [{ action: { type: 'jump' } as RaceAction, answers: [] }, ...log.steps] };
    expect(() => replayLog(raceGame, null, bad)).toThrow(/step 1 \(jump\) is not legal in the replayed game: a runner 11 steps/);
  });

  it('stops a game that never ends as stalled', () => {
    const walker: Policy<RaceState, RaceAction> = { name: 'walker', chooseAction: (_s, legal) => legal[0], choose: () => 0 };
    expect(playGame(raceGame, null, { setup: { seed: 1 }, policy: walker, maxActions: 5 }).result).toBe('stalled');
    expect(playGame(raceGame, null, { setup: { seed: 1 }, policy: walker }).result).toBe('seat-0');
  });

  it('refuses an illegal action with its code, and leaves the state alone', () => {
    const state = started([3, 3]);
    const before = stateHash(state);
    const r = step(raceGame, null, state, { type: 'jump' }, () => 0);
    expect(r).toEqual({ ok: false, error: { code: 'too-far', message: expect.stringContaining('this one is at 3') } });
    expect(stateHash(state)).toBe(before);
  });

  it('rolls the forced dice first, and with forced dice only, fails when they run out', () => {
    const state = started([0, 0], [6]);
    const r = step(raceGame, null, state, { type: 'roll' }, feeder([1], 'test'), { events: true, forcedDiceOnly: true });
    expect(r.ok && r.events).toEqual([{ e: 'roll', seat: 0, die: 6 }, { e: 'move', seat: 0, to: 6 }, { e: 'move', seat: 1, to: 0 }]);
    expect(() => step(raceGame, null, started([0, 0]), { type: 'roll' }, () => 0, { forcedDiceOnly: true })).toThrow(OutOfDice);
    expect(rollDie({ rng: seedRng(1), forcedDice: [] }, false, 12)).toBeGreaterThanOrEqual(1);
  });

  it('draws sfc32’s sequence, word for word: every seeded game, log and Monte Carlo figure depends on it', () => {
    const rng = seedRng(2024);
    const words = Array.from({ length: 1000 }, () => Math.floor(random(rng) * 4294967296));
    expect(words.slice(0, 4)).toEqual([3919288472, 192506188, 4261047628, 3534739966]);
    expect(words[999]).toBe(2183941643);
    expect(rng).toEqual([3709025559, 1458069485, 3134263621, 3480219493]);
  });

  it('ends a game inside a step (the rest of the step does not happen)', () => {
    const r = step(raceGame, null, started([10, 0], [6]), { type: 'roll' }, () => 0, { events: true, forcedDiceOnly: true });
    // The runner reached the goal on the die: the six's choice is never asked, and the turn does not pass.
    expect(r.ok && r.answers).toEqual([]);
    expect(r.ok && r.state.winner).toBe(0);
    expect(r.ok && r.state.seat).toBe(0);
    expect(r.ok && raceGame.result(r.state)).toBe('seat-0');
  });
});

describe('a choice that waits for its answer', () => {
  it('stops the step at the question, changes nothing, and resumes with the answer', () => {
    const state = started([2, 5], [6]);
    const before = stateHash(state);
    const waiting = stepWithAnswers(raceGame, null, state, { type: 'roll' }, [], { forcedDiceOnly: true });
    expect(waiting).toEqual({ waiting: { kind: 'bonus', player: 0, prompt: 'A six: run on, or push the other back?', options: ['run on 2', 'push back 2'] }, answered: 0 });
    expect(stateHash(state)).toBe(before);
    const done = stepWithAnswers(raceGame, null, state, { type: 'roll' }, [1], { forcedDiceOnly: true, events: true });
    expect('done' in done && done.done.ok && done.done.state.at).toEqual([8, 3]);
    expect('done' in done && done.done.ok && done.done.answers).toEqual([1]);
    expect(stateHash(state)).toBe(before);
  });

  it('works for the setup too', () => {
    expect(setupWithAnswers(raceGame, null, { seed: 4 }, [])).toMatchObject({ waiting: { kind: 'first' }, answered: 0 });
    const r = setupWithAnswers(raceGame, null, { seed: 4 }, [1]);
    expect('state' in r && r.state.seat).toBe(1);
  });

  it('plays the same game as answering at once: a hot-seat game replays as its log', () => {
    const played = playGame(raceGame, null, { setup: { seed: 11 }, policy: bot(11), record: true });
    const log = played.log!;
    const s = setupWithAnswers(raceGame, null, { seed: 11 }, log.setup);
    expect('state' in s).toBe(true);
    let state = (s as { state: RaceState }).state;
    for (const { action, answers } of log.steps) {
      // Answer one question at a time, as a person at a browser does.
      const given: number[] = [];
      for (;;) {
        const r = stepWithAnswers(raceGame, null, state, action, given);
        if ('done' in r) {
          expect(r.done.ok).toBe(true);
          if (r.done.ok) state = r.done.state;
          break;
        }
        given.push(answers[given.length]);
      }
    }
    expect(stateHash(state)).toBe(log.finalHash);
  });
});

describe('the bandit (UCB1)', () => {
  it('finds the best arm, tries every arm first, and gives ties to the earliest', () => {
    const worth = [0.2, 0.9, 0.5];
    const tried: number[] = [];
    expect(ucb1(3, 30, (arm) => (tried.push(arm), worth[arm]))).toBe(1);
    expect(tried.slice(0, 3)).toEqual([0, 1, 2]);
    expect(tried.filter((a) => a === 1).length).toBeGreaterThan(tried.filter((a) => a === 0).length);
    expect(ucb1(3, 9, () => 0.5)).toBe(0);
  });

  it('makes a search bot that beats the random one at the race', () => {
    // Search: for each action, play on to the end at random, and keep the action that wins most.
    const searcher = (seed: number): Policy<RaceState, RaceAction> => {
      const inner = bot(seed ^ 0x1234);
      return {
        name: 'search',
        choose: (_s, c) => (c.kind === 'bonus' ? 0 : 0),
        chooseAction(state, legal) {
          const me = state.seat;
          return legal[
            ucb1(legal.length, 40, (arm) => {
              const r = step(raceGame, null, state, legal[arm], () => 0);
              if (!r.ok) return 0;
              const s = r.state;
              let n = 0;
              while (!raceGame.over(s) && n++ < 200) step(raceGame, null, s, inner.chooseAction(s, raceGame.legal(null, s)), () => 0, { inPlace: true, trusted: true });
              return s.winner === me ? 1 : 0;
            })
          ];
        },
      };
    };
    const wins = duel(raceGame, searcher);
    const baseline = duel(raceGame, (g) => bot(g ^ 0x5555));
    // Deterministic (fixed seeds): the figures are exact.
    expect([wins, baseline]).toEqual([53, BASELINE]);
  });

  it('the layer’s search bot plays a game that determinises and evaluates its positions, and beats the random one', () => {
    // The race's unknowns are its future dice; a position is worth the lead of the runner who searches.
    const game = {
      ...raceGame,
      determinise: (s: RaceState, rng: Rng) => {
        s.forcedDice = [];
        s.rng = seedRng(randomInt(rng, 2 ** 31));
      },
      evaluate: (s: RaceState, root: RaceState) => (s.winner === null ? 0.5 + (s.at[root.seat] - s.at[1 - root.seat]) / (4 * GOAL) : s.winner === root.seat ? 1 : 0),
    };
    const searcher = (seed: number) => searchBot<RaceState, RaceAction, null>({ def: game, cat: null, horizon: () => false, rollout: bot(seed ^ 0x1234), maxRolloutActions: 200 }, seed, 40);
    const wins = duel(game, searcher);
    expect(wins).toBe(duel(game, searcher));
    expect(wins).toBeGreaterThan(BASELINE + 10);
    // A game that cannot determinise its positions gets no search bot.
    expect(() => searchBot<RaceState, RaceAction, null>({ def: raceGame, cat: null, horizon: () => false, rollout: bot(1), maxRolloutActions: 9 }, 1, 4)).toThrow(/determinise and evaluate/);
  });
});

/** Games (of 60) that `seat0`'s policy wins in seat 0 against the random bot, each seat starting in turn. */
function duel(game: typeof raceGame, seat0: (g: number) => Policy<RaceState, RaceAction>): number {
  let wins = 0;
  for (let g = 0; g < 60; g++) {
    const first = seat0(g);
    const other = bot(g);
    const both: Policy<RaceState, RaceAction> = {
      name: 'duel',
      choose: (st, c) => (c.kind === 'first' ? g % 2 : st.seat === 0 ? first.choose(st, c) : other.choose(st, c)),
      chooseAction: (st, legal) => (st.seat === 0 ? first : other).chooseAction(st, legal),
    };
    if (playGame(game, null, { setup: { seed: 1000 + g }, policy: both }).result === 'seat-0') wins++;
  }
  return wins;
}

/** The random bot in seat 0 against the random bot, same seeds: about an even share. */
const BASELINE = 29;

describe('the parallel runner', () => {
  it('gives the same results in game order on one thread or two, and counts progress to the end', async () => {
    const module = new URL('./engine/dice-race.js', import.meta.url);
    const progress: number[] = [];
    const one = await runShares<string>({ module, exportName: 'raceShare', data: { seed: 5 }, total: 41, jobs: 1 });
    const two = await runShares<string>({ module, exportName: 'raceShare', data: { seed: 5 }, total: 41, jobs: 2, onProgress: (d) => progress.push(d) });
    expect(two).toEqual(one);
    expect(one).toHaveLength(41);
    expect(progress.at(-1)).toBe(41);
    await expect(runShares({ module, exportName: 'nothing', data: {}, total: 2, jobs: 1 })).rejects.toThrow(/exports no function nothing/);
  });
});

describe('the scenario runner, for a game that is not CODEX', () => {
  interface RaceExpect extends CommonExpect {
    at?: [number, number];
  }
  interface RaceScenario extends ScenarioShape<RaceExpect> {
    start: [number, number];
  }
  const races: ScenarioGame<RaceState, RaceAction, RaceEvent, null, RaceExpect, RaceScenario> = {
    def: raceGame,
    position: (_cat, sc) => ({ ...started(sc.start), forcedDice: [...(sc.dice ?? [])] }),
    action: (_state, raw) => ({ type: raw as RaceAction['type'] }),
    compare: (state, x, at): Failure[] => (x.at && JSON.stringify(state.at) !== JSON.stringify(x.at) ? [[[...at, 'at'], `at: expected ${JSON.stringify(x.at)}, got ${JSON.stringify(state.at)}`]] : []),
    actionLabel: (_state, a) => a.type,
  };
  const base: RaceScenario = {
    start: [4, 9],
    dice: [6],
    steps: [
      { do: 'roll', answers: ['push back 2'], expect: { at: [10, 7], choices: [{ kind: 'bonus', options: ['run on 2', 'push back 2'] }], legal: ['walk', 'roll'] } },
      { do: 'jump', refused: 'too-far' },
      'walk',
    ],
    expect: { at: [10, 8], events: [{ e: 'move', seat: 1, to: 8 }], notEvents: [{ e: 'win' }] },
  };

  it('plays answers by label, refused steps, the state between steps and every common expectation', () => {
    expect(playScenario(races, null, base)).toEqual([]);
  });

  it('locates what does not hold, a die left unrolled, and a legal: the game cannot name', () => {
    const wrong: RaceScenario = { ...base, dice: [6, 3], expect: { ...base.expect, at: [10, 9], notEvents: [{ e: 'move' }] } };
    expect(playScenario(races, null, wrong).map(([path]) => path.join('.'))).toEqual(['expect.notEvents.0', 'expect.at', 'dice']);
    const unnamed = { ...races, actionLabel: undefined };
    expect(playScenario(unnamed, null, base)).toEqual([[['steps', 0, 'expect', 'legal'], 'this game does not name its actions for `legal:`']]);
  });
});

describe('Wilson intervals', () => {
  it('are exact to 4 decimals, inside [0, 1], and [0, 0] for no games', () => {
    expect(wilson(0, 0)).toEqual([0, 0]);
    expect(wilson(5, 10)).toEqual([0.2366, 0.7634]);
    expect(wilson(10, 10)).toEqual([0.7225, 1]);
    expect(wilson(0, 10)).toEqual([0, 0.2775]);
    expect(wilson(1, 1000)).toEqual([0.0002, 0.0056]);
  });
});

describe('seats: a game played against each other with hidden hands', () => {
  const seating = seatingOf(cardsGame);
  /** A policy that plays its highest card and records every state it is shown. */
  const spy = (seen: CardsState[]): Policy<CardsState, CardsAction> => ({
    name: 'highest',
    chooseAction: (state, legal) => {
      seen.push(state);
      return legal[legal.length - 1];
    },
    choose: () => 0,
  });

  it('asks each decision of its seat, shown only what that seat sees', () => {
    const seen: [CardsState[], CardsState[]] = [[], []];
    const played = playGame(cardsGame, null, { setup: { seed: 3 }, policy: seated(seating, [spy(seen[0]), spy(seen[1])]), record: true });
    expect(played.log!.steps).toHaveLength(6);
    expect(played.log!.bot).toBe('highest');
    for (const seat of [0, 1] as const) {
      expect(seen[seat]).toHaveLength(3);
      for (const view of seen[seat]) {
        expect(view.seat).toBe(seat);
        expect(view.hands[1 - seat].every((c) => c === 0)).toBe(true);
        expect(view.deck.every((c) => c === 0)).toBe(true);
        expect(view.hands[seat].every((c) => c > 0)).toBe(true);
      }
    }
  });

  it('gives the same decisions whatever the other hand holds (fast-check)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000 }), (seed) => {
        const state = cardsGame.setup(null, { seed }, cardsGame.context(null, () => 0, false, false));
        // The same position with seat 1's hand and the deck dealt otherwise.
        const other = cardsGame.clone(state);
        cardsGame.determinise!(Object.assign(other, seating.view(other, 0)), seedRng(seed + 1));
        const bot0 = () => seated(seating, [randomBot<CardsState, CardsAction>(seed), randomBot<CardsState, CardsAction>(seed)]);
        expect(seating.view(other, 0)).toEqual(seating.view(state, 0));
        expect(bot0().chooseAction(other, cardsGame.legal(null, other))).toEqual(bot0().chooseAction(state, cardsGame.legal(null, state)));
      }),
      { numRuns: propertyRuns(50) },
    );
  });

  it('lets a search bot play from its view, dealing what it cannot see again, and replays the game', () => {
    const searcher = searchBot<CardsState, CardsAction, null>(
      { def: cardsGame, cat: null, horizon: () => false, rollout: randomBot(9), maxRolloutActions: 10 },
      9,
      24,
    );
    // Seat 1 answers the card seat 0 leads: a searching seat 1 wins more than a random one, same deals.
    let searchWins = 0;
    let randomWins = 0;
    for (let g = 0; g < 30; g++) {
      const played = playGame(cardsGame, null, { setup: { seed: 100 + g }, policy: seated(seating, [randomBot(g), searcher]), record: true });
      expect(played.log!.bot).toBe('random vs search');
      expect(replayLog(cardsGame, null, played.log!).state).toEqual(played.state);
      if (played.result === 'seat-1') searchWins++;
      if (playGame(cardsGame, null, { setup: { seed: 100 + g }, policy: seated(seating, [randomBot(g), randomBot(g + 500)]) }).result === 'seat-1') randomWins++;
    }
    expect(searchWins).toBeGreaterThan(randomWins + 3);
  });

  it('refuses a table short of a policy, and a game without seats', () => {
    expect(() => seated(seating, [])).toThrow(/a policy for each seat/);
    const lonely = seated(seating, [randomBot<CardsState, CardsAction>(1)]);
    const state = cardsGame.setup(null, { seed: 1 }, cardsGame.context(null, () => 0, false, false));
    state.seat = 1;
    expect(() => lonely.chooseAction(state, cardsGame.legal(null, state))).toThrow(/no policy for seat 1/);
    expect(() => seatingOf(raceGame)).toThrow(/has no seats/);
  });
});
