/**
 * A shipped game's card set with a tiny image of its own for every side of every card and
 * component, instead of rendered cards: the print documents' tests whose subject is where each
 * piece goes and what the pages say (not what the cards look like) print all five games in a
 * second. Each image has its own colour, so each is its own PDF object, found again by its id.
 */
import { createHash } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { componentTemplates, deckFormat, drawnComponents, formatNamed } from '../src/core/formats.js';
import { cardGeometry } from '../src/core/manifest.js';
import { loadPackFromDir, type LoadedPack } from '../src/core/pack.js';
import { sharp } from '../src/core/sharp.js';
import { cardSet, type CardSet } from '../src/export/card-set.js';
import type { ImageSet, RenderedImage } from '../src/render/image-set.js';
import { root, tempDir } from './helpers.js';

type Wanted = Pick<RenderedImage, 'side' | 'deckId' | 'cardId' | 'format'>;

/** Every image a card set of `pack` looks for (export/card-set.ts), front and back. */
function wantedImages(pack: LoadedPack): Wanted[] {
  const manifest = pack.manifest!;
  const wanted: Wanted[] = [];
  for (const deck of manifest.decks) {
    const format = deckFormat(manifest, deck)!.name;
    for (const card of pack.cards.filter((c) => c.deck.id === deck.id)) {
      wanted.push({ side: 'front', deckId: deck.id, cardId: card.id, format });
      if (deck.back.unique) wanted.push({ side: 'back', deckId: deck.id, cardId: card.id, format });
    }
    if (!deck.back.unique) wanted.push({ side: 'back', deckId: deck.id, cardId: null, format });
  }
  for (const c of drawnComponents(manifest)) {
    wanted.push({ side: 'front', deckId: c.id, cardId: c.id, format: c.format });
    if (componentTemplates(c).back) wanted.push({ side: 'back', deckId: c.id, cardId: c.id, format: c.format });
  }
  return wanted;
}

/**
 * `fullSize`: each image at its format's size in pixels, bleed included, as the render makes it
 * (one colour still, so cheap to make and to read): for the Tabletop Simulator tests, whose sheets
 * cut each card to its trim line in pixels.
 */
export async function placeholderSet(game: string, opts: { fullSize?: boolean } = {}): Promise<{ pack: LoadedPack; set: CardSet }> {
  const pack = await loadPackFromDir(path.join(root, 'cards', game), `cards/${game}`);
  const dir = tempDir(`deckwright-placeholders-${game}-`);
  const manifest = pack.manifest!;
  const images: RenderedImage[] = await Promise.all(
    wantedImages(pack).map(async (w, i) => {
      const key = `${w.deckId}/${w.cardId ?? '_back'}${w.side === 'back' && w.cardId ? '_back' : ''}`;
      const png = path.join(dir, `${i}.png`);
      const g = opts.fullSize ? cardGeometry(formatNamed(manifest, w.format)!) : null;
      const [width, height] = g ? [g.fullWidth, g.fullHeight] : [4, 4];
      const bytes = await sharp()({ create: { width, height, channels: 3, background: { r: i % 256, g: Math.floor(i / 256), b: 90 } } })
        .png()
        .toBuffer();
      writeFileSync(png, bytes);
      return { ...w, key, png, svg: `${png}.svg`, sha256: createHash('sha256').update(bytes).digest('hex'), width, height };
    }),
  );
  const set: ImageSet = { dir, dpi: 300, images };
  return { pack, set: cardSet(pack, set) };
}
