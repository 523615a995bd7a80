/** The run's shared fixture folders (test/shared-fixture.ts): made once, whoever asks, and never half. */
import { randomUUID } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';
import { deadPid } from './helpers.js';
import { sharedFolder } from './shared-fixture.js';

describe('a shared fixture folder', () => {
  it('is made once when several ask at the same time, each getting it whole', async () => {
    const name = `once-${randomUUID()}`;
    let makes = 0;
    const make = async (folder: string) => {
      makes++;
      mkdirSync(folder);
      await sleep(200);
      writeFileSync(path.join(folder, 'made'), 'whole');
    };
    const folders = await Promise.all([sharedFolder(name, make), sharedFolder(name, make), sharedFolder(name, make)]);
    expect(makes).toBe(1);
    expect(new Set(folders).size).toBe(1);
    expect(readdirSync(folders[0])).toEqual(['made']);
    expect(readdirSync(path.dirname(folders[0])).filter((f) => f.includes(name))).toEqual([name]);
  });

  it('is made by the next to ask when the process that held its lock is gone', async () => {
    const name = `orphan-${randomUUID()}`;
    const first = await sharedFolder(`${name}-probe`, async (folder) => mkdirSync(folder));
    const lock = path.join(path.dirname(first), `${name}.lock`);
    mkdirSync(lock);
    writeFileSync(path.join(lock, 'pid'), String(deadPid()));
    const folder = await sharedFolder(name, async (f) => mkdirSync(f));
    expect(existsSync(folder)).toBe(true);
    expect(existsSync(lock)).toBe(false);
  });

  it('is not made when making it fails, and the next to ask tries again', async () => {
    const name = `fails-${randomUUID()}`;
    await expect(sharedFolder(name, async () => Promise.reject(new Error('no room')))).rejects.toThrow('no room');
    const folder = await sharedFolder(name, async (f) => mkdirSync(f));
    expect(existsSync(folder)).toBe(true);
  });
});
