/**
 * The Sokar pyramid drawn for a hot-seat page (src/engine/session-table.ts): the board the pack
 * renders (its image, each cell's box on it, named as the board prints them, « B3 », with its kind
 * in words) and on it the game's own pieces as their tokens: each adventurer's pawn, the mummies,
 * the demigods' tiles, the walls, Malik's blue wall, the chests (a closed one face down: its value
 * is never shown, an open one its value's tile); the god (seat 0) with its XP and its demigods'
 * levels; each adventurer (seats 1…) with level, XP, its discard and, for the viewer only, its
 * hand of action cards. It is drawn from the viewer's view (the GameDef's `view`): closed chests
 * show no value, the others' hands and discards are hidden cards. Every word in the game's
 * language (session-words.ts).
 */
import type { CardBook } from '../../engine/session-cards.js';
import type { TableBoard, TableCard, TableCounter, TablePiece, TablePlayer, TableView } from '../../engine/session-table.js';
import { cellName } from './engine/board.js';
import { MUMMY, type Catalogue } from './engine/catalogue.js';
import { actingSeat } from './engine/combat.js';
import { BLUE, HIDDEN, NO_WALL, type PyramideState } from './engine/types.js';
import type { PyramideWords } from './session-words.js';
import type { PyramideLook } from './table-pieces.js';

const counter = (id: string, label: string, value: number | string): TableCounter => ({ id, label, value });
const withImage = (image: string | undefined) => (image ? { image } : {});

export function pyramideTable(cat: Catalogue, w: PyramideWords, look: PyramideLook, book: CardBook, view: PyramideState, viewer: number | null): TableView {
  const { t } = w;
  const map = cat.maps[view.map];
  const kinds = map?.kinds ?? [];
  const letterOf = new Map(Object.entries(map?.letters ?? {}).map(([letter, cell]) => [cell, letter]));
  const board = look.board(view.map);
  const cells: TableBoard['cells'] = Array.from({ length: view.rows * view.cols }, (_, cell) => {
    const wall = view.walls[cell];
    const chest = view.chests.find((c) => c.cell === cell);
    const adventurer = view.adventurers.findIndex((a) => a.cell === cell);
    const monster = view.monsters.find((m) => m.cell === cell);
    const pieces: TablePiece[] = [];
    if (adventurer >= 0) {
      const a = view.adventurers[adventurer];
      pieces.push({ id: `adventurer-${a.id}`, label: t('play.pyramide.piece.adventurer', { name: w.piece(a.id), level: a.level }), seat: adventurer + 1, kind: 'pawn', ...withImage(look.pawn(a.id)) });
    }
    if (monster) {
      const mummy = monster.id === MUMMY;
      const label = mummy ? t('play.pyramide.piece.mummy') : t('play.pyramide.piece.demigod', { name: w.piece(monster.id), level: view.demigodLevels[monster.id] ?? 1 });
      pieces.push({ id: `monster-${monster.uid}`, label, seat: 0, kind: mummy ? 'mummy' : 'demigod', ...withImage(mummy ? look.mummy : look.demigod(monster.id)) });
    }
    if (wall !== NO_WALL) pieces.push({ id: `wall-${cell}`, label: t('play.pyramide.piece.wall', { blue: wall === BLUE ? 'yes' : 'no' }), kind: 'wall', ...withImage(wall === BLUE ? look.blueWall : look.wall) });
    // A closed chest's value is hidden in every view (0): only an open one's is told, and shown by its tile.
    if (chest) pieces.push({ id: `chest-${cell}`, label: t('play.pyramide.piece.chest', { open: chest.open ? 'yes' : 'no', value: chest.value }), kind: 'chest', ...withImage(chest.open ? look.openChest(chest.value) : look.chest) });
    const kind = kinds[cell] ?? 'floor';
    const letter = letterOf.get(cell);
    const demigod = letter ? cat.demigods.find((d) => d.letter === letter)?.name : undefined;
    return {
      row: Math.floor(cell / view.cols),
      col: cell % view.cols,
      label: cellName(view, cell),
      kind,
      kindLabel: w.kind(kind, demigod),
      ...(board ? { box: board.boxes[cell] } : {}),
      pieces,
    };
  });
  const acting = view.phase === 'over' ? -1 : actingSeat(view);
  // A card the viewer may not see is the back of its adventurer's action cards (« Il est interdit … de dévoiler ses cartes actions »).
  const cards = (seat: number, list: string[], where: string): TableCard[] => {
    const own = cat.adventurers[view.adventurers[seat - 1]?.id ?? '']?.cards[0];
    const back = own ? book.look(own)?.back : undefined;
    return list.map((id, i) =>
      id === HIDDEN ? { ...book.card(`${where}-${seat}-${i}`, '?', { faceDown: true }), name: t('play.pyramide.hidden-card'), ...withImage(back) } : book.card(`${where}-${seat}-${i}:${id}`, id),
    );
  };
  const god: TablePlayer = {
    seat: 0,
    name: t('play.pyramide.god'),
    active: acting === 0,
    stats: [counter('xp', 'XP', view.godXp), ...cat.demigods.map((d) => counter(`level-${d.id}`, d.name, view.demigodLevels[d.id] ?? 1))],
    hand: viewer === 0 ? [] : null,
    handCount: 0,
    front: [],
  };
  const adventurers: TablePlayer[] = view.adventurers.map((a, i) => {
    const seat = i + 1;
    const card = book.look(a.id);
    return {
      seat,
      name: w.piece(a.id),
      ...withImage(card?.front),
      active: acting === seat,
      stats: [
        counter('level', t('play.pyramide.counter.level'), a.level),
        counter('xp', 'XP', a.xp),
        counter('cell', t('play.pyramide.counter.cell'), cellName(view, a.cell)),
        ...(acting === seat ? [counter('moves', t('play.pyramide.counter.moves'), view.moves - view.moved)] : []),
      ],
      hand: viewer === seat ? cards(seat, a.hand, 'hand') : null,
      handCount: a.hand.length,
      front: [
        { id: `seat-${seat}-adventurer`, title: t('play.pyramide.zone.adventurer'), seat, cards: [book.card(`adventurer-card-${a.id}`, a.id, { tapped: a.readyTurn > view.turn })] },
        { id: `seat-${seat}-discard`, title: t('play.pyramide.zone.discard'), seat, cards: cards(seat, a.discard, 'discard') },
      ],
    };
  });
  return {
    viewer,
    zones: [],
    board: { rows: view.rows, cols: view.cols, ...(board ? { image: board.image } : {}), cells },
    players: [god, ...adventurers],
    counters: [
      counter('turn', t('play.pyramide.counter.turn'), view.turn),
      counter('phase', t('play.pyramide.counter.phase'), t('play.pyramide.phase', { phase: view.phase })),
      counter('loot', t('play.pyramide.counter.loot'), view.loot),
    ],
  };
}
