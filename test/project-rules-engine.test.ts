/**
 * A designer's own rules in their project (rules/<game>/index.ts, against `deckwright/engine`):
 * the blank starter's rules (scaffold/rules/index.ts) in a project made from the blank starter's
 * cards and templates, compiled as a project's rules are, give a whole engine: `sim` (figures, the
 * same for the same seed whatever the threads, logs that `replay` tells back), `scenario` (the
 * fixture of test/fixtures/rules-starter/), hot-seat play whose saved log replays; and rules code
 * that does not compile, throws while loading or exports no `pack` is a located error of `check`.
 */
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
// A few runs a command are processes of their own (run); the others run in this process (runHere).
import { run, runHere } from './cli-helpers.js';
import { loadPackFromDir } from '../src/core/pack.js';
import type { PackDef } from '../src/core/pack-types.js';
import { compileFolder } from '../src/core/template-build.js';
import { legalActions, playAction, saveLog, sessionView, startSession, type AnySessionGame, type Session } from '../src/engine/session.js';
import { DEFINITION } from '../src/engine/defined/definition.js';
import { playRange, type GameSummary } from '../src/engine/defined/games.js';
import { shareFunction } from '../src/engine/parallel.js';
import { recordFunction } from '../src/engine/balance/plan.js';
import { checkTable } from './session-table-check.js';
import { fixtures, root, tempDir } from './helpers.js';


const GAME = 'draw-score';

/** `text` with the placeholders `deckwright new` fills. */
const filled = (text: string) => text.replaceAll('{{name}}', GAME).replaceAll('{{title}}', 'Draw and Score').replaceAll('{{Type}}', 'Card');

/** A project as `deckwright new` makes it from the blank starter: its cards, its templates, and the starter's rules (or `rules`). */
function project(language: 'en' | 'fr' = 'en', rules = readFileSync(path.join(root, 'scaffold', 'rules', 'index.ts'), 'utf8')): string {
  const cwd = tempDir('deckwright-rules-');
  const copy = (from: string, to: string) => {
    mkdirSync(to, { recursive: true });
    for (const name of readdirSync(from)) writeFileSync(path.join(to, name), filled(readFileSync(path.join(from, name), 'utf8')));
  };
  copy(path.join(root, 'scaffold', 'blank', language, 'cards'), path.join(cwd, 'cards', GAME));
  copy(path.join(root, 'scaffold', 'blank', 'templates'), path.join(cwd, 'templates', GAME));
  mkdirSync(path.join(cwd, 'rules', GAME), { recursive: true });
  writeFileSync(path.join(cwd, 'rules', GAME, 'index.ts'), filled(rules));
  return cwd;
}

