/**
 * The Sokar pyramid drawn for a hot-seat page (src/engine/session-table.ts): the map as a board of
 * cells (named as the board prints them, « B3 »), each with its kind, its wall, its chest and the
 * piece standing on it; the god (seat 0) with its XP and its demigods' levels; each adventurer
 * (seats 1…) with level, XP, its discard and, for the viewer only, its hand of action cards. It is
 * drawn from the viewer's view (the GameDef's `view`): closed chests show no value, the others'
 * hands and discards are hidden cards. Also the actions in words, for the buttons.
 */
import type { CardBook } from '../../engine/session-cards.js';
import type { TableBoard, TableCard, TableCounter, TablePlayer, TableView } from '../../engine/session-table.js';
import { cellName } from './engine/board.js';
import { MUMMY, pieceName, type Catalogue } from './engine/catalogue.js';
import { actingSeat } from './engine/combat.js';
import { BLUE, HIDDEN, NO_WALL, type PyramideAction, type PyramideState } from './engine/types.js';

const counter = (id: string, label: string, value: number | string): TableCounter => ({ id, label, value });
const DIR: Record<string, string> = { up: 'up', down: 'down', left: 'left', right: 'right' };

export function pyramideTable(cat: Catalogue, book: CardBook, view: PyramideState, viewer: number | null): TableView {
  const kinds = cat.maps[view.map]?.kinds ?? [];
  const cells: TableBoard['cells'] = Array.from({ length: view.rows * view.cols }, (_, cell) => {
    const wall = view.walls[cell];
    const chest = view.chests.find((c) => c.cell === cell);
    const adventurer = view.adventurers.findIndex((a) => a.cell === cell);
    const monster = view.monsters.find((m) => m.cell === cell);
    const pieces = [
      ...(adventurer >= 0 ? [{ id: `adventurer-${view.adventurers[adventurer].id}`, label: `${pieceName(cat, view.adventurers[adventurer].id)} (niv. ${view.adventurers[adventurer].level})`, seat: adventurer + 1 }] : []),
      ...(monster ? [{ id: `monster-${monster.uid}`, label: monster.id === MUMMY ? 'Momie' : `${pieceName(cat, monster.id)} (niv. ${view.demigodLevels[monster.id] ?? 1})`, seat: 0 }] : []),
      ...(wall !== NO_WALL ? [{ id: `wall-${cell}`, label: wall === BLUE ? 'Mur bleu' : 'Mur' }] : []),
      // A closed chest's value is hidden in every view (0): only an open one's is told.
      ...(chest ? [{ id: `chest-${cell}`, label: chest.open ? `Coffre ouvert (${chest.value})` : 'Coffre' }] : []),
    ];
    return { row: Math.floor(cell / view.cols), col: cell % view.cols, label: cellName(view, cell), kind: kinds[cell] ?? 'floor', pieces };
  });
  const acting = view.phase === 'over' ? -1 : actingSeat(view);
  const cards = (seat: number, list: string[], where: string): TableCard[] => list.map((id, i) => (id === HIDDEN ? book.card(`${where}-${seat}-${i}`, '?', { faceDown: true }) : book.card(`${where}-${seat}-${i}:${id}`, id)));
  const god: TablePlayer = {
    seat: 0,
    name: 'Sokar',
    active: acting === 0,
    stats: [counter('xp', 'XP', view.godXp), ...cat.demigods.map((d) => counter(`level-${d.id}`, d.name, view.demigodLevels[d.id] ?? 1))],
    hand: viewer === 0 ? [] : null,
    handCount: 0,
    front: [],
  };
  const adventurers: TablePlayer[] = view.adventurers.map((a, i) => {
    const seat = i + 1;
    const look = book.look(a.id);
    return {
      seat,
      name: pieceName(cat, a.id),
      ...(look ? { image: look.front } : {}),
      active: acting === seat,
      stats: [counter('level', 'Niveau', a.level), counter('xp', 'XP', a.xp), counter('cell', 'Case', cellName(view, a.cell)), ...(acting === seat ? [counter('moves', 'Déplacements', view.moves - view.moved)] : [])],
      hand: viewer === seat ? cards(seat, a.hand, 'hand') : null,
      handCount: a.hand.length,
      front: [
        { id: `seat-${seat}-adventurer`, title: 'Aventurier', seat, cards: [book.card(`adventurer-card-${a.id}`, a.id, { tapped: a.readyTurn > view.turn })] },
        { id: `seat-${seat}-discard`, title: 'Défausse', seat, cards: cards(seat, a.discard, 'discard') },
      ],
    };
  });
  return {
    viewer,
    zones: [],
    board: { rows: view.rows, cols: view.cols, cells },
    players: [god, ...adventurers],
    counters: [counter('turn', 'Tour', view.turn), counter('phase', 'Phase', view.phase), counter('loot', 'Butin', view.loot)],
  };
}

/** An action as its button says it. */
export function pyramideLabel(cat: Catalogue, s: PyramideState, a: PyramideAction): string {
  const c = (n: number) => cellName(s, n);
  const card = (id: string) => cat.cardNames[id] ?? id;
  switch (a.t) {
    case 'step':
      return `Step ${DIR[a.dir]}`;
    case 'card':
      return a.target === undefined ? `Play ${card(a.card)}` : `Play ${card(a.card)} at ${c(a.target)}`;
    case 'take':
      return `Take back ${card(a.card)}`;
    case 'special':
      return a.target === undefined ? 'Use the ability' : typeof a.target === 'number' ? `Use the ability at ${c(a.target)}` : `Use the ability on ${pieceName(cat, a.target)}`;
    case 'level':
      return a.demigod ? `Raise ${pieceName(cat, a.demigod)} a level` : 'Go up a level';
    case 'wall':
      return `Put a wall on ${c(a.cell)}`;
    case 'mummy':
      return `Turn the wall on ${c(a.wall)} into a mummy on ${c(a.cell)}`;
    case 'demigod':
      return `Summon ${pieceName(cat, a.id)}`;
    case 'move': {
      const m = s.monsters.find((x) => x.uid === a.uid);
      return `Move ${m ? pieceName(cat, m.id) : 'the monster'}${m ? ` from ${c(m.cell)}` : ''} ${DIR[a.dir]}`;
    }
    case 'end':
      return 'End the turn';
  }
}
