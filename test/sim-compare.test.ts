/**
 * `deckwright sim <game> <game>…`: the interval maths against published figures, the comparison
 * built from any pack's comparable figures, and the command comparing CODEX with a copy whose
 * creatures are tougher (the report must say the game got harder), deterministic to the byte,
 * while a single game's `sim` stays as it was.
 */
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
// A few runs a command are processes of their own (run); the others run in this process (runHere).
import { run, runHere } from './cli-helpers.js';
import type { ComparableFigures } from '../src/core/comparable.js';
import { compareRuns, type Comparison } from '../src/engine/compare/figures.js';
import { lengthFigures } from '../src/engine/compare/length.js';
import { rateDifference } from '../src/engine/difference.js';
import { compareHtml } from '../src/engine/report/compare-html.js';
import { wilson, wilsonLimits } from '../src/engine/stats.js';
import { codexDir, copyPack, fixtures } from './helpers.js';

const r4 = (xs: number[]) => xs.map((x) => Math.round(x * 1e4) / 1e4);

describe('the intervals', () => {
  it("gives Wilson's score interval as Newcombe's table of single proportions does", () => {
    // R. G. Newcombe, Statistics in Medicine 17 (1998) 857–872, table II, method 3.
    expect(wilson(81, 263)).toEqual([0.2553, 0.3662]);
    expect(wilson(15, 148)).toEqual([0.0624, 0.1605]);
    expect(wilson(0, 20)).toEqual([0, 0.1611]);
    expect(wilson(1, 29)).toEqual([0.0061, 0.1718]);
  });

  it("gives the difference of two rates with Newcombe's hybrid score interval, as his worked examples", () => {
    // The worked example of Newcombe, Statistics in Medicine 17 (1998) 873–890: 56/70 against 48/80.
    // Wilson: 56/70 = 0.8 in [0.6918, 0.8770], 48/80 = 0.6 in [0.4905, 0.7004]; difference 0.2,
    // low  = 0.2 − √((0.8 − 0.6918)² + (0.7004 − 0.6)²) = 0.0524,
    // high = 0.2 + √((0.8770 − 0.8)² + (0.6 − 0.4905)²) = 0.3339.
    expect(r4(wilsonLimits(56, 70))).toEqual([0.6918, 0.877]);
    expect(r4(wilsonLimits(48, 80))).toEqual([0.4905, 0.7004]);
    expect(rateDifference(48, 80, 56, 70)).toEqual({ estimate: 0.2, ci95: [0.0524, 0.3339] });
    // The other examples of his table II (method 10), small samples and rates of 0 and 1 included.
    const table: [number, number, number, number, [number, number]][] = [
      [9, 10, 3, 10, [0.1705, 0.809]],
      [6, 7, 2, 7, [0.0582, 0.8062]],
      [5, 56, 0, 29, [-0.0381, 0.1926]],
      [0, 10, 0, 20, [-0.1611, 0.2775]],
      [0, 10, 0, 10, [-0.2775, 0.2775]],
      [10, 10, 0, 20, [0.6791, 1]],
      [10, 10, 0, 10, [0.6075, 1]],
    ];
    for (const [a, m, b, n, ci] of table) expect(rateDifference(b, n, a, m)?.ci95, `${a}/${m} − ${b}/${n}`).toEqual(ci);
  });

  it('turns round with the order of the runs, and has nothing to say of a run without games', () => {
    const d = rateDifference(56, 70, 48, 80)!;
    expect(d).toEqual({ estimate: -0.2, ci95: [-0.3339, -0.0524] });
    expect(rateDifference(0, 0, 3, 10)).toBeNull();
  });
});

describe('game lengths', () => {
  it('gives the mean, the median and the quartiles by linear interpolation (as R and NumPy do)', () => {
    // numpy.percentile([1, 2, 3, 4], [25, 50, 75]) = 1.75, 2.5, 3.25
    expect(lengthFigures('rounds', { '4': 1, '1': 1, '3': 1, '2': 1 })).toEqual({ unit: 'rounds', games: 4, mean: 2.5, q1: 1.75, median: 2.5, q3: 3.25, min: 1, max: 4 });
    // 5, 5, 5, 9, 12: numpy gives 5, 5, 9 and the mean 7.2.
    expect(lengthFigures('turns', { '12': 1, '5': 3, '9': 1, '7': 0 })).toMatchObject({ q1: 5, median: 5, q3: 9, mean: 7.2, min: 5, max: 12 });
    expect(lengthFigures('rounds', {})).toBeNull();
  });
});

/** A made-up game's figures: the comparison needs no engine and no CODEX to be built. */
const figures = (wins: number, byPlayers: ComparableFigures['byPlayers'], killers: Record<string, number>, lengths: Record<string, number>): ComparableFigures => ({
  title: 'Duel',
  language: 'en',
  games: 100,
  wins,
  byPlayers,
  length: { unit: 'turns', games: lengths },
  killers,
});

