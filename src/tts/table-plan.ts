/**
 * A pack's table layout (core/pack-types.ts) read against the game's card set: every name it uses
 * resolved to the cards and token copies it takes, each taken once, and what nothing took left for
 * beside the board. Done before any image is made, so a layout that names something the game does
 * not have stops the export with a message saying what to fix.
 */
import type { BoardPiece, TableItem, TableLayout, TableSeat } from '../core/pack-types.js';
import { COPY_SEPARATOR, type CardSet, type ExportComponent, type ExportDeck } from '../export/card-set.js';
import { HAND_COLOURS, isHandColour } from './hand-zone.js';

/** What the layout gets wrong, each problem a sentence naming what to change. */
export class TableLayoutError extends Error {
  constructor(
    readonly game: string,
    readonly pack: string,
    readonly problems: string[],
  ) {
    super(`${game}: the Tabletop Simulator table cannot be set: ${problems.join('; ')}. Fix the table layout of pack '${pack}' (src/games/${pack}/)`);
  }
}

/** Cards of one deck, by their index in the deck's cards. */
export interface CardRun {
  deck: ExportDeck;
  cards: number[];
}

export type PlannedItem =
  | { kind: 'cards'; run: CardRun; faceDown: boolean }
  /** `copy`: which copy of the piece, from 1. */
  | { kind: 'piece'; piece: ExportComponent; copy: number };

export interface PlannedSeat {
  seat: TableSeat;
  hand: CardRun[];
  front: PlannedItem[];
}

export interface TablePlan {
  board: ExportComponent;
  seats: PlannedSeat[];
  pieces: { item: PlannedItem; at: BoardPiece['at'] }[];
  /** What the layout left: each deck's remaining cards, each piece's remaining copies (from `first`). */
  aside: { decks: CardRun[]; pieces: { piece: ExportComponent; first: number; count: number }[] };
}

const SIDES = ['south', 'west', 'north', 'east'];
/** The table is written as <game>-table.json. */
export const TABLE_NAME = 'table';

/** A list for a message: the first few names, and how many more. */
function listed(names: string[]): string {
  return names.length > 8 ? `${names.slice(0, 8).join(', ')}… (${names.length - 8} more)` : names.join(', ');
}

/** The card's id without its copy number: `tresor-1~2` is a copy of `tresor-1`. */
const baseId = (id: string) => id.split(COPY_SEPARATOR)[0];

