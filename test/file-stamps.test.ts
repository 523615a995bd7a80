/**
 * What earlier runs knew of the files they wrote (src/export/file-hash.ts, openFileStamps): a
 * file whose inode, size and times are the ones recorded is not read and hashed again; a file
 * touched in any way since is, and the store keeps only files that still exist.
 */
import { createHash } from 'node:crypto';
import { readFileSync, rmSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { fileRecord, isIntact, openFileStamps, saveFileStamps, writeRecorded } from '../src/export/file-hash.js';
import { tempDir } from './helpers.js';

const sha = (s: string) => createHash('sha256').update(s).digest('hex');
const stampOf = (file: string) => {
  const s = statSync(file, { bigint: true });
  return `${s.ino}:${s.size}:${s.mtimeNs}:${s.ctimeNs}`;
};

describe('file stamps kept between runs', () => {
  it('trusts the record of a file whose stamp is unchanged, and reads again one written since, times set back or not', async () => {
    const dir = tempDir('deckwright-stamps-');
    const file = path.join(dir, 'sheet.png');
    writeFileSync(file, 'hello');
    const before = statSync(file);
    // A record no hashing of the file would give: seen back, it shows the file was not read.
    const store = path.join(tempDir('deckwright-stamps-'), 'stamps.json');
    writeFileSync(store, JSON.stringify({ version: 1, files: { 'sheet.png': [stampOf(file), 5, 'f'.repeat(64)] } }));
    openFileStamps(store, dir);
    expect(await fileRecord(file)).toEqual({ size: 5, sha256: 'f'.repeat(64) });

    // The same size, other bytes, the modification time set back: the change time still moved.
    writeFileSync(file, 'jello');
    utimesSync(file, before.atime, before.mtime);
    expect(await fileRecord(file)).toEqual({ size: 5, sha256: sha('jello') });
    expect(await isIntact(file, { size: 5, sha256: 'f'.repeat(64) })).toBe(false);
  });

  it('saves the stamps of the files under its folder that still exist, and writes nothing when they did not change', async () => {
    const dir = tempDir('deckwright-stamps-');
    const store = path.join(tempDir('deckwright-stamps-'), 'cache', 'stamps.json');
    openFileStamps(store, dir);
    const kept = path.join(dir, 'print', 'game.pdf');
    const gone = path.join(dir, 'tts', 'old-sheet.png');
    await writeRecorded(kept, 'pdf bytes');
    await writeRecorded(gone, 'sheet bytes');
    rmSync(gone);
    await saveFileStamps(store);
    const saved = JSON.parse(readFileSync(store, 'utf8'));
    expect(saved).toEqual({ version: 1, files: { 'print/game.pdf': [stampOf(kept), 9, sha('pdf bytes')] } });
    const before = stampOf(store);
    await saveFileStamps(store);
    expect(stampOf(store)).toBe(before);
  });
});
