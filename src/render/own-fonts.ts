/**
 * A game's own font files (game.yaml's `fonts: files:`, checked by core/fonts): read, unwrapped to
 * sfnt (WOFF and WOFF2), given lining figures unless the file says `figures: default`, and made
 * into the game's font set with the bundled families. One set per project and files, kept while
 * the files are unchanged (the preview draws again when a file changes).
 */
import { createHash } from 'node:crypto';
import { readFileSync, statSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import type { FontFileDef } from '../core/font-files.js';
import { resolveInside } from '../core/safe-path.js';
import { faceOfData, loadFonts, type LoadedFont } from './fonts.js';
import { derivedBytes } from '../core/derived-bytes.js';
import { withLiningFigures } from './figures.js';
import { woffToSfnt } from './woff.js';
import { isWoff2, woff2ToSfnt } from './woff2.js';
import { bundledFontSet, FontSet } from './font-set.js';
import { FaceMetrics } from './face-metrics.js';

/** Where a game's own fonts are: its project (paths are relative to it) and its declared files. */
export interface FontSource {
  project: string;
  files: FontFileDef[];
}

function fontPath(project: string, file: string): string {
  const real = resolveInside(project, file);
  // core/fonts reports this at its line and blocks drawing: reaching here means it changed since.
  if (!real) throw new Error(`the font file '${file}' is outside the project ${project}`);
  return real;
}

const fileDigests = new Map<string, { stamp: string; digest: string }>();

/** Hash of the declarations and of every file's bytes, kept per file while its size and time are unchanged. */
export function ownFontsDigest(source: FontSource | undefined): string {
  if (!source?.files.length) return '';
  const h = createHash('sha256').update(JSON.stringify(source.files));
  for (const def of source.files) {
    const file = fontPath(source.project, def.file);
    let stamp = 'missing';
    try {
      const s = statSync(file);
      stamp = `${s.size} ${s.mtimeMs}`;
    } catch {
      // Hashed as missing: drawing fails with the reason, and the next check says where.
    }
    let known = fileDigests.get(file);
    if (known?.stamp !== stamp) {
      const digest = stamp === 'missing' ? 'missing' : createHash('sha256').update(readFileSync(file)).digest('hex');
      fileDigests.set(file, (known = { stamp, digest }));
    }
    h.update(def.file).update(known.digest);
  }
  return h.digest('hex');
}

async function readOwnFont(project: string, def: FontFileDef): Promise<LoadedFont> {
  try {
    let data: Buffer = await readFile(fontPath(project, def.file));
    data = isWoff2(data) ? await woff2ToSfnt(data) : woffToSfnt(data);
    if ((def.figures ?? 'lining') === 'lining') {
      const sfnt = data;
      data = derivedBytes('fonts', sfnt, 'lining', () => withLiningFigures(sfnt));
    }
    const face = faceOfData(data);
    return {
      family: def.family,
      weight: def.weight ?? 400,
      style: def.style ?? 'normal',
      file: def.file,
      licence: def.licence,
      licenceFile: def.licenceFile ?? '',
      author: def.author ?? '',
      source: def.source ?? '',
      data,
      face,
      metrics: FaceMetrics.open(data, () => face),
      name: def.family,
    };
  } catch (e) {
    throw new Error(`the font file '${def.file}' of the game cannot be read (${e instanceof Error ? e.message : String(e)}); run check to see why`);
  }
}

const sets = new Map<string, Promise<FontSet>>();

/**
 * The font set of a game: its own faces first, then the bundled ones whose family it does not
 * replace; the bundled set for a game without files of its own.
 */
export function fontSetOf(source: FontSource | undefined): Promise<FontSet> {
  if (!source?.files.length) return Promise.resolve(bundledFontSet());
  const digest = ownFontsDigest(source);
  let set = sets.get(digest);
  if (!set) {
    set = Promise.all(source.files.map((def) => readOwnFont(source.project, def))).then((own) => {
      const families = new Set(own.map((f) => f.family.toLowerCase()));
      return new FontSet([...own, ...loadFonts().filter((f) => !families.has(f.family.toLowerCase()))], digest);
    });
    // A failed read is not kept: the next draw tries again (the file may have been fixed).
    set.catch(() => sets.delete(digest));
    sets.set(digest, set);
  }
  return set;
}
