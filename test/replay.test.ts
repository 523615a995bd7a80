/**
 * `deckwright replay` through the function it wraps: a log finds its pack (the folder it records,
 * relative to the log, before the name under cards/), and a replay that does not end as the log
 * says is reported.
 */
import { cpSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadPackFromDir } from '../src/core/pack.js';
import { simulateCodex } from '../src/games/codex/sim/index.js';
import { replayFile } from '../src/pipeline/sim.js';
import { codexDir, tempDir } from './helpers.js';

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
    expect(r.ok && r.text).toMatch(/^mypack: seed \d+/);
  });

  it('still replays once the log and the pack are moved together', async () => {
    const moved = `${top}-moved`;
    renameSync(top, moved);
    try {
      const r = await replayFile(path.join(moved, 'reports', path.basename(logs[0])));
      expect(r.ok && r.text).toMatch(/^mypack: seed \d+/);
    } finally {
      renameSync(moved, top);
    }
  });

  it('uses --game before the recorded folder', async () => {
    const r = await replayFile(logs[0], 'codex');
    expect(r.ok && r.text).toMatch(/^codex: seed \d+/);
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
    expect(r.text).toMatch(/Round 1/);
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
