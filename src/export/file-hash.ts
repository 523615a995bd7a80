/**
 * Content hashes of files: what the print and TTS caches are keyed by, and what every cache
 * records of the files it wrote, to notice one that was damaged or replaced since.
 */
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, type BigIntStats } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { writeFileAtomic, writeFileIfChanged } from '../core/atomic-write.js';
import { buildRoot } from '../core/paths.js';
import { projectVersion } from '../core/package-version.js';
import { stableJson } from '../core/stable-json.js';
import { hashOf, readJsonCache } from '../core/cache-files.js';

// Shared with the core's caches (core/cache-files.ts); the exporters import them from here.
export { hashOf, readJsonCache };

/** What a cache keeps of a file it wrote. */
export interface FileRecord {
  size: number;
  sha256: string;
}

// build reads the same card images to check the render cache, for the PDFs and for TTS: each
// file is read once, unless it changed on disk since. A file's stamp is its inode, size, and
// modification and change times to the nanosecond: writing to it, truncating it, renaming or
// copying another file over it changes one of them (and the change time cannot be set back).
const memo = new Map<string, { stamp: string; record: FileRecord }>();

const stampOf = (s: BigIntStats) => `${s.ino}:${s.size}:${s.mtimeNs}:${s.ctimeNs}`;
const statOf = async (file: string) => stampOf(await stat(file, { bigint: true }));

/** Bump when the stamps' file changes format. */
const STAMPS_VERSION = 1;
/** The stamp files open in this process, and the folder whose files each one holds. */
const stampFiles = new Map<string, string>();

/**
 * Reads what earlier runs knew of the files under `folder` (their stamps and records, kept in
 * `store`): a file whose stamp is the one recorded is not read and hashed again. A one-card
 * rebuild would otherwise read every card image, sheet and PDF (tens of megabytes) to check that
 * each is still what was written. The store is this machine's knowledge, like a file's times:
 * it is kept out of the game's dist/<game>/ folder, whose files are the same on every machine.
 */
export function openFileStamps(store: string, folder: string): void {
  if (stampFiles.has(store)) return;
  stampFiles.set(store, folder);
  const saved = readJsonCache<{ files: Record<string, [string, number, string]> }>(store, STAMPS_VERSION).files ?? {};
  for (const [name, [stamp, size, sha256]] of Object.entries(saved)) {
    const file = path.join(folder, name);
    // What this process learnt itself is newer.
    if (!memo.has(file)) memo.set(file, { stamp, record: { size, sha256 } });
  }
}

/** Writes what this process knows of the files under the store's folder that still exist (when it changed). */
export async function saveFileStamps(store: string): Promise<void> {
  const folder = stampFiles.get(store);
  if (folder === undefined) return;
  const files: Record<string, [string, number, string]> = {};
  for (const [file, { stamp, record }] of memo) {
    const name = path.relative(folder, file);
    if (name.startsWith('..') || path.isAbsolute(name) || !existsSync(file)) continue;
    files[name.split(path.sep).join('/')] = [stamp, record.size, record.sha256];
  }
  // A build stopped before any file was made leaves no store behind.
  if (!Object.keys(files).length && !existsSync(store)) return;
  await writeFileIfChanged(store, stableJson({ version: STAMPS_VERSION, files }));
}

/** The record of some bytes: what a file holding them would be recorded as. */
export function recordOf(data: string | Uint8Array): FileRecord {
  const bytes = typeof data === 'string' ? Buffer.from(data) : data;
  return { size: bytes.length, sha256: createHash('sha256').update(bytes).digest('hex') };
}

export async function fileRecord(file: string): Promise<FileRecord> {
  const stamp = await statOf(file);
  const known = memo.get(file);
  if (known?.stamp === stamp) return known.record;
  const record = recordOf(await readFile(file));
  memo.set(file, { stamp, record });
  return record;
}

/**
 * Tells this process what `file` holds, known from the bytes that were written to it (by this
 * thread or a worker): the caches and the exporters then need not read it back.
 */
export async function remember(file: string, record: FileRecord): Promise<void> {
  memo.set(file, { stamp: await statOf(file), record });
}

/** Writes `data` atomically and returns its record, made from the bytes in hand (no reading back). */
export async function writeRecorded(file: string, data: string | Uint8Array, record = recordOf(data)): Promise<FileRecord> {
  await writeFileAtomic(file, data);
  await remember(file, record);
  return record;
}

export async function fileHash(file: string): Promise<string> {
  return (await fileRecord(file)).sha256;
}

/** True when `file` is still what was written (its record): not gone, truncated or replaced. */
export async function isIntact(file: string, record: FileRecord | undefined): Promise<boolean> {
  if (!record) return false;
  try {
    const now = await fileRecord(file);
    return now.size === record.size && now.sha256 === record.sha256;
  } catch {
    return false;
  }
}

/** Hashes of many files, read a few at a time. */
export async function fileHashes(files: string[]): Promise<Map<string, string>> {
  const unique = [...new Set(files)];
  const out = new Map<string, string>();
  await mapLimit(unique, 8, async (f) => out.set(f, await fileHash(f)));
  return out;
}

/**
 * Runs `fn` over `items` with at most `limit` calls in flight; results keep the items' order.
 * After a failure no new call starts: the error is the answer, the rest would be wasted work.
 */
export async function mapLimit<T, R>(items: T[], limit: number, fn: (item: T, index: number) => Promise<R>): Promise<R[]> {
  const results = new Array<R>(items.length);
  let next = 0;
  let failed = false;
  const worker = async () => {
    while (!failed && next < items.length) {
      const i = next++;
      try {
        results[i] = await fn(items[i], i);
      } catch (e) {
        failed = true;
        throw e;
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}

const moduleHashes = new Map<string, string>();

/**
 * Hash of the compiled modules of one folder of build/src/ (e.g. "print"): editing how an
 * exporter draws invalidates what it cached.
 */
export function codeHash(folder: string): string {
  let h = moduleHashes.get(folder);
  if (!h) {
    const dir = path.join(buildRoot, 'src', folder);
    const files = existsSync(dir) ? readdirSync(dir).filter((f) => f.endsWith('.js')).sort() : [];
    h = hashOf(projectVersion(), ...files.map((f) => f + readFileSync(path.join(dir, f), 'utf8')));
    moduleHashes.set(folder, h);
  }
  return h;
}

