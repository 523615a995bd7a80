/**
 * defineEngine on a cooperative game with dice and a choice (test/engine/climb.ts, written against
 * deckwright/engine alone): sim in this thread (rules not loaded from a project's module) with
 * the players' win rate, each result's share, lengths in rounds and the game's own figures, the
 * same for the same seed; a log written and told back; scenarios that force dice and answer the
 * choice, and fail at their line when a die or an answer is missing.
 */
import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { LoadedPack } from '../src/core/pack.js';
import { loadYamlSource } from '../src/core/yaml-source.js';
import type { TableLayout } from '../src/core/pack-types.js';
import { defineEngine } from '../src/engine/public.js';
import { FirstTurnOptionsError } from '../src/engine/first-turn.js';
import { DEFINITION, type AnyDefined } from '../src/engine/defined/definition.js';
import { playOne, playRange } from '../src/engine/defined/games.js';
import { climbDefinition, climbEngine, type ClimbState } from './engine/climb.js';

/** A pack for an engine that reads no cards: its name and title are all the engine asks of it. */
const pack = (dir: string) => ({ name: 'climb', dir, manifest: { title: 'Climb', language: 'en' }, cards: [], def: null }) as unknown as LoadedPack;

const request = (over: Partial<Parameters<typeof climbEngine.simulate>[1]> = {}) => ({ games: 300, players: null, seed: 11, bot: 'heuristic', outDir: null, ...over });

describe('defineEngine: a cooperative game', () => {
  it('simulates: the players\' win rate, results, lengths in rounds and the game\'s figures, the same for the same seed', async () => {
    const a = await climbEngine.simulate(pack('.'), request());
    const b = await climbEngine.simulate(pack('.'), request());
    expect(JSON.stringify(a.report)).toBe(JSON.stringify(b.report));
    const r = a.report as unknown as { games: number; winRate: number; sides?: unknown; results: { result: string; games: number }[]; byPlayers: { players: number; games: number }[]; length: { unit: string; max: number }; figures: Record<string, { mean: number }> };
    expect(r.games).toBe(300);
    expect(r.sides).toBeUndefined();
    const victories = r.results.find((x) => x.result === 'victory')?.games ?? 0;
    expect(r.winRate).toBeCloseTo(victories / 300, 4);
    expect(r.results.map((x) => x.result).sort()).toEqual(['defeat', 'victory']);
    // Every count from min to max, in turn.
    expect(r.byPlayers.map((x) => [x.players, x.games])).toEqual([[1, 150], [2, 150]]);
    expect(r.length.unit).toBe('rounds');
    expect(r.length.max).toBeLessThanOrEqual(8);
    expect(Object.keys(r.figures)).toEqual(['falls', 'height']);
    expect(a.comparable).toMatchObject({ title: 'Climb', games: 300, wins: victories, length: { unit: 'rounds' }, killers: {} });
    const other = await climbEngine.simulate(pack('.'), request({ seed: 12 }));
    expect(JSON.stringify(other.report)).not.toBe(JSON.stringify(a.report));
  });

  it('gives balance figures of a game won together: one side, no seat, no lead, no card named', async () => {
    const r = (await climbEngine.simulate(pack('.'), request({ games: 60 }))).report as unknown as { balance: { metrics: Record<string, unknown> & { games: number; decisions: { mean: number } }; cards: unknown[] } };
    expect(Object.keys(r).at(-1)).toBe('balance');
    expect(r.balance.metrics).toMatchObject({ games: 60, seats: null, balance: null, drawishness: null, firstPlayerAdvantage: null, decisiveness: null, leadChanges: null });
    expect(r.balance.cards).toEqual([]);
    // Every game's record: the players together side 0, each of them a seat of it; the rounds; the actions and the six's questions.
    const d = (climbEngine as unknown as Record<symbol, AnyDefined>)[DEFINITION];
    const data = { seed: 11, players: [1, 2], bot: 'heuristic', cat: d.catalogue(pack('.')) };
    const games = playRange(d, data, 0, 40);
    const asked = games.map((g) => {
      expect(g.record).toMatchObject({ winner: g.result === 'victory' ? 0 : null, stalled: false, seats: Array(g.players).fill(0), players: g.players, turns: g.length, sides: [{ drawn: [], played: [] }], lead: null });
      const actions = d.game.actionCount(playOne(d, data, g.index, false).played.state);
      expect(g.record.decisions).toBeGreaterThanOrEqual(actions);
      return g.record.decisions - actions;
    });
    // A six asks whether to climb on: some games have questions answered besides their actions.
    expect(asked.some((n) => n > 0)).toBe(true);
  });

  it('plays no sweep of rules made in this process: the threads could not import them', () => {
    expect(() => climbEngine.records!(pack('.'), { seed: 1, bot: 'heuristic', players: null })).toThrow("Climb: its rules were not loaded from a project's rules module");
    expect(() => climbEngine.records!(pack('.'), { seed: 1, bot: 'search', players: null })).toThrow("--bot: no bot 'search'");
  });

  it('refuses a player count the game does not allow and a bot it does not have, in a sentence', async () => {
    await expect(climbEngine.simulate(pack('.'), request({ players: [3] }))).rejects.toThrow('--players: this game is played by 1 to 2 players, not 3');
    await expect(climbEngine.simulate(pack('.'), request({ bot: 'search' }))).rejects.toThrow("--bot: no bot 'search'; this game's bots: random, heuristic");
  });

  it('writes its report and logs, and tells a log back as recorded', async () => {
    const out = mkdtempSync(path.join(os.tmpdir(), 'deckwright-climb-'));
    const sim = await climbEngine.simulate(pack(out), request({ outDir: out, bot: 'random' }));
    expect(readdirSync(out).sort()).toEqual(['longest.log.json', 'shortest.log.json', 'sim-random.html', 'sim-random.json']);
    expect(sim.files.map((f) => path.basename(f))).toEqual(['sim-random.html', 'sim-random.json', 'shortest.log.json', 'longest.log.json']);
    expect(readFileSync(path.join(out, 'sim-random.html'), 'utf8')).toContain('The players win');
    const file = path.join(out, 'longest.log.json');
    const text = readFileSync(file, 'utf8');
    const told = climbEngine.replay(pack(out), { file, text, data: JSON.parse(text) });
    expect(told.ok).toBe(true);
    if (!told.ok) return;
    expect(told.mismatch).toBeNull();
    expect(told.text).toMatch(/^Game of Climb, seed \d+, [12] players?, bot random: (victory|defeat)\n\n(rolls \d\n)*/);
    expect(told.text).toMatch(/the climb ends: (victory|defeat)$/);
    // A log given an answer no choice asked for does not fit the game: a located problem, not a crash.
    const log = JSON.parse(text);
    const edited = { ...log, steps: log.steps.map((s: { answers: number[] }, i: number) => (i ? s : { ...s, answers: [...s.answers, 0] })) };
    const bad = climbEngine.replay(pack(out), { file, text, data: edited });
    expect(bad.ok ? null : [bad.problems[0].rule, bad.problems[0].line, bad.problems[0].message]).toEqual(['replay/log', 1, expect.stringMatching(/^step 1: the log gives \d answers? and the replayed game asked/)]);
  });
});

