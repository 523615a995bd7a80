/**
 * The pyramid's own pieces as the hot-seat table draws them: the board the pack renders for a map
 * (its render key, and each cell's place on it), each adventurer's pawn, the mummies, the walls
 * and Malik's blue wall (the pack's tokens), the demigods (their tiles) and the chests (the value
 * tiles: face down while closed, the tile of its value once open). Only what the pack draws is
 * named: a pack without a pawn token for an adventurer shows it by its name.
 */
import { formatNamed } from '../../core/formats.js';
import type { LoadedPack } from '../../core/pack.js';
import type { TableBox } from '../../engine/session-table.js';
import { backKey, frontKey } from '../../render/outputs.js';
import { mapId } from './engine/catalogue.js';
import { cellBoxes } from './map/board-cells.js';
import { mapsOf } from './map/maps.js';

/** The pack's components and decks that are the pieces (cards/pyramide/game.yaml). */
const TOKENS = { wall: 'murs', blueWall: 'mur-bleu', mummy: 'momies' } as const;
const pawnOf = (adventurer: string) => `pion-${adventurer}`;
const CHESTS = 'coffres';
const DEMIGODS = 'demi-dieux';

export interface PyramideLook {
  /** The board drawn from the map (by the map's id), with each cell's box; null when the pack draws none. */
  board(map: string): { image: string; boxes: TableBox[] } | null;
  pawn(adventurer: string): string | undefined;
  wall: string | undefined;
  blueWall: string | undefined;
  mummy: string | undefined;
  demigod(id: string): string | undefined;
  /** A closed chest: the value tiles' common back. */
  chest: string | undefined;
  /** An open chest: the tile of its value. */
  openChest(value: number): string | undefined;
}

export function pyramideLook(pack: LoadedPack): PyramideLook {
  const manifest = pack.manifest;
  const components = manifest?.components ?? [];
  const token = (id: string) => (components.some((c) => c.id === id && c.kind === 'token') ? frontKey(id, id) : undefined);
  const boards = new Map<string, { image: string; boxes: TableBox[] }>();
  for (const c of components) {
    if (c.kind !== 'board' || !c.data || !manifest) continue;
    const map = mapsOf(pack).find((m) => m.name === c.data);
    const format = formatNamed(manifest, c.format);
    if (!map || !format || boards.has(mapId(map.name))) continue;
    boards.set(mapId(map.name), { image: frontKey(c.id, c.id), boxes: cellBoxes(format, map.grid) });
  }
  const cards = (deck: string) => pack.cards.filter((c) => c.deck.id === deck && c.valid);
  const tiles = cards(CHESTS);
  const demigods = new Set(cards(DEMIGODS).map((c) => c.id));
  return {
    board: (map) => boards.get(map) ?? null,
    pawn: (adventurer) => token(pawnOf(adventurer)),
    wall: token(TOKENS.wall),
    blueWall: token(TOKENS.blueWall),
    mummy: token(TOKENS.mummy),
    demigod: (id) => (demigods.has(id) ? frontKey(DEMIGODS, id) : undefined),
    chest: tiles.length ? backKey(CHESTS, null) : undefined,
    openChest: (value) => {
      const tile = tiles.find((c) => c.data.value === value);
      return tile ? frontKey(CHESTS, tile.id) : undefined;
    },
  };
}
