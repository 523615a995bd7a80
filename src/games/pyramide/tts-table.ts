/**
 * The Sokar pyramid's Tabletop Simulator table: the god against up to eight adventurers around the
 * board. Each adventurer has a seat of its colour, its card and pawn before it, its nine action
 * cards in its hand; the god sits in Black (TTS's game master) at the board's top edge, opposite the
 * entrances, with the reference card and the demigods before it. The chests' value tiles lie face
 * down on the chests, dealt as the rulebook says (« placé au hasard avant de commencer la
 * partie »), but by a fixed shuffle so that the table is the same file on every build.
 */
import { cardGeometry } from '../../core/manifest.js';
import { formatNamed } from '../../core/formats.js';
import { copiesOf, type LoadedPack } from '../../core/pack.js';
import type { BoardDef } from '../../core/manifest.js';
import type { BoardPiece, TableItem, TableLayout, TableSeat, TableSide } from '../../core/pack-types.js';
import { seedRng, shuffle } from '../../engine/rng.js';
import { findFont, measure } from '../../render/fonts.js';
import { cellsOf } from './map/grid.js';
import { cellCentre, plateauLayout, trackLayout, turnCentre } from './map/layout.js';
import { mapsOf } from './map/maps.js';

/** Each adventurer's TTS colour, the nearest to its cards' colour. */
const SEAT_COLOURS: Record<string, string> = {
  yasim: 'Green',
  tanek: 'Yellow',
  lucas: 'Teal',
  shayane: 'Brown',
  dalia: 'Red',
  hemakshi: 'Purple',
  danica: 'Orange',
  malik: 'Blue',
};

/** The shuffle that deals the chests' values: fixed, so the file is the same on every build. */
const DEAL_SEED = 1;

export const ADVENTURERS = 'aventuriers';
export const CHESTS = 'coffres';
const GOD = { colour: 'Black', name: 'Le dieu', front: ['aide', 'demi-dieux'] };

export function pyramideTable(pack: LoadedPack): TableLayout {
  const { board, map } = boardOf(pack);
  const adventurers = pack.cards.filter((c) => c.deck.id === ADVENTURERS);
  const pieceIds = new Set((pack.manifest!.components ?? []).map((c) => c.id));
  const seats: TableSeat[] = adventurers.map((a, i) => {
    const pawn = pawnOf(a.id);
    return adventurerSeat(pack, a.id, sideOf(i, adventurers.length), [`actions-${a.id}`], [{ deck: ADVENTURERS, card: a.id }, ...(pieceIds.has(pawn) ? [{ component: pawn }] : [])]);
  });
  seats.push(godSeat(pack));
  return { board: board.id, seats, pieces: chestPieces(pack, map, board.format) };
}

/** The seat of the `i`-th of `count` adventurers: the entrances are at the board's bottom edge, so most sit there, the rest at its sides. */
export function sideOf(i: number, count: number): TableSide {
  const aside = Math.floor(count / 4);
  return i < aside ? 'west' : i >= count - aside ? 'east' : 'south';
}

/** An adventurer's pawn (a token of game.yaml). */
export const pawnOf = (adventurer: string) => `pion-${adventurer}`;

/** An adventurer's seat, in its colour, named after it. */
export function adventurerSeat(pack: LoadedPack, id: string, side: TableSide, hand: TableSeat['hand'], front: TableItem[]): TableSeat {
  const colour = SEAT_COLOURS[id];
  if (!colour) throw new Error(`${pack.name}: adventurer '${id}' has no Tabletop Simulator colour: give it one in SEAT_COLOURS (src/games/pyramide/tts-table.ts)`);
  const card = pack.cards.find((c) => c.deck.id === ADVENTURERS && c.id === id);
  return { colour, name: String(card?.data.name ?? id), side, hand, front };
}

/** The god's seat: Black, opposite the entrances, the reference card and the demigods before it. */
export function godSeat(pack: LoadedPack): TableSeat {
  const front = GOD.front.flatMap((deck) => pack.cards.filter((c) => c.deck.id === deck).map((c) => ({ deck, card: c.id })));
  return { colour: GOD.colour, name: GOD.name, side: 'north', hand: [], front };
}

export type PyramideMap = ReturnType<typeof mapsOf>[number];

