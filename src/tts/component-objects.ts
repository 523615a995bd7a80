/**
 * The tokens, boards and sheets of the Tabletop Simulator export: the image each face needs, and
 * the object that shows it, at its size beside the cards (tts-scale.ts). Tokens are tiles cut to
 * their format's shape, with their two faces; sheets flat square tiles; boards Custom_Boards.
 */
import type { CardSet, ExportComponent } from '../export/card-set.js';
import type { ImageSpec } from './image-spec.js';
import { singleSpec } from './image-spec.js';
import { transform, type GuidRegistry, type Transform, type TtsObject, type Vec3 } from './saved-object.js';
import { boardObject, copies, tileObject, TILE_TYPES } from './tile-object.js';
import { tileScale, unitsOf } from './tts-scale.js';

export interface ComponentPlan {
  piece: ExportComponent;
  front: ImageSpec;
  back: ImageSpec | null;
}

export function planComponentImages(set: CardSet, maxSize: number): ComponentPlan[] {
  return set.components.map((piece) => ({
    piece,
    front: singleSpec(`${piece.component.id}-front`, piece.front, piece.format, maxSize),
    back: piece.back ? singleSpec(`${piece.component.id}-back`, piece.back, piece.format, maxSize) : null,
  }));
}

/** The piece as a TTS object at `pos` (`count` of them in a bag); `url` gives each image's URL. */
export function componentObject(set: CardSet, plan: ComponentPlan, url: (spec: ImageSpec) => string, guids: GuidRegistry, pos: Vec3): TtsObject {
  const { piece } = plan;
  const at = transform(pos, false, tileScale(piece.format, set.manifest));
  return copies(piece.component.id, piece.name, piece.count, (ref) => pieceObject(set, plan, url, guids, ref, at), guids, transform(pos));
}

/** One copy of the piece, named `ref` (unique in the game), at `at` (its scale included). */
export function pieceObject(set: CardSet, plan: ComponentPlan, url: (spec: ImageSpec) => string, guids: GuidRegistry, ref: string, at: Transform): TtsObject {
  const { piece } = plan;
  const c = piece.component;
  const description = `${set.title} · ${piece.name}`;
  if (c.kind === 'board') return boardObject(ref, piece.name, description, url(plan.front), guids, at);
  const token = c.kind === 'token';
  return tileObject(
    {
      ref,
      name: piece.name,
      description,
      top: url(plan.front),
      bottom: plan.back ? url(plan.back) : '',
      type: token && piece.format.shape === 'round' ? TILE_TYPES.circle : TILE_TYPES.box,
      // A token is card stock; a sheet is paper.
      thickness: token ? 0.2 : 0.02,
      stackable: true,
    },
    guids,
    at,
  );
}

/**
 * Where each piece goes: tokens and sheets in a row below the dice (from `z`), boards to the right
 * of the decks, side by side.
 */
export function componentPositions(set: CardSet, plans: ComponentPlan[], z: number): Vec3[] {
  let x = -5.25;
  let boardX = 10;
  const at = (p: Vec3) => ({ x: Math.round(p.x * 100) / 100, y: p.y, z: p.z });
  return plans.map(({ piece }) => {
    const width = unitsOf(piece.format.width, set.manifest);
    if (piece.component.kind === 'board') {
      const here = at({ x: boardX + width / 2, y: 1, z: 0 });
      boardX += width + 1;
      return here;
    }
    const here = at({ x: x + width / 2, y: 1, z });
    x += Math.max(width, 1) + 1;
    return here;
  });
}