describe("the blank starter's rules", () => {
  it('compile as a project\'s rules are, and export a pack whose engine has the random and heuristic bots', async () => {
    const cwd = project();
    const dir = path.join(cwd, 'rules', GAME);
    const compiled = await compileFolder(dir, new Map([['index', path.join(dir, 'index.ts')]]), 'rules');
    expect(compiled.errors).toEqual([]);
    const mod = (await import(pathToFileURL(compiled.files.get('index')!.compiled).href)) as { pack: PackDef };
    expect(mod.pack.id).toBe(GAME);
    expect(mod.pack.rules).toEqual([]);
    const engine = await mod.pack.engine!();
    expect(engine.bots).toEqual(['random', 'heuristic']);
    expect(typeof engine.session).toBe('function');
  });

  it('type-check against deckwright/engine (strict), as a designer\'s editor checks them', () => {
    const dir = tempDir('deckwright-rules-types-');
    writeFileSync(path.join(dir, 'index.ts'), filled(readFileSync(path.join(root, 'scaffold', 'rules', 'index.ts'), 'utf8')));
    const tsconfig = {
      compilerOptions: {
        target: 'ES2022',
        module: 'NodeNext',
        moduleResolution: 'NodeNext',
        strict: true,
        noEmit: true,
        skipLibCheck: true,
        noUnusedLocals: true,
        types: ['node'],
        typeRoots: [path.join(root, 'node_modules', '@types')],
        paths: { 'deckwright/engine': [path.join(root, 'src', 'engine', 'public.ts')] },
      },
      files: ['index.ts'],
    };
    writeFileSync(path.join(dir, 'tsconfig.json'), JSON.stringify(tsconfig));
    const tsc = spawnSync(process.execPath, [path.join(root, 'node_modules', 'typescript', 'bin', 'tsc'), '-p', path.join(dir, 'tsconfig.json'), '--pretty', 'false'], { encoding: 'utf8' });
    expect(tsc.stdout + tsc.stderr).toBe('');
    expect(tsc.status).toBe(0);
  });

  it('simulation threads play from the project\'s compiled module, as this thread does', async () => {
    const cwd = project();
    const pack = await loadPackFromDir(path.join(cwd, 'cards', GAME));
    // The loader records the module the rules came from, in the project's cache: threads import it again.
    const module = pack.def!.module!;
    expect(module).toMatch(/^file:.*\/dist\/\.cache\/rules\/.*\.js$/);
    const engine = await pack.def!.engine!();
    const defined = (engine as unknown as Record<symbol, Parameters<typeof playRange>[0]>)[DEFINITION];
    const data = { seed: 9, players: [2, 3], bot: 'random', cat: defined.catalogue(pack) };
    // What a thread does: parallel.ts's shareFunction prepares the module with the run's data, then plays.
    const play = await shareFunction<GameSummary>(new URL('../src/engine/defined/share.js', import.meta.url).href, 'playDefinedShare', { ...data, rules: module });
    const there = play(structuredClone({ ...data, rules: module }) as never, 0, 40);
    expect(there).toEqual(playRange(defined, data, 0, 40));
    expect(new Set(there.map((g) => g.players))).toEqual(new Set([2, 3]));
    expect(there.every((g) => g.length === 3)).toBe(true);
  });

  it('records: a sweep\'s threads play the starter\'s games from the project\'s module, a side a player', async () => {
    const cwd = project();
    const pack = await loadPackFromDir(path.join(cwd, 'cards', GAME));
    const engine = await pack.def!.engine!();
    const setup = engine.records!(pack, { seed: 3, bot: 'heuristic', players: [2, 3] });
    expect([setup.module, setup.exportName, setup.sides, setup.competitive, setup.unit]).toEqual(['own:src/engine/defined/share.js', 'playDefinedRecords', ['Player 1', 'Player 2', 'Player 3'], true, 'turns']);
    expect(Object.keys(setup.cards).sort()).toEqual(['alchemist', 'guard', 'scout']);
    // What a sweep's thread does (engine/balance/plan.ts): the plan's module, prepared with its data.
    const play = await recordFunction(setup);
    const records = play(structuredClone(setup.data) as never, 0, 30);
    const defined = (engine as unknown as Record<symbol, Parameters<typeof playRange>[0]>)[DEFINITION];
    const games = playRange(defined, setup.data as Parameters<typeof playRange>[1], 0, 30);
    expect(records).toEqual(games.map((g) => g.record));
    for (const [i, r] of records.entries()) {
      const g = games[i];
      expect(r.winner).toBe(g.winner);
      // Seat 0 plays first; a side a seat.
      expect(r.seats).toEqual(Array.from({ length: g.players }, (_, k) => k));
      expect(r.sides).toHaveLength(g.players);
      expect([r.turns, r.decisions]).toEqual([3, 3]);
      // The three cards come up one a turn, round the table: each seen by one player.
      expect(r.sides.flatMap((s) => s.drawn).sort()).toEqual(['alchemist', 'guard', 'scout']);
      for (const s of r.sides) expect(s.played.filter((id) => !s.drawn.includes(id))).toEqual([]);
      expect(r.lead!.changes).toBeLessThanOrEqual(2);
      // Decided in a game someone won; a drawn game is never decided.
      if (r.winner === null) expect(r.lead!.decidedAt).toBeNull();
      else expect(r.lead!.decidedAt).toBeGreaterThan(0);
    }
    expect(new Set(games.map((g) => g.players))).toEqual(new Set([2, 3]));
    expect(() => engine.records!(pack, { seed: 3, bot: 'clever', players: null })).toThrow("--bot: no bot 'clever'");
  });

  it('sim gives figures, the same for the same seed whatever the threads, and logs that replay tells back', async () => {
    const cwd = project();
    const a = run(['sim', GAME, '--games', '200', '--seed', '3', '--json', '--jobs', '1'], cwd);
    expect(a.stderr).not.toMatch(/Error|at .*\.js:\d+/);
    expect(a.code).toBe(0);
    const report = JSON.parse(a.stdout);
    expect(report.games).toBe(200);
    expect(report.results.reduce((n: number, r: { games: number }) => n + r.games, 0)).toBe(200);
    expect(report.sides.map((s: { name: string }) => s.name)).toEqual(['Player 1', 'Player 2']);
    expect(report.ci95[0]).toBeLessThanOrEqual(report.winRate);
    expect(report.ci95[1]).toBeGreaterThanOrEqual(report.winRate);
    // Three cards, two players: every game lasts three turns, and the first player takes two cards.
    expect(report.length).toMatchObject({ unit: 'turns', min: 3, max: 3 });
    expect(report.sides[1].wins).toBe(0);
    expect(report.figures['winning score'].max).toBeLessThanOrEqual(5);
    // The balance figures come last: a side a player, the starter's three cards (the rules' `cards`),
    // the lead from their `scores`; three actions a game and no question asked.
    expect(Object.keys(report).at(-1)).toBe('balance');
    expect(report.balance.cards.map((c: { id: string }) => c.id).sort()).toEqual(['alchemist', 'guard', 'scout']);
    expect(report.balance.cards.every((c: { drawn: { games: number } }) => c.drawn.games > 0)).toBe(true);
    // Seats compared within one seat count: the 200 two-player games, two seats.
    expect(report.balance.metrics.seats.map((c: { seats: number; games: number; rates: unknown[] }) => [c.seats, c.games, c.rates.length])).toEqual([[2, 200, 2]]);
    expect(report.balance.metrics.leadChanges.games).toBe(200);
    expect(report.balance.metrics.decisions.mean).toBe(3);
    const b = await runHere(['sim', GAME, '--games', '200', '--seed', '3', '--json', '--jobs', '2'], cwd);
    expect(b.code).toBe(0);
    expect(b.stdout).toBe(a.stdout);
    // Another seed, other games (the random bot leaves the cards' order to decide).
    const r1 = run(['sim', GAME, '--games', '200', '--seed', '3', '--json', '--bot', 'random'], cwd);
    const r2 = await runHere(['sim', GAME, '--games', '200', '--seed', '4', '--json', '--bot', 'random'], cwd);
    expect(JSON.parse(r1.stdout).results).not.toEqual(JSON.parse(r2.stdout).results);

    const written = await runHere(['sim', GAME, '--games', '200'], cwd);
    expect(written.code).toBe(0);
    expect(written.stderr).toMatch(/draw-score: Player 1: win rate \d+\.\d %/);
    const reports = path.join(cwd, 'dist', GAME, 'reports');
    expect(readdirSync(reports).sort()).toEqual(['shortest.log.json', 'sim-heuristic.html', 'sim-heuristic.json']);
    const html = readFileSync(path.join(reports, 'sim-heuristic.html'), 'utf8');
    expect(html).toContain('<html lang="en">');
    expect(html).toContain('Win rate by seat');
    expect(html).toContain('<h2>What each card does</h2>');
    expect(html).toContain('deckwright replay dist/draw-score/reports/shortest.log.json');
    const told = await runHere(['replay', path.join('dist', GAME, 'reports', 'shortest.log.json')], cwd);
    expect(told.code).toBe(0);
    expect(told.stdout).toMatch(/^Game of Draw and Score, seed 1, 2 players, bot heuristic: player 1\n\nPlayer 1 takes \w+ \(\+\d\)\nPlayer 2 takes /);
    expect(told.stdout).toMatch(/End: \d – \d, player 1 wins/);
    expect(told.stderr).not.toMatch(/does not end as the log says/);
  });

  it('a log edited to another result is told with the mismatch; one of another game is refused in a sentence', async () => {
    const cwd = project();
    expect((await runHere(['sim', GAME, '--games', '20'], cwd)).code).toBe(0);
    const file = path.join(cwd, 'dist', GAME, 'reports', 'shortest.log.json');
    const log = JSON.parse(readFileSync(file, 'utf8'));
    writeFileSync(path.join(cwd, 'edited.json'), JSON.stringify({ ...log, result: 'draw' }));
    const edited = await runHere(['replay', 'edited.json', '--game', GAME], cwd);
    expect(edited.stdout + edited.stderr).toMatch(/does not end as the log says \(draw\)/);
    writeFileSync(path.join(cwd, 'other.json'), JSON.stringify({ ...log, format: 'another-game-log' }));
    const other = await runHere(['replay', 'other.json', '--game', GAME], cwd);
    expect(other.code).not.toBe(0);
    expect(other.stderr).toMatch(/not a Draw and Score game log: expected a JSON object with "format": "draw-score-log"/);
    expect(other.stderr).not.toMatch(/\n\s+at /);
  });

  it('plays with the French starter\'s deck (cartes), read from the manifest', async () => {
    const cwd = project('fr');
    const r = await runHere(['sim', GAME, '--games', '50', '--json', '--jobs', '1'], cwd);
    expect(r.code).toBe(0);
    expect(JSON.parse(r.stdout).sides.map((s: { name: string }) => s.name)).toEqual(['Joueur 1', 'Joueur 2']);
    const scenario = readFileSync(path.join(fixtures, 'rules-starter', 'scenarios', 'take-and-discard.yaml'), 'utf8')
      .replace('{ cards: [guard, scout, alchemist] }', '{ cartes: [garde, eclaireur, alchimiste] }')
      .replace('discard: [scout]', 'discard: [eclaireur]')
      .replace('card: scout', 'card: eclaireur')
      .replace('[guard, alchemist]', '[garde, alchimiste]');
    writeFileSync(path.join(cwd, 'fr.yaml'), scenario);
    const passed = await runHere(['scenario', 'fr.yaml'], cwd);
    expect(passed.stdout + passed.stderr).toMatch(/1 of 1 scenario passed/);
    expect(passed.code).toBe(0);
  });

  it('its scenario passes with deckwright scenario, and fails at the line of a wrong expectation', async () => {
    const cwd = project();
    cpSync(path.join(fixtures, 'rules-starter', 'scenarios', 'take-and-discard.yaml'), path.join(cwd, 'ok.yaml'));
    const ok = run(['scenario', 'ok.yaml'], cwd);
    expect(ok.stdout + ok.stderr).toMatch(/pass ok\.yaml/);
    expect(ok.code).toBe(0);
    const text = readFileSync(path.join(cwd, 'ok.yaml'), 'utf8');
    writeFileSync(path.join(cwd, 'bad.yaml'), text.replace('scores: [5, 0], taken.0', 'scores: [4, 0], taken.0').replace('pile.length: 0', 'pile.size: 0').replace('refused: unknown-action', 'refused: game-over'));
    const bad = await runHere(['scenario', 'bad.yaml'], cwd);
    expect(bad.code).toBe(1);
    const line = (needle: string) => text.split('\n').findIndex((l) => l.includes(needle)) + 1;
    expect(bad.stdout).toContain(`bad.yaml:${line('refused: unknown-action')}:14 error scenario/expect refused with unknown-action`);
    expect(bad.stdout).toMatch(new RegExp(`bad\\.yaml:${line('scores: [5, 0], taken.0')}:\\d+ error scenario/expect scores: expected \\[4,0\\], got \\[5,0\\]`));
    expect(bad.stdout).toContain('the state has no pile.size: pile is a list of 0');
    // An action by a label the game does not give, at its step.
    writeFileSync(path.join(cwd, 'typo.yaml'), text.replace(/^ {2}- take$/m, '  - tkae'));
    const typo = await runHere(['scenario', 'typo.yaml'], cwd);
    expect(typo.stdout).toMatch(new RegExp(`typo\\.yaml:${line('  - take')}:5 error scenario/setup no legal action is labelled "tkae" here; the legal actions are: take, discard`));
  });

  it('plays hot-seat: a game of legal actions to its end, a well-formed table, a saved log that replays to the same end', async () => {
    const cwd = project();
    const dir = path.join(cwd, 'cards', GAME);
    const pack = await loadPackFromDir(dir);
    expect(pack.codeErrors).toEqual([]);
    const engine = await pack.def!.engine!();
    const { game, setup, options } = engine.session!(pack, { seed: 5 });
    const g = game as AnySessionGame;
    const must = (r: { ok: true; session: Session<unknown, unknown, unknown, unknown> } | { ok: false; error: { message: string } }) => {
      if (!r.ok) throw new Error(r.error.message);
      return r.session;
    };
    let s = must(startSession(g, setup));
    // An English pack: what the layer words itself reads English (the start form, the bots, the seats).
    expect(options.map((o) => o.label)).toEqual(['Seed', 'Players']);
    expect(sessionView(g, s).botNames).toEqual(['Random', 'Heuristic']);
    expect(sessionView(g, s).seats.map((x) => x.name)).toEqual(['Player 1', 'Player 2']);
    checkTable(g.table(s.state, 0), pack);
    expect(g.table(s.state, 0).players.map((p) => p.active)).toEqual([true, false]);
    for (let i = 0; i < 10 && !g.def.over(s.state); i++) {
      const labels = legalActions(g, s).map((a) => a.label);
      expect(labels).toEqual(['take', 'discard']);
      s = must(playAction(g, s, legalActions(g, s)[i % 2].action));
    }
    expect(g.def.over(s.state)).toBe(true);
    checkTable(g.table(s.state, 1), pack);
    const log = saveLog(g, s, { game: GAME });
    const replayed = engine.replay(pack, { file: 'session.json', text: JSON.stringify(log), data: JSON.parse(JSON.stringify(log)) });
    expect(replayed.ok && replayed.mismatch).toBe(null);
    expect(replayed.ok && replayed.text).toMatch(/Player 2 discards/);
  });

  it('words its hot-seat start form, bots and seats in French in a French project', async () => {
    const pack = await loadPackFromDir(path.join(project('fr'), 'cards', GAME));
    const engine = await pack.def!.engine!();
    const { game, setup, options } = engine.session!(pack, { seed: 5 });
    expect(options.map((o) => o.label)).toEqual(['Graine', 'Joueurs']);
    const r = startSession(game as AnySessionGame, setup);
    if (!r.ok) throw new Error(r.error.message);
    const view = sessionView(game as AnySessionGame, r.session);
    expect(view.botNames).toEqual(['Aléatoire', 'Heuristique']);
    expect(view.seats.map((x) => x.name)).toEqual(['Joueur 1', 'Joueur 2']);
  });
});

