/**
 * Cardstle from the command line, as a game master would run it: its exact odds (text and JSON,
 * the estimates marked as such), a simulated playtest naming what its win rate counts, and the
 * replay of a game it logged.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { run, runHere } from './cli-helpers.js';
import { copyPack, root } from './helpers.js';

type Cell = string | number | { fraction: string; percent: number } | { estimate: number; low: number; high: number; samples: number };

describe('deckwright odds cardstle', () => {
  it('prints every test and fight, exact, with the card-by-card check as estimates with their interval', async () => {
    const { cwd } = copyPack(path.join(root, 'cards', 'cardstle'), 'cardstle');
    const text = run(['odds', 'cardstle'], cwd);
    expect(text.code, text.stderr).toBe(0);
    // One card of the donne against 2: nine of its ten values (4 copies each) reach it.
    expect(text.stdout).toMatch(/Tests, version cartes, sans fétiche[^\n]*\n[^\n]*\n[^\n]*\n\s+2\s+90,0\u00a0%/);
    expect(text.stdout).toMatch(/Aurore Vasseur\s+Valet de Cœur\s+98,3\u00a0%\s+98,\d\u00a0% ± \d,\d/);
    const json = JSON.parse((await runHere(['odds', 'cardstle', '--json'], cwd)).stdout) as { tables: { title: string; rows: Cell[][] }[] };
    const tests = json.tables.find((t) => t.title.startsWith('Tests, version cartes, sans fétiche'))!;
    expect(tests.rows[0].slice(0, 2)).toEqual([2, { fraction: '9/10', percent: 90 }]);
    const check = json.tables.at(-1)!;
    const estimate = check.rows[0][3] as { estimate: number; low: number; high: number; samples: number };
    expect(estimate.samples).toBe(4000);
    expect(estimate.low).toBeLessThanOrEqual(estimate.estimate);
    expect(estimate.high).toBeGreaterThanOrEqual(estimate.estimate);
  }, 120_000);
});

describe('deckwright sim cardstle', () => {
  it('plays the party through its rooms, says what the win rate counts, and logs games that replay', () => {
    const { cwd } = copyPack(path.join(root, 'cards', 'cardstle'), 'cardstle');
    const r = run(['sim', 'cardstle', '--games', '60', '--seed', '3', '--jobs', '1'], cwd);
    expect(r.code, r.stderr).toBe(0);
    expect(r.stderr).toMatch(/cardstle: La compagnie du Val gets through 3 room\(s\): win rate \d+\.\d % \(95 % interval/);
    const reports = path.join(cwd, 'dist', 'cardstle', 'reports');
    expect(existsSync(path.join(reports, 'sim-heuristic.html'))).toBe(true);
    // The balance figures come last, the room deck's 52 cards listed (the donne is the game's dice).
    const report = JSON.parse(readFileSync(path.join(reports, 'sim-heuristic.json'), 'utf8'));
    expect(Object.keys(report).at(-1)).toBe('balance');
    expect(report.balance.metrics.games).toBe(60);
    const ids = report.balance.cards.map((c: { id: string }) => c.id);
    expect(new Set(ids).size).toBe(52);
    expect(ids).toContain('dame-coeur');
    expect(readFileSync(path.join(reports, 'sim-heuristic.html'), 'utf8')).toContain('<h2>Ce que fait chaque carte</h2>');
    const log = ['victory', 'defeat'].map((n) => path.join(reports, `${n}.log.json`)).find((f) => existsSync(f))!;
    const replay = run(['replay', log], cwd);
    expect(replay.code, replay.stderr).toBe(0);
    // Told in the pack's language (French): it was English whatever the pack.
    expect(replay.stdout).toContain('Partie de cardstle, graine');
    expect(replay.stdout).toMatch(/la partie se termine\u00a0: (victoire|défaite)/);
  }, 120_000);
});