describe('the comparison of runs', () => {
  const runs = ['base', 'v2', 'v3'].map((label) => ({ label, pack: `packs/${label}`, title: 'Duel', language: 'en' }));
  const settings = { bot: 'greedy', seed: 1, games: 100, players: [2, 3], language: 'en' };
  const c = compareRuns(
    runs,
    [
      figures(40, { '2': { games: 50, wins: 30 }, '3': { games: 50, wins: 10 } }, { Dragon: 30, Trap: 30 }, { '10': 60, '12': 40 }),
      figures(70, { '2': { games: 50, wins: 40 }, '3': { games: 50, wins: 30 } }, { Trap: 20, Ghost: 10 }, { '10': 20, '11': 80 }),
      figures(40, { '2': { games: 100, wins: 40 } }, { Dragon: 60 }, { '10': 100 }),
    ],
    settings,
  );

  it('sets each figure side by side, each later run against the first', () => {
    expect(c.winRate.runs.map((r) => r?.rate)).toEqual([0.4, 0.7, 0.4]);
    expect(c.winRate.differences).toEqual([rateDifference(40, 100, 70, 100), rateDifference(40, 100, 40, 100)]);
    expect(c.winRate.differences[0]!.ci95[0]).toBeGreaterThan(0);
    expect(c.winRate.differences[1]!.estimate).toBe(0);
    // A player count a run did not play has no rate and no difference.
    expect(c.byPlayers['3'].runs[2]).toBeNull();
    expect(c.byPlayers['3'].differences).toEqual([rateDifference(10, 50, 30, 50), null]);
  });

  it('counts killers as shares of all games, the causes that ended most games first', () => {
    expect(Object.keys(c.killers)).toEqual(['Dragon', 'Trap', 'Ghost']);
    expect(c.killers.Dragon.runs.map((r) => r?.rate)).toEqual([0.3, 0, 0.6]);
    expect(c.killers.Ghost.runs[0]).toEqual({ games: 100, count: 0, rate: 0, ci95: wilson(0, 100) });
    expect(c.length.distribution).toEqual({ '10': [60, 20, 100], '11': [0, 80, 0], '12': [40, 0, 0] });
    expect(c.length.runs.map((l) => l?.median)).toEqual([10, 11, 10]);
  });

  it('writes the page in the runs’ language, with every run, difference and plot', async () => {
    const html = await compareHtml(c);
    expect(html).toContain('<html lang="en">');
    expect(html).toContain('<th>v2 − base</th><th>v3 − base</th>');
    expect(html).toContain('<td><b>+30.0 pts</b><br><small>+16.3 pts to +42.2 pts</small></td>');
    expect(html).toContain('win rate <b>+30.0 pts</b>');
    expect(html).toContain('higher, beyond what chance explains');
    expect(html).toContain('no difference these games can tell from chance');
    expect(html).toContain('Game length, in turns');
    expect(html.match(/<svg/g)).toHaveLength(3);
    expect(await compareHtml(c)).toBe(html);
    const fr = await compareHtml({ ...c, language: 'fr' } as Comparison);
    expect(fr).toContain('taux de victoire <b>+30,0\u00a0pts</b>');
    // The plots' axes write percentages as French does; the English page's as English does.
    expect(fr).toContain('>40\u00a0%<');
    expect(html).toContain('>40%<');
  });
});

/** A project with CODEX and a copy whose standard creatures have 2 PV more each. */
function project(): { cwd: string; tough: string } {
  const { cwd } = copyPack(codexDir, 'codex');
  // Outside the project's cards/: a pack folder given by its path, as a designer's copy would be.
  const { dir } = copyPack(codexDir, 'codex-tough');
  const file = path.join(dir, 'creatures.yaml');
  const text = readFileSync(file, 'utf8');
  const tougher = text.replace(/^( {4}pv: )(\d+)$/gm, (_, key: string, pv: string) => `${key}${Number(pv) + 2}`);
  expect(tougher).not.toBe(text);
  writeFileSync(file, tougher);
  return { cwd, tough: dir };
}