describe("rules code that cannot be used is a located error of check, not a crash", () => {
  const cases: [string, string, RegExp][] = [
    ['a syntax error', "import { defineEngine } from 'deckwright/engine';\nexport const pack = {\n  id: 'x',\n  rules: [,\n};\n", /rules\/draw-score\/index\.ts:5:1 error core\/template the rules code of the draw-score pack cannot be used: /],
    ['a throw while loading', "export const pack = { id: 'x', rules: [] };\nconst cards: string[] = [];\nif (!cards.length) throw new Error('no cards to play with');\n", /rules\/draw-score\/index\.ts:3:\d+ error core\/template the rules code of the draw-score pack cannot be used: it threw while loading: no cards to play with/],
    ['no pack export', "export const game = { id: 'x', rules: [] };\n", /rules\/draw-score\/index\.ts:1:1 error core\/template the rules code of the draw-score pack cannot be used: it does not export `pack`/],
    ['a private module of deckwright', "import { playGame } from 'deckwright/src/engine/play.js';\nexport const pack = { id: 'x', rules: [], playGame };\n", /rules\/draw-score\/index\.ts:1:\d+ error core\/template the rules code of the draw-score pack cannot be used: 'deckwright\/src\/engine\/play\.js' is not a public module of deckwright/],
  ];
  for (const [what, code, error] of cases) {
    it(what, async () => {
      const cwd = project('en', code);
      const r = run(['check', GAME], cwd);
      expect(r.code).toBe(1);
      expect(r.stdout).toMatch(error);
      expect(r.stdout + r.stderr).not.toMatch(/\n\s+at .*:\d+:\d+\)?\n/);
      // The engine is off until the code can be used: sim says why, in a sentence.
      const sim = await runHere(['sim', GAME, '--games', '5'], cwd);
      expect(sim.code).not.toBe(0);
      expect(sim.stdout + sim.stderr).toMatch(error);
      expect(existsSync(path.join(cwd, 'dist', GAME, 'reports'))).toBe(false);
    });
  }
});

