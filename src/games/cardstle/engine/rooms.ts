/**
 * Rooms: laid from a room file of the pack or dealt at random, the pile made of the room deck's
 * cards not laid (a second deck when the room lays more than half of one: « Si la pièce utilise
 * plus de la moitié des cartes il faudra ajouter un nouveau jeu »), the party at the entrance, and
 * the turn order by a movement test (« celui ayant eu le plus score commence »).
 */
import { emit } from '../../../engine/choices.js';
import { shuffleOrForced } from '../../../engine/forced-order.js';
import { randomInt, shuffle } from '../../../engine/rng.js';
import { around } from './board.js';
import { codeOf, DECK_SIZE } from './cards.js';
import { ENTRANCE, EMPTY, NEEDED_POINTS, RANDOM_COLS, RANDOM_HOLES, RANDOM_ROWS, type Catalogue, type RoomDef } from './catalogue.js';
import { donneOut, test } from './draw.js';
import { takeStun } from './party.js';
import type { CardstleCtx, CardstleState, RoomState } from './types.js';

export function roomState(def: RoomDef): RoomState {
  return {
    name: def.name,
    rows: def.rows,
    cols: def.cols,
    cells: def.cells.map((v) => ({ place: v !== EMPTY, card: v >= 0 ? v : -1, up: v === ENTRANCE, resolved: v === ENTRANCE, foe: null })),
    entrance: def.cells.indexOf(ENTRANCE),
    goal: def.goal,
    goalTaken: false,
    talk: [...def.talk],
    affinity: {},
    needed: NEEDED_POINTS,
  };
}

/**
 * The piles Cardstle shuffles, as a scenario's `order:` names them: the room deck a random room
 * is dealt from, and the pile a room's treasures are drawn from. (The donne is not shuffled: each
 * card of a test is drawn at random, and a scenario's `draws:` gives them.)
 */
export const SHUFFLED_PILES = ['room-deck', 'pile'] as const;
export type ShuffledPile = (typeof SHUFFLED_PILES)[number];

/**
 * Shuffles a pile whose top is the end of the list (cards are taken with pop): a scenario's order
 * (top first, cards named by code: "9p") is turned round so that its first card is taken first.
 * Without one, exactly the seeded shuffle, so that every seed deals the games it dealt before.
 */
export function shuffleTopLast(s: CardstleState, pile: ShuffledPile, list: number[]): number[] {
  const forced = !!s.forcedOrders && Object.hasOwn(s.forcedOrders, pile) && s.forcedOrders[pile].length > 0;
  shuffleOrForced(s, pile, list, codeOf);
  return forced ? list.reverse() : list;
}

/** Every place reachable from the entrance, diagonals included. */
function connected(room: RoomState): boolean {
  const seen = new Set([room.entrance]);
  const queue = [room.entrance];
  while (queue.length) for (const n of around(room, queue.shift()!)) if (!seen.has(n)) (seen.add(n), queue.push(n));
  return seen.size === room.cells.filter((c) => c.place).length;
}

/**
 * A random room: RANDOM_ROWS × RANDOM_COLS places, the entrance in the middle of the last row, a
 * few empty places that cut nothing off, a card dealt on each other place from a shuffled deck
 * less the treasures held; the GM hides the goal under one of its enemies or traps (a chest might
 * need a key nobody has).
 */
export function randomRoom(cat: Catalogue, s: CardstleState, index: number): RoomDef {
  const rows = RANDOM_ROWS;
  const cols = RANDOM_COLS;
  const entrance = (rows - 1) * cols + Math.floor(cols / 2);
  const held = new Set(s.chars.flatMap((ch) => ch.treasures));
  for (;;) {
    const cells = new Array<number>(rows * cols).fill(0);
    cells[entrance] = ENTRANCE;
    for (let h = 0; h < RANDOM_HOLES; ) {
      const c = randomInt(s.rng, rows * cols);
      if (cells[c] !== 0) continue;
      cells[c] = EMPTY;
      h++;
    }
    // The GM deals from the room deck less the treasures the characters hold: they are out of it
    // (dealt from the whole deck, a card held twice could lie in the room as a third copy).
    const deck = Array.from({ length: DECK_SIZE }, (_, i) => i).filter((c) => !held.has(c));
    const def: RoomDef = { name: `Pièce ${index + 1}`, rows, cols, cells, goal: -1, talk: [] };
    if (!connected(roomState(def))) {
      // Empty places that cut the room off are drawn again. The deck is shuffled all the same, as it
      // was when the check came after the deal, so that each seed deals the rooms it always dealt;
      // a scenario's order waits for the deal that is kept.
      shuffle(s.rng, deck);
      continue;
    }
    // Dealt row by row from A1: the top of the deck (a scenario's order, first card first) on the first places.
    shuffleTopLast(s, 'room-deck', deck);
    for (let c = 0; c < cells.length; c++) if (cells[c] === 0) cells[c] = deck.pop()!;
    const hideouts = cells.filter((c) => c >= 0 && (cat.roles[c].role === 'ennemi' || cat.roles[c].role === 'piege'));
    def.goal = hideouts.length ? hideouts[randomInt(s.rng, hideouts.length)] : -1;
    return def;
  }
}

/** The pile for a room: one deck (two when the room lays more than half of one), less the cards laid and those the characters hold, shuffled. */
export function pileFor(s: CardstleState, room: RoomState): number[] {
  const laid = room.cells.filter((c) => c.card >= 0).map((c) => c.card);
  const decks = laid.length > DECK_SIZE / 2 ? 2 : 1;
  const count = new Array<number>(DECK_SIZE).fill(decks);
  for (const c of laid) count[c]--;
  for (const ch of s.chars) for (const t of ch.treasures) count[t]--;
  const pile: number[] = [];
  count.forEach((n, c) => {
    for (let k = 0; k < n; k++) pile.push(c);
  });
  return shuffleTopLast(s, 'pile', pile);
}

/** Lays room `index` (the pack's files first, then random rooms) and makes its pile. */
export function layRoom(cat: Catalogue, s: CardstleState, ctx: CardstleCtx, index: number): void {
  const file = s.roomFiles[index];
  s.roomIndex = index;
  s.room = roomState(file ? cat.rooms[file] : randomRoom(cat, s, index));
  s.pile = pileFor(s, s.room);
  emit(ctx, { e: 'room', index, name: s.room.name, goal: s.room.goal, rows: s.room.rows, cols: s.room.cols });
}

/** The party at the entrance, in the order of a movement test (ties in the party's order). */
export function enterRoom(s: CardstleState, ctx: CardstleCtx): void {
  const alive = s.chars.map((_, i) => i).filter((i) => s.chars[i].alive);
  for (const i of alive) s.chars[i].cell = s.room.entrance;
  const results = alive.map((i) => test(s, ctx, s.chars[i].stats.mov - takeStun(s.chars[i]), s.chars[i], donneOut(), [String(i), 'mov']));
  const order = alive.map((i, k) => ({ i, r: results[k] })).sort((a, b) => b.r - a.r || a.i - b.i);
  s.order = order.map((o) => o.i);
  emit(ctx, { e: 'order', order: [...s.order], results: order.map((o) => o.r) });
  s.turn = 0;
  s.round = 1;
  s.moved = false;
  s.talked = false;
  emit(ctx, { e: 'turn', who: s.order[0], round: 1 });
}
