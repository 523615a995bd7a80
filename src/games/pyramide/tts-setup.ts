/**
 * The Sokar pyramid set up for its first turn in Tabletop Simulator (`deckwright tts pyramide
 * --setup`), from the engine's own setup (engine/setup.ts) of `sim`'s first game with that seed
 * and party size: the party's seats in their colours, each adventurer's six kept action cards in
 * its hand and the three it set aside face down before it (« Le reste est alors placé à côté de
 * l'aventurier. Ce sera sa défausse »), its card before it and its pawn on the entrance it chose;
 * the chests' value tiles face down on the chests as the engine dealt them; the god's seat as on
 * the fixed table. Adventurers not in the party, their pawns and cards, and every token not yet
 * in play lie beside the board.
 */
import type { LoadedPack } from '../../core/pack.js';
import type { BoardPiece, TableItem, TableLayout } from '../../core/pack-types.js';
import { playerCount, setUpGame, SETUP_BOT, type FirstTurn, type FirstTurnOptions } from '../../engine/first-turn.js';
import { buildCatalogue, mapId, type Catalogue } from './engine/catalogue.js';
import { pyramideGame } from './engine/game.js';
import type { PyramideState } from './engine/types.js';
import { DEFAULT_PARTIES, gamePolicy, gameSetup } from './sim/run.js';
import { adventurerSeat, ADVENTURERS, boardOf, cellOnBoard, CHESTS, chestTiles, godSeat, pawnOf, sideOf, turnOnBoard } from './tts-table.js';

/** The pile an adventurer sets aside: its discard (French, as the table reads). */
const DISCARD = 'Défausse';

export function pyramideFirstTurn(pack: LoadedPack, options: FirstTurnOptions): FirstTurn {
  const { cat, state } = pyramideFirstState(pack, options);
  return { layout: pyramideSetupLayout(pack, state), players: ['Sokar', ...state.adventurers.map((a) => cat.adventurers[a.id].name)] };
}

/** The game the engine sets up: `sim --seed N --players K`'s first game, its seats' bots answering the setup. */
export function pyramideFirstState(pack: LoadedPack, options: FirstTurnOptions): { cat: Catalogue; state: PyramideState } {
  const cat = buildCatalogue(pack);
  const map = cat.maps[cat.defaultMap];
  const most = Math.min(map.entrances.length, Object.keys(cat.adventurers).length);
  const players = playerCount(options, { min: 1, max: most, default: DEFAULT_PARTIES.find((k) => k <= most) ?? 1 }, pack.manifest?.title ?? pack.name);
  const opts = { games: 1, seed: options.seed, bot: SETUP_BOT, players: [players], maps: [cat.defaultMap] };
  const setup = gameSetup(cat, opts, 0);
  return { cat, state: setUpGame(pyramideGame, cat, setup, gamePolicy(cat, opts, setup)) };
}

/** Where the state puts each thing, named as game.yaml names it. */
export function pyramideSetupLayout(pack: LoadedPack, state: PyramideState): TableLayout {
  const { board, map } = boardOf(pack, (file) => mapId(file) === state.map);
  const at = cellOnBoard(pack, map, board.format);
  const party = state.adventurers;
  const seats = party.map((a, i) => {
    const hand = a.hand.map((card) => ({ deck: actionsOf(a.id), card }));
    const discard: TableItem[] = a.discard.length ? [{ deck: actionsOf(a.id), cards: a.discard, faceDown: true, name: DISCARD }] : [];
    return adventurerSeat(pack, a.id, sideOf(i, party.length), hand, [{ deck: ADVENTURERS, card: a.id }, ...discard]);
  });
  seats.push(godSeat(pack));

  const pawns: BoardPiece[] = party.map((a) => ({ item: { component: pawnOf(a.id) }, at: at(a.cell) }));
  // Each chest's value as the engine dealt it, on a tile of that value, face down.
  const tiles = chestTiles(pack);
  const chests: BoardPiece[] = state.chests.map((chest) => {
    const i = tiles.findIndex((t) => t.value === chest.value);
    if (i < 0) throw new Error(`${pack.name}: the engine deals a chest of value ${chest.value}, and ${CHESTS} has no tile of it left: fix the map or the tiles (deckwright check ${pack.name})`);
    const [tile] = tiles.splice(i, 1);
    return { item: { deck: CHESTS, card: tile.id, faceDown: true }, at: at(chest.cell) };
  });
  // The turn marker on the track's circle of the turn the game starts at (« Une partie est composée de 12 tours »).
  const marker: BoardPiece[] = hasComponent(pack, TURN_MARKER) ? [{ item: { component: TURN_MARKER }, at: turnOnBoard(pack, map, board.format, state.turn) }] : [];
  return { board: board.id, seats, pieces: [...pawns, ...chests, ...marker] };
}

const actionsOf = (adventurer: string) => `actions-${adventurer}`;

/** The turn marker, a token of game.yaml. */
const TURN_MARKER = 'tour';
const hasComponent = (pack: LoadedPack, id: string) => (pack.manifest!.components ?? []).some((c) => c.id === id);
