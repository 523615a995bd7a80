/**
 * What every cache deckwright keeps on disk shares: a hash of the inputs it is keyed by, and a
 * small JSON file read as nothing when it is absent, damaged or of another version, so that a
 * cache of an older format is simply redone.
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';

/** SHA-256 of `parts` (strings as they are, anything else as JSON), each ended by a NUL. */
export function hashOf(...parts: unknown[]): string {
  const h = createHash('sha256');
  for (const p of parts) h.update(typeof p === 'string' ? p : JSON.stringify(p)).update('\0');
  return h.digest('hex');
}

/** The cache file `file` written with `version` (see stable-json.ts), or {}. */
export function readJsonCache<T extends object>(file: string, version: number | string): Partial<T> {
  try {
    const c = JSON.parse(readFileSync(file, 'utf8')) as Partial<T> & { version?: number | string };
    if (c.version === version) return c;
  } catch {
    // No cache or a damaged one.
  }
  return {};
}
