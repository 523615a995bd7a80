/**
 * `deckwright sweep`: the spec (flags and sweep files, with located errors), the grid, the blocks,
 * the paired figures, and real sweeps of CODEX that must come out the same whatever the threads.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { pairedDifference } from '../src/engine/balance/paired.js';
import { mergeTallies, tallyRecords } from '../src/engine/balance/tally.js';
import type { GameRecord } from '../src/engine/balance/record.js';
import { gameMetrics } from '../src/engine/balance/metrics.js';
import { cardImpact } from '../src/engine/balance/impact.js';
import { loadYamlSource } from '../src/core/yaml-source.js';
import { axisFromFlag, specFromFile, targetFromFlag, type SweepSpec } from '../src/pipeline/sweep/spec.js';
import { grid, roundRobin } from '../src/pipeline/sweep/variants.js';
import { blocksOf, runSweep } from '../src/pipeline/sweep/run.js';
import { sweepJson, variantsCsv } from '../src/pipeline/sweep/report.js';
import { rateNote } from '../src/pipeline/sweep/eta.js';
import { runHere, noStack } from './cli-helpers.js';
import { specFromFlags, queueFlag, type SweepFlags } from '../src/cli/sweep-flags.js';
import { codexDir, copyPack } from './helpers.js';

const record = (over: Partial<GameRecord> = {}): GameRecord => ({ winner: 0, stalled: false, seats: [0, 1], players: 2, turns: 10, decisions: 40, sides: [{ drawn: ['a'], played: ['a'] }, { drawn: ['b'], played: [] }], lead: null, ...over });

describe('the spec', () => {
  it('reads --vary axes: a card field, an option, players and bot, values as YAML reads them', () => {
    expect(axisFromFlag('creatures.meute-de-rats.pv=1,2, 3')).toMatchObject({ kind: 'card', deck: 'creatures', card: 'meute-de-rats', field: ['pv'], values: [1, 2, 3] });
    expect(axisFromFlag('option.tours=10,12')).toMatchObject({ kind: 'option', option: 'tours', values: [10, 12] });
    expect(axisFromFlag('players=2,4')).toMatchObject({ kind: 'players', values: [2, 4] });
    expect(axisFromFlag('bot=random,heuristic')).toMatchObject({ kind: 'bot', values: ['random', 'heuristic'] });
    expect(axisFromFlag('objets.hachette.arme.degats=1,2')).toMatchObject({ field: ['arme', 'degats'] });
  });

  it('refuses what is not an axis or not a value, saying what was expected', () => {
    expect(() => axisFromFlag('pv')).toThrow(/expects <axis>=<value>/);
    expect(() => axisFromFlag('creatures.pv=2')).toThrow(/not an axis: expected <deck>\.<card>\.<field>/);
    expect(() => axisFromFlag('players=2,two')).toThrow(/whole number from 1 to 8, got "two"/);
    expect(() => axisFromFlag('players=2,2')).toThrow(/given twice/);
    expect(() => axisFromFlag('bot=')).toThrow(/at least one value/);
    expect(targetFromFlag('win=0.5')).toEqual({ win: 0.5 });
    expect(() => targetFromFlag('win=1.5')).toThrow(/win=<rate from 0 to 1>/);
  });

  it('reads a sweep file, paths from its folder', () => {
    const src = loadYamlSource('sweeps/rats.yaml', 'game: codex\ngames: 200\nvary:\n  creatures.meute-de-rats.pv: [1, 2]\n  players: [2]\ntarget: { win: 0.5 }\n');
    const r = specFromFile(src, (p) => path.join('sweeps', p));
    expect(r.ok).toBe(true);
    const spec = (r as { spec: SweepSpec }).spec;
    expect(spec).toMatchObject({ game: 'codex', games: 200, seed: 1, bot: 'heuristic', block: 500, target: { win: 0.5 } });
    expect(spec.axes.map((a) => [a.name, a.values])).toEqual([['creatures.meute-de-rats.pv', [1, 2]], ['players', [2]]]);
    const decks = specFromFile(loadYamlSource('s/d.yaml', 'game: ../cards/lyoko\ndecks: [a.txt, b.txt]\n'), (p) => path.join('s', p));
    expect((decks as { spec: SweepSpec }).spec).toMatchObject({ game: path.join('cards', 'lyoko'), decks: [path.join('s', 'a.txt'), path.join('s', 'b.txt')] });
  });

  it('locates every problem of a sweep file at its line and column', () => {
    const text = 'game: codex\ngames: many\nvary:\n  creatures.pv: [1]\n  players: [2, 9]\ncolour: red\ntarget: { win: 2 }\n';
    const r = specFromFile(loadYamlSource('bad.yaml', text), (p) => p);
    expect(r.ok).toBe(false);
    const found = (r as { diagnostics: { line: number; column: number; message: string }[] }).diagnostics.map((d) => `${d.line}:${d.column} ${d.message}`);
    expect(found).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^2:8 games: expected games a variant/),
        expect.stringMatching(/^4:3 'creatures.pv' is not an axis/),
        expect.stringMatching(/^5:16 players: a player count is a whole number from 1 to 8, got 9/),
        expect.stringMatching(/^6:1 unknown key 'colour'/),
        expect.stringMatching(/^7:11 target: expected/),
      ]),
    );
    const nothing = specFromFile(loadYamlSource('empty.yaml', 'games: 10\n'), (p) => p);
    expect((nothing as { diagnostics: { message: string }[] }).diagnostics[0].message).toMatch(/names no game/);
  });
});

describe('the flags', () => {
  const defaults: SweepFlags = { vary: [], games: '1000', seed: '1', bot: 'heuristic', block: '500' };

  it('make a spec alone, or override a sweep file\'s values with the flags given', () => {
    const alone = specFromFlags('codex', { ...defaults, vary: ['players=2,3'], decks: ['shipped'], target: 'win=0.4' }, () => false);
    expect(alone).toMatchObject({ game: 'codex', games: 1000, seed: 1, bot: 'heuristic', block: 500, players: null, decks: 'shipped', target: { win: 0.4 }, name: null });
    const file = (specFromFile(loadYamlSource('s.yaml', 'game: codex\ngames: 200\nseed: 9\nvary:\n  players: [2]\n'), (p) => p) as { spec: SweepSpec }).spec;
    const over = specFromFlags('s.yaml', { ...defaults, vary: ['bot=random,heuristic'], games: '50', iterations: '8' }, (f) => f === 'games', file);
    // --games was given, --seed was not: the file's seed stays; --vary adds an axis to the file's.
    expect(over).toMatchObject({ game: 'codex', games: 50, seed: 9, iterations: 8 });
    expect(over.axes.map((a) => a.name)).toEqual(['players', 'bot']);
  });

  it('refuse an axis given twice, a folder name that is not one, and a count out of range', () => {
    expect(() => specFromFlags('codex', { ...defaults, vary: ['players=2', 'players=3'] }, () => false)).toThrow(/the axis players is given twice/);
    expect(() => specFromFlags('codex', { ...defaults, name: '../out' }, () => false)).toThrow(/--name: a folder name/);
    expect(() => specFromFlags('codex', { ...defaults, games: '0' }, () => false)).toThrow(/--games must be a whole number from 1/);
  });

  it('take a Redis URL for the queue, read as the queue reads it', async () => {
    expect(await queueFlag('redis://:secret@10.0.0.2:6379/1')).toBe('redis://:secret@10.0.0.2:6379/1');
    await expect(queueFlag('http://x')).rejects.toThrow(/--queue must be a Redis URL.*starts with redis:\/\//);
    await expect(queueFlag('redis://h:1?a=b')).rejects.toThrow(/options deckwright does not read/);
  });
});

describe('the grid and its blocks', () => {
  it('is the product of the axes, the first slowest, matchups last', () => {
    const v = grid([axisFromFlag('creatures.r.pv=1,2'), axisFromFlag('players=2,3')], null);
    expect(v.map((x) => x.label)).toEqual(['r.pv=1 · players=2', 'r.pv=1 · players=3', 'r.pv=2 · players=2', 'r.pv=2 · players=3']);
    const decks = [{ name: 'A', cards: [] }, { name: 'B', cards: [] }, { name: 'C', cards: [] }];
    expect(roundRobin(decks).map((m) => m.map((d) => d.name).join('-'))).toEqual(['A-B', 'A-C', 'B-C']);
    expect(grid([axisFromFlag('bot=random,heuristic')], roundRobin(decks)).map((x) => x.label)).toHaveLength(6);
    expect(grid([], null).map((x) => x.label)).toEqual(['as the pack is']);
  });

  it('cuts each variant into the same blocks whatever plays them', () => {
    expect(blocksOf([{ index: 0 }, { index: 1 }], 1100, 500)).toEqual([
      { plan: 'v0', from: 0, to: 500 },
      { plan: 'v0', from: 500, to: 1000 },
      { plan: 'v0', from: 1000, to: 1100 },
      { plan: 'v1', from: 0, to: 500 },
      { plan: 'v1', from: 500, to: 1000 },
      { plan: 'v1', from: 1000, to: 1100 },
    ]);
  });
});

describe('the figures', () => {
  it('merges blocks in game order whatever order they come in, and refuses a gap', () => {
    const games = [record(), record({ winner: 1 }), record({ winner: null, stalled: true }), record({ winner: null }), record({ turns: 3 })];
    const whole = tallyRecords(games);
    const parts = [tallyRecords(games.slice(3), 3), tallyRecords(games.slice(0, 2), 0), tallyRecords(games.slice(2, 3), 2)];
    expect(JSON.stringify(mergeTallies(parts))).toBe(JSON.stringify(whole));
    expect(() => mergeTallies([parts[0], parts[1]])).toThrow(/do not follow each other/);
  });

  it('measures a duel: seats, the first player, draws, completion', () => {
    // Side 0 sits first in even games; side 0 wins 3 of 4 games it plays first, side 1 wins 1 of 4.
    const games: GameRecord[] = [];
    for (let i = 0; i < 8; i++) {
      const seats = i % 2 ? [1, 0] : [0, 1];
      games.push(record({ seats, winner: i === 7 ? null : seats[i < 6 ? 0 : 1] }));
    }
    const m = gameMetrics(tallyRecords(games), true);
    expect(m.seats!.map((c) => [c.seats, c.games, c.rates.map((r) => r.wins)])).toEqual([[2, 8, [6, 1]]]);
    expect(m.balance).toBe(0.375);
    expect(m.firstPlayerAdvantage!.estimate).toBe(0.25);
    expect(m.drawishness).toMatchObject({ wins: 1, games: 8 });
    expect(m.completion).toMatchObject({ wins: 8, games: 8 });
    // A fair game played by 2 and then 3 players: each seat wins its even share of each count.
    // Pooled across counts, seat 0 would seem to win 5 of 12 against an even share of 1/3.
    const fair: GameRecord[] = [];
    for (let i = 0; i < 6; i++) fair.push(record({ players: 2, seats: [0, 1], winner: i % 2, sides: [0, 1].map(() => ({ drawn: [], played: [] })) }));
    for (let i = 0; i < 6; i++) fair.push(record({ players: 3, seats: [0, 1, 2], winner: i % 3, sides: [0, 1, 2].map(() => ({ drawn: [], played: [] })) }));
    const f = gameMetrics(tallyRecords(fair), true);
    expect([f.balance, f.firstPlayerAdvantage!.estimate, f.firstPlayerAdvantage!.games]).toEqual([1, 0, 12]);
    // A side of several seats (the pyramid's adventurers): no seat measures.
    const asymmetric = gameMetrics(tallyRecords([record({ seats: [1, 1, 0], sides: [{ drawn: [], played: [] }, { drawn: [], played: [] }] })]), true);
    expect([asymmetric.seats, asymmetric.balance, asymmetric.firstPlayerAdvantage]).toEqual([null, null, null]);
    const coop = gameMetrics(tallyRecords([record({ seats: [0, 0], sides: [{ drawn: [], played: [] }] })]), false);
    expect([coop.drawishness, coop.balance, coop.firstPlayerAdvantage]).toEqual([null, null, null]);
  });

  it('gives each card its win rate when drawn and not drawn, within the decks that hold it', () => {
    const lists = (drawn: string[], pool: string[]) => ({ drawn, played: drawn, pool });
    const games = [
      record({ winner: 0, sides: [lists(['x'], ['x', 'y']), lists([], ['z'])] }),
      record({ winner: 0, sides: [lists(['x'], ['x', 'y']), lists(['z'], ['z'])] }),
      record({ winner: 1, sides: [lists(['y'], ['x', 'y']), lists(['z'], ['z'])] }),
    ];
    const rows = cardImpact(tallyRecords(games), { x: 'X', y: 'Y', z: 'Z' });
    const x = rows.find((r) => r.id === 'x')!;
    expect([x.drawn.wins, x.drawn.games, x.notDrawn.wins, x.notDrawn.games]).toEqual([2, 2, 0, 1]);
    // Z is in side 1's deck only: its games not drawn are side 1's, never side 0's.
    const z = rows.find((r) => r.id === 'z')!;
    expect([z.drawn.wins, z.drawn.games, z.notDrawn.wins, z.notDrawn.games]).toEqual([1, 2, 0, 1]);
    expect(rows[0].whenDrawn!.estimate).toBeGreaterThanOrEqual(Math.abs(rows[2].whenDrawn?.estimate ?? 0));
  });

  it('pairs two variants game by game', () => {
    expect(pairedDifference([0, 1, 0, 1], [1, 1, 0, 1])).toMatchObject({ estimate: 0.25, games: 4 });
    expect(pairedDifference([1, 1], [1, 1])).toEqual({ estimate: 0, ci95: [0, 0], games: 2 });
    expect(pairedDifference([], [])).toBeNull();
  });

  it('says the rate and the time left', () => {
    expect(rateNote(0, 100, 0)).toBe('starting');
    expect(rateNote(500, 2000, 1000)).toBe('500 games/s, 0:03 left');
    expect(rateNote(2000, 2000, 65_000)).toBe('31 games/s, done in 1:05');
  });
});

describe('a sweep of CODEX', () => {
  const spec = (over: Partial<SweepSpec> = {}): SweepSpec => ({ game: codexDir, name: null, games: 120, seed: 3, bot: 'random', players: [2], block: 40, axes: [axisFromFlag('creatures.meute-de-rats.pv=1,3,5')], decks: null, target: { win: 0.5 }, ...over });

  it('gives the same figures on one thread or two, the base being the pack as it is', async () => {
    const one = await runSweep(spec(), { jobs: 1 });
    const two = await runSweep(spec(), { jobs: 2 });
    if (!one.ok || !two.ok) throw new Error('the sweep failed');
    const [a, b] = [sweepJson(one.result), sweepJson(two.result)] as { variants: unknown[] }[];
    a.variants.forEach((v, i) => expect(JSON.stringify(b.variants[i])).toBe(JSON.stringify(v)));
    expect(JSON.stringify(b)).toBe(JSON.stringify(a));
    const f = one.result.figures;
    // The Meute de Rats has 3 PV in the pack: that variant is the base.
    expect(f.base).toBe(1);
    expect(f.variants.map((v) => v.metrics.games)).toEqual([120, 120, 120]);
    expect(f.variants[1].paired).toBeNull();
    expect(f.variants[0].paired!.winRate!.games).toBe(120);
    // Tougher rats never help the party.
    const rates = f.variants.map((v) => v.metrics.winRate.winRate!);
    expect(rates[0]).toBeGreaterThanOrEqual(rates[2]);
    expect(f.variants[0].cards.some((c) => c.id === 'meute-de-rats' && c.drawn.games > 0)).toBe(true);
    expect(variantsCsv(one.result).split('\n')[0]).toMatch(/^variant,label,creatures\.meute-de-rats\.pv,decks,games,win_rate/);
  });

  it('refuses a value the card cannot take, as check does, before any game', async () => {
    const r = await runSweep(spec({ axes: [axisFromFlag('creatures.meute-de-rats.pv=2,-4')] }), { jobs: 1 });
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.advice).toMatch(/variant meute-de-rats\.pv=-4/);
    expect(r.diagnostics[0].file).toMatch(/creatures\.yaml$/);
    expect(r.diagnostics[0].message).toMatch(/pv/);
  });

  it('locates an axis naming no card in the sweep file', async () => {
    const { cwd } = copyPack(codexDir, 'codex');
    const file = path.join(cwd, 'rats.yaml');
    writeFileSync(file, 'game: codex\ngames: 10\nvary:\n  creatures.meute-de-chats.pv: [1, 2]\n');
    const r = await runHere(['sweep', 'rats.yaml'], cwd);
    expect(r.code).toBe(1);
    noStack(r.stderr);
    expect(r.stdout).toMatch(/rats\.yaml:4:3 error sweep\/axis .*no card 'meute-de-chats' in creatures; its cards: /);
  });

  it('runs from the command line: the report, the figures and the CSV files', async () => {
    const { cwd } = copyPack(codexDir, 'codex');
    const r = await runHere(['sweep', 'codex', '--vary', 'creatures.meute-de-rats.pv=1,4', '--games', '40', '--block', '20', '--bot', 'random', '--players', '1', '--jobs', '1'], cwd);
    expect(r.code).toBe(0);
    expect(r.stderr).toMatch(/meute-de-rats\.pv=1: win rate [\d.]+ %/);
    const dir = path.join(cwd, 'dist', 'codex', 'sweeps', 'meute-de-rats.pv');
    for (const f of ['report.html', 'figures.json', 'variants.csv', 'cards.csv']) expect(existsSync(path.join(dir, f))).toBe(true);
    const html = readFileSync(path.join(dir, 'report.html'), 'utf8');
    expect(html).toContain('<html lang="fr">');
    expect(html).toContain('Ce que fait chaque carte');
    const bad = await runHere(['sweep', 'codex', '--vary', 'creatures.meute-de-rats.pv=1', '--queue', 'http://x'], cwd);
    expect(bad.code).toBe(2);
    expect(bad.stderr).toMatch(/--queue must be a Redis URL/);
  });
});
