/**
 * A planned table (table-plan.ts) as Tabletop Simulator objects, where table-geometry.ts puts
 * them: the board at the centre at its real size (or the grid's places, grid-geometry.ts), a hand
 * zone per seat with that seat's cards dealt into it, what lies before each seat, the pieces on
 * the board at their places, and beside the board what the layout puts there, then what it left
 * (decks, bags of tokens, dice).
 */
import type { CardSet, ExportDeck } from '../export/card-set.js';
import { translator } from '../i18n/translate.js';
import type { ComponentPlan } from './component-objects.js';
import { pieceObject } from './component-objects.js';
import { plannedDiceObjects } from './dice-objects.js';
import { gridGeometry, type GridGeometry } from './grid-geometry.js';
import { HAND_COLOURS, handZoneObject } from './hand-zone.js';
import type { ImageSpec } from './image-spec.js';
import { cardObject, deckObject, dieObject, pawnObject, transform, type CardSpec, type GuidRegistry, type Transform, type TtsObject, type Vec3 } from './saved-object.js';
import { TABLE_Y, tableGeometry, ZONE_Y, type Footprint, type Point } from './table-geometry.js';
import type { CardRun, PlannedItem, TablePlan } from './table-plan.js';
import { copies } from './tile-object.js';
import { cardScale, tileScale, unitsOf } from './tts-scale.js';

export interface TableSources {
  set: CardSet;
  plan: TablePlan;
  /** A deck's cards as TTS cards, in the deck's order. */
  specs: (deck: ExportDeck) => CardSpec[];
  components: ComponentPlan[];
  url: (spec: ImageSpec) => string;
  /** The dice in a bag rather than each on the table. */
  diceInBag: boolean;
  guids: GuidRegistry;
}

export interface TableObjects {
  objects: TtsObject[];
  /** GUID → player colour of every card dealt into a hand, for the validator to check it lies in that hand's zone. */
  hands: Map<string, string>;
  /** GUIDs of what the layout puts on the board, for the validator to check it lies there. */
  onBoard: Set<string>;
}

/** About how wide a TTS bag lies. */
const BAG: Footprint = { w: 2.5, d: 2.5 };
/** TTS's d6 and player pawn at scale 1, about. */
const DIE: Footprint = { w: 1, d: 1 };
const PAWN: Footprint = { w: 1, d: 1 };
/** Pieces on the board, and things on a grid place's first thing, are put above it, and settle on it. */
const ON_BOARD_Y = 2;
/** The board's centre: the origin of table-geometry.ts. */
const BOARD_AT: Vec3 = { x: 0, y: 1, z: 0 };

