/** Content hashes of input files: what the print and TTS caches are keyed by. */
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { buildRoot } from '../core/paths.js';
import { projectVersion } from '../core/package-version.js';

// build hashes the same card images for the PDFs and for TTS: each file is read once per
// process, unless it changed on disk since (size or modification time).
const memo = new Map<string, { stamp: string; hash: string }>();

export async function fileHash(file: string): Promise<string> {
  const s = await stat(file);
  const stamp = `${s.size}:${s.mtimeMs}`;
  const known = memo.get(file);
  if (known?.stamp === stamp) return known.hash;
  const hash = createHash('sha256').update(await readFile(file)).digest('hex');
  memo.set(file, { stamp, hash });
  return hash;
}

/** Hashes of many files, read a few at a time. */
export async function fileHashes(files: string[]): Promise<Map<string, string>> {
  const unique = [...new Set(files)];
  const out = new Map<string, string>();
  await mapLimit(unique, 8, async (f) => out.set(f, await fileHash(f)));
  return out;
}

/** Runs `fn` over `items` with at most `limit` calls in flight; results keep the items' order. */
export async function mapLimit<T, R>(items: T[], limit: number, fn: (item: T, index: number) => Promise<R>): Promise<R[]> {
  const results = new Array<R>(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const i = next++;
      results[i] = await fn(items[i], i);
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

/** A small JSON cache file: read as {} when absent or damaged. */
export function readJsonCache<T extends object>(file: string): Partial<T> {
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as Partial<T>;
  } catch {
    return {};
  }
}
