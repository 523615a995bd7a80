/**
 * `check --fix`: applies the safe fixes the rules offer (typography, canonical text), in passes
 * like a linter's, since one fix can reveal or settle another on the same text. Each changed file
 * is written atomically; comments and layout stay as they were (see core/fix.ts).
 */
import { realpath } from 'node:fs/promises';
import path from 'node:path';
import { writeFileAtomic } from '../core/atomic-write.js';
import type { Diagnostic } from '../core/diagnostics.js';
import { applyFixes } from '../core/fix.js';
import { loadPackFromDir, manifestTypeFiles } from '../core/pack.js';
import { removeStaleTemps } from '../core/stale-temp.js';
import { checkLoadedPack } from './check.js';
import type { GameLocation } from './games.js';

const MAX_PASSES = 10;

export interface FixReport {
  /** The diagnostics that were fixed, as they were reported before their fix. */
  fixed: Diagnostic[];
  /** Files written, as shown to the user. */
  files: string[];
}

export async function fixGame(game: GameLocation): Promise<FixReport> {
  const fixed: Diagnostic[] = [];
  const files = new Set<string>();
  // The card files are read from the pack folder itself, not its subfolders.
  await removeStaleTemps(game.dir, false);
  for (let pass = 0; pass < MAX_PASSES; pass++) {
    const pack = await loadPackFromDir(game.dir, game.display);
    // The layout check offers no fixes: leave it for the final check.
    const fixable = (await checkLoadedPack(pack, { layout: false })).filter((d) => d.fix);
    if (!fixable.length) break;
    let progress = false;
    // The pack's own files: its manifest, its types file and its card and data files (never the
    // types file of a game's code, which is deckwright's).
    for (const src of [pack.manifestSrc, ...manifestTypeFiles(pack), ...pack.files]) {
      const mine = fixable.filter((d) => d.fix!.file === src.file);
      if (!mine.length) continue;
      const { text, applied } = applyFixes(src.file, src.text, mine.map((d) => d.fix!));
      if (!applied.length) continue;
      // A card file may be a link to another file of the pack (the loader allows no other):
      // the fix goes to that file, and the link stays a link.
      await writeFileAtomic(await realpath(path.join(game.dir, path.relative(game.display, src.file))), text);
      files.add(src.file);
      progress = true;
      // Every diagnostic whose fix went in is fixed (several may share one scalar's fix).
      const done = new Set(applied.map((f) => JSON.stringify([f.path, f.value])));
      fixed.push(...mine.filter((d) => done.has(JSON.stringify([d.fix!.path, d.fix!.value]))));
    }
    if (!progress) break;
  }
  return { fixed, files: [...files] };
}