export function tableObjects(src: TableSources): TableObjects {
  const { set, plan, guids } = src;
  const { manifest } = set;
  const size = (f: { width: number; height: number }): Footprint => ({ w: unitsOf(f.width, manifest), d: unitsOf(f.height, manifest) });
  const planOf = (id: string) => src.components.find((p) => p.piece.component.id === id)!;
  const footprint = (item: PlannedItem): Footprint => {
    if (item.kind === 'cards') return size(item.run.deck.format);
    if (item.kind === 'piece') return size(item.piece.format);
    return item.kind === 'die' ? DIE : PAWN;
  };
  const diceSlots = src.diceInBag ? Math.min(1, plan.aside.dice.length) : plan.aside.dice.length;

  const grid: GridGeometry | null = plan.grid
    ? gridGeometry({
        rows: plan.grid.rows,
        cols: plan.grid.cols,
        places: plan.grid.places.map((p) => ({ row: p.row, col: p.col, ...baseAndTop(p.items, footprint) })),
      })
    : null;
  const hand = plan.seats.flatMap((s) => s.hand.map((r) => size(r.deck.format)));
  const geometry = tableGeometry({
    board: plan.board
      ? { width: unitsOf(plan.board.format.width, manifest), height: unitsOf(plan.board.format.height, manifest) }
      : grid
        ? { width: grid.width, height: grid.height }
        : { width: 0, height: 0 },
    handCard: hand.length ? { w: Math.max(...hand.map((f) => f.w)), d: Math.max(...hand.map((f) => f.d)) } : size(manifest.card),
    seats: plan.seats.map((s) => ({ side: s.seat.side, front: s.front.map(footprint) })),
    aside: [
      ...plan.aside.items.map(footprint),
      ...plan.aside.decks.map((r) => size(r.deck.format)),
      ...plan.aside.pieces.map((p) => (p.count > 1 ? BAG : size(p.piece.format))),
      ...Array<Footprint>(diceSlots).fill(src.diceInBag ? BAG : DIE),
    ],
  });

  const pos = (p: Point, y = TABLE_Y): Vec3 => ({ x: p.x, y, z: p.z });
  const turned = (t: Transform, rotY: number): Transform => ({ ...t, rotY });
  const describe = (deck: ExportDeck, cards: number) => translator(manifest.language)('tts.deck', { title: set.title, deck: deck.deck.name, cards });

  /** Cards of one deck at `at`: one card, or a pile (its first card on top). A single card laid face down is a secret: see below. */
  const cardsObject = (run: CardRun, at: Transform, faceDown: boolean, name?: string): TtsObject => {
    const all = src.specs(run.deck);
    const specs = run.cards.map((i) => all[i]);
    if (specs.length === 1 && faceDown) return secretCard(run.deck, specs[0], guids, at);
    return deckObject(run.deck.deck.id, name ?? run.deck.deck.name, describe(run.deck, specs.length), specs, guids, at);
  };

  const itemObject = (item: PlannedItem, p: Vec3, rotY: number): TtsObject => {
    if (item.kind === 'cards') return cardsObject(item.run, turned(transform(p, item.faceDown, cardScale(item.run.deck.format, manifest)), rotY), item.faceDown, item.name);
    if (item.kind === 'die') return dieObject(`${item.die.id}/${item.copy}`, item.die.name, item.die.sides, item.die.color, guids, turned(transform(p), rotY), item.face);
    if (item.kind === 'pawn') return pawnObject(`pawn/${item.colour}`, item.name, HAND_COLOURS[item.colour], guids, turned(transform(p), rotY));
    const c = item.piece.component;
    const ref = item.piece.count === 1 ? c.id : `${c.id}/${item.copy}`;
    return pieceObject(set, planOf(c.id), src.url, guids, ref, turned(transform(p, false, tileScale(item.piece.format, manifest)), rotY));
  };

  const objects: TtsObject[] = [];
  const board = plan.board;
  if (board) {
    const boardRef = board.count === 1 ? board.component.id : `${board.component.id}/1`;
    objects.push(pieceObject(set, planOf(board.component.id), src.url, guids, boardRef, transform(BOARD_AT, false, tileScale(board.format, manifest))));
  }

  const hands = new Map<string, string>();
  plan.seats.forEach((s, i) => {
    const g = geometry.seats[i];
    const { zone } = geometry;
    const box: Transform = { posX: g.zone.x, posY: ZONE_Y, posZ: g.zone.z, rotX: 0, rotY: g.zoneTurn, rotZ: 0, scaleX: zone.width, scaleY: zone.height, scaleZ: zone.depth };
    objects.push(handZoneObject(s.seat.colour, s.seat.name, guids, box));
  });
  plan.seats.forEach((s, i) => {
    const g = geometry.seats[i];
    // Dealt one by one, as TTS itself saves a hand: each card in the zone goes into the hand.
    const cards = s.hand.flatMap((run) => run.cards.map((n) => ({ deck: run.deck, spec: src.specs(run.deck)[n] })));
    cards.forEach(({ deck, spec }, n) => {
      const card = cardObject(spec, guids, turned(transform(pos(g.hand(n, cards.length)), true, cardScale(deck.format, manifest)), g.cardTurn));
      hands.set(card.GUID, s.seat.colour);
      objects.push(card);
    });
    s.front.forEach((item, n) => objects.push(itemObject(item, pos(g.front[n]), g.cardTurn)));
  });

  // The grid's places: each first thing on the table, what lies on it spread over it; all read from the south.
  if (grid) {
    for (const place of plan.grid!.places) {
      const { base, onTop } = baseAndTop(place.items, footprint);
      const [first, ...rest] = place.items;
      const standing = base ? rest : place.items;
      if (base) objects.push(itemObject(first, pos(grid.at(place.row, place.col)), 180));
      const largest = { w: Math.max(...onTop.map((f) => f.w)), d: Math.max(...onTop.map((f) => f.d)) };
      standing.forEach((item, k) => objects.push(itemObject(item, pos(grid.onTop(place.row, place.col, k, standing.length, largest), ON_BOARD_Y), 180)));
    }
  }

  // Board millimetres from its top-left corner → units from its centre (its position); the image's top is north.
  const onBoard = new Set<string>();
  if (board) {
    const { width, height } = board.format;
    for (const piece of plan.pieces) {
      const p = { x: round(BOARD_AT.x + unitsOf(piece.at.x - width / 2, manifest)), y: ON_BOARD_Y, z: round(BOARD_AT.z - unitsOf(piece.at.y - height / 2, manifest)) };
      const object = itemObject(piece.item, p, 180);
      onBoard.add(object.GUID);
      objects.push(object);
    }
  }

  const aside = geometry.aside.map((p) => pos(p));
  let slot = 0;
  for (const item of plan.aside.items) objects.push(itemObject(item, aside[slot++], 180));
  for (const run of plan.aside.decks) objects.push(cardsObject(run, transform(aside[slot++], true, cardScale(run.deck.format, manifest)), false));
  for (const rest of plan.aside.pieces) {
    const images = planOf(rest.piece.component.id);
    const at = aside[slot++];
    const scaled = transform(at, false, tileScale(rest.piece.format, manifest));
    objects.push(copies(rest.piece.component.id, rest.piece.name, rest.count, (ref) => pieceObject(set, images, src.url, guids, ref, scaled), guids, transform(at), rest.first));
  }
  const first = slot;
  objects.push(...plannedDiceObjects(plan.aside.dice, guids, src.diceInBag, (n) => aside[first + n], aside[first] ?? pos({ x: 0, z: 0 })));
  return { objects, hands, onBoard };
}

/**
 * A place's first thing, lying on the table, and what lies on it. A place whose first thing is
 * a die or a pawn has nothing lying there: all its things stand on the table, spread.
 */
function baseAndTop(items: PlannedItem[], footprint: (item: PlannedItem) => Footprint): { base: Footprint | null; onTop: Footprint[] } {
  const lies = items.length > 0 && (items[0].kind === 'cards' || items[0].kind === 'piece');
  return { base: lies ? footprint(items[0]) : null, onTop: (lies ? items.slice(1) : items).map(footprint) };
}

const round = (v: number) => Math.round(v * 1e4) / 1e4 + 0;

/**
 * A card laid face down by the table is one no player is meant to know (a chest's value): TTS
 * hides a face-down card's name and text, but shows its GM notes to the game master, who may be a
 * player. So it carries only its deck's name and id, and its GUID says nothing of which card it
 * is. (Its CardID still says which cell of the sheet it is: TTS needs it to draw the card.)
 */
function secretCard(deck: ExportDeck, spec: CardSpec, guids: GuidRegistry, at: Transform): TtsObject {
  const card = cardObject({ ...spec, ref: `${deck.deck.id}/face-down`, name: deck.deck.name, description: '' }, guids, at);
  return { ...card, GMNotes: deck.deck.id };
}
