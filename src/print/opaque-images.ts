/**
 * Opaque copies of the card images for the PDF. pdfkit splits an alpha PNG into colour and mask
 * and recompresses both (slowly, and not byte for byte the same from run to run), while an RGB
 * PNG's compressed data goes into the PDF as it is. The renderer writes an opaque card as an RGB
 * PNG already (render/raster.ts): that file is embedded itself. Only images with transparency
 * (a round token, a die face) are copied, onto white. Copies are kept under
 * dist/<game>/.cache/opaque/, named by the source's content hash, with a record of each copy as
 * written: a copy damaged since is made again, not embedded.
 */
import { existsSync, readdirSync, rmSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { writeFileIfChanged } from '../core/atomic-write.js';
import { stableJson } from '../core/stable-json.js';
import { isIntact, mapLimit, readJsonCache, writeRecorded, type FileRecord } from '../export/file-hash.js';
import { sharp as loadSharp } from '../core/sharp.js';
import { readingImage } from '../export/unreadable-image.js';
import { embedsAsIs } from './png-embed.js';

/** Bump when the copies or their record change in a way their names do not show. */
const OPAQUE_VERSION = 1;
const RECORD_FILE = '.opaque-cache.json';

/**
 * Maps each source PNG to its opaque copy, or to itself when it is opaque already. `hashes` holds
 * the content hashes of every image the current documents use (not only `sources`): copies of
 * those are kept, any other copy goes.
 */
export async function opaqueCopies(sources: string[], hashes: Map<string, string>, cacheDir: string): Promise<Map<string, string>> {
  const recordFile = path.join(cacheDir, RECORD_FILE);
  const records: Record<string, FileRecord> = readJsonCache<{ copies: Record<string, FileRecord> }>(recordFile, OPAQUE_VERSION).copies ?? {};
  const out = new Map<string, string>();
  const copyName = (hash: string) => `${hash.slice(0, 24)}.png`;
  const used = new Set([...hashes.values()].map(copyName));
  await mapLimit([...new Set(sources)], 4, async (src) => {
    if (embedsAsIs(await readingImage(src, () => readFile(src)))) {
      out.set(src, src);
      return;
    }
    const name = copyName(hashes.get(src)!);
    const file = path.join(cacheDir, name);
    if (!(await isIntact(file, records[name]))) {
      // White under any transparency: what the paper would show.
      const sharp = loadSharp();
      const data = await readingImage(src, () => sharp(src).flatten({ background: '#ffffff' }).png({ compressionLevel: 6 }).toBuffer());
      records[name] = await writeRecorded(file, data);
    }
    out.set(src, file);
  });
  // Copies of images that are no longer rendered go, so the cache does not grow with each edit.
  if (existsSync(cacheDir)) {
    for (const name of readdirSync(cacheDir)) if (name.endsWith('.png') && !used.has(name)) rmSync(path.join(cacheDir, name), { force: true });
  }
  for (const name of Object.keys(records)) if (!used.has(name)) delete records[name];
  await writeFileIfChanged(recordFile, stableJson({ version: OPAQUE_VERSION, copies: records }));
  return out;
}