/** The board that draws a map (a board component with data: naming the map's file; the first when `mapFile` is left out), and the map. */
export function boardOf(pack: LoadedPack, mapFile?: (file: string) => boolean): { board: BoardDef; map: PyramideMap } {
  const board = (pack.manifest!.components ?? []).find((c): c is BoardDef => c.kind === 'board' && c.data !== undefined && (!mapFile || mapFile(c.data)));
  if (!board) throw new Error(`${pack.name}: no board draws ${mapFile ? 'that' : 'a'} map (a board component with data: in game.yaml), so the table has nothing to be set around`);
  const map = mapsOf(pack).find((m) => m.name === board.data);
  if (!map) throw new Error(`${pack.name}: the board '${board.id}' draws ${board.data}, which has errors: fix them (deckwright check ${pack.name}) to set the table`);
  return { board, map };
}

/**
 * Where the board draws a map's cell (row × cols + col): its centre in mm from the trim's
 * top-left corner. Cells are drawn in pixels of the board's safe area (map/layout.ts, which the
 * board's template draws with); a table places in mm from the trim.
 */
export function cellOnBoard(pack: LoadedPack, map: PyramideMap, formatName: string): (cell: number) => BoardPiece['at'] {
  const format = formatNamed(pack.manifest!, formatName)!;
  const g = cardGeometry(format);
  const layout = plateauLayout({ width: g.width - 2 * g.safe, height: g.height - 2 * g.safe }, map.grid);
  const mm = (px: number, trimPx: number, trimMm: number) => ((g.safe + px) / trimPx) * trimMm;
  return (cell) => {
    const centre = cellCentre(layout, map.grid.cols, cell);
    return { x: mm(centre.x, g.fullWidth - 2 * g.bleed, format.width), y: mm(centre.y, g.fullHeight - 2 * g.bleed, format.height) };
  };
}

/**
 * Where the board draws turn `turn`'s disc of the turn track, in mm from the trim's top-left
 * corner: as the board's template lays it out (map/layout.ts, trackLayout), the word « Tour »
 * measured in the pack's title face as the template sets it. A test reads the board's image under
 * the marker.
 */
export function turnOnBoard(pack: LoadedPack, map: PyramideMap, formatName: string, turn: number): BoardPiece['at'] {
  const format = formatNamed(pack.manifest!, formatName)!;
  const g = cardGeometry(format);
  const layout = plateauLayout({ width: g.width - 2 * g.safe, height: g.height - 2 * g.safe }, map.grid);
  const track = trackLayout(layout, map.grid);
  const face = findFont(pack.manifest!.fonts.title, 400, 'normal');
  const word = face ? measure(face, TRACK_WORD, track.wordSize) : track.box * 0.8;
  const { x, y } = turnCentre(layout, track, word, turn);
  const mm = (px: number, trimPx: number, trimMm: number) => ((g.safe + px) / trimPx) * trimMm;
  return { x: mm(x, g.fullWidth - 2 * g.bleed, format.width), y: mm(y, g.fullHeight - 2 * g.bleed, format.height) };
}

/** The track's word, as the template writes it. */
const TRACK_WORD = 'Tour';

/** The chests' value tiles, each copy by its card id and value. */
export function chestTiles(pack: LoadedPack): { id: string; value: number }[] {
  return pack.cards.filter((c) => c.deck.id === CHESTS).flatMap((c) => Array.from({ length: copiesOf(c) }, () => ({ id: c.id, value: c.data.value as number })));
}

/** One value tile face down on each chest: the tiles of the map's values, shuffled. */
function chestPieces(pack: LoadedPack, map: PyramideMap, formatName: string): BoardPiece[] {
  const chests = cellsOf(map.grid, 'chest');
  const { values } = map.data;
  if (chests.length !== values.length) throw new Error(`${map.name} has ${chests.length} chests and ${values.length} values: fix the map (deckwright check ${pack.name}) to set the table`);
  const tiles = chestTiles(pack);
  const dealt = values.map((v) => {
    const i = tiles.findIndex((t) => t.value === v);
    if (i < 0) throw new Error(`${map.name} deals a chest of value ${v}, and ${CHESTS} has no tile of it left: fix the map or the tiles (deckwright check ${pack.name})`);
    return tiles.splice(i, 1)[0];
  });
  shuffle(seedRng(DEAL_SEED), dealt);
  const at = cellOnBoard(pack, map, formatName);
  return chests.map((cell, i) => ({ item: { deck: CHESTS, card: dealt[i].id, faceDown: true }, at: at(cell.row * map.grid.cols + cell.col) }));
}
