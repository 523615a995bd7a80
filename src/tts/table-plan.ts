/**
 * A pack's table layout (core/pack-types.ts) read against the game's card set: every name it uses
 * resolved to the cards, token copies and dice it takes, each taken once, and what nothing took
 * left for beside the board. Done before any image is made, so a layout that names something the
 * game does not have stops the export with a message saying what to fix.
 *
 * A deck the game uses in several copies (`sets: 2`) gives each card that many times: a card
 * named twice takes its second copy, and what is left of each copy is a pile of its own.
 */
import type { DieDef } from '../core/manifest.js';
import type { BoardPiece, LayoutCard, TableItem, TableLayout, TableSeat } from '../core/pack-types.js';
import { COPY_SEPARATOR, type CardSet, type ExportComponent, type ExportDeck } from '../export/card-set.js';
import { HAND_COLOURS, isHandColour } from './hand-zone.js';
import { DIE_FACES } from './saved-object.js';

/** What the layout gets wrong, each problem a sentence naming what to change. */
export class TableLayoutError extends Error {
  constructor(
    readonly game: string,
    readonly pack: string,
    readonly problems: string[],
    /** Where the layout comes from, for the message's last words. */
    readonly source = `the table layout of pack '${pack}' (src/games/${pack}/)`,
  ) {
    super(`${game}: the Tabletop Simulator table cannot be set: ${problems.join('; ')}. Fix ${source}`);
  }
}

/** Cards of one deck, by their index in the deck's cards, in order (a pile's first card on top). */
export interface CardRun {
  deck: ExportDeck;
  cards: number[];
}

/** One die of the manifest: its `copy`-th (from 1), showing `face` up (null: as it lies). */
export interface PlannedDie {
  die: DieDef;
  copy: number;
  face: number | null;
}

export type PlannedItem =
  | { kind: 'cards'; run: CardRun; faceDown: boolean; name?: string }
  /** `copy`: which copy of the piece, from 1. */
  | { kind: 'piece'; piece: ExportComponent; copy: number }
  | ({ kind: 'die' } & PlannedDie)
  | { kind: 'pawn'; colour: string; name: string };

export interface PlannedSeat {
  seat: TableSeat;
  hand: CardRun[];
  front: PlannedItem[];
}

export interface PlannedPlace {
  row: number;
  col: number;
  items: PlannedItem[];
}