describe('defineEngine: scenarios', () => {
  const scenario = (text: string) => climbEngine.runScenario(pack('.'), loadYamlSource('climb.yaml', text));

  it('force the dice and answer the choice by its label; the state, result and choices asked are checked', async () => {
    const passed = await scenario(
      [
        'game: climb',
        'name: a six climbs on',
        'players: 1',
        'dice: [6, 1, 5]',
        'steps:',
        '  - do: roll',
        '    answers: [climb on]',
        '    expect: { state: { height: 8 }, choices: [bonus], events: [{ e: roll, die: 6 }] }',
        '  - do: roll',
        '    expect: { state: { height: 6, falls: 1 } }',
        '  - roll',
        'expect: { over: true, result: victory, state: { height: 11 } }',
        '',
      ].join('\n'),
    );
    expect(passed.failures).toEqual([]);
  });

  it('fail at the line of a die the scenario did not give, of an answer missing, and of a wrong field', async () => {
    const noDie = await scenario('game: climb\nname: n\nsteps:\n  - roll\nexpect: {}\n');
    expect(noDie.failures.map((f) => [f.line, f.rule, f.message])).toEqual([[4, 'scenario/dice', expect.stringContaining('this step rolls a die, but the scenario gives no `dice:`')]]);
    const noAnswer = await scenario('game: climb\nname: n\ndice: [6]\nsteps:\n  - roll\nexpect: {}\n');
    expect(noAnswer.failures.map((f) => [f.line, f.message])).toEqual([[5, expect.stringContaining('unexpected choice "A six: climb on, or stay?" (bonus: climb on, stay)')]]);
    const wrong = await scenario('game: climb\nname: n\nsteps:\n  - rest\nexpect: { state: { height: 2, seat: 0, hieght: 1 } }\n');
    expect(wrong.failures.map((f) => [f.line, f.message])).toEqual([
      [5, 'height: expected 2, got 1'],
      [5, expect.stringMatching(/^the state has no hieght: the state has the fields rng, forcedDice, forcedOrders, height, /)],
    ]);
    const schema = await scenario('game: climb\nname: n\nplayers: 3\nsteps: []\nexpect: {}\n');
    expect(schema.failures.map((f) => [f.line, f.message])).toEqual([[3, 'this game is played by 1 to 2 players, not 3']]);
  });
});

describe('defineEngine: the first turn on a Tabletop Simulator table', () => {
  /** Climb with a first turn: the climber's die before the first player, showing the height (0 is shown as 1). */
  const seen: ClimbState[] = [];
  const withTable = defineEngine({
    ...climbDefinition,
    firstTurn: (_cat, state): TableLayout => {
      seen.push(state);
      return { seats: Array.from({ length: state.players }, (_, i) => ({ colour: ['White', 'Red'][i], name: `Climber ${i + 1}`, side: 'south' as const, hand: [], front: [] })), pieces: [], aside: [{ die: 'd6', face: Math.max(1, state.height) }] };
    },
  });

  it('sets the game up as sim’s first game and lays out its state; a game without one offers none', () => {
    expect(climbEngine.firstTurn).toBeUndefined();
    const first = withTable.firstTurn!(pack('.'), { seed: 5 });
    // sim plays 1 player first (every count from min to max, in turn).
    expect(first.players).toEqual(['Player 1']);
    expect(first.layout.seats.map((s) => s.name)).toEqual(['Climber 1']);
    expect(seen.at(-1)).toMatchObject({ players: 1, height: 0, round: 1, result: null });
    expect(withTable.firstTurn!(pack('.'), { seed: 5, players: 2 }).players).toEqual(['Player 1', 'Player 2']);
    expect(() => withTable.firstTurn!(pack('.'), { seed: 5, players: 3 })).toThrow(new FirstTurnOptionsError('Climb is set up for 1 to 2 players, not 3: give --players 1 to 2'));
  });
});