describe('deckwright sim <game> <game>', () => {
  it('compares CODEX with a copy whose creatures are tougher: lower win rate, in one report', () => {
    const { cwd, tough } = project();
    const args = ['sim', 'codex', tough, '--games', '150', '--seed', '1', '--jobs', '1'];
    const r = run(args, cwd);
    expect(r.stderr).not.toMatch(/\n\s+at /);
    expect(r.code).toBe(0);
    const out = path.join(cwd, 'dist', 'compare-codex-codex-tough');
    expect(r.stderr).toContain(`→ ${path.join('dist', 'compare-codex-codex-tough', 'sim-heuristic.html')}`);
    expect(r.stderr).toMatch(/codex-tough: win rate [\d.]+ % .*; -[\d.]+ pts against codex/);
    const c = JSON.parse(readFileSync(path.join(out, 'sim-heuristic.json'), 'utf8')) as Comparison;
    expect(c.runs.map((x) => x.label)).toEqual(['codex', 'codex-tough']);
    expect(c.winRate.runs.map((x) => x!.games)).toEqual([150, 150]);
    // Tougher creatures: fewer wins, and an interval of the difference wholly below 0.
    expect(c.winRate.differences[0]!.estimate).toBeLessThan(0);
    expect(c.winRate.differences[0]!.ci95[1]).toBeLessThan(0);
    expect(Object.keys(c.byPlayers)).toEqual(['1', '2', '3', '4']);
    expect(c.length.runs.every((l) => l && l.unit === 'rounds' && l.games === 150)).toBe(true);
    const defeats = c.winRate.runs.map((x) => x!.games - x!.count);
    const killed = [0, 1].map((i) => Object.values(c.killers).reduce((s, k) => s + k.runs[i]!.count, 0));
    expect(killed.every((k, i) => k <= defeats[i])).toBe(true);
    const html = readFileSync(path.join(out, 'sim-heuristic.html'), 'utf8');
    expect(html).toContain('<html lang="fr">');
    expect(html).toContain('plus bas, au-delà de ce qu’explique le hasard');
    expect(html).toContain('Ce qui tue les joueurs');
    expect(html.match(/<svg/g)).toHaveLength(3);
    // The runs write no report of their own.
    expect(existsSync(path.join(cwd, 'dist', 'codex'))).toBe(false);
  });

  it('plays every pack with the same seeds: an unchanged copy gives the same figures, a difference of 0', async () => {
    const { cwd } = project();
    const { dir: same } = copyPack(codexDir, 'codex');
    const r = await runHere(['sim', 'codex', same, '--games', '24', '--seed', '11', '--jobs', '1', '--json'], cwd);
    expect(r.code).toBe(0);
    const c = JSON.parse(r.stdout) as Comparison;
    // Two packs of one name are told apart by their folders.
    expect(c.runs.map((x) => x.label)).toEqual([path.join('cards', 'codex'), path.relative(cwd, same)]);
    expect(c.winRate.runs[1]).toEqual(c.winRate.runs[0]);
    expect(c.winRate.differences[0]!.estimate).toBe(0);
    expect(c.length.runs[1]).toEqual(c.length.runs[0]);
    for (const k of Object.values(c.killers)) expect(k.differences[0]!.estimate).toBe(0);
  });

  it('compares the two editions, as issue 14 asks: sim codex index', async () => {
    const r = await runHere(['sim', 'codex', 'index', '--games', '24', '--seed', '1', '--jobs', '1', '--json']);
    expect(r.stderr).not.toMatch(/\n\s+at /);
    expect(r.code).toBe(0);
    const c = JSON.parse(r.stdout) as Comparison;
    expect(c.runs.map((x) => [x.label, x.title])).toEqual([
      ['codex', 'CODEX'],
      ['index', 'INDEX'],
    ]);
    expect(c.language).toBe('fr');
    expect(c.winRate.runs.map((x) => x!.games)).toEqual([24, 24]);
    expect(c.winRate.differences[0]!.estimate).toBe(Math.round((c.winRate.runs[1]!.rate - c.winRate.runs[0]!.rate) * 1e4) / 1e4);
    expect(c.length.runs.map((l) => l!.games)).toEqual([24, 24]);
  });

  it('gives the same bytes for the same command, JSON and HTML', async () => {
    const { cwd, tough } = project();
    const args = ['sim', 'codex', tough, '--games', '30', '--players', '2', '--seed', '9'];
    const a = run([...args, '--json', '--jobs', '1'], cwd);
    const b = await runHere([...args, '--json', '--jobs', '2'], cwd);
    expect(a.code).toBe(0);
    expect(JSON.parse(a.stdout).kind).toBe('deckwright-sim-comparison');
    expect(b.stdout).toBe(a.stdout);
    const html = path.join(cwd, 'dist', 'compare-codex-codex-tough', 'sim-heuristic.html');
    expect((await runHere([...args, '--jobs', '1'], cwd)).code).toBe(0);
    const first = readFileSync(html);
    expect((await runHere([...args, '--jobs', '1'], cwd)).code).toBe(0);
    expect(readFileSync(html).equals(first)).toBe(true);
    // The JSON on stdout is the file's.
    expect(readFileSync(path.join(path.dirname(html), 'sim-heuristic.json'), 'utf8')).toBe(a.stdout);
  });

  it('leaves a single game’s sim as it was, and agrees with it', async () => {
    const { cwd, tough } = project();
    const one = await runHere(['sim', 'codex', '--games', '40', '--seed', '4', '--jobs', '1', '--json'], cwd);
    expect(one.code).toBe(0);
    const report = JSON.parse(one.stdout);
    // The keys of the report `sim --json` has always printed, the balance figures added at the
    // end (a reader of the earlier keys reads them unchanged), and no comparison's.
    expect(Object.keys(report)).toEqual([
      'game', 'title', 'bot', 'games', 'seed', 'players', 'winRate', 'ci95', 'victories', 'defeats', 'stalled', 'byPlayers', 'byComposition',
      'chapterReached', 'roundsPerChapter', 'pvLostPerGame', 'weapons', 'killingBlows', 'creaturesKilledPerGame', 'items', 'shortestLoss', 'longestWin', 'balance',
    ]);
    expect((await runHere(['sim', 'codex', '--games', '40', '--seed', '4', '--jobs', '1'], cwd)).code).toBe(0);
    expect(readdirSync(path.join(cwd, 'dist')).sort()).toEqual(['codex']);
    expect(readdirSync(path.join(cwd, 'dist', 'codex', 'reports')).sort()).toEqual(['longest-win.log.json', 'shortest-loss.log.json', 'sim-heuristic.html', 'sim-heuristic.json']);
    // The comparison counts the same games as the single run does.
    const c = JSON.parse((await runHere(['sim', 'codex', tough, '--games', '40', '--seed', '4', '--jobs', '1', '--json'], cwd)).stdout) as Comparison;
    expect(c.winRate.runs[0]).toEqual({ games: 40, count: report.victories, rate: report.winRate, ci95: report.ci95 });
    for (const [k, r] of Object.entries(report.byPlayers) as [string, { wins: number; ci95: number[] }][]) {
      expect(c.byPlayers[k].runs[0]).toMatchObject({ count: r.wins, ci95: r.ci95 });
    }
    const blows = Object.values(report.killingBlows as Record<string, { defeats: number }>).reduce((s, b) => s + b.defeats, 0);
    expect(Object.values(c.killers).reduce((s, k) => s + k.runs[0]!.count, 0)).toBe(blows);
  });

  it('writes in English when the packs’ languages differ', async () => {
    const { cwd, tough } = project();
    const manifest = path.join(tough, 'game.yaml');
    writeFileSync(manifest, readFileSync(manifest, 'utf8').replace(/^language: fr$/m, 'language: en'));
    const r = await runHere(['sim', 'codex', tough, '--games', '10', '--seed', '2', '--jobs', '1'], cwd);
    expect(r.code).toBe(0);
    const html = readFileSync(path.join(cwd, 'dist', 'compare-codex-codex-tough', 'sim-heuristic.html'), 'utf8');
    expect(html).toContain('<html lang="en">');
    expect(html).toContain('What kills players');
  });

  it('reports a pack whose cards have errors before any game is played (exit 1, as sim does)', async () => {
    const { cwd, tough } = project();
    const file = path.join(tough, 'creatures.yaml');
    writeFileSync(file, readFileSync(file, 'utf8').replace(/^( {4}pv: )\d+$/m, '$199'));
    const r = await runHere(['sim', 'codex', tough, '--games', '5', '--jobs', '1'], cwd);
    expect(r.code).toBe(1);
    expect(r.stdout).toMatch(/creatures\.yaml:\d+:\d+ error /);
    expect(r.stderr).toContain('codex-tough: the cards have errors');
    // Not a game of the first pack was played.
    expect(r.stderr).not.toMatch(/heuristic bot/);
    expect(existsSync(path.join(cwd, 'dist'))).toBe(false);
  });

  it('refuses bad usage with a clear message and exit 2, without a stack trace', async () => {
    const { cwd, tough } = project();
    const cases: [string[], RegExp][] = [
      [['sim', 'codex', 'cards/codex'], /cards\/codex is named twice/],
      [['sim', 'codex', tough, '--bot', 'clever'], /--bot must be one of random, heuristic, search for codex, got 'clever'/],
      [['sim', 'codex', 'nowhere'], /unknown game 'nowhere'/],
      [['sim', 'codex', path.join(fixtures, 'standard-deck')], /the standard-deck pack has no engine/],
      [['sim', 'codex', tough, '--players', '9'], /--players must be/],
    ];
    for (const [args, message] of cases) {
      const r = await runHere([...args, '--games', '5', '--jobs', '1'], cwd);
      expect(r.code, args.join(' ')).toBe(2);
      expect(r.stderr).toMatch(message);
      expect(r.stderr).not.toMatch(/\n\s+at /);
      expect(r.stdout).toBe('');
    }
    expect(existsSync(path.join(cwd, 'dist'))).toBe(false);
  });
});
