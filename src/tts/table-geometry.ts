/**
 * Where things go on a Tabletop Simulator table set around a board (or a grid of places, for a
 * game of cards alone: the centre is then the grid's rectangle), in TTS units (about an inch), the
 * centre's middle at the origin and its top edge to the north (+z).
 *
 * The board, the pile of what the layout left (in a grid to its east) and, around them, a strip
 * for what lies before each seat make an inner rectangle; the hand zones line its edges outside
 * it, each side's seats side by side. The rectangle grows until each side's row of seats fits
 * along it, so nothing overlaps: not a zone and a seat's cards (a card in a zone goes into that
 * hand), not the piles and the board.
 *
 * TTS turns objects clockwise seen from above; a card at rotY 180 reads upright from the south
 * (the seat TTS gives White), so a seat whose zone turns by r sees its cards upright at r + 180.
 */
import type { TableSide } from '../core/pack-types.js';

/** A thing's size on the table: `w` along the edge its seat sits at, `d` toward the board. */
export interface Footprint {
  w: number;
  d: number;
}

export interface Point {
  x: number;
  z: number;
}

/** Between things. */
const GAP = 0.5;
/** Between two seats' zones on one side. */
const SEAT_GAP = 1;
/** A zone is at least this wide: TTS fans a hand out across it. */
const MIN_ZONE_WIDTH = 10;
/** How many cards a zone is wide. */
const ZONE_CARDS = 4;
/** The zone's box spans heights 0.5 to 5.5: the table top (about 1) and a card dropped on it are inside. */
export const ZONE_Y = 3;
export const ZONE_HEIGHT = 5;
/** Where loose things are put: just above the table, they settle. */
export const TABLE_Y = 1.5;

/** The turn of a side's zone: the seat faces the board. */
const ZONE_TURN: Record<TableSide, number> = { south: 0, west: 90, north: 180, east: 270 };

export interface SeatGeometry {
  /** The zone's centre and turn; its size is the table's `zone`. */
  zone: Point;
  zoneTurn: number;
  /** How the seat's cards turn to read upright from it. */
  cardTurn: number;
  /** Where the n-th of `count` cards dealt into the hand lies: spread across the zone. */
  hand: (n: number, count: number) => Point;
  /** Where its front items lie, in order. */
  front: Point[];
}

export interface TableGeometry {
  zone: { width: number; depth: number; height: number };
  seats: SeatGeometry[];
  /** Where each thing left beside the board lies. */
  aside: Point[];
}

export interface TableShape {
  /** The board's size, or the grid's; none for a table with nothing at its centre. */
  board: { width: number; height: number };
  /** The largest card dealt into a hand (a poker card when none is). */
  handCard: Footprint;
  seats: { side: TableSide; front: Footprint[] }[];
  aside: Footprint[];
}

const round = (v: number) => Math.round(v * 1e4) / 1e4 + 0;

/** The seat's axes: `forward` toward the board, `right` as the seat sees it. */
function axes(turn: number): { forward: Point; right: Point } {
  const a = (turn * Math.PI) / 180;
  const [s, c] = [Math.round(Math.sin(a)), Math.round(Math.cos(a))];
  return { forward: { x: s, z: c }, right: { x: c, z: -s } };
}

const rowWidth = (items: Footprint[]) => items.reduce((sum, f) => sum + f.w, 0) + GAP * Math.max(0, items.length - 1);

export function tableGeometry(shape: TableShape): TableGeometry {
  const { board, handCard } = shape;
  const zone = { width: round(Math.max(MIN_ZONE_WIDTH, ZONE_CARDS * handCard.w)), depth: round(handCard.d + 2 * GAP), height: ZONE_HEIGHT };
  const frontDepth = Math.max(0, ...shape.seats.flatMap((s) => s.front.map((f) => f.d)));
  const strip = frontDepth > 0 ? 2 * GAP + frontDepth : GAP;

  // What is left beside the board: a grid of equal cells east of it, filled top to bottom.
  const cell = Math.max(0, ...shape.aside.map((f) => Math.max(f.w, f.d))) + GAP;
  const rows = Math.max(1, Math.floor(board.height / cell));
  const cols = Math.ceil(shape.aside.length / rows);
  const aside = shape.aside.map((_, i) => ({
    x: round(board.width / 2 + GAP + (Math.floor(i / rows) + 0.5) * cell),
    z: round(board.height / 2 - ((i % rows) + 0.5) * cell),
  }));
  const east = board.width / 2 + (cols ? GAP + cols * cell : 0);

  const seatWidth = (s: TableShape['seats'][number]) => Math.max(zone.width, rowWidth(s.front));
  const sideLength = (side: TableSide) => {
    const widths = shape.seats.filter((s) => s.side === side).map(seatWidth);
    return widths.reduce((a, b) => a + b, 0) + SEAT_GAP * Math.max(0, widths.length - 1);
  };
  const half = {
    x: Math.max(Math.max(board.width / 2, east) + strip, sideLength('south') / 2, sideLength('north') / 2),
    z: Math.max(board.height / 2 + strip, sideLength('west') / 2, sideLength('east') / 2),
  };

  const along = new Map<TableSide, number>();
  const seats = shape.seats.map((s): SeatGeometry => {
    const turn = ZONE_TURN[s.side];
    const { forward, right } = axes(turn);
    const out = (s.side === 'south' || s.side === 'north' ? half.z : half.x) + zone.depth / 2;
    const width = seatWidth(s);
    const start = along.get(s.side) ?? -sideLength(s.side) / 2;
    along.set(s.side, start + width + SEAT_GAP);
    const u = start + width / 2;
    const at = (du: number, dv: number): Point => ({
      x: round(-forward.x * out + right.x * (u + du) + forward.x * dv),
      z: round(-forward.z * out + right.z * (u + du) + forward.z * dv),
    });
    const spread = Math.max(0, zone.width - handCard.w - 2 * GAP);
    let offset = -rowWidth(s.front) / 2;
    const front = s.front.map((f) => {
      const here = at(offset + f.w / 2, zone.depth / 2 + GAP + frontDepth / 2);
      offset += f.w + GAP;
      return here;
    });
    return {
      zone: at(0, 0),
      zoneTurn: turn,
      cardTurn: (turn + 180) % 360,
      hand: (n, count) => at(count > 1 ? -spread / 2 + (n * spread) / (count - 1) : 0, 0),
      front,
    };
  });
  return { zone, seats, aside };
}
