/**
 * Every file a command reads is bounded before it is read (issue 28): a device, a folder or a
 * file over its kind's size limit is refused at its first line with exit 1, at no cost; and what
 * a file holds cannot make a command build millions of things (a map's or a scenario's grid, a
 * deck list's lines) or tell a log the game does not fit. Large files are made here, sparse
 * (truncate) when their content does not matter; none is kept in the repository.
 */
import { existsSync, readFileSync, truncateSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { LIMITS } from '../src/core/limits.js';
import { boardData, loadPackFromDir } from '../src/core/pack.js';
import { fileLimit, readTextLimited, readTextLimitedSync } from '../src/core/read-limited.js';
import { randomBot } from '../src/engine/bots.js';
import { DecisionError } from '../src/engine/choices.js';
import { playGame, replayLog, type GameLog } from '../src/engine/play.js';
import { readGrid } from '../src/games/pyramide/map/grid.js';
import { buildCatalogue } from '../src/games/pyramide/engine/catalogue.js';
import { pyramideGame } from '../src/games/pyramide/engine/game.js';
import { checkLoadedPack } from '../src/pipeline/check.js';
import { checkDeckFiles, loadDeckGame, type DeckGame } from '../src/pipeline/deck.js';
import { resolveGames } from '../src/pipeline/games.js';
import { runScenarioFiles } from '../src/pipeline/scenario.js';
import { run, runHere } from './cli-helpers.js';
import { copyPack, fixtures, root, tempDir } from './helpers.js';

const MB = 1024 * 1024;
/** A file of `bytes` bytes that takes no room on disk. */
function sparse(file: string, bytes: number): string {
  writeFileSync(file, '');
  truncateSync(file, bytes);
  return file;
}
const linux = existsSync('/dev/zero') && existsSync('/proc/self/pagemap');

describe('the shared reader (core/read-limited)', () => {
  it('reads a file within its limit as it is, byte order mark and all', async () => {
    const file = path.join(tempDir(), 'list.txt');
    writeFileSync(file, '\uFEFF3 Kiwi\n');
    expect(await readTextLimited(file, { kind: 'deck list', shown: 'list.txt' })).toEqual({ ok: true, text: '\uFEFF3 Kiwi\n' });
    expect(readTextLimitedSync(file, { kind: 'deck list', shown: 'list.txt' })).toEqual({ ok: true, text: '\uFEFF3 Kiwi\n' });
  });

  it('refuses a file over its limit by its size, at its first line, saying both sizes and what to do', async () => {
    const file = sparse(path.join(tempDir(), 'game.log.json'), 151 * MB);
    const r = await readTextLimited(file, { kind: 'game log', shown: 'game.log.json' });
    expect(r).toEqual({
      ok: false,
      diagnostic: expect.objectContaining({ file: 'game.log.json', line: 1, column: 1, severity: 'error', rule: 'core/file-limits' }),
    });
    if (r.ok) return;
    expect(r.diagnostic.message).toMatch(/^game\.log\.json is 151 MB; deckwright reads at most 32 MB for a game log: .*deckwright sim/);
    // One byte over is over: the size is rounded up, never shown equal to the limit.
    const just = sparse(path.join(tempDir(), 'list.txt'), fileLimit('deck list') + 1);
    const over = readTextLimitedSync(just, { kind: 'deck list', shown: 'list.txt' });
    expect(!over.ok && over.diagnostic.message).toMatch(/^list\.txt is 1\.1 MB; deckwright reads at most 1 MB for a deck list/);
  });

  it('refuses a folder, and a missing file throws as readFile does', async () => {
    const dir = tempDir();
    const r = await readTextLimited(dir, { kind: 'scenario', shown: 'here' });
    expect(!r.ok && r.diagnostic.message).toBe('here is not a regular file (it is a folder); deckwright reads a scenario from a regular file: give the path of one');
    await expect(readTextLimited(path.join(dir, 'none.yaml'), { kind: 'scenario', shown: 'none.yaml' })).rejects.toMatchObject({ code: 'ENOENT' });
  });

  it.runIf(linux)('refuses /dev/zero unread, and stops a file whose size says 0 one chunk past the limit', async () => {
    const zero = await readTextLimited('/dev/zero', { kind: 'data file', shown: '/dev/zero' });
    expect(!zero.ok && zero.diagnostic.message).toMatch(/^\/dev\/zero is not a regular file \(it is a character device\)/);
    // /proc/self/pagemap is a regular file of size 0 that reads on for gigabytes.
    for (const r of [await readTextLimited('/proc/self/pagemap', { kind: 'deck list', shown: 'pagemap' }), readTextLimitedSync('/proc/self/pagemap', { kind: 'deck list', shown: 'pagemap' })]) {
      expect(!r.ok && r.diagnostic.message).toMatch(/^pagemap is over 1 MB; deckwright reads at most 1 MB for a deck list/);
    }
  });
});

describe.runIf(linux)('commands given /dev/zero or a huge file refuse it at once, exit 1', () => {
  it.each([
    ['deck check', ['deck', 'check', 'lyoko', '/dev/zero'], 'deck list'],
    ['sheet', ['sheet', 'cardstle', '/dev/zero'], 'data file'],
    ['replay', ['replay', '/dev/zero'], 'game log'],
    ['scenario', ['scenario', '/dev/zero'], 'scenario'],
  ])('%s', (_name, args, kind) => {
    const r = run(args);
    expect(r.code).toBe(1);
    expect(r.stdout).toMatch(new RegExp(`dev/zero:1:1 error core/file-limits \\S*dev/zero is not a regular file \\(it is a character device\\); deckwright reads a ${kind} from a regular file`));
    expect(r.stderr).not.toMatch(/Invalid string length|\n\s+at /);
  });

  it('replay of a 151 MB log', () => {
    const file = sparse(path.join(tempDir(), 'big.log.json'), 151 * MB);
    const r = run(['replay', file]);
    expect(r.code).toBe(1);
    expect(r.stdout).toContain(`${file}:1:1 error core/file-limits ${file} is 151 MB; deckwright reads at most 32 MB for a game log`);
  });
});

describe('a pack folder', () => {
  const mini = () => copyPack(path.join(fixtures, 'mini-pyramide'), 'mini').dir;

  it('refuses a YAML file over the limit by its size, unread, at its first line', async () => {
    const dir = mini();
    sparse(path.join(dir, 'huge.yaml'), LIMITS.fileBytes.packFile + 1);
    const pack = await loadPackFromDir(dir, 'mini');
    const found = (await checkLoadedPack(pack, { layout: false })).filter((d) => d.severity === 'error');
    expect(found).toEqual([expect.objectContaining({ file: path.join('mini', 'huge.yaml'), line: 1, column: 1, rule: 'core/file-limits' })]);
    expect(found[0].message).toMatch(/^mini\/huge\.yaml is 8\.1 MB; deckwright reads at most 8 MB for a pack file: split it/);
  });

  it('says only that of a manifest over the limit (not that there is none)', async () => {
    const dir = mini();
    sparse(path.join(dir, 'game.yaml'), LIMITS.fileBytes.packFile + 1);
    const pack = await loadPackFromDir(dir, 'mini');
    expect(pack.problems.filter((d) => d.file.endsWith('game.yaml')).map((d) => d.rule)).toEqual(['core/file-limits']);
  });

  it('stops reading when its files together pass the limit', async () => {
    const dir = mini();
    // Comment lines: YAML that parses quickly to nothing. Two of 7 MB, then one of 3 MB (z sorts last).
    const lines = (mb: number) => `# ${'x'.repeat(1021)}\n`.repeat(mb * 1024);
    writeFileSync(path.join(dir, 'x1.yaml'), lines(7));
    writeFileSync(path.join(dir, 'x2.yaml'), lines(7));
    writeFileSync(path.join(dir, 'z3.yaml'), lines(3));
    const pack = await loadPackFromDir(dir, 'mini');
    const refused = pack.problems.filter((d) => d.rule === 'core/pack-files');
    expect(refused).toEqual([expect.objectContaining({ file: path.join('mini', 'z3.yaml'), line: 1 })]);
    expect(refused[0].message).toMatch(/^z3\.yaml and the files after it are not read: with it, the pack's YAML files would make 17\.\d MB, and a pack reads at most 16 MB of them in all/);
  });
});

describe('a map of a million cells', () => {
  const grid = (rows: number, cols: number) => Array.from({ length: rows }, () => '.'.repeat(cols)).join('\n');

  it('is measured, not built: readGrid gives its size and no cell', () => {
    const g = readGrid(grid(1000, 1000));
    expect(g).toMatchObject({ rows: 1000, cols: 1000, oversized: true });
    expect(g.cells).toEqual([]);
    expect(readGrid(grid(20, 20)).cells).toHaveLength(20);
  });

  it('is refused at its line, and the board is not drawn from it', async () => {
    const { dir } = copyPack(path.join(root, 'cards', 'pyramide'), 'pyramide');
    const file = path.join(dir, 'cartes', 'sokar.yaml');
    const text = readFileSync(file, 'utf8').replace(/grid: \|\n(?: {2}.*\n)+/, `grid: |\n${grid(1000, 1000).replace(/^/gm, '  ')}\n`);
    writeFileSync(file, text);
    const pack = await loadPackFromDir(dir, 'pyramide');
    const board = pack.manifest!.components!.find((c) => c.kind === 'board')!;
    expect(board).toMatchObject({ data: 'cartes/sokar.yaml' });
    expect(boardData(pack, board)).toBeUndefined();
    const started = Date.now();
    const found = await checkLoadedPack(pack);
    const line = text.split('\n').findIndex((l) => l.startsWith('grid:')) + 1;
    expect(found.filter((d) => d.severity === 'error')).toEqual([expect.objectContaining({ file: path.join('pyramide', 'cartes', 'sokar.yaml'), line, rule: 'core/schema' })]);
    // Drawn, the board took 12 s and a gigabyte; unread, the check is that of the small pack.
    expect(Date.now() - started).toBeLessThan(30_000);
  });
});

describe('a scenario grid', () => {
  it.each([
    ['pyramide', 2000, 2000, (g: string) => `game: pyramide\nname: big\nposition:\n  grid: |\n${g}  adventurers:\n    - { id: dalia, at: A1 }\nsteps:\n  - step right\nexpect:\n  adventurers: [{ id: dalia, at: B1 }]\n`, /position\.grid has the wrong form: .*at most 20 × 20 cells/],
    ['cardstle', 1000, 1000, (g: string) => `game: cardstle\nname: big\nposition:\n  room:\n    grid: |\n${g}  characters:\n    - { name: Aurore }\nsteps: []\nexpect: {}\n`, /position\.room\.grid must NOT have more than 4000 characters/],
  ])('of %s, %d × %d cells, is refused at its line before a cell is built', async (game, rows, cols, scenario, message) => {
    const indent = game === 'pyramide' ? '    ' : '      ';
    const cell = game === 'pyramide' ? '.' : '. ';
    const rowText = `${indent}${game === 'pyramide' ? cell.repeat(cols) : `@ ${cell.repeat(cols - 1)}`.trimEnd()}\n`;
    const file = path.join(tempDir(), 'big.yaml');
    writeFileSync(file, scenario(rowText.repeat(rows)));
    const [report] = await runScenarioFiles([file], root);
    expect(report.failures).toEqual([expect.objectContaining({ rule: 'scenario/schema', line: game === 'pyramide' ? 4 : 5 })]);
    expect(report.failures[0].message).toMatch(message);
  });
});

describe('a deck list of 200,000 lines', () => {
  let g: DeckGame;
  beforeAll(async () => {
    const loaded = await loadDeckGame(resolveGames(['lyoko'], root)[0]);
    if (!loaded.ok) throw new Error('the lyoko pack should load');
    g = loaded;
  });

  it('over 1 MB, is refused by its size', async () => {
    const file = path.join(tempDir(), 'list.txt');
    writeFileSync(file, '3 Kiwi\n'.repeat(200_000));
    const found = await checkDeckFiles(g, [file]);
    expect(found).toEqual([expect.objectContaining({ line: 1, rule: 'core/file-limits' })]);
    expect(found[0].message).toMatch(/is 1\.4 MB; deckwright reads at most 1 MB for a deck list/);
  });

  it('under 1 MB, every line a problem, is read up to its 10,000th line without overflowing the stack', async () => {
    const file = path.join(tempDir(), 'list.txt');
    writeFileSync(file, '0 K\n'.repeat(200_000));
    const found = await checkDeckFiles(g, [file]);
    const last = found.filter((d) => d.rule === 'deck/syntax').at(-1)!;
    expect(last).toMatchObject({ line: LIMITS.deckListLines + 1, column: 1 });
    expect(last.message).toBe('a deck list has at most 10,000 lines; this one has 200,000, and the lines from here on are not read: check that it is the list you meant');
    expect(found.filter((d) => d.rule === 'deck/syntax')).toHaveLength(LIMITS.deckListLines + 1);
  });
});

describe('a log with answers a step does not ask for', () => {
  let log: GameLog<unknown>;
  let cat: ReturnType<typeof buildCatalogue>;
  const at = 4;
  /** The log with `extra` answers of 0 added to step `at + 1`. */
  const surplus = (extra: number) => ({ ...log, steps: log.steps.map((s, i) => (i === at ? { ...s, answers: [...s.answers, ...Array<number>(extra).fill(0)] } : s)) });
  beforeAll(async () => {
    cat = buildCatalogue(await loadPackFromDir(path.join(root, 'cards', 'pyramide')));
    log = playGame(pyramideGame, cat, { setup: { seed: 3, party: ['dalia', 'lucas'], map: 'sokar' }, policy: randomBot(3), record: true }).log! as GameLog<unknown>;
  });

  it('does not replay: the step, and how many answers are left unused', () => {
    expect(() => replayLog(pyramideGame, cat, log as never)).not.toThrow();
    const edited = surplus(100_000) as never;
    expect(() => replayLog(pyramideGame, cat, edited)).toThrow(DecisionError);
    expect(() => replayLog(pyramideGame, cat, edited)).toThrow(new RegExp(`^step ${at + 1} \\(.+\\): the log gives 100,0\\d\\d answers and the replayed game asked (no choice|\\d+ choices?), leaving 100,000 unused`));
    expect(() => replayLog(pyramideGame, cat, { ...log, setup: [...log.setup, 0] } as never)).toThrow(/^setup: the log gives \d+ answers? and the replayed game asked .*leaving 1 unused/);
  });

  it('`replay` says so at the log, exit 1', async () => {
    const file = path.join(tempDir(), 'surplus.log.json');
    writeFileSync(file, JSON.stringify({ ...surplus(100_000), game: 'pyramide' }));
    const r = await runHere(['replay', file]);
    expect(r.code).toBe(1);
    expect(r.stdout).toMatch(new RegExp(`^${file.replace(/[.]/g, '\\.')}:1:1 error replay/log step ${at + 1} .*leaving 100,000 unused`));
    expect(r.stderr).toContain('is not a game log that can be replayed: fix what is listed, or write the log again with `deckwright sim`');
  });
});
