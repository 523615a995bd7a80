/**
 * The seated bots' run (runBots, nextBotMove in src/engine/session.ts) on a game defined here: a
 * counter the two seats tick in turn until it reaches its end. Bots in every seat of a long game
 * take no deeper a stack than one move (a bot's move used to call the run again, a frame pair per
 * move, and a game of search bots overflowed the stack), stop after MAX_BOT_RUN decisions, and
 * play the same moves one at a time as in one run.
 */
import { describe, expect, it } from 'vitest';
import { randomBot } from '../src/engine/bots.js';
import type { ChoiceCtx, Decide } from '../src/engine/choices.js';
import type { GameDef } from '../src/engine/game-def.js';
import { MAX_BOT_RUN, nextBotMove, runBots, startSession, type SessionGame } from '../src/engine/session.js';

interface Count {
  n: number;
  end: number;
}
type Tick = { type: 'tick' };

const counter: GameDef<Count, Tick, never, null, { end: number }> = {
  logFormat: 'deckwright-test-counter-log',
  context: (_cat, decide: Decide<Count>, events, forcedDiceOnly): ChoiceCtx<Count, never> => ({ decide, events: events ? [] : null, answers: [], forcedDiceOnly }),
  setup: (_cat, setup) => ({ n: 0, end: setup.end }),
  legal: (_cat, s) => (s.n < s.end ? [{ type: 'tick' }] : []),
  illegal: (_cat, s) => (s.n < s.end ? null : { code: 'game-over', message: 'counted' }),
  apply: (_cat, s) => void (s.n += 1),
  clone: (s) => ({ ...s }),
  actor: (s) => s.n % 2,
  over: (s) => s.n >= s.end,
  result: (s) => (s.n >= s.end ? 'counted' : null),
  actionCount: (s) => s.n,
  logSetup: (setup) => ({ end: setup.end }),
  setupOfLog: (log) => ({ end: log.end as number }),
};

const game: SessionGame<Count, Tick, never, null, { end: number }> = {
  def: counter,
  cat: null,
  logFields: {},
  bots: ['random'],
  bot: (_name, seed) => randomBot<Count, Tick>(seed),
  seats: () => ['one', 'two'],
  label: () => 'tick',
  tell: () => [],
  table: (_s, viewer) => ({ viewer, zones: [], players: [], counters: [] }),
};

describe('seated bots', () => {
  it('play a game far longer than the stack is deep, MAX_BOT_RUN decisions at a time, without recursing', () => {
    const r = startSession(game, { end: 50_000 }, { bots: ['random', 'random'] });
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.session.steps).toHaveLength(MAX_BOT_RUN);
    expect(r.session.state!.n).toBe(MAX_BOT_RUN);
    expect(runBots(game, r.session).state!.n).toBe(2 * MAX_BOT_RUN);
  });

  it('make the same moves one at a time (nextBotMove) as in one run, and stop at the end or at a person', () => {
    const start = startSession(game, { end: 300 }, { bots: ['random', 'random'], runBots: false });
    expect(start.ok && start.session.steps).toEqual([]);
    if (!start.ok) return;
    let s = start.session;
    for (let next = nextBotMove(game, s); next; next = nextBotMove(game, s)) s = next;
    expect(s).toEqual(runBots(game, start.session));
    expect(s.state!.n).toBe(300);
    // A person's seat: nothing for the bots to do.
    const mixed = startSession(game, { end: 300 }, { bots: [null, 'random'] });
    expect(mixed.ok && mixed.session.steps).toEqual([]);
    expect(mixed.ok && nextBotMove(game, mixed.session)).toBeNull();
  });
});