describe("a pack's data never brings code", () => {
  it('rules code runs for a pack folder of the project, never from inside a pack folder named by its path outside any project', () => {
    const cwd = project();
    const marker = path.join(cwd, 'ran.txt');
    const code = `import { writeFileSync } from 'node:fs';\nwriteFileSync(${JSON.stringify(marker)}, 'rules');\nexport const pack = { id: 'x', rules: [] };\n`;
    writeFileSync(path.join(cwd, 'rules', GAME, 'index.ts'), code);
    // The project's own game: its rules code is the designer's, and runs.
    run(['check', GAME], cwd);
    expect(readFileSync(marker, 'utf8')).toBe('rules');
    rmSync(marker);
    // The same pack folder downloaded on its own, with templates/ and rules/ folders inside it: data alone.
    const loose = path.join(tempDir('deckwright-loose-'), 'pack');
    cpSync(path.join(cwd, 'cards', GAME), loose, { recursive: true });
    mkdirSync(path.join(loose, 'rules', GAME), { recursive: true });
    writeFileSync(path.join(loose, 'rules', GAME, 'index.ts'), code);
    cpSync(path.join(cwd, 'templates', GAME), path.join(loose, 'templates', GAME), { recursive: true });
    const back = path.join(loose, 'templates', GAME, 'back.tsx');
    writeFileSync(back, `import { writeFileSync } from 'node:fs';\nwriteFileSync(${JSON.stringify(marker)}, 'template');\n${readFileSync(back, 'utf8')}`);
    // Even a cards/ folder inside it does not make its own folders the project's code.
    mkdirSync(path.join(loose, 'cards'));
    for (const args of [['check', loose], ['render', loose]]) {
      const r = run(args, tempDir());
      expect(r.stdout + r.stderr).not.toMatch(/\n\s+at .*:\d+:\d+\)?\n/);
      expect(existsSync(marker), args.join(' ')).toBe(false);
    }
  });

  it('a copy of a game elsewhere in the project (a variant to compare) plays with the project\'s rules', async () => {
    const cwd = project();
    cpSync(path.join(cwd, 'cards', GAME), path.join(cwd, 'variants', 'cheaper'), { recursive: true });
    const cards = path.join(cwd, 'variants', 'cheaper', 'cards.yaml');
    writeFileSync(cards, readFileSync(cards, 'utf8').replace('cost: 3', 'cost: 0'));
    const r = await runHere(['sim', GAME, 'variants/cheaper', '--games', '100', '--json', '--jobs', '1'], cwd);
    expect(r.code).toBe(0);
    const c = JSON.parse(r.stdout);
    expect(c.runs.map((x: { label: string }) => x.label)).toEqual([GAME, 'cheaper']);
    expect(c.winRate.runs.map((x: { games: number }) => x.games)).toEqual([100, 100]);
  });
});
