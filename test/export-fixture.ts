/** A few CODEX decks rendered once a test run into a shared folder, for the print, TTS and i18n tests. */
import path from 'node:path';
import { loadPackFromDir, type LoadedPack } from '../src/core/pack.js';
import { cardSet, type CardSet } from '../src/export/card-set.js';
import type { ImageSet } from '../src/render/image-set.js';
import { renderPack } from '../src/render/render-pack.js';
import { codexDir } from './helpers.js';
import { sharedFolder } from './shared-fixture.js';

/** Personnages (4 cards, common back), Secrets (9 cards, a back each), Boss (2 cards). */
export const SUBSET = ['personnages', 'secrets', 'boss'];

let made: Promise<{ pack: LoadedPack; set: CardSet; dir: string; images: ImageSet }> | null = null;

/**
 * Rendered once per test run, for every file that asks (test/shared-fixture.ts): a file after
 * the first finds every image fresh in the render cache, so its render reads and writes nothing.
 */
export function renderedSubset(): Promise<{ pack: LoadedPack; set: CardSet; dir: string; images: ImageSet }> {
  made ??= (async () => {
    const pack = await loadPackFromDir(codexDir, 'cards/codex');
    const dir = await sharedFolder(path.join('export-subset', 'cards'), async (into) => {
      await renderPack(pack, { outDir: into, only: SUBSET });
    });
    const { images, rendered } = await renderPack(pack, { outDir: dir, only: SUBSET });
    if (rendered.length) throw new Error(`the shared CODEX subset in ${dir} was not fresh for this process: ${rendered.join(', ')} rendered again`);
    return { pack, set: cardSet(pack, images), dir, images };
  })();
  return made;
}

/** The same image set, its files in a copy of its folder (to damage one without touching the original). */
export function copiedTo(images: ImageSet, dir: string): ImageSet {
  const moved = (file: string) => path.join(dir, path.relative(images.dir, file));
  return { ...images, dir, images: images.images.map((i) => ({ ...i, png: moved(i.png), svg: moved(i.svg) })) };
}
