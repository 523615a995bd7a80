/** Temporary files that killed runs left behind: a dead process's go, a live run's stay. */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { filesUnder, deadPid, tempDir } from './helpers.js';
import { processAlive, removeStaleTemps } from '../src/core/stale-temp.js';

describe('removeStaleTemps', () => {
  it('removes the temporary files of dead processes at any depth, and nothing else', async () => {
    const dead = deadPid();
    expect(processAlive(dead)).toBe(false);
    expect(processAlive(process.pid)).toBe(true);
    const dir = tempDir();
    mkdirSync(path.join(dir, 'cards', 'objets'), { recursive: true });
    const names = [
      `cards/objets/dague-noire.png.tmp-${dead}-0`, // a dead run's: goes
      `.render-cache.json.tmp-${dead}-12`, // likewise
      `cards/objets/encre.png.tmp-${process.pid}-3`, // a live run's (this one): stays
      'cards/objets/dague-noire.png', // not a temporary file
      `notes.tmp-${dead}`, // not the pattern writeFileAtomic makes
      `cards/objets/x.png.tmp-${dead}-0.bak`,
    ];
    for (const n of names) writeFileSync(path.join(dir, n), 'x');
    const removed = await removeStaleTemps(dir);
    expect(removed.map((f) => path.relative(dir, f)).sort()).toEqual(names.slice(0, 2).sort());
    expect(Object.keys(filesUnder(dir)).sort()).toEqual(names.slice(2).sort());
  });

  it('looks only at the folder itself when asked, and at nothing when there is no folder', async () => {
    const dead = deadPid();
    const dir = tempDir();
    mkdirSync(path.join(dir, 'sub'));
    writeFileSync(path.join(dir, `creatures.yaml.tmp-${dead}-0`), 'x');
    writeFileSync(path.join(dir, 'sub', `a.yaml.tmp-${dead}-0`), 'x');
    await removeStaleTemps(dir, false);
    expect(Object.keys(filesUnder(dir))).toEqual([path.join('sub', `a.yaml.tmp-${dead}-0`)]);
    expect(await removeStaleTemps(path.join(dir, 'nothing-here'))).toEqual([]);
  });
});
