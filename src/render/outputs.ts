/**
 * Where images go: the one module that names the render's outputs. An image's key is its path
 * under the output folder without extension; the exporters never make one up, they read the
 * image set (image-set.ts).
 */
import path from 'node:path';

/** The render cache's file in an output folder (cache.ts). */
export const RENDER_CACHE_FILE = '.render-cache.json';

/** Back images are named with an underscore, which ids cannot contain. */
export const BACK_SUFFIX = '_back';

/** The key of a card's front: "creatures/encre". */
export const frontKey = (deckId: string, cardId: string) => `${deckId}/${cardId}`;

/** The key of a card's own back ("secrets/vault_back"), or of a deck's common back ("creatures/_back") when `cardId` is null. */
export const backKey = (deckId: string, cardId: string | null) => `${deckId}/${cardId ?? ''}${BACK_SUFFIX}`;

/** The files of the image of key `key` in `outDir`. */
export const imageFiles = (outDir: string, key: string) => ({ png: path.join(outDir, `${key}.png`), svg: path.join(outDir, `${key}.svg`) });
