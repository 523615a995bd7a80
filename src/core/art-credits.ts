/**
 * Which entry of the manifest's `art:` credits an image file. An entry names files by their path
 * from the project folder, or by a pattern of such paths: `*` stands for any characters of one
 * name (not `/`), `**` for any number of folders, `?` for one character; "art/**" credits every
 * file under art/. Names are compared as written, once `./` and `a/../` are taken out.
 */
import path from 'node:path';
import type { ArtCredit, Manifest } from './manifest.js';

/** A path as a pattern or an image field writes it, in one form: "./art//fog.png" → "art/fog.png". */
export function normalArtPath(name: string): string {
  return path.posix.normalize(name.trim()).replace(/^\.\//, '').replace(/\/$/, '');
}

const patterns = new Map<string, RegExp>();

/** The regular expression of a files pattern, anchored at both ends. */
export function artPattern(glob: string): RegExp {
  let re = patterns.get(glob);
  if (!re) {
    const norm = normalArtPath(glob);
    let out = '';
    for (let i = 0; i < norm.length; i++) {
      const c = norm[i];
      if (c === '*' && norm[i + 1] === '*') {
        // `**/` is any number of folders (none too); a final `**` is anything below.
        if (norm[i + 2] === '/') {
          out += '(?:[^/]+/)*';
          i += 2;
        } else {
          out += '.*';
          i += 1;
        }
      } else if (c === '*') out += '[^/]*';
      else if (c === '?') out += '[^/]';
      else out += c.replace(/[.+^${}()|[\]\\]/g, '\\$&');
    }
    re = new RegExp(`^${out}$`);
    patterns.set(glob, re);
  }
  return re;
}

/** The files an entry names, as a list. */
export function creditFiles(credit: ArtCredit): string[] {
  return Array.isArray(credit.files) ? credit.files : [credit.files];
}

/** The first entry of `art:` that credits `file` (a path from the project folder), with its index. */
export function creditOf(manifest: Pick<Manifest, 'art'>, file: string): { credit: ArtCredit; index: number } | null {
  const name = normalArtPath(file);
  const list = manifest.art ?? [];
  for (let index = 0; index < list.length; index++) {
    if (creditFiles(list[index]).some((p) => artPattern(p).test(name))) return { credit: list[index], index };
  }
  return null;
}

/** One credit as printed: the files it covers that the game draws, by whom, under which licence. */
export interface UsedArt {
  files: string[];
  author: string;
  licence: string;
  source?: string;
}

/**
 * The credits of the images a game draws, in the order of `art:`, each with the files of it that
 * cards use (sorted); entries that credit no image in use are left out, as is an image no entry
 * credits (core/images reports it).
 */
export function usedArt(manifest: Pick<Manifest, 'art'>, images: Iterable<string>): UsedArt[] {
  const byEntry = new Map<number, Set<string>>();
  for (const file of images) {
    const found = creditOf(manifest, file);
    if (!found) continue;
    if (!byEntry.has(found.index)) byEntry.set(found.index, new Set());
    byEntry.get(found.index)!.add(normalArtPath(file));
  }
  return [...byEntry.keys()]
    .sort((a, b) => a - b)
    .map((i) => {
      const c = manifest.art![i];
      return { files: [...byEntry.get(i)!].sort(), author: c.author, licence: c.licence, ...(c.source ? { source: c.source } : {}) };
    });
}

/** The images a loaded pack's cards draw (those that could be read), for its credits. */
export function packArt(pack: { manifest: Pick<Manifest, 'art'> | null; images?: Map<string, { ok: boolean }> }): UsedArt[] {
  if (!pack.manifest) return [];
  return usedArt(pack.manifest, [...(pack.images ?? [])].filter(([, image]) => image.ok).map(([name]) => name));
}

/** An entry's values for the `credits.own-art` message; `most` caps the files named (the PDF's page is one page). */
export function artCreditValues(art: UsedArt, most = Infinity): Record<string, string> {
  const shown = art.files.slice(0, most).join(', ');
  return {
    files: art.files.length > most ? `${shown} (+${art.files.length - most})` : shown,
    author: art.author,
    licence: art.licence,
    source: art.source ?? 'none',
  };
}
