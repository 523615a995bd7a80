/** A few CODEX decks rendered once into a temporary folder, for the print and TTS tests. */
import path from 'node:path';
import { loadPackFromDir, type LoadedPack } from '../src/core/pack.js';
import { cardSet, type CardSet } from '../src/export/card-set.js';
import { renderPack } from '../src/render/render-pack.js';
import { codexDir, tempDir } from './helpers.js';

/** Personnages (4 cards, common back), Secrets (9 cards, a back each), Boss (2 cards). */
export const SUBSET = ['personnages', 'secrets', 'boss'];

let made: Promise<{ pack: LoadedPack; set: CardSet; dir: string }> | null = null;

export function renderedSubset(): Promise<{ pack: LoadedPack; set: CardSet; dir: string }> {
  made ??= (async () => {
    const pack = await loadPackFromDir(codexDir, 'cards/codex');
    const dir = path.join(tempDir('deckwright-export-'), 'cards');
    await renderPack(pack, { outDir: dir, only: SUBSET });
    return { pack, set: cardSet(pack, dir), dir };
  })();
  return made;
}