export interface TablePlan {
  board: ExportComponent | null;
  grid: { rows: number; cols: number; places: PlannedPlace[] } | null;
  seats: PlannedSeat[];
  pieces: { item: PlannedItem; at: BoardPiece['at'] }[];
  /**
   * What lies beside: the layout's own `aside`, in its order; then what the layout left: each
   * deck's remaining cards (a pile for each copy of a deck used in several), each piece's remaining
   * copies (from `first`), the dice no one took.
   */
  aside: { items: PlannedItem[]; decks: CardRun[]; pieces: { piece: ExportComponent; first: number; count: number }[]; dice: PlannedDie[] };
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

/** `a`'s copies, `n` of them: "1 copy", "3 copies". */
const copiesWord = (n: number) => `${n} cop${n === 1 ? 'y' : 'ies'}`;

export function planTable(game: string, set: CardSet, layout: TableLayout, source?: string): TablePlan {
  const problems: string[] = [];
  const decks = new Map(set.decks.map((d) => [d.deck.id, d]));
  const pieces = new Map(set.components.map((p) => [p.component.id, p]));
  /** How many copies of each card are taken, by deck, by the card's index. */
  const taken = new Map(set.decks.map((d) => [d.deck.id, new Array<number>(d.cards.length).fill(0)]));
  const used = new Map(set.components.map((p) => [p.component.id, 0]));
  const dice = (set.manifest.components ?? []).filter((c): c is DieDef => c.kind === 'die');
  const diceUsed = new Map(dice.map((d) => [d.id, 0]));
  const setsOf = (deck: ExportDeck) => deck.deck.sets ?? 1;

  const deckNamed = (id: string, where: string): ExportDeck | null => {
    const deck = decks.get(id);
    if (deck) return deck;
    if (set.manifest.decks.some((d) => d.id === id)) problems.push(`${where} names deck '${id}', none of whose cards has an image (fix its cards' errors and build again)`);
    else problems.push(`${where} names deck '${id}', which game.yaml does not declare (its decks: ${listed(set.decks.map((d) => d.deck.id))})`);
    return null;
  };

  /** One copy of each of the deck's cards no one has taken yet, now taken. */
  const takeRest = (deck: ExportDeck): number[] => {
    const mine = taken.get(deck.deck.id)!;
    const rest = deck.cards.map((_, i) => i).filter((i) => mine[i] < setsOf(deck));
    for (const i of rest) mine[i]++;
    return rest;
  };

  /** The next copy of card `id` of the deck, now taken; null (and a problem said) when there is none. */
  const takeCard = (deck: ExportDeck, id: string, where: string): number | null => {
    const copies = deck.cards.map((c, i) => ({ c, i })).filter(({ c }) => c.id === id || baseId(c.id) === id);
    if (!copies.length) {
      problems.push(`${where} names card '${id}' of deck '${deck.deck.id}', which has no such card (its cards: ${listed([...new Set(deck.cards.map((c) => baseId(c.id)))])})`);
      return null;
    }
    const mine = taken.get(deck.deck.id)!;
    // The first deck's copies first, then the second deck's.
    const free = copies.reduce<{ i: number } | null>((best, x) => (mine[x.i] < setsOf(deck) && (!best || mine[x.i] < mine[best.i]) ? x : best), null);
    if (!free) {
      const all = copies.length * setsOf(deck);
      problems.push(`${where} names card '${id}' of deck '${deck.deck.id}' once more than its ${copiesWord(all)} (or its deck is dealt into a hand)`);
      return null;
    }
    mine[free.i]++;
    return free.i;
  };

  const takePiece = (piece: ExportComponent, where: string): number | null => {
    const n = used.get(piece.component.id)! + 1;
    if (n > piece.count) {
      problems.push(`${where} names ${piece.component.kind} '${piece.component.id}' once more than its ${copiesWord(piece.count)}`);
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
    if ('die' in it) {
      const die = dice.find((d) => d.id === it.die);
      if (!die) {
        problems.push(`${where} names die '${it.die}', which game.yaml does not declare (its dice: ${listed(dice.map((d) => d.id)) || 'none'})`);
        return null;
      }
      const copy = diceUsed.get(die.id)! + 1;
      if (copy > die.count) {
        problems.push(`${where} names die '${die.id}' once more than its ${copiesWord(die.count)}`);
        return null;
      }
      diceUsed.set(die.id, copy);
      const face = it.face ?? null;
      if (face !== null && !(Number.isInteger(face) && face >= 1 && face <= die.sides && DIE_FACES[die.sides])) {
        problems.push(
          DIE_FACES[die.sides]
            ? `${where} shows face ${face} of die '${die.id}', which has faces 1 to ${die.sides}`
            : `${where} shows a face of die '${die.id}', a d${die.sides}: only a d${Object.keys(DIE_FACES).join(', d')} is set on a face`,
        );
        return null;
      }
      return { kind: 'die', die, copy, face };
    }
    if ('pawn' in it) {
      if (!isHandColour(it.pawn)) {
        problems.push(`${where}: pawn colour '${it.pawn}' is not a Tabletop Simulator player colour (${Object.keys(HAND_COLOURS).join(', ')})`);
        return null;
      }
      return { kind: 'pawn', colour: it.pawn, name: it.name };
    }
    const deck = deckNamed(it.deck, where);
    if (!deck) return null;
    const faceDown = it.faceDown ?? false;
    if ('cards' in it) {
      if (!it.cards.length) {
        problems.push(`${where} names no card of deck '${deck.deck.id}': a pile holds one card or more`);
        return null;
      }
      const cards = it.cards.map((id) => takeCard(deck, id, where));
      if (cards.some((c) => c === null)) return null;
      return { kind: 'cards', run: { deck, cards: cards as number[] }, faceDown, ...(it.name ? { name: it.name } : {}) };
    }
    if (it.card === undefined) {
      const cards = takeRest(deck);
      if (!cards.length) problems.push(`${where} names deck '${deck.deck.id}', whose cards are all placed already`);
      return cards.length ? { kind: 'cards', run: { deck, cards }, faceDown } : null;
    }
    const i = takeCard(deck, it.card, where);
    return i === null ? null : { kind: 'cards', run: { deck, cards: [i] }, faceDown };
  };

  if (layout.board !== undefined && layout.grid !== undefined) problems.push(`the table has board '${layout.board}' and a grid of places: give one or the other`);
  let board: ExportComponent | null = null;
  if (layout.board !== undefined) {
    const named = pieces.get(layout.board);
    if (!named || named.component.kind !== 'board') {
      const boards = set.components.filter((p) => p.component.kind === 'board').map((p) => p.component.id);
      problems.push(`the table's board '${layout.board}' is not a board of game.yaml (its boards: ${listed(boards) || 'none'})`);
    } else {
      used.set(named.component.id, 1);
      board = named;
    }
  }

  // The table's file is <game>-table.json, beside one file per deck and per piece named so.
  if (decks.has(TABLE_NAME) || pieces.has(TABLE_NAME)) problems.push(`a deck or piece of game.yaml is named '${TABLE_NAME}', as the table's own file would be; rename it`);

  const colours = new Map<string, string>();
  const seats: PlannedSeat[] = layout.seats.map((seat) => {
    const where = `seat '${seat.name}'`;
    if (!isHandColour(seat.colour)) problems.push(`${where}: '${seat.colour}' is not a Tabletop Simulator player colour with a hand (${Object.keys(HAND_COLOURS).join(', ')})`);
    else if (colours.has(seat.colour)) problems.push(`${where}: colour ${seat.colour} is taken by seat '${colours.get(seat.colour)}'; give each seat its own`);
    else colours.set(seat.colour, seat.name);
    if (!SIDES.includes(seat.side)) problems.push(`${where}: side '${seat.side}' is not one of ${SIDES.join(', ')}`);
    const hand = seat.hand.flatMap((named): CardRun[] => {
      const here = `the hand of ${where}`;
      const card = typeof named === 'string' ? null : (named as LayoutCard);
      const deck = deckNamed(card ? card.deck : (named as string), here);
      if (!deck) return [];
      if (card) {
        const i = takeCard(deck, card.card, here);
        return i === null ? [] : [{ deck, cards: [i] }];
      }
      const cards = takeRest(deck);
      if (!cards.length) problems.push(`${here} names deck '${deck.deck.id}', whose cards are all placed already`);
      return cards.length ? [{ deck, cards }] : [];
    });
    const front = seat.front.flatMap((it, i) => item(it, `front item ${i + 1} of ${where}`) ?? []);
    return { seat, hand, front };
  });

  let grid: TablePlan['grid'] = null;
  if (layout.grid) {
    const { rows, cols } = layout.grid;
    if (!(Number.isInteger(rows) && rows >= 1 && Number.isInteger(cols) && cols >= 1)) problems.push(`the grid is ${rows} × ${cols} places: give it 1 row and 1 column or more`);
    const seen = new Set<string>();
    const places = layout.grid.places.flatMap((p): PlannedPlace[] => {
      const where = `grid place (${p.row}, ${p.col})`;
      if (!(Number.isInteger(p.row) && p.row >= 0 && p.row < rows && Number.isInteger(p.col) && p.col >= 0 && p.col < cols)) {
        problems.push(`${where} is outside the grid's ${rows} × ${cols} places (rows and columns from 0)`);
        return [];
      }
      if (seen.has(`${p.row},${p.col}`)) problems.push(`${where} is given twice; put everything of a place in one`);
      seen.add(`${p.row},${p.col}`);
      if (!p.items.length) problems.push(`${where} holds nothing; leave an empty place out`);
      return [{ row: p.row, col: p.col, items: p.items.flatMap((it, i) => item(it, `item ${i + 1} of ${where}`) ?? []) }];
    });
    grid = { rows, cols, places };
  }

  if (layout.pieces.length && !layout.board) problems.push(`the layout puts ${layout.pieces.length} piece(s) on a board but names none`);
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
  const asideItems = (layout.aside ?? []).flatMap((it, i) => item(it, `aside item ${i + 1}`) ?? []);

  if (problems.length) throw new TableLayoutError(game, set.manifest.pack, problems, source);
  // What is left: a pile for each copy of a deck with cards left in it.
  const restOf = (deck: ExportDeck): CardRun[] => {
    const runs: CardRun[] = [];
    for (let cards = takeRest(deck); cards.length; cards = takeRest(deck)) runs.push({ deck, cards });
    return runs;
  };
  return {
    board,
    grid,
    seats,
    pieces: placed,
    aside: {
      items: asideItems,
      decks: set.decks.flatMap(restOf),
      pieces: set.components
        .map((piece) => ({ piece, first: used.get(piece.component.id)! + 1, count: piece.count - used.get(piece.component.id)! }))
        .filter((p) => p.count > 0),
      dice: dice.flatMap((die) => Array.from({ length: die.count - diceUsed.get(die.id)! }, (_, k) => ({ die, copy: diceUsed.get(die.id)! + k + 1, face: null }))),
    },
  };
}
