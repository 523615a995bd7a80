/**
 * Where the pyramid's board draws a cell, on a Tabletop Simulator table: from the board template's
 * own layout (map/layout.ts) and the board's size and place in the save, worked out apart from the
 * export's code, so that the tests of the tables (the fixed one and the first turn's) check it.
 */
import { formatNamed } from '../src/core/formats.js';
import { cardGeometry } from '../src/core/manifest.js';
import type { LoadedPack } from '../src/core/pack.js';
import { cellCentre, plateauLayout } from '../src/games/pyramide/map/layout.js';
import { mapsOf } from '../src/games/pyramide/map/maps.js';
import type { TtsSave } from '../src/tts/saved-object.js';
import { TTS_TILE_HEIGHT_MM } from '../src/tts/tts-scale.js';

export const boardOf = (save: TtsSave) => save.ObjectStates.find((o) => o.Name === 'Custom_Board')!;

/** Cell `cell`'s (row × cols + col) centre on the table, and a cell's side there. */
export function cellOnTable(pack: LoadedPack, save: TtsSave, cell: number): { x: number; z: number; side: number } {
  const [map] = mapsOf(pack);
  const format = formatNamed(pack.manifest!, 'plateau')!;
  const g = cardGeometry(format);
  const grid = plateauLayout({ width: g.width - 2 * g.safe, height: g.height - 2 * g.safe }, map.grid);
  const t = boardOf(save).Transform;
  // A board at scale 1 shows 33.5 mm tall; its width follows its image's proportions.
  const height = (t.scaleZ * TTS_TILE_HEIGHT_MM) / 25.4;
  const width = (height * format.width) / format.height;
  const trimW = g.fullWidth - 2 * g.bleed;
  const trimH = g.fullHeight - 2 * g.bleed;
  const px = cellCentre(grid, map.grid.cols, cell);
  // The image's top is north (+z).
  return { x: t.posX + ((g.safe + px.x) / trimW - 0.5) * width, z: t.posZ - ((g.safe + px.y) / trimH - 0.5) * height, side: (grid.cell / trimW) * width };
}
