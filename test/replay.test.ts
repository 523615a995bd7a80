/**
 * `deckwright replay` through the function it wraps: a log finds its pack (the folder it records,
 * relative to the log, before the name under cards/).
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
