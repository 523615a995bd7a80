/**
 * Where a game log's pack is. A log records the pack's name and its folder relative to the log's
 * own folder, so that `deckwright replay` finds the cards from any working directory, and still
 * does after the log and the pack are moved together.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { MANIFEST_FILE, type LoadedPack } from './pack.js';

/** The fields a log written to `logFile` records about its pack. */
export function logPackFields(logFile: string, pack: LoadedPack): { game: string; pack: string } {
  const rel = path.relative(path.dirname(path.resolve(logFile)), path.resolve(pack.dir));
  // Forward slashes: the same log on every system.
  return { game: pack.name, pack: rel.split(path.sep).join('/') || '.' };
}

/** The pack folder a log records, when it still holds a pack; null for an old log or a pack moved away. */
export function recordedPackDir(logFile: string, log: unknown): string | null {
  const rel = (log as { pack?: unknown } | null)?.pack;
  if (typeof rel !== 'string') return null;
  const dir = path.resolve(path.dirname(path.resolve(logFile)), rel);
  return existsSync(path.join(dir, MANIFEST_FILE)) ? dir : null;
}
