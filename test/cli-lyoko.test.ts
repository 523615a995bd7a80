/** Code Lyoko's engine from the command line: sim between decks (--deck), replay, scenario, and the errors. */
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { noStack, run } from './cli-helpers.js';
import { copyPack, root } from './helpers.js';

describe('deckwright sim lyoko', () => {
  it('plays the decks given with --deck, and writes a report and a game to replay', () => {
    const { cwd } = copyPack(path.join(root, 'cards', 'lyoko'), 'lyoko');
    const decks = ['guerriers-de-lyoko', 'college-kadic'].flatMap((d) => ['--deck', path.join(cwd, 'cards', 'lyoko', 'decks', `${d}.txt`)]);
    const r = run(['sim', 'lyoko', '--games', '12', '--jobs', '1', ...decks], cwd);
    noStack(r.stderr);
    expect(r.code).toBe(0);
    expect(r.stderr).toMatch(/lyoko: guerriers-de-lyoko: win rate \d+\.\d % \(95 % interval/);
    expect(r.stderr).toContain('dist/lyoko/reports/sim-heuristic.html');
    const replay = run(['replay', path.join('dist', 'lyoko', 'reports', 'shortest-game.log.json')], cwd);
    expect(replay.code).toBe(0);
    expect(replay.stdout).toContain('— Tour 1 : joueur');
    expect(replay.stdout).toMatch(/gagne la partie/);
  }, 120_000);

  it('reports a broken deck list at its line, and refuses --deck for a game without deck lists', () => {
    const { cwd } = copyPack(path.join(root, 'cards', 'lyoko'), 'lyoko');
    const bad = path.join(cwd, 'bad.txt');
    writeFileSync(bad, '3 Kiwii\n');
    const r = run(['sim', 'lyoko', '--games', '2', '--deck', bad, '--deck', bad], cwd);
    expect(r.code).toBe(1);
    expect(r.stdout).toContain('bad.txt:1:3 error deck/unknown-card "Kiwii" is not a card of Code Lyoko; did you mean "Kiwi"?');
    const codex = run(['sim', 'codex', '--games', '2', '--deck', bad]);
    expect(codex.code).toBe(2);
    expect(codex.stderr).toContain('--deck is for games whose players build their own decks');
    noStack(r.stderr + codex.stderr);
  }, 120_000);

  it('runs the rule scenarios', () => {
    const r = run(['scenario', 'src/games/lyoko/scenarios/victory.yaml', 'src/games/lyoko/scenarios/obstacle-echec.yaml']);
    expect(r.code).toBe(0);
    noStack(r.stderr);
  });
});
