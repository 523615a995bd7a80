/**
 * Values worked out from a file's content, kept between commands in a JSON file by the hash of
 * that content: what a short-lived process would otherwise work out again each time, before V8
 * has optimised anything. A `check` of a pack whose files did not change since the last command
 * reads its YAML files' data (yaml-source.ts) and its card texts' parses (text-parse.ts) from here.
 *
 * A memo written holds the entries of that use only (what was asked or added), so it does not
 * grow with each edit; only values JSON gives back exactly are kept (no .inf, .nan, -0, undefined or
 * class instances). A memo that cannot be read is empty; one that cannot be written is skipped.
 */
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { writeFileIfChanged } from './atomic-write.js';
import { hashOf, readJsonCache } from './cache-files.js';

interface MemoFile {
  version: string;
  /** key → value, as JSON. */
  entries: Record<string, string>;
}

export class JsonMemo {
  private readonly used = new Map<string, string>();

  private constructor(
    private readonly file: string,
    private readonly version: string,
    private readonly known: Record<string, string>,
  ) {}

  /** The memo of `file`: what it holds when it was written for `version`, else nothing. */
  static open(file: string, version: string): JsonMemo {
    const entries = readJsonCache<MemoFile>(file, version).entries;
    return new JsonMemo(file, version, entries && typeof entries === 'object' ? entries : {});
  }

  /** The value kept for `key`, as a fresh copy, or undefined. */
  get(key: string): { value: unknown } | undefined {
    const json = this.used.get(key) ?? (Object.hasOwn(this.known, key) ? this.known[key] : undefined);
    if (json === undefined) return undefined;
    try {
      const value = JSON.parse(json) as unknown;
      this.used.set(key, json);
      return { value };
    } catch {
      return undefined;
    }
  }

  /** Keeps `value` for `key` when JSON holds it exactly. */
  set(key: string, value: unknown): void {
    if (isPlainJson(value)) this.used.set(key, JSON.stringify(value));
  }

  /**
   * Writes the entries of this use when it added any; a use that only read (or skipped entries a
   * later step vouches for, as the render cache does for the layout) writes nothing, so that a
   * command with nothing changed leaves the file as it was.
   */
  async save(): Promise<void> {
    if ([...this.used.keys()].every((k) => Object.hasOwn(this.known, k))) return;
    const entries = Object.fromEntries([...this.used].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
    try {
      await mkdir(path.dirname(this.file), { recursive: true });
      await writeFileIfChanged(this.file, `${JSON.stringify({ version: this.version, entries } satisfies MemoFile)}\n`);
    } catch {
      // A project folder that cannot be written still works: only more slowly next time.
    }
  }
}

/**
 * The same values kept in this process only, at most `limit` of them (the oldest dropped first):
 * for what a long-lived process works out again and again.
 */
export class JsonMemoInMemory {
  private readonly entries = new Map<string, string>();

  constructor(private readonly limit: number) {}

  /** The value kept for `key`, as a fresh copy, or undefined. */
  get(key: string): { value: unknown } | undefined {
    const json = this.entries.get(key);
    return json === undefined ? undefined : { value: JSON.parse(json) as unknown };
  }

  /** Keeps `value` for `key` when JSON holds it exactly. */
  set(key: string, value: unknown): void {
    if (this.entries.has(key) || !isPlainJson(value)) return;
    this.entries.set(key, JSON.stringify(value));
    if (this.entries.size > this.limit) this.entries.delete(this.entries.keys().next().value!);
  }
}

/** The memo file of kind `kind` for the pack folder `packDir` of `project`, in its dist/.cache/. */
export function packMemoFile(project: string, kind: string, packDir: string): string {
  return path.join(project, 'dist', '.cache', kind, `${path.basename(packDir)}-${hashOf(path.resolve(packDir)).slice(0, 12)}.json`);
}

/** True when JSON.stringify then JSON.parse gives back an equal value. */
export function isPlainJson(value: unknown): boolean {
  if (value === null || typeof value === 'string' || typeof value === 'boolean') return true;
  if (typeof value === 'number') return Number.isFinite(value) && !Object.is(value, -0);
  if (Array.isArray(value)) return value.every(isPlainJson);
  if (typeof value === 'object') {
    const proto = Object.getPrototypeOf(value);
    if (proto !== Object.prototype && proto !== null) return false;
    return Object.values(value as Record<string, unknown>).every((v) => v !== undefined && isPlainJson(v));
  }
  return false;
}
