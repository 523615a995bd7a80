/**
 * Bytes worked out from other bytes by deckwright's own code (a font with lining figures), kept in
 * its build folder's cache by the hash of the input, what was asked and deckwright's build: each
 * command would otherwise redo it before drawing its first card. A cache that cannot be written
 * (an installation in a read-only place) only makes the next command redo it.
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { writeFileAtomicSync } from './atomic-write.js';
import { buildStamp } from './build-stamp.js';
import { buildRoot } from './paths.js';

export function derivedBytes(kind: string, input: Buffer, variant: string, make: () => Buffer): Buffer {
  const key = createHash('sha256').update(`${buildStamp()}\u0000${variant}\u0000`).update(input).digest('hex').slice(0, 32);
  const file = path.join(buildRoot, '.cache', kind, `${key}.bin`);
  try {
    return readFileSync(file);
  } catch {
    // Not made yet.
  }
  const out = make();
  try {
    writeFileAtomicSync(file, out);
  } catch {
    // Not kept: the next command makes it again.
  }
  return out;
}
