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
import type { BoardPiece, TableLayout, TableSeat, TableSide } from '../../core/pack-types.js';
import { seedRng, shuffle } from '../../engine/rng.js';
import { cellsOf } from './map/grid.js';
import { cellCentre, plateauLayout } from './map/layout.js';
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

const ADVENTURERS = 'aventuriers';
const CHESTS = 'coffres';
const GOD = { colour: 'Black', name: 'Le dieu', front: ['aide', 'demi-dieux'] };

export function pyramideTable(pack: LoadedPack): TableLayout {
  const manifest = pack.manifest!;
  const board = (manifest.components ?? []).find((c) => c.kind === 'board' && c.data !== undefined);
  if (!board || board.kind !== 'board') throw new Error(`${pack.name}: no board draws a map (a board component with data: in game.yaml), so the table has nothing to be set around`);
  const map = mapsOf(pack).find((m) => m.name === board.data);
  if (!map) throw new Error(`${pack.name}: the board '${board.id}' draws ${board.data}, which has errors: fix them (deckwright check ${pack.name}) to set the table`);

  const adventurers = pack.cards.filter((c) => c.deck.id === ADVENTURERS);
  // The entrances are at the board's bottom edge: most adventurers sit there, the rest at its sides.
  const aside = Math.floor(adventurers.length / 4);
  const sideOf = (i: number): TableSide => (i < aside ? 'west' : i >= adventurers.length - aside ? 'east' : 'south');
  const pieceIds = new Set((manifest.components ?? []).map((c) => c.id));
  const seats: TableSeat[] = adventurers.map((a, i) => {
    const colour = SEAT_COLOURS[a.id];
    if (!colour) throw new Error(`${pack.name}: adventurer '${a.id}' has no Tabletop Simulator colour: give it one in SEAT_COLOURS (src/games/pyramide/tts-table.ts)`);
    const pawn = `pion-${a.id}`;
    return {
      colour,
      name: String(a.data.name ?? a.id),
      side: sideOf(i),
      hand: [`actions-${a.id}`],
      front: [{ deck: ADVENTURERS, card: a.id }, ...(pieceIds.has(pawn) ? [{ component: pawn }] : [])],
    };
  });
  const godFront = GOD.front.flatMap((deck) => pack.cards.filter((c) => c.deck.id === deck).map((c) => ({ deck, card: c.id })));
  seats.push({ colour: GOD.colour, name: GOD.name, side: 'north', hand: [], front: godFront });

  return { board: board.id, seats, pieces: chestPieces(pack, map, board.format) };
}

/** One value tile face down on each chest: the tiles of the map's values, shuffled. */
function chestPieces(pack: LoadedPack, map: ReturnType<typeof mapsOf>[number], formatName: string): BoardPiece[] {
  const chests = cellsOf(map.grid, 'chest');
  const { values } = map.data;
  if (chests.length !== values.length) throw new Error(`${map.name} has ${chests.length} chests and ${values.length} values: fix the map (deckwright check ${pack.name}) to set the table`);
  const tiles = pack.cards.filter((c) => c.deck.id === CHESTS).flatMap((c) => Array.from({ length: copiesOf(c) }, () => ({ id: c.id, value: c.data.value as number })));
  const dealt = values.map((v) => {
    const i = tiles.findIndex((t) => t.value === v);
    if (i < 0) throw new Error(`${map.name} deals a chest of value ${v}, and ${CHESTS} has no tile of it left: fix the map or the tiles (deckwright check ${pack.name})`);
    return tiles.splice(i, 1)[0];
  });
  shuffle(seedRng(DEAL_SEED), dealt);

  // Cells are drawn in pixels of the board's safe area (layout.ts); the table places in mm from the trim.
  const format = formatNamed(pack.manifest!, formatName)!;
  const g = cardGeometry(format);
  const layout = plateauLayout({ width: g.width - 2 * g.safe, height: g.height - 2 * g.safe }, map.grid);
  const mm = (px: number, trimPx: number, trimMm: number) => ((g.safe + px) / trimPx) * trimMm;
  return chests.map((cell, i) => {
    const centre = cellCentre(layout, map.grid.cols, cell.row * map.grid.cols + cell.col);
    return {
      item: { deck: CHESTS, card: dealt[i].id, faceDown: true },
      at: { x: mm(centre.x, g.fullWidth - 2 * g.bleed, format.width), y: mm(centre.y, g.fullHeight - 2 * g.bleed, format.height) },
    };
  });
}
