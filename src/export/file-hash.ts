/**
 * Content hashes of files: what the print and TTS caches are keyed by, and what every cache
 * records of the files it wrote, to notice one that was damaged or replaced since.
 */
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { writeFileAtomic } from '../core/atomic-write.js';
import { buildRoot } from '../core/paths.js';
import { projectVersion } from '../core/package-version.js';

/** What a cache keeps of a file it wrote. */
export interface FileRecord {
  size: number;
  sha256: string;
}

// build reads the same card images to check the render cache, for the PDFs and for TTS: each
// file is read once per process, unless it changed on disk since (size or modification time).
const memo = new Map<string, { stamp: string; record: FileRecord }>();

const stampOf = (s: { size: number; mtimeMs: number }) => `${s.size}:${s.mtimeMs}`;

/** The record of some bytes: what a file holding them would be recorded as. */
export function recordOf(data: string | Uint8Array): FileRecord {
  const bytes = typeof data === 'string' ? Buffer.from(data) : data;
  return { size: bytes.length, sha256: createHash('sha256').update(bytes).digest('hex') };
}

export async function fileRecord(file: string): Promise<FileRecord> {
  const stamp = stampOf(await stat(file));
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
  memo.set(file, { stamp: stampOf(await stat(file)), record });
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

export function hashOf(...parts: unknown[]): string {
  const h = createHash('sha256');
  for (const p of parts) h.update(typeof p === 'string' ? p : JSON.stringify(p)).update('\0');
  return h.digest('hex');
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

/**
 * A small JSON cache file written with `version` (see stable-json.ts): read as {} when absent,
 * damaged or of another version, so that a cache of an older format is simply redone.
 */
export function readJsonCache<T extends object>(file: string, version: number): Partial<T> {
  try {
    const c = JSON.parse(readFileSync(file, 'utf8')) as Partial<T> & { version?: number };
    if (c.version === version) return c;
  } catch {
    // No cache or a damaged one.
  }
  return {};
}
