/**
 * What deckwright refuses to make, so that no number in a pack can exhaust memory or crash a
 * native library (resvg, libvips) half-way through a build. The manifest's schema bounds each
 * value on its own; these bound what the values make together (an image's pixels, a pack's
 * cards), and are checked by core/limits before anything is allocated.
 */

const MB = 1024 * 1024;

export const LIMITS = {
  /** Longest side of an image deckwright renders, in pixels. */
  imageSide: 16_384,
  /** Pixels of one image: 64 megapixels take 256 MB while they are drawn (an A2 board at 300 dpi is 35). */
  imagePixels: 64_000_000,
  /** Shortest side of an image, in pixels: below this, no template can lay anything out. */
  imageMinSide: 32,
  /**
   * An image file a card draws (kind `image`): its bytes, checked on its size before it is read,
   * and its pixels, read from its header before it is decoded. 40 megapixels is more than an A3
   * poster at 300 dpi (17); a file past either would only slow every render and fill the PDF.
   */
  art: { bytes: 16 * MB, pixels: 40_000_000 },
  /** Cards of a pack, all decks together (the sheets, the print shop's pages and TTS decks grow with it). */
  cardsPerPack: 2_000,
  /** YAML files read from a pack folder and its data subfolders together. */
  packFiles: 2_000,
  /**
   * Bytes of each kind of file a command reads, checked on the file's size before it is read
   * (core/read-limited.ts). Parsing keeps every value with its position: a YAML file of cards
   * takes up to 75 times its size in memory while it is checked (8 MB: 600 MB), a JSON log some
   * six times.
   */
  fileBytes: {
    /** A YAML file of a pack folder: game.yaml, a card file, a types file, a data file. 2,000 cards of 3 KB each make 6 MB. */
    packFile: 8 * MB,
    /** The YAML files of a pack folder together (files past it are not read, as past `packFiles`). */
    pack: 16 * MB,
    /** A scenario file: a position, steps and expectations. */
    scenario: 8 * MB,
    /** A data file given to `sheet` (a party), read as a data file of the pack. */
    dataFile: 8 * MB,
    /** A game log given to `replay`: what `sim` writes is under 100 KB, 2 MB for a game that stalls at 5,000 actions. */
    log: 32 * MB,
    /** A deck list: a line a card, 2,000 cards at most. */
    deckList: 1 * MB,
    /**
     * A game's own font file (fontkit and satori hold it whole, parsed, while cards are drawn):
     * a Latin, Greek and Cyrillic family is under 1 MB a face, a CJK one 10 to 20.
     */
    font: 24 * MB,
  },
  /** Lines of a deck list: lines past it are not read (every line may be a problem to report). */
  deckListLines: 10_000,
};

const MM_PER_INCH = 25.4;

/** What an image is made of: a trim size and a bleed in mm, and the resolution the pack lays out at. */
export interface ImageBox {
  width: number;
  height: number;
  bleed: number;
  dpi: number;
}

/** 16384 → "16,384", without loading ICU's locale data (toLocaleString costs ~15 ms at start-up). */
export function thousands(n: number): string {
  return String(Math.round(n)).replace(/\B(?=(\d{3})+$)/g, ',');
}

/** Size of a card image with its bleed at `dpi`, in pixels, as the renderer rounds it. */
export function imagePixels(card: ImageBox, dpi = card.dpi): { width: number; height: number } {
  const px = (mm: number) => Math.round((mm / MM_PER_INCH) * dpi);
  return { width: px(card.width + 2 * card.bleed), height: px(card.height + 2 * card.bleed) };
}

/**
 * Why images of this card at `dpi` cannot be made, with the resolution that would do (unless the
 * dpi is `fixed`, as the print shop's 300 is); null when they can.
 */
export function imageSizeProblem(card: ImageBox, dpi = card.dpi, fixed = false, what = 'a card image'): string | null {
  const { width, height } = imagePixels(card, dpi);
  const smaller = what === 'a card image' ? 'the card' : 'it';
  const size = `${thousands(width)}×${thousands(height)} px at ${dpi} dpi`;
  if (Math.min(width, height) < LIMITS.imageMinSide) {
    return `${what} would be ${size}, under the minimum of ${LIMITS.imageMinSide} px a side; make the card larger or raise the dpi`;
  }
  if (Math.max(width, height) <= LIMITS.imageSide && width * height <= LIMITS.imagePixels) return null;
  const w = card.width + 2 * card.bleed;
  const h = card.height + 2 * card.bleed;
  const maxDpi = Math.floor(Math.min((LIMITS.imageSide * MM_PER_INCH) / Math.max(w, h), Math.sqrt(LIMITS.imagePixels / (w * h)) * MM_PER_INCH));
  return (
    `${what} would be ${size}, over the limit of ${thousands(LIMITS.imageSide)} px a side and ${LIMITS.imagePixels / 1e6} megapixels; ` +
    (maxDpi >= 72 && !fixed ? `at this size, use at most ${maxDpi} dpi, or make ${smaller} smaller` : `make ${smaller} smaller`)
  );
}
