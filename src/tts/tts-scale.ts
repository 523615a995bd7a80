/**
 * How large a piece shows in Tabletop Simulator, from its size in mm. TTS shows a card of a
 * custom deck at scale 1 at its own card size whatever the image's pixels, and a tile or a board at
 * scale 1 about 1.32 in (33.5 mm) tall, its width following its image; TTS publishes neither, these
 * are players' measurements. The pack's `card:` format stays at scale 1 (the card TTS shows), and
 * everything else is scaled to keep its size beside it.
 */
import { CARD_FORMAT, type Format } from '../core/formats.js';
import type { Manifest } from '../core/manifest.js';

/** About how tall a card shows at scale 1: a poker card, 3.5 in. */
export const TTS_CARD_HEIGHT_MM = 88.9;
/** About how tall a tile or a board shows at scale 1. */
export const TTS_TILE_HEIGHT_MM = 33.5;

const round = (v: number) => Math.round(v * 1e4) / 1e4;

/** The scale of a deck's cards: 1 for the `card:` format, the ratio of the sizes for another (its own proportions kept). */
export function cardScale(format: Format, manifest: Pick<Manifest, 'card'>): { x: number; z: number } {
  if (format.name === CARD_FORMAT) return { x: 1, z: 1 };
  return { x: round(format.width / manifest.card.width), z: round(format.height / manifest.card.height) };
}

/** The scale of a tile or board of this format, beside cards of the pack's `card:` format shown at TTS's card size. */
export function tileScale(format: Format, manifest: Pick<Manifest, 'card'>): { x: number; z: number } {
  const mmShown = format.height * (TTS_CARD_HEIGHT_MM / manifest.card.height);
  const s = round(mmShown / TTS_TILE_HEIGHT_MM);
  return { x: s, z: s };
}

/** About how many TTS units (inches) a length of the pack shows as, to lay pieces out on the table. */
export function unitsOf(mm: number, manifest: Pick<Manifest, 'card'>): number {
  return (mm * (TTS_CARD_HEIGHT_MM / manifest.card.height)) / 25.4;
}
