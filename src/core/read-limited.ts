/**
 * The one way a command reads a file the user gives it or a pack holds: a regular file within its
 * kind's size limit (core/limits.ts), checked on the open file's size before anything is read,
 * then read at most a chunk past the limit (a file whose size says 0, as /proc's do, cannot make
 * it read more). Anything else is a located `core/file-limits` error at the file's first
 * line: /dev/zero, a folder or a pipe given by mistake, or a file of hundreds of MB, costs
 * nothing instead of exhausting memory or failing with "Invalid string length".
 *
 * A file that cannot be opened (no such file, no permission) throws the system's error as
 * readFile does: each command says it its own way.
 */
import { closeSync, constants, fstatSync, openSync, readSync, type Stats } from 'node:fs';
import { open } from 'node:fs/promises';
import type { Diagnostic } from './diagnostics.js';
import { LIMITS } from './limits.js';
import { FILE_LIMITS_RULE } from './loader-rules.js';

/** What a file is read as: its limit, and how to fix a file over it. */
const KINDS = {
  'pack file': { limit: LIMITS.fileBytes.packFile, fix: 'split it into several files (a deck\'s cards may be spread over as many files as you like)' },
  scenario: { limit: LIMITS.fileBytes.scenario, fix: 'split it into several scenarios' },
  'sweep file': { limit: LIMITS.fileBytes.scenario, fix: 'a sweep file names a few axes and their values; check that it is the file you meant' },
  'data file': { limit: LIMITS.fileBytes.dataFile, fix: 'check that it is the file you meant' },
  'game log': { limit: LIMITS.fileBytes.log, fix: 'the logs `deckwright sim` writes are far smaller; check that it is the log you meant, or write it again with `deckwright sim`' },
  'deck list': { limit: LIMITS.fileBytes.deckList, fix: 'a deck list names each card once with its count ("3 Kiwi"); check that it is the list you meant' },
} as const;

export type FileKind = keyof typeof KINDS;

export interface ReadOptions {
  kind: FileKind;
  /** The file as diagnostics show it (relative to the working directory, or to the pack). */
  shown: string;
}

export type LimitedRead = { ok: true; text: string } | { ok: false; diagnostic: Diagnostic };

/** The most bytes deckwright reads of a file of this kind. */
export function fileLimit(kind: FileKind): number {
  return KINDS[kind].limit;
}

// Opening a named pipe for reading waits for a writer; non-blocking, it opens at once and is refused.
const OPEN_FLAGS = constants.O_RDONLY | (constants.O_NONBLOCK ?? 0);
// Bytes read at a time past the size the file gave (0 for /proc's files): most files take one read.
const CHUNK = 64 * 1024;

export async function readTextLimited(file: string, opts: ReadOptions): Promise<LimitedRead> {
  const handle = await open(file, OPEN_FLAGS);
  try {
    const stats = await handle.stat();
    const refused = refusal(stats, opts);
    if (refused) return { ok: false, diagnostic: refused };
    const bytes = new Collected(stats.size, fileLimit(opts.kind));
    for (;;) {
      const buffer = bytes.next();
      const { bytesRead } = await handle.read(buffer, 0, buffer.length, null);
      if (bytesRead === 0) return { ok: true, text: bytes.text() };
      if (!bytes.add(buffer, bytesRead)) return { ok: false, diagnostic: overLimit(opts, null) };
    }
  } finally {
    await handle.close();
  }
}

/** readTextLimited for the few readers that are synchronous (a game's session building its decks). */
export function readTextLimitedSync(file: string, opts: ReadOptions): LimitedRead {
  const fd = openSync(file, OPEN_FLAGS);
  try {
    const stats = fstatSync(fd);
    const refused = refusal(stats, opts);
    if (refused) return { ok: false, diagnostic: refused };
    const bytes = new Collected(stats.size, fileLimit(opts.kind));
    for (;;) {
      const buffer = bytes.next();
      const bytesRead = readSync(fd, buffer, 0, buffer.length, null);
      if (bytesRead === 0) return { ok: true, text: bytes.text() };
      if (!bytes.add(buffer, bytesRead)) return { ok: false, diagnostic: overLimit(opts, null) };
    }
  } finally {
    closeSync(fd);
  }
}

/** A file's bytes, gathered a read at a time, never more than a chunk past its limit. */
class Collected {
  private chunks: Buffer[] = [];
  private total = 0;
  constructor(
    private size: number,
    private limit: number,
  ) {}

  /**
   * A buffer for the next read: the whole file and a byte more at first (a second read then finds
   * its end), then a chunk at a time (a file that says 0 may only be read so: /proc's pagemap), so
   * that at most one chunk past the limit is ever read.
   */
  next(): Buffer {
    return Buffer.allocUnsafe(this.total === 0 ? Math.min(Math.max(this.size + 1, CHUNK), this.limit + 1) : CHUNK);
  }

  /** Keeps what a read gave; false when the file is over its limit (it grew, or its size said 0). */
  add(buffer: Buffer, bytesRead: number): boolean {
    this.chunks.push(buffer.subarray(0, bytesRead));
    this.total += bytesRead;
    return this.total <= this.limit;
  }

  text(): string {
    return Buffer.concat(this.chunks, this.total).toString('utf8');
  }
}

/** Why the open file is not read: not a regular file, or larger than its kind's limit by its size. */
function refusal(stats: Stats, opts: ReadOptions): Diagnostic | null {
  if (!stats.isFile()) {
    return diagnostic(opts, `${opts.shown} is not a regular file (it is ${whatItIs(stats)}); deckwright reads a ${opts.kind} from a regular file: give the path of one`);
  }
  return stats.size > fileLimit(opts.kind) ? overLimit(opts, stats.size) : null;
}

function overLimit(opts: ReadOptions, size: number | null): Diagnostic {
  const { limit, fix } = KINDS[opts.kind];
  const is = size === null ? `is over ${megabytes(limit)}` : `is ${megabytes(size, true)}`;
  return diagnostic(opts, `${opts.shown} ${is}; deckwright reads at most ${megabytes(limit)} for a ${opts.kind}: ${fix}`);
}

function diagnostic(opts: ReadOptions, message: string): Diagnostic {
  return { file: opts.shown, line: 1, column: 1, endLine: 1, endColumn: 1, severity: 'error', rule: FILE_LIMITS_RULE.id, message, card: null };
}

function whatItIs(stats: Stats): string {
  if (stats.isDirectory()) return 'a folder';
  if (stats.isCharacterDevice()) return 'a character device';
  if (stats.isBlockDevice()) return 'a block device';
  if (stats.isFIFO()) return 'a named pipe';
  if (stats.isSocket()) return 'a socket';
  return 'not a file';
}

/** 158,334,976 → "151 MB", 1,468,006 → "1.4 MB"; a size is rounded up, so that one over a limit never reads as equal to it. */
export function megabytes(bytes: number, up = false): string {
  const mb = bytes / (1024 * 1024);
  const round = up ? Math.ceil : Math.round;
  const shown = mb >= 100 ? round(mb) : round(mb * 10) / 10;
  return `${shown} MB`;
}
