/** A few CODEX decks rendered once into a temporary folder, for the print and TTS tests. */
import path from 'node:path';
import { loadPackFromDir, type LoadedPack } from '../src/core/pack.js';
import { cardSet, type CardSet } from '../src/export/card-set.js';
import type { ImageSet } from '../src/render/image-set.js';
import { renderPack } from '../src/render/render-pack.js';
import { codexDir, tempDir } from './helpers.js';

/** Personnages (4 cards, common back), Secrets (9 cards, a back each), Boss (2 cards). */
export const SUBSET = ['personnages', 'secrets', 'boss'];

let made: Promise<{ pack: LoadedPack; set: CardSet; dir: string; images: ImageSet }> | null = null;

export function renderedSubset(): Promise<{ pack: LoadedPack; set: CardSet; dir: string; images: ImageSet }> {
  made ??= (async () => {
    const pack = await loadPackFromDir(codexDir, 'cards/codex');
    const dir = path.join(tempDir('deckwright-export-'), 'cards');
    const { images } = await renderPack(pack, { outDir: dir, only: SUBSET });
    return { pack, set: cardSet(pack, images), dir, images };
  })();
  return made;
}

/** The same image set, its files in a copy of its folder (to damage one without touching the original). */
export function copiedTo(images: ImageSet, dir: string): ImageSet {
  const moved = (file: string) => path.join(dir, path.relative(images.dir, file));
  return { ...images, dir, images: images.images.map((i) => ({ ...i, png: moved(i.png), svg: moved(i.svg) })) };
}
