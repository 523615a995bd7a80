/** Code Lyoko's engine from the command line: sim between decks (--deck), replay, scenario, and the errors. */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadPackFromDir } from '../src/core/pack.js';
import { randomBot } from '../src/engine/bots.js';
import { playGame } from '../src/engine/play.js';
import { lyokoDeckLists } from '../src/games/lyoko/deck/ready-made.js';
import { buildCatalogue } from '../src/games/lyoko/engine/catalogue.js';
import { lyokoGame } from '../src/games/lyoko/engine/game.js';
import type { LyokoAction, LyokoState } from '../src/games/lyoko/engine/types.js';
import { noStack, run, runHere } from './cli-helpers.js';
import { copyPack, root, tempDir } from './helpers.js';

describe('deckwright sim lyoko', () => {
  it('plays the decks given with --deck, and writes a report and a game to replay', async () => {
    const { cwd } = copyPack(path.join(root, 'cards', 'lyoko'), 'lyoko');
    const decks = ['guerriers-de-lyoko', 'college-kadic'].flatMap((d) => ['--deck', path.join(cwd, 'cards', 'lyoko', 'decks', `${d}.txt`)]);
    const r = run(['sim', 'lyoko', '--games', '12', '--jobs', '1', ...decks], cwd);
    noStack(r.stderr);
    expect(r.code).toBe(0);
    expect(r.stderr).toMatch(/lyoko: guerriers-de-lyoko: win rate \d+\.\d % \(95 % interval/);
    expect(r.stderr).toContain('dist/lyoko/reports/sim-heuristic.html');
    // The balance figures come last, every card of the two decks listed, the lead followed in VP.
    const report = JSON.parse(readFileSync(path.join(cwd, 'dist', 'lyoko', 'reports', 'sim-heuristic.json'), 'utf8'));
    expect(Object.keys(report).at(-1)).toBe('balance');
    const lists = lyokoDeckLists(await loadPackFromDir(path.join(cwd, 'cards', 'lyoko'))).filter((l) => ['guerriers-de-lyoko', 'college-kadic'].includes(l.id));
    expect(report.balance.cards.map((c: { id: string }) => c.id).sort()).toEqual([...new Set(lists.flatMap((l) => l.cards))].sort());
    expect(report.balance.metrics.leadChanges.games).toBe(12);
    expect(readFileSync(path.join(cwd, 'dist', 'lyoko', 'reports', 'sim-heuristic.html'), 'utf8')).toContain('<table class="sortable">');
    const replay = run(['replay', path.join('dist', 'lyoko', 'reports', 'shortest-game.log.json')], cwd);
    expect(replay.code).toBe(0);
    expect(replay.stdout).toContain('— Tour 1\u00a0: joueur');
    expect(replay.stdout).toMatch(/gagne la partie/);
  }, 120_000);

  it('reports a broken deck list at its line, and refuses --deck for a game without deck lists', async () => {
    const { cwd } = copyPack(path.join(root, 'cards', 'lyoko'), 'lyoko');
    const bad = path.join(cwd, 'bad.txt');
    writeFileSync(bad, '3 Kiwii\n');
    const r = await runHere(['sim', 'lyoko', '--games', '2', '--deck', bad, '--deck', bad], cwd);
    expect(r.code).toBe(1);
    expect(r.stdout).toContain('bad.txt:1:3 error deck/unknown-card "Kiwii" is not a card of Code Lyoko; did you mean "Kiwi"?');
    const codex = await runHere(['sim', 'codex', '--games', '2', '--deck', bad]);
    expect(codex.code).toBe(2);
    expect(codex.stderr).toContain('--deck is for games whose players build their own decks');
    noStack(r.stderr + codex.stderr);
  }, 120_000);

  it('runs the rule scenarios', () => {
    const r = run(['scenario', 'src/games/lyoko/scenarios/victory.yaml', 'src/games/lyoko/scenarios/obstacle-echec.yaml']);
    expect(r.code).toBe(0);
    noStack(r.stderr);
  });

  // An id read from a file finds only the pack's own cards: what every JavaScript object inherits
  // (« constructor », « __proto__ ») is no card, reported at its line, never a crash.
  it.each(['constructor', '__proto__'])('reports a scenario naming the card "%s" at its line (exit 1)', async (id) => {
    const file = path.join(tempDir(), 'own.yaml');
    writeFileSync(file, `game: lyoko\nname: own ids\nposition:\n  players:\n    - { hand: [bluff, ${id}] }\n    - {}\nsteps: [draw]\nexpect: {}\n`);
    const r = run(['scenario', file]);
    noStack(r.stderr);
    expect(r.code).toBe(1);
    expect(r.stdout).toContain(`own.yaml:5:23 error scenario/setup no card has the id "${id}"`);
    writeFileSync(file, `game: lyoko\nname: own ids\nposition:\n  players: [{ hand: [bluff] }, {}]\nsteps: [play ${id} with odd]\nexpect: {}\n`);
    const played = await runHere(['scenario', file]);
    noStack(played.stderr);
    expect(played.code).toBe(1);
    expect(played.stdout).toContain(`own.yaml:5:9 error scenario/setup no card has the id "${id}"`);
  });

  it.each(['constructor', '__proto__'])('refuses a game log whose deck holds the card "%s", at its line, before playing', async (id) => {
    const pack = await loadPackFromDir(path.join(root, 'cards', 'lyoko'), 'cards/lyoko');
    const cat = buildCatalogue(pack);
    const decks = lyokoDeckLists(pack).map((l) => l.cards);
    const log = playGame(lyokoGame, cat, { setup: { seed: 3, decks }, policy: randomBot<LyokoState, LyokoAction>(3), record: true }).log!;
    const edited = { ...log, game: 'lyoko', decks: [decks[0], [...decks[1].slice(0, 3), id, ...decks[1].slice(4)]] };
    const text = JSON.stringify(edited, null, 2);
    const file = path.join(tempDir(), 'edited.log.json');
    writeFileSync(file, text);
    const line = text.split('\n').findIndex((l) => l.includes(`"${id}"`)) + 1;
    const r = await runHere(['replay', file]);
    noStack(r.stderr);
    expect(r.stderr).not.toContain('Cannot read properties');
    expect(r.stdout).toContain(`${file}:${line}:7 error replay/log no card has the id "${id}" (deck 2 of the game log)`);
    // A log that cannot be replayed is bad input, located: exit 1, as for every game (README, "Replays").
    expect(r.code).toBe(1);
  });
});

