/** The engine's commands as a user runs them: sim (JSON and HTML report), replay, scenario. */
import { cpSync, existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadPackFromDir } from '../src/core/pack.js';
import { copyPack, codexDir, root, tempDir } from './helpers.js';
// A few runs a command are processes of their own (run); the others run in this process (runHere).
import { run, runHere } from './cli-helpers.js';

describe('deckwright sim', () => {
  it('prints the figures as JSON, the same for the same seed whatever the threads', async () => {
    const a = run(['sim', 'codex', '--games', '60', '--players', '2', '--seed', '5', '--json', '--jobs', '1']);
    const b = await runHere(['sim', 'codex', '--games', '60', '--players', '2', '--seed', '5', '--json', '--jobs', '2']);
    expect(a.code).toBe(0);
    const report = JSON.parse(a.stdout);
    expect(typeof report.winRate).toBe('number');
    expect(report.games).toBe(60);
    expect(report.victories + report.defeats + report.stalled).toBe(60);
    expect(report.ci95[0]).toBeLessThanOrEqual(report.winRate);
    expect(Object.keys(report.byPlayers)).toEqual(['2']);
    expect(b.stdout).toBe(a.stdout);
  });

  it('writes the HTML report and logs that replay turn by turn', async () => {
    const { cwd } = copyPack(codexDir, 'codex');
    const r = await runHere(['sim', 'codex', '--games', '40', '--seed', '3', '--jobs', '1'], cwd);
    expect(r.code).toBe(0);
    const reports = path.join(cwd, 'dist', 'codex', 'reports');
    const html = readFileSync(path.join(reports, 'sim-heuristic.html'), 'utf8');
    expect(html).toContain('<svg');
    expect(html).toContain('<html lang="fr">');
    expect(html).toContain('Taux de victoire par nombre de joueurs');
    const log = path.join(reports, existsSync(path.join(reports, 'shortest-loss.log.json')) ? 'shortest-loss.log.json' : 'longest-win.log.json');
    const told = run(['replay', log], cwd);
    expect(told.code).toBe(0);
    expect(told.stdout).toMatch(/^codex\u00a0: graine \d+/);
    expect(told.stdout).toContain('Manche 1');
    expect(told.stdout).toMatch(/VICTOIRE|DÉFAITE/);
    expect(told.stderr).toBe('');
  });

  it('exits 1 when a replay does not end as its log says, after telling it', async () => {
    const { cwd } = copyPack(codexDir, 'codex');
    expect((await runHere(['sim', 'codex', '--games', '20', '--seed', '3', '--jobs', '1'], cwd)).code).toBe(0);
    const file = path.join(cwd, 'dist', 'codex', 'reports', 'shortest-loss.log.json');
    const log = JSON.parse(readFileSync(file, 'utf8'));
    writeFileSync(file, JSON.stringify({ ...log, result: 'victory' }));
    const told = await runHere(['replay', file], cwd);
    expect(told.code).toBe(1);
    expect(told.stdout).toContain('Manche 1');
    expect(told.stderr).toContain('the log records victory');
    expect(told.stderr).not.toMatch(/\n\s+at /);
  });

  it('writes logs of a pack outside cards/ that replay from any working directory', async () => {
    const { cwd } = copyPack(codexDir, 'codex');
    const pack = path.join(tempDir(), 'mypack');
    cpSync(codexDir, pack, { recursive: true });
    expect((await runHere(['sim', pack, '--games', '20', '--seed', '3', '--jobs', '1'], cwd)).code).toBe(0);
    const log = path.join(cwd, 'dist', 'mypack', 'reports', 'shortest-loss.log.json');
    const told = await runHere(['replay', log], tempDir());
    expect(told.stderr).toBe('');
    expect(told.code).toBe(0);
    expect(told.stdout).toMatch(/^mypack\u00a0: graine \d+/);
  });

  it('refuses bad options and bad logs with a clear message, without a stack trace', async () => {
    const bot = run(['sim', 'codex', '--bot', 'clever']);
    expect(bot.code).toBe(2);
    expect(bot.stderr).toContain("--bot must be one of random, heuristic, search, got 'clever'");
    const players = await runHere(['sim', 'codex', '--players', '5']);
    expect(players.code).toBe(2);
    const { cwd } = copyPack(codexDir, 'codex');
    writeFileSync(path.join(cwd, 'log.json'), '{"game": "codex", "format": "something else"}');
    const log = await runHere(['replay', 'log.json'], cwd);
    expect(log.code).toBe(2);
    expect(log.stderr).toContain('not a CODEX game log');
    expect(log.stderr).not.toMatch(/\n\s+at /);
    // What is no log at all is refused in one line (exit 2); a log of the wrong shape, at its lines (exit 1).
    writeFileSync(path.join(cwd, 'junk.json'), '[null, 5]');
    const none = await runHere(['replay', 'junk.json', '--game', 'codex'], cwd);
    expect(none.code).toBe(2);
    expect(none.stderr).toMatch(/^deckwright: junk\.json/);
    expect(none.stderr).not.toMatch(/TypeError|Cannot read|\n\s+at /);
    writeFileSync(path.join(cwd, 'junk.json'), '{"game": "codex", "format": "deckwright-codex-log", "steps": [{"action": 5}, {}, "x", [[[{}]]]]}');
    const junk = await runHere(['replay', 'junk.json', '--game', 'codex'], cwd);
    expect(junk.code).toBe(1);
    expect(junk.stdout).toMatch(/^junk\.json:1:\d+ error replay\/log /);
    expect(junk.stderr).toContain('junk.json is not a game log that can be replayed: fix what is listed');
    expect(junk.stderr).not.toMatch(/TypeError|Cannot read|\n\s+at /);
  });
});

