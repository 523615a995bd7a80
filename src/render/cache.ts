/**
 * The render cache: a content hash per output image, of everything the image depends on (the
 * card's data, its deck, the manifest's look, its template, the shared components, the fonts,
 * the icon set and the renderer's version), with the size and hash of the PNG and SVG written
 * for it. An image is rendered again when its hash changed or its files are not what was written
 * (gone, truncated, replaced).
 */
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { writeFileIfChanged } from '../core/atomic-write.js';
import { packageVersion } from '../core/package-version.js';
import { buildRoot, installRoot } from '../core/paths.js';
import { stableJson } from '../core/stable-json.js';
import { isIntact, readJsonCache, remember, type FileRecord } from '../export/file-hash.js';
import type { Written } from './raster-task.js';
import type { RenderJob } from './jobs.js';
import { fontsHash } from './fonts.js';
import { ownFontsDigest } from './own-fonts.js';
import { imageFiles, RENDER_CACHE_FILE } from './outputs.js';

/** Bump when the rendering pipeline or this cache's format changes in a way the hashed inputs do not show. */
export const RENDERER_VERSION = 5;

export const CACHE_FILE = RENDER_CACHE_FILE;

function hashDir(h: ReturnType<typeof createHash>, dir: string) {
  if (!existsSync(dir)) return;
  for (const name of readdirSync(dir).sort()) {
    const full = path.join(dir, name);
    if (/\.(tsx?|js)$/.test(name)) h.update(name).update(readFileSync(full));
  }
}

/** The compiled modules that decide the pixels (not the cache, the pool or the CLI). */
const PIXEL_MODULES = ['draw.js', 'rasterize.js', 'raster.js', 'svg-tidy.js', 'text-layout.js', 'fonts.js', 'font-set.js', 'own-fonts.js', 'woff.js', 'woff2.js', 'figures.js'];

/** sharp's version (it writes the PNGs of opaque images): its package.json is not among its exports, so it is found from its entry point. */
function sharpVersion(): string {
  for (let dir = path.dirname(createRequire(import.meta.url).resolve('sharp')); dir !== path.dirname(dir); dir = path.dirname(dir)) {
    const file = path.join(dir, 'package.json');
    const pkg = existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as { name?: string; version?: string }) : {};
    if (pkg.name === 'sharp' && pkg.version) return pkg.version;
  }
  return 'unknown';
}

let envHash: string | null = null;

/** Hash of what every image depends on. Computed once per process. */
export function rendererHash(): string {
  if (!envHash) {
    const h = createHash('sha256');
    h.update(`renderer ${RENDERER_VERSION}`);
    h.update(`satori ${packageVersion('satori')} resvg ${packageVersion('@resvg/resvg-js')} sharp ${sharpVersion()} icons ${packageVersion('@iconify-json/game-icons')}`);
    h.update(fontsHash());
    hashDir(h, path.join(installRoot, 'templates', 'common'));
    for (const m of PIXEL_MODULES) h.update(m).update(readFileSync(path.join(buildRoot, 'src', 'render', m)));
    envHash = h.digest('hex');
  }
  return envHash;
}

const templateHashes = new Map<string, string>();

/**
 * Hash of a template source and of the template modules it imports (`./parts.js` is
 * `./parts.tsx`; `../codex/parts.js`, a piece another pack's templates share, is
 * templates/codex/parts.tsx), so that editing a shared piece re-renders the cards that use it,
 * and only those. templates/common/ is part of the renderer hash too.
 */
function templateHash(file: string, compiled: string): string {
  // By the compiled module too: it is named by its sources' content, so an edit in a long-lived
  // process (the preview, --watch) is a new key.
  const key = `${file}\u0000${compiled}`;
  let t = templateHashes.get(key);
  if (!t) {
    const h = createHash('sha256');
    const seen = new Set<string>();
    const visit = (f: string) => {
      if (seen.has(f)) return;
      seen.add(f);
      const text = existsSync(f) ? readFileSync(f, 'utf8') : 'missing';
      h.update(path.basename(f)).update(text);
      // Sibling modules (`./parts.js`) and another pack's templates a pack shares (`../codex/parts.js`).
      for (const m of text.matchAll(/from\s+'(\.\/[^']+|\.\.\/[a-z0-9-]+\/[^'/]+)\.js'/g)) {
        const base = path.join(path.dirname(f), m[1]);
        visit(existsSync(`${base}.tsx`) ? `${base}.tsx` : `${base}.ts`);
      }
    };
    visit(file);
    t = h.digest('hex');
    templateHashes.set(key, t);
  }
  return t;
}

export function jobHash(job: RenderJob): string {
  const m = job.manifest;
  const deck = m.decks.find((d) => d.id === job.deckId);
  return createHash('sha256')
    .update(rendererHash())
    .update(templateHash(job.templateSource, job.templateFile))
    .update(JSON.stringify({ title: m.title, card: m.card, format: job.format, fonts: m.fonts, look: m.look, symbols: m.symbols, deck, side: job.side, card_: job.card, related: job.related, data: job.data, outputDpi: job.outputDpi }))
    .update(ownFontsDigest(job.fonts))
    .digest('hex');
}

/**
 * Hash of what a job's drawing depends on: its image's inputs but the resolution it is
 * rasterised at (cards are laid out at the manifest's dpi whatever their PNG's).
 */
export function layoutHash(job: RenderJob): string {
  return jobHash({ ...job, outputDpi: undefined });
}

/** One rendered image: the hash of its inputs, what was written for it, and its PNG's size in pixels. */
export interface RenderEntry {
  inputs: string;
  png: FileRecord;
  svg: FileRecord;
  width: number;
  height: number;
}

export interface RenderCache {
  entries: Record<string, RenderEntry>;
}


export function readCache(outDir: string): RenderCache {
  return { entries: readJsonCache<RenderCache>(path.join(outDir, CACHE_FILE), RENDERER_VERSION).entries ?? {} };
}

export async function writeCache(outDir: string, cache: RenderCache): Promise<void> {
  await writeFileIfChanged(path.join(outDir, CACHE_FILE), stableJson({ version: RENDERER_VERSION, entries: cache.entries }));
}

/**
 * The cache entry of an image just written from inputs of hash `inputs`. A worker thread wrote
 * it: this thread is told what the files hold, so the exporters need not read them back to hash.
 */
export async function renderEntry(outDir: string, key: string, inputs: string, written: Written): Promise<RenderEntry> {
  const files = imageFiles(outDir, key);
  await Promise.all([remember(files.png, written.png), remember(files.svg, written.svg)]);
  return { inputs, png: written.png, svg: written.svg, width: written.width, height: written.height };
}

/**
 * True when the image was rendered from exactly these inputs without any problem (images with
 * problems are never cached), whatever became of its files since: its layout is known good.
 */
export function renderedCleanly(cache: RenderCache, job: RenderJob, hash: string): boolean {
  return cache.entries[job.key]?.inputs === hash;
}

/** True when there is nothing to render: same inputs, and both files still what was written. */
export async function isFresh(cache: RenderCache, outDir: string, job: RenderJob, hash: string): Promise<boolean> {
  if (!renderedCleanly(cache, job, hash)) return false;
  const entry = cache.entries[job.key];
  if (!Number.isInteger(entry.width) || !Number.isInteger(entry.height)) return false;
  const files = imageFiles(outDir, job.key);
  return (await isIntact(files.png, entry.png)) && (await isIntact(files.svg, entry.svg));
}
