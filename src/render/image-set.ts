/**
 * The images a render stands behind: one per render job whose image is up to date, fresh from
 * the render cache or just made without a problem. The exporters (print, Tabletop Simulator)
 * build what they show from this set and from nothing else: they never guess an image's file
 * from a card's id, nor look on the disk for it. A card with no image here is left out.
 */

export type ImageSide = 'front' | 'back';

export interface RenderedImage {
  /** The render job's key: the image's path under its folder, without extension ("creatures/encre"). */
  key: string;
  side: ImageSide;
  /** The deck the image belongs to. */
  deckId: string;
  /** The card it shows, or null for a deck's common back. */
  cardId: string | null;
  /** The name of the format it is drawn in ('card': the manifest's card). */
  format: string;
  png: string;
  svg: string;
  /** SHA-256 of the PNG's bytes. */
  sha256: string;
  /** Size of the PNG in pixels. */
  width: number;
  height: number;
}

export interface ImageSet {
  /** The folder the images are in (dist/<game>/cards or a cards-<n>dpi/ folder). */
  dir: string;
  /** The resolution of the PNGs. */
  dpi: number;
  /** In the order of the render jobs. */
  images: RenderedImage[];
}

const lookups = new WeakMap<ImageSet, Map<string, RenderedImage>>();
const lookupKey = (side: ImageSide, deckId: string, cardId: string | null) => `${side}\u0000${deckId}\u0000${cardId ?? ''}`;

/** The image of one side of a card (or, with `cardId` null, a deck's common back), if the set has it. */
export function findImage(set: ImageSet, side: ImageSide, deckId: string, cardId: string | null): RenderedImage | undefined {
  let index = lookups.get(set);
  if (!index) {
    index = new Map(set.images.map((i) => [lookupKey(i.side, i.deckId, i.cardId), i]));
    lookups.set(set, index);
  }
  return index.get(lookupKey(side, deckId, cardId));
}

/** The content hash of each PNG of the set, by file: what the exporters' caches are keyed by. */
export function pngHashes(images: Iterable<RenderedImage>): Map<string, string> {
  const out = new Map<string, string>();
  for (const i of images) out.set(i.png, i.sha256);
  return out;
}
