/**
 * Tokens, boards and sheets as Tabletop Simulator objects: a token or a sheet is a Custom_Tile (a
 * flat piece with a top and a bottom image, cut round, square or rounded), a board a
 * Custom_Board. `count` copies of a piece go into a bag named after it.
 */
import { bagObject, base, type GuidRegistry, type Transform, type TtsObject } from './saved-object.js';

/** Custom_Tile shapes, as TTS numbers them. */
export const TILE_TYPES = { box: 0, hex: 1, circle: 2, rounded: 3 } as const;

export interface TileSpec {
  /** Unique in the game, e.g. "murs/3": seeds the GUID, kept in GMNotes. */
  ref: string;
  name: string;
  description: string;
  top: string;
  /** The bottom image's URL, or '' (TTS then shows the top on both sides). */
  bottom: string;
  type: number;
  /** In TTS's units (about an inch). */
  thickness: number;
  stackable: boolean;
}

/** The same white TTS gives custom tiles: the images show their own colours, the edges are white. */
const WHITE = { r: 1, g: 1, b: 1 };

export function tileObject(spec: TileSpec, guids: GuidRegistry, at: Transform): TtsObject {
  return {
    ...base(guids.guid(spec.ref), 'Custom_Tile', spec.name, at),
    Description: spec.description,
    GMNotes: spec.ref,
    ColorDiffuse: WHITE,
    HideWhenFaceDown: false,
    CustomImage: {
      ImageURL: spec.top,
      ImageSecondaryURL: spec.bottom,
      ImageScalar: 1,
      WidthScale: 0,
      CustomTile: { Type: spec.type, Thickness: spec.thickness, Stackable: spec.stackable, Stretch: true },
    },
  };
}

export function boardObject(ref: string, name: string, description: string, url: string, guids: GuidRegistry, at: Transform): TtsObject {
  return {
    ...base(guids.guid(ref), 'Custom_Board', name, at),
    Description: description,
    GMNotes: ref,
    ColorDiffuse: WHITE,
    HideWhenFaceDown: false,
    CustomImage: { ImageURL: url, ImageSecondaryURL: '', ImageScalar: 1, WidthScale: 0 },
  };
}

/**
 * One piece, or `count` of them in a bag named after it (each copy its own object, its own GUID).
 * Copies are numbered from `first`: a table that put the first copies elsewhere bags the rest.
 */
export function copies(ref: string, name: string, count: number, make: (ref: string) => TtsObject, guids: GuidRegistry, at: Transform, first = 1): TtsObject {
  if (count === 1) return make(first === 1 ? ref : `${ref}/${first}`);
  const contents = Array.from({ length: count }, (_, i) => make(`${ref}/${first + i}`));
  return bagObject(ref, name, contents, guids, at);
}
