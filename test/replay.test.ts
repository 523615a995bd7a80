/**
 * `deckwright replay` through the function it wraps: a log finds its pack (the folder it records,
 * relative to the log, before the name under cards/), a replay that does not end as the log says
 * is reported, and a malformed log is refused with the step and field to fix, never a crash
 * (fast-check feeds it junk).
 */
import fc from 'fast-check';
import { cpSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { formatText, type Diagnostic } from '../src/core/diagnostics.js';
import { loadPackFromDir, type LoadedPack } from '../src/core/pack.js';
import { randomBot } from '../src/engine/bots.js';
import { buildCatalogue } from '../src/games/codex/engine/catalogue.js';
import { DecisionError } from '../src/games/codex/engine/context.js';
import { playGame } from '../src/games/codex/engine/game.js';
import { codexEngine, LogError } from '../src/games/codex/pack-engine.js';
import { logProblems } from '../src/games/codex/engine/log-schema.js';
import { SetupError } from '../src/games/codex/engine/setup.js';
import { simulateCodex } from '../src/games/codex/sim/index.js';
import { UsageError } from '../src/pipeline/games.js';
import { replayFile } from '../src/pipeline/sim.js';
import { codexDir, tempDir } from './helpers.js';
import { propertyRuns } from './property-runs.js';

/** A project with its pack outside cards/ (packs/mypack) and the logs of a short run under reports/. */
async function runOutsideCards(): Promise<{ top: string; logs: string[] }> {
  const top = tempDir();
  const packDir = path.join(top, 'packs', 'mypack');
  cpSync(codexDir, packDir, { recursive: true });
  const pack = await loadPackFromDir(packDir);
  const { files } = await simulateCodex(pack, { games: 12, players: [2], seed: 1, bot: 'heuristic', jobs: 1, outDir: path.join(top, 'reports') });
  return { top, logs: files.filter((f) => f.endsWith('.log.json')) };
}

describe('a game log finds its pack', () => {
  let top: string;
  let logs: string[];
  beforeAll(async () => ({ top, logs } = await runOutsideCards()));

  it('records the pack folder relative to the log, besides its name', () => {
    expect(logs.length).toBeGreaterThan(0);
    const log = JSON.parse(readFileSync(logs[0], 'utf8'));
    expect(log).toMatchObject({ game: 'mypack', pack: '../packs/mypack' });
  });

  it('replays from the recorded folder, though no cards/mypack exists here', async () => {
    const r = await replayFile(logs[0]);
    expect(r.ok && r.text).toMatch(/^mypack\u00a0: graine \d+/);
  });

  it('still replays once the log and the pack are moved together', async () => {
    const moved = `${top}-moved`;
    renameSync(top, moved);
    try {
      const r = await replayFile(path.join(moved, 'reports', path.basename(logs[0])));
      expect(r.ok && r.text).toMatch(/^mypack\u00a0: graine \d+/);
    } finally {
      renameSync(moved, top);
    }
  });

  it('uses --game before the recorded folder', async () => {
    const r = await replayFile(logs[0], 'codex');
    expect(r.ok && r.text).toMatch(/^codex\u00a0: graine \d+/);
  });

  it('falls back to the name under cards/ when the recorded folder holds no pack, and reads old logs (name only)', async () => {
    const log = JSON.parse(readFileSync(logs[0], 'utf8'));
    const dir = tempDir();
    mkdirSync(path.join(dir, 'empty'));
    const gone = path.join(dir, 'gone.log.json');
    writeFileSync(gone, JSON.stringify({ ...log, game: 'codex', pack: 'empty' }));
    const old = path.join(dir, 'old.log.json');
    writeFileSync(old, JSON.stringify({ ...log, game: 'codex', pack: undefined }));
    for (const file of [gone, old]) expect((await replayFile(file)).ok).toBe(true);
  });
});

describe('a replay, in the language of its game', () => {
  it('is in French for CODEX, and in English, with its sim report, for a copy whose language is "en"', async () => {
    const { top, logs } = await runOutsideCards();
    const fr = await replayFile(logs[0]);
    if (!fr.ok) throw new Error('the log should replay');
    expect(fr.text).toMatch(/^mypack\u00a0: graine \d+, \d+ joueurs \(.+\), bot heuristique\n\nChapitre 1\u00a0: /);
    expect(fr.text).toContain('\nManche 1\n');
    expect(fr.text).toMatch(/\n {4}(VICTOIRE\u00a0: le groupe a terminé le chapitre du boss\.|DÉFAITE\.)\n$/);
    expect(fr.text).not.toMatch(/Round|Chapter|VICTORY|DEFEAT| attacks | with /);

    const english = path.join(top, 'packs', 'english');
    cpSync(path.join(top, 'packs', 'mypack'), english, { recursive: true });
    const manifest = path.join(english, 'game.yaml');
    writeFileSync(manifest, readFileSync(manifest, 'utf8').replace(/^language: fr$/m, 'language: en'));
    const log = path.join(top, 'reports', 'english.log.json');
    writeFileSync(log, JSON.stringify({ ...JSON.parse(readFileSync(logs[0], 'utf8')), pack: '../packs/english' }));
    const en = await replayFile(log);
    if (!en.ok) throw new Error('the log should replay');
    expect(en.text).toMatch(/^\S+: seed \d+, \d+ players \(.+\), heuristic bot\n\nChapter 1: /);
    expect(en.text).toContain('\nRound 1\n');
    expect(en.text).toMatch(/\n {4}(VICTORY: the party has finished the boss chapter\.|DEFEAT\.)\n$/);
    // Card names (the zone "Début du Chapitre") stay as they are.
    expect(en.text).not.toMatch(/Manche|À jouer|VICTOIRE|DÉFAITE|graine/);

    const outDir = path.join(top, 'english-reports');
    const { files } = await simulateCodex(await loadPackFromDir(english), { games: 4, players: [2], seed: 1, bot: 'heuristic', jobs: 1, outDir });
    const html = readFileSync(files.find((f) => f.endsWith('.html'))!, 'utf8');
    expect(html).toContain('<html lang="en">');
    expect(html).toContain('Win rate by player count');
    expect(html).not.toContain('Taux de victoire');
  });
});

describe('a replay that does not end as its log says', () => {
  let log: Record<string, unknown>;
  beforeAll(async () => {
    const { logs } = await runOutsideCards();
    log = { ...JSON.parse(readFileSync(logs[0], 'utf8')), game: 'codex', pack: undefined };
  });
  const replayEdited = async (edit: Record<string, unknown>) => {
    const file = path.join(tempDir(), 'edited.log.json');
    writeFileSync(file, JSON.stringify({ ...log, ...edit }));
    const r = await replayFile(file);
    if (!r.ok) throw new Error('the log should replay');
    return r;
  };

  it('is no mismatch when nothing was edited', async () => {
    expect((await replayEdited({})).mismatch).toBeNull();
  });

  it('reports an edited result: the recorded and the replayed outcome, and what it likely means', async () => {
    const other = log.result === 'victory' ? 'defeat' : 'victory';
    const r = await replayEdited({ result: other });
    expect(r.text).toMatch(/Manche 1/);
    expect(r.mismatch).toContain(`the log records ${other}`);
    expect(r.mismatch).toContain(`the replay ends in ${log.result}`);
    expect(r.mismatch).toMatch(/the log was edited, or the cards changed since/);
  });

  it('reports an edited final state hash', async () => {
    const r = await replayEdited({ finalHash: '0'.repeat(64) });
    expect(r.mismatch).toContain(`final state ${'0'.repeat(12)}`);
    expect(r.mismatch).toContain(`the replay ends in ${log.result}`);
  });
});

describe('a malformed log', () => {
  let pack: LoadedPack;
  let log: Record<string, unknown> & { steps: Record<string, unknown>[] };
  beforeAll(async () => {
    pack = await loadPackFromDir(codexDir);
    const cat = buildCatalogue(pack);
    log = { ...playGame(cat, { seed: 4, characters: ['obstine', 'reveur'], policy: randomBot(4), record: true }).log!, game: 'codex' } as typeof log;
  });
  /**
   * What replay says of `data`, written as `sim` writes logs: a log that cannot be told is located
   * problems with advice (exit 1); what is no log at all, a usage error (exit 2).
   */
  const refusal = async (data: unknown, as: 'problems' | 'usage' = 'problems'): Promise<{ file: string; text: string; message: string }> => {
    const file = path.join(tempDir(), 'edited.log.json');
    const text = JSON.stringify(data, null, 1);
    writeFileSync(file, text);
    const r = await replayFile(file, 'codex').catch((e: unknown) => e);
    if (as === 'usage') {
      expect(r).toBeInstanceOf(UsageError);
      return { file, text, message: (r as Error).message };
    }
    const refused = r as { ok: false; diagnostics: Diagnostic[]; advice?: string };
    if (refused?.ok !== false) throw new Error(`expected located problems, got ${String(r)}`);
    return { file, text, message: `${formatText(refused.diagnostics)}\n${refused.advice}` };
  };
  const withStep = (i: number, step: unknown) => ({ ...log, steps: log.steps.map((s, k) => (k === i ? step : s)) });

  it('every log a bot writes fits the shape', () => {
    const cat = buildCatalogue(pack);
    for (let seed = 1; seed <= 12; seed++) {
      const players = 1 + (seed % 4);
      const characters = ['obstine', 'reveur', 'curieux', 'prudent'].slice(0, players === 1 ? 2 : players);
      const played = playGame(cat, { seed, characters, players, policy: randomBot(seed), record: true }).log!;
      const text = JSON.stringify(played);
      expect(logProblems({ file: 'x.json', text, data: JSON.parse(text) })).toEqual([]);
    }
  });

  it('names the step, its field and the expected form, at its line in the file', async () => {
    const { file, text, message } = await refusal(withStep(2, { action: 5, answers: [] }));
    const line = text.split('\n').findIndex((l) => l.includes('"action": 5')) + 1;
    expect(message).toContain(`${file}:${line}:`);
    expect(message).toMatch(/error replay\/log step 3: action must be a mapping \(key: value\), got 5 \(expected .*"type"/);
    expect(message).toMatch(/write the log again with `deckwright sim`/);
  });

  it.each([
    ['an empty step', () => withStep(2, {}), /step 3: missing required key 'action'.*\n.*step 3: missing required key 'answers'/],
    ['a string for a step', () => withStep(2, 'end-turn'), /step 3 must be an object \{ "action": \{ "type": … \}, "answers": \[…\] \}, got "end-turn"/],
    ['a step without answers', () => withStep(2, { action: log.steps[2].action }), /step 3: missing required key 'answers'/],
    ['an unknown action', () => withStep(2, { action: { type: 'fly' }, answers: [] }), /step 3: action\.type has an unexpected value "fly" \(expected one of "start-turn", "move"/],
    ['a wrong-typed field', () => withStep(0, { action: { type: 'start-turn', player: 'obstine' }, answers: [] }), /step 1: action\.player must be an integer, got "obstine" \(expected a seat/],
    ['an unknown field', () => withStep(0, { action: { type: 'start-turn', player: 0, playr: 1 }, answers: [] }), /step 1: unknown key 'playr' in action; did you mean 'player'\?/],
    ['an answer that is not an index', () => withStep(0, { ...log.steps[0], answers: ['yes'] }), /step 1: answers\[0\] must be an integer, got "yes"/],
    ['a seed that is not a number', () => ({ ...log, seed: 'x' }), /game log: seed must be an integer, got "x"/],
    ['characters that are not a list', () => ({ ...log, characters: 3 }), /game log: characters must be a list, got 3/],
    ['steps that are not a list', () => ({ ...log, steps: {} }), /game log: steps must be a list, got \{\}/],
    ['an edited result that is no result', () => ({ ...log, result: 'won' }), /game log: result has an unexpected value "won" \(expected one of "victory", "defeat", "stalled"\)/],
    ['answers a step does not ask for', () => withStep(2, { ...log.steps[2], answers: [...(log.steps[2].answers as number[]), 0, 0, 0] }), /:1:1 error replay\/log step 3 \(.+\): the log gives \d+ answers and the replayed game asked .*, leaving 3 unused/],
  ])('refuses %s', async (_what, data, expected) => {
    expect((await refusal(data())).message).toMatch(expected);
  });

  it('refuses what is no log at all in one line', async () => {
    for (const data of [null, [], 5, 'log', { format: 'other' }]) expect((await refusal(data, 'usage')).message).toContain('not a CODEX game log');
  });

  it('never crashes, whatever junk is put anywhere in it (fast-check)', () => {
    const junk = fc.jsonValue({ maxDepth: 3 });
    // A path into the log: a top-level field, a step, an action, or one of their fields.
    const where = fc.oneof(
      fc.constantFrom(...Object.keys(log)).map((k) => [k]),
      fc.nat({ max: log.steps.length - 1 }).map((i) => ['steps', i]),
      fc.tuple(fc.nat({ max: log.steps.length - 1 }), fc.constantFrom('action', 'answers')).map(([i, k]) => ['steps', i, k]),
      fc.tuple(fc.nat({ max: log.steps.length - 1 }), fc.constantFrom('type', 'player', 'to', 'item', 'target', 'source', 'effect', 'ration')).map(([i, k]) => ['steps', i, 'action', k]),
    );
    fc.assert(
      fc.property(where, fc.option(junk, { nil: undefined }), (at: (string | number)[], value) => {
        const data = structuredClone(log) as Record<string | number, unknown>;
        let parent = data;
        for (const k of at.slice(0, -1)) parent = parent[k] as typeof parent;
        if (value === undefined) delete parent[at.at(-1)!];
        else parent[at.at(-1)!] = value;
        const text = JSON.stringify(data);
        try {
          const r = codexEngine.replay(pack, { file: 'junk.json', text, data: JSON.parse(text) });
          if (!r.ok) for (const d of r.problems) expect(d).toMatchObject({ file: 'junk.json', rule: 'replay/log', severity: 'error' });
        } catch (e) {
          // Only the engine's own refusals: a log that is no log, or one that does not fit the cards.
          if (!(e instanceof LogError || e instanceof DecisionError || e instanceof SetupError)) throw e;
        }
      }),
      { numRuns: propertyRuns(300) },
    );
  });
});