describe('deckwright sim on a board game (the Sokar pyramid)', () => {
  it('plays parties on the maps asked, names each side, and writes logs that replay', async () => {
    const { cwd } = copyPack(path.join(root, 'cards', 'pyramide'), 'pyramide');
    const r = await runHere(['sim', 'pyramide', '--games', '24', '--players', '2,3', '--map', 'sokar', '--seed', '4', '--jobs', '1'], cwd);
    expect(r.code).toBe(0);
    expect(r.stderr).toMatch(/pyramide: Le Dieu: win rate [\d.]+ %/);
    expect(r.stderr).toMatch(/pyramide: Les aventuriers: win rate [\d.]+ %/);
    const reports = path.join(cwd, 'dist', 'pyramide', 'reports');
    const report = JSON.parse(readFileSync(path.join(reports, 'sim-heuristic.json'), 'utf8'));
    expect(report.byPartySize.map((x: { label: string; games: number }) => [x.label, x.games])).toEqual([['2 aventuriers', 12], ['3 aventuriers', 12]]);
    expect(report.heat[0].lost).toHaveLength(13 * 13);
    // The balance figures come last, every adventurer, action card and demigod listed.
    expect(Object.keys(report).at(-1)).toBe('balance');
    expect(report.balance.metrics.games).toBe(24);
    expect(report.balance.cards.map((c: { id: string }) => c.id).sort()).toEqual(
      (await loadPackFromDir(path.join(root, 'cards', 'pyramide'))).cards.filter((c) => ['aventurier', 'action', 'demi-dieu'].includes(c.type.id)).map((c) => c.id).sort(),
    );
    const html = readFileSync(path.join(reports, 'sim-heuristic.html'), 'utf8');
    expect(html).toContain('<table class="heat">');
    expect(html).toContain('Combats par seuil');
    expect(html).toContain('<h2>Ce que fait chaque carte</h2>');
    expect(html).toContain('<table class="sortable">');
    const log = ['god-win.log.json', 'adventurers-win.log.json'].map((f) => path.join(reports, f)).find((f) => existsSync(f))!;
    const told = await runHere(['replay', log], cwd);
    expect(told.code).toBe(0);
    expect(told.stdout).toContain('— Tour 1');
    expect(told.stdout).toMatch(/fin\u00a0: les aventuriers ont \d+, les coffres fermés \d+/);
  });

  it('refuses a map the pack does not have, and --map for a game without maps', async () => {
    const none = await runHere(['sim', 'pyramide', '--games', '2', '--map', 'nowhere']);
    expect(none.code).toBe(2);
    expect(none.stderr).toContain("--map: the pyramide pack has no map 'nowhere'; its maps: sokar");
    const codex = await runHere(['sim', 'codex', '--games', '2', '--map', 'sokar']);
    expect(codex.code).toBe(2);
    expect(codex.stderr).toContain('--map is for board games with maps; the codex pack has none');
  });
});

describe('deckwright scenario', () => {
  it('exits 0 when every scenario passes and 1 with the failures located', async () => {
    const dir = path.join(root, 'src', 'games', 'codex', 'scenarios');
    expect(run(['scenario', path.join(dir, 'rest.yaml'), path.join(dir, 'defeat.yaml')]).code).toBe(0);
    const { cwd } = copyPack(codexDir, 'codex');
    writeFileSync(path.join(cwd, 'wrong.yaml'), readFileSync(path.join(dir, 'rest.yaml'), 'utf8').replace('pv: 5', 'pv: 4'));
    const r = await runHere(['scenario', 'wrong.yaml'], cwd);
    expect(r.code).toBe(1);
    expect(r.stdout).toMatch(/^wrong\.yaml:\d+:\d+ error scenario\/expect curieux's PV: expected 4, got 5$/m);
    writeFileSync(path.join(cwd, 'no-dice.yaml'), readFileSync(path.join(dir, 'attack-hit.yaml'), 'utf8').replace('dice: [5]\n', ''));
    const dice = await runHere(['scenario', 'no-dice.yaml'], cwd);
    expect(dice.code).toBe(1);
    expect(dice.stdout).toMatch(/^no-dice\.yaml:13:5 error scenario\/dice this step rolls a die, but the scenario gives no `dice:`/m);
  });
});
