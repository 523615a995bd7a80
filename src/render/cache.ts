/**
 * The render cache: a content hash per output image, of everything the image depends on (the
 * card's data, its deck, the manifest's look, its template, the shared components, the fonts,
 * the icon set and the renderer's version). An image is re-rendered only when its hash changed
 * or its files are gone.
 */
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { writeFileAtomic } from '../core/atomic-write.js';
import { packageVersion } from '../core/package-version.js';
import { buildRoot, templatesSourceDir } from '../core/paths.js';
import { stableJson } from '../core/stable-json.js';
import type { RenderJob } from './jobs.js';
import { fontsHash } from './fonts.js';

/** Bump when the rendering pipeline changes in a way the hashed inputs do not show. */
export const RENDERER_VERSION = 2;

export const CACHE_FILE = '.render-cache.json';

function hashDir(h: ReturnType<typeof createHash>, dir: string) {
  if (!existsSync(dir)) return;
  for (const name of readdirSync(dir).sort()) {
    const full = path.join(dir, name);
    if (/\.(tsx?|js)$/.test(name)) h.update(name).update(readFileSync(full));
  }
}

/** The compiled modules that decide the pixels (not the cache, the pool or the CLI). */
const PIXEL_MODULES = ['draw.js', 'rasterize.js', 'svg-tidy.js', 'text-layout.js', 'fonts.js', 'woff.js'];

let envHash: string | null = null;

/** Hash of what every image depends on. Computed once per process. */
export function rendererHash(): string {
  if (!envHash) {
    const h = createHash('sha256');
    h.update(`renderer ${RENDERER_VERSION}`);
    h.update(`satori ${packageVersion('satori')} resvg ${packageVersion('@resvg/resvg-js')} icons ${packageVersion('@iconify-json/game-icons')}`);
    h.update(fontsHash());
    hashDir(h, path.join(templatesSourceDir, 'common'));
    for (const m of PIXEL_MODULES) h.update(m).update(readFileSync(path.join(buildRoot, 'src', 'render', m)));
    envHash = h.digest('hex');
  }
  return envHash;
}

const templateHashes = new Map<string, string>();

/**
 * Hash of a template source and of the sibling modules it imports (`./parts.js` is
 * `./parts.tsx`), so that editing a shared piece of a game's templates re-renders the cards that
 * use it, and only those. templates/common/ is part of the renderer hash.
 */
function templateHash(file: string): string {
  let t = templateHashes.get(file);
  if (!t) {
    const h = createHash('sha256');
    const seen = new Set<string>();
    const visit = (f: string) => {
      if (seen.has(f)) return;
      seen.add(f);
      const text = existsSync(f) ? readFileSync(f, 'utf8') : 'missing';
      h.update(path.basename(f)).update(text);
      for (const m of text.matchAll(/from\s+'\.\/([^']+)\.js'/g)) {
        const base = path.join(path.dirname(f), m[1]);
        visit(existsSync(`${base}.tsx`) ? `${base}.tsx` : `${base}.ts`);
      }
    };
    visit(file);
    t = h.digest('hex');
    templateHashes.set(file, t);
  }
  return t;
}

export function jobHash(job: RenderJob): string {
  const m = job.manifest;
  const deck = m.decks.find((d) => d.id === job.deckId);
  return createHash('sha256')
    .update(rendererHash())
    .update(templateHash(job.templateSource))
    .update(JSON.stringify({ title: m.title, card: m.card, fonts: m.fonts, symbols: m.symbols, deck, side: job.side, card_: job.card, related: job.related, outputDpi: job.outputDpi }))
    .digest('hex');
}

export interface RenderCache {
  version: number;
  entries: Record<string, string>;
}

export function readCache(outDir: string): RenderCache {
  try {
    const c = JSON.parse(readFileSync(path.join(outDir, CACHE_FILE), 'utf8')) as RenderCache;
    if (c.version === RENDERER_VERSION && c.entries) return c;
  } catch {
    // No cache or a damaged one: render everything.
  }
  return { version: RENDERER_VERSION, entries: {} };
}

export async function writeCache(outDir: string, cache: RenderCache): Promise<void> {
  await writeFileAtomic(path.join(outDir, CACHE_FILE), stableJson({ version: cache.version, entries: cache.entries }));
}

export function isFresh(cache: RenderCache, outDir: string, job: RenderJob, hash: string): boolean {
  return (
    cache.entries[job.key] === hash &&
    existsSync(path.join(outDir, `${job.key}.png`)) &&
    existsSync(path.join(outDir, `${job.key}.svg`))
  );
}
