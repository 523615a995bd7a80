/**
 * Cardstle set up for its first room in Tabletop Simulator (`deckwright tts cardstle --setup`),
 * from the engine's own setup (engine/game.ts, rooms.ts) of `sim`'s first game with that seed:
 *
 * - the room at the centre as the engine lays it, « un damier de cartes posées face cachés, cote à
 *   cote », a place left empty where the room has none, the party's pawns at the entrance (TTS's
 *   own pawns, in the players' colours: the pack has no pawn);
 * - a seat for each character in turn order's colours, its treasures in its hand (« Chaque joueur
 *   commence la partie avec 2 trésors piochés au hasard », or those its party file gives), the game
 *   master in Black (TTS's game-master colour) across the table, the room's secrets known to them
 *   alone as the room file says;
 * - the treasure pile face down beside the room in the order the engine draws it (its next card on
 *   top), then what the room and the pile left: the second room deck when one was enough, the
 *   donne, the dice.
 */
import type { LoadedPack } from '../../core/pack.js';
import type { GridPlace, TableItem, TableLayout, TableSeat, TableSide } from '../../core/pack-types.js';
import { playerCount, SEAT_COLOURS, setUpGame, SETUP_BOT, type FirstTurn, type FirstTurnOptions } from '../../engine/first-turn.js';
import { rankOf, suitOf } from './engine/cards.js';
import { buildCatalogue } from './engine/catalogue.js';
import { cardstleGame } from './engine/game.js';
import type { CardstleState } from './engine/types.js';
import { defaultOptions, gamePolicy, gameSetup } from './sim/run.js';

/** The room deck, whose cards make the room, the treasures and their pile. */
const ROOM_DECK = 'salle';
/** The game master's seat (« le MJ »), and the name on its zone (French, as the table reads). */
const GM = { colour: 'Black', name: 'Le MJ' };

export function cardstleFirstTurn(pack: LoadedPack, options: FirstTurnOptions): FirstTurn {
  const state = cardstleFirstState(pack, options);
  return { layout: cardstleSetupLayout(pack, state), players: [GM.name, ...state.order.map((i) => state.chars[i].name)] };
}

/** The game the engine sets up: `sim --seed N [--players K]`'s first game (the pack's first party, its first K characters), its bot answering. */
export function cardstleFirstState(pack: LoadedPack, options: FirstTurnOptions): CardstleState {
  const cat = buildCatalogue(pack);
  const size = cat.parties[cat.defaultParty].characters.length;
  const players = options.players === undefined ? null : playerCount(options, { min: 1, max: size, default: size }, pack.manifest?.title ?? pack.name);
  const opts = defaultOptions(cat, { games: 1, seed: options.seed, bot: SETUP_BOT, players });
  const setup = gameSetup(opts, 0);
  return setUpGame(cardstleGame, cat, setup, gamePolicy(cat, opts, setup));
}

/** Where the state puts each thing, named as game.yaml names it. */
export function cardstleSetupLayout(pack: LoadedPack, state: CardstleState): TableLayout {
  const idOf = roomCardIds(pack);
  const card = (n: number, faceDown: boolean): TableItem => ({ deck: ROOM_DECK, card: idOf(n), faceDown });
  // Seats in turn order (« celui ayant eu le plus score commence »), each in its colour.
  const seated = state.order.map((i, k) => ({ char: state.chars[i], colour: SEAT_COLOURS[k % SEAT_COLOURS.length] }));
  const room = state.room;
  const places: GridPlace[] = room.cells.flatMap((c, i): GridPlace[] => {
    const at = { row: Math.floor(i / room.cols), col: i % room.cols };
    const pawns = seated.filter((s) => s.char.alive && s.char.cell === i).map((s): TableItem => ({ pawn: s.colour, name: s.char.name }));
    const items = [...(c.place && c.card >= 0 ? [card(c.card, !c.up)] : []), ...pawns];
    return items.length ? [{ ...at, items }] : [];
  });
  const sides = characterSides(seated.length);
  const seats: TableSeat[] = seated.map((s, k) => ({
    colour: s.colour,
    name: s.char.name,
    side: sides[k],
    hand: s.char.treasures.map((t) => ({ deck: ROOM_DECK, card: idOf(t) })),
    front: [],
  }));
  seats.push({ colour: GM.colour, name: GM.name, side: 'north', hand: [], front: [] });
  // The pile's top is the end of the engine's list (it draws with pop): the first card of the TTS pile.
  const pile: TableItem[] = state.pile.length ? [{ deck: ROOM_DECK, cards: [...state.pile].reverse().map(idOf), faceDown: true }] : [];
  return { grid: { rows: room.rows, cols: room.cols, places }, seats, pieces: [], aside: pile };
}

/** The characters' sides: the game master has the north; one character at each of the west and east from three on, the others south. */
function characterSides(count: number): TableSide[] {
  if (count < 3) return Array<TableSide>(count).fill('south');
  return Array.from({ length: count }, (_, k): TableSide => (k === 1 ? 'west' : k === 2 ? 'east' : 'south'));
}

/** The room deck's card of each of the engine's numbers (0–51: suit × 13 + rank), by its rank and suit. */
function roomCardIds(pack: LoadedPack): (n: number) => string {
  const ids = new Map(pack.cards.filter((c) => c.deck.id === ROOM_DECK).map((c) => [`${String(c.data.rank)}|${String(c.data.suit)}`, c.id]));
  return (n) => {
    const id = ids.get(`${rankOf(n)}|${suitOf(n)}`);
    if (!id) throw new Error(`${pack.name}: the room deck '${ROOM_DECK}' has no ${rankOf(n)} de ${suitOf(n)}`);
    return id;
  };
}