export function planTable(game: string, set: CardSet, layout: TableLayout): TablePlan {
  const problems: string[] = [];
  const decks = new Map(set.decks.map((d) => [d.deck.id, d]));
  const pieces = new Map(set.components.map((p) => [p.component.id, p]));
  const taken = new Map(set.decks.map((d) => [d.deck.id, new Set<number>()]));
  const used = new Map(set.components.map((p) => [p.component.id, 0]));

  const deckNamed = (id: string, where: string): ExportDeck | null => {
    const deck = decks.get(id);
    if (deck) return deck;
    if (set.manifest.decks.some((d) => d.id === id)) problems.push(`${where} names deck '${id}', none of whose cards has an image (fix its cards' errors and build again)`);
    else problems.push(`${where} names deck '${id}', which game.yaml does not declare (its decks: ${listed(set.decks.map((d) => d.deck.id))})`);
    return null;
  };

  /** The deck's cards no one has taken yet, now taken. */
  const takeRest = (deck: ExportDeck): number[] => {
    const mine = taken.get(deck.deck.id)!;
    const rest = deck.cards.map((_, i) => i).filter((i) => !mine.has(i));
    for (const i of rest) mine.add(i);
    return rest;
  };

  const takePiece = (piece: ExportComponent, where: string): number | null => {
    const n = used.get(piece.component.id)! + 1;
    if (n > piece.count) {
      problems.push(`${where} names ${piece.component.kind} '${piece.component.id}' once more than its ${piece.count} cop${piece.count === 1 ? 'y' : 'ies'}`);
      return null;
    }
    used.set(piece.component.id, n);
    return n;
  };

  const item = (it: TableItem, where: string): PlannedItem | null => {
    if ('component' in it) {
      const piece = pieces.get(it.component);
      if (!piece || piece.component.kind === 'board') {
        const tokens = set.components.filter((p) => p.component.kind !== 'board').map((p) => p.component.id);
        problems.push(`${where} names piece '${it.component}', which is not a token or sheet of game.yaml (they are: ${listed(tokens) || 'none'})`);
        return null;
      }
      const copy = takePiece(piece, where);
      return copy === null ? null : { kind: 'piece', piece, copy };
    }
    const deck = deckNamed(it.deck, where);
    if (!deck) return null;
    const faceDown = it.faceDown ?? false;
    if (it.card === undefined) {
      const cards = takeRest(deck);
      if (!cards.length) problems.push(`${where} names deck '${deck.deck.id}', whose cards are all placed already`);
      return cards.length ? { kind: 'cards', run: { deck, cards }, faceDown } : null;
    }
    const copies = deck.cards.map((c, i) => ({ c, i })).filter(({ c }) => c.id === it.card || baseId(c.id) === it.card);
    if (!copies.length) {
      problems.push(`${where} names card '${it.card}' of deck '${deck.deck.id}', which has no such card (its cards: ${listed([...new Set(deck.cards.map((c) => baseId(c.id)))])})`);
      return null;
    }
    const mine = taken.get(deck.deck.id)!;
    const free = copies.find(({ i }) => !mine.has(i));
    if (!free) {
      problems.push(`${where} names card '${it.card}' of deck '${deck.deck.id}' once more than its ${copies.length} cop${copies.length === 1 ? 'y' : 'ies'} (or its deck is dealt into a hand)`);
      return null;
    }
    mine.add(free.i);
    return { kind: 'cards', run: { deck, cards: [free.i] }, faceDown };
  };

  const board = pieces.get(layout.board);
  if (!board || board.component.kind !== 'board') {
    const boards = set.components.filter((p) => p.component.kind === 'board').map((p) => p.component.id);
    problems.push(`the table's board '${layout.board}' is not a board of game.yaml (its boards: ${listed(boards) || 'none'})`);
  } else used.set(board.component.id, 1);

  // The table's file is <game>-table.json, beside one file per deck and per piece named so.
  if (decks.has(TABLE_NAME) || pieces.has(TABLE_NAME)) problems.push(`a deck or piece of game.yaml is named '${TABLE_NAME}', as the table's own file would be; rename it`);

  const colours = new Map<string, string>();
  const seats: PlannedSeat[] = layout.seats.map((seat) => {
    const where = `seat '${seat.name}'`;
    if (!isHandColour(seat.colour)) problems.push(`${where}: '${seat.colour}' is not a Tabletop Simulator player colour with a hand (${Object.keys(HAND_COLOURS).join(', ')})`);
    else if (colours.has(seat.colour)) problems.push(`${where}: colour ${seat.colour} is taken by seat '${colours.get(seat.colour)}'; give each seat its own`);
    else colours.set(seat.colour, seat.name);
    if (!SIDES.includes(seat.side)) problems.push(`${where}: side '${seat.side}' is not one of ${SIDES.join(', ')}`);
    const hand = seat.hand.flatMap((id): CardRun[] => {
      const deck = deckNamed(id, `the hand of ${where}`);
      if (!deck) return [];
      const cards = takeRest(deck);
      if (!cards.length) problems.push(`the hand of ${where} names deck '${id}', whose cards are all placed already`);
      return cards.length ? [{ deck, cards }] : [];
    });
    const front = seat.front.flatMap((it, i) => item(it, `front item ${i + 1} of ${where}`) ?? []);
    return { seat, hand, front };
  });

  const placed = layout.pieces.flatMap((p, i) => {
    const where = `board piece ${i + 1}`;
    const planned = item(p.item, where);
    if (board) {
      const { width, height } = board.format;
      const { x, y } = p.at;
      if (!Number.isFinite(x) || !Number.isFinite(y) || x < 0 || y < 0 || x > width || y > height) {
        problems.push(`${where} at (${x}, ${y}) mm is off the board '${board.component.id}' (${width} × ${height} mm): give its centre in mm from the board's top-left corner`);
        return [];
      }
    }
    return planned ? [{ item: planned, at: p.at }] : [];
  });

  if (problems.length) throw new TableLayoutError(game, set.manifest.pack, problems);
  return {
    board: board!,
    seats,
    pieces: placed,
    aside: {
      decks: set.decks.map((deck) => ({ deck, cards: takeRest(deck) })).filter((r) => r.cards.length),
      pieces: set.components
        .map((piece) => ({ piece, first: used.get(piece.component.id)! + 1, count: piece.count - used.get(piece.component.id)! }))
        .filter((p) => p.count > 0),
    },
  };
}
