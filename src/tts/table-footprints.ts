/**
 * Where each thing of a saved object lies seen from above: its centre and its size on the table,
 * in TTS units, from its Transform and its images' proportions. A card shows 3.5 units tall at
 * scale 1 (a poker card's 88.9 mm: tts-scale.ts), its width following its sheet's cells; a tile
 * or board 33.5 mm tall at scale 1, its width following its image; a d6, a player pawn about one
 * unit; a bag about 2.5. The validator uses it to find things laid over one another, and the
 * table's picture (table-picture.ts) to draw them.
 */
import type { CustomDeckEntry, TtsObject } from './saved-object.js';
import { TTS_CARD_HEIGHT_MM, TTS_TILE_HEIGHT_MM } from './tts-scale.js';

export interface Footprint2D {
  x: number;
  z: number;
  /** Across (x) and along (z) the table, the object's turn applied. */
  w: number;
  d: number;
}

export type ImageSize = (url: string) => { width: number; height: number } | null | undefined;

const CARD_UNITS = TTS_CARD_HEIGHT_MM / 25.4;
const TILE_UNITS = TTS_TILE_HEIGHT_MM / 25.4;
const BAG_UNITS = 2.5;

/** The sheet entry a card (or a deck's top card) is drawn from. */
export function cardEntry(o: TtsObject): CustomDeckEntry | null {
  const card = o.Name === 'Deck' ? o.ContainedObjects?.[0] : o;
  if (!card || card.CardID === undefined) return null;
  const key = Math.floor(card.CardID / 100);
  return card.CustomDeck?.[key] ?? o.CustomDeck?.[key] ?? null;
}

/** Whether a turn about the vertical axis lays the object sideways. */
const sideways = (rotY: number) => Math.round(rotY / 90) % 2 !== 0;

export function footprintOf(o: TtsObject, size: ImageSize): Footprint2D | null {
  const t = o.Transform;
  if (!t) return null;
  let w: number;
  let d: number;
  if (o.Name === 'Card' || o.Name === 'Deck') {
    const entry = cardEntry(o);
    const sheet = entry ? size(entry.FaceURL) : null;
    const aspect = entry && sheet?.width && sheet.height ? sheet.width / entry.NumWidth / (sheet.height / entry.NumHeight) : 2.5 / 3.5;
    d = CARD_UNITS * t.scaleZ;
    w = d * aspect;
  } else if (o.Name === 'Custom_Tile' || o.Name === 'Custom_Board') {
    const image = o.CustomImage ? size(o.CustomImage.ImageURL) : null;
    d = TILE_UNITS * t.scaleZ;
    w = image?.width && image.height ? (d * image.width) / image.height : d;
  } else if (o.Name === 'HandTrigger') {
    w = t.scaleX;
    d = t.scaleZ;
  } else if (o.Name === 'Bag') {
    w = d = BAG_UNITS;
  } else {
    // Dice and pawns.
    w = t.scaleX;
    d = t.scaleZ;
  }
  return sideways(t.rotY) ? { x: t.posX, z: t.posZ, w: d, d: w } : { x: t.posX, z: t.posZ, w, d };
}

/** How much two footprints cover of each other, as the area they share. */
export function sharedArea(a: Footprint2D, b: Footprint2D): number {
  const across = Math.min(a.x + a.w / 2, b.x + b.w / 2) - Math.max(a.x - a.w / 2, b.x - b.w / 2);
  const along = Math.min(a.z + a.d / 2, b.z + b.d / 2) - Math.max(a.z - a.d / 2, b.z - b.d / 2);
  return across > 0 && along > 0 ? across * along : 0;
}

/**
 * Things lying on the table at the same height that cover one another (more than a hair: two
 * cards side by side touch). Hand zones and the cards dealt into them (TTS fans a hand out) are
 * left out; things on the board or on another thing lie higher, and are compared among themselves.
 */
export function overlapping(objects: TtsObject[], size: ImageSize, dealt: ReadonlySet<string> = new Set()): [number, number][] {
  const loose = objects
    .map((o, i) => ({ o, i, f: o?.Name === 'HandTrigger' || dealt.has(o?.GUID) ? null : footprintOf(o, size) }))
    .filter((x): x is { o: TtsObject; i: number; f: Footprint2D } => x.f !== null);
  const pairs: [number, number][] = [];
  for (let a = 0; a < loose.length; a++) {
    for (let b = a + 1; b < loose.length; b++) {
      const [p, q] = [loose[a], loose[b]];
      if (Math.abs(p.o.Transform.posY - q.o.Transform.posY) > 1e-6) continue;
      if (sharedArea(p.f, q.f) > 0.01) pairs.push([p.i, q.i]);
    }
  }
  return pairs;
}
