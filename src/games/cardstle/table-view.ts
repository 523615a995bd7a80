/**
 * A Cardstle room drawn for a hot-seat page (src/engine/session-table.ts): the room's grid as a
 * board (cells named as the narration names them, « C4 »), each card face up once turned over and
 * face down before, with its foe's Vie and the characters standing there; the game master (seat
 * 0) and the party (seat 1), each character a zone of its treasures and objects with its
 * statistics. The room's face-down cards are the game master's secret: named only in the table
 * drawn for seat 0; the treasure pile is a count. The cards are ordinary playing cards: no images.
 * Also the actions in words, for the buttons.
 */
import type { TableBoard, TableCard, TableCounter, TablePlayer, TableView, TableZone } from '../../engine/session-table.js';
import { cellName } from './engine/board.js';
import { englishOf } from './engine/cards.js';
import { inDialogue } from './engine/dialogue.js';
import type { Catalogue } from './engine/catalogue.js';
import { GM, type CardstleAction, type CardstleState } from './engine/types.js';
import { STAT_NAMES, STATS } from './tables.js';

const counter = (id: string, label: string, value: number | string, max?: number): TableCounter => ({ id, label, value, ...(max !== undefined ? { max } : {}) });

/** An enemy in dialogue: the conviction points won against it, and who is in its dialogue (when anyone is). */
function talkCounters(s: CardstleState, cell: number, needed: number): TableCounter[] {
  const talkers = inDialogue(s, cell).map((i) => s.chars[i].name);
  return [counter('points', 'Conviction', s.room.cells[cell].foe!.points, needed), ...(talkers.length ? [counter('talkers', 'In the dialogue', talkers.join(', '))] : [])];
}

export function cardstleTable(_cat: Catalogue, s: CardstleState, viewer: number | null): TableView {
  const room = s.room;
  const gm = viewer === GM;
  const active = s.phase === 'over' ? -1 : s.order[s.turn];
  const cells: TableBoard['cells'] = room.cells.map((c, i) => {
    const pieces = s.chars.flatMap((ch, k) => (ch.alive && ch.cell === i ? [{ id: `char-${k}`, label: ch.name, seat: 1 }] : []));
    const cards: TableCard[] = [];
    if (c.place && c.card >= 0) {
      const known = c.up || gm;
      cards.push({
        id: `cell-${i}`,
        name: known ? englishOf(c.card) : 'a room card',
        faceDown: !c.up,
        counters: c.foe && c.up ? [counter('vie', 'Vie', c.foe.vie), ...(c.foe.mode === 'talk' ? talkCounters(s, i, room.needed) : [])] : [],
        ...(c.up ? { tags: [...(c.resolved ? ['resolved'] : []), ...(c.foe?.convinced ? ['convinced'] : []), ...(c.foe?.stun ? ['stunned'] : [])] } : {}),
      });
    }
    const kind = !c.place ? 'empty' : i === room.entrance ? 'entrance' : 'place';
    return { row: Math.floor(i / room.cols), col: i % room.cols, label: cellName(room, i), kind, pieces, cards };
  });
  const characters: TableZone[] = s.chars.map((ch, k) => ({
    id: `char-${k}`,
    title: ch.name,
    seat: 1,
    cards: [
      ...ch.treasures.map((t, j) => ({ id: `treasure-${k}-${j}`, name: englishOf(t), faceDown: false, counters: [] })),
      ...ch.objects.map((o, j) => ({ id: `object-${k}-${j}`, name: o, faceDown: false, counters: [], tags: ['object'] })),
    ],
    counters: [
      counter('vie', STAT_NAMES.vie, ch.vie, ch.stats.vie),
      ...STATS.filter((x) => x !== 'vie').map((x) => counter(x, STAT_NAMES[x], ch.stats[x])),
      counter('cell', 'Cell', cellName(room, ch.cell)),
      ...(ch.alive ? [] : [counter('dead', 'Dead', 'yes')]),
      ...(ch.stun ? [counter('stun', 'Stunned', ch.stun)] : []),
    ],
    ...(k === active ? { current: true } : {}),
  }));
  const players: TablePlayer[] = [
    { seat: 0, name: 'Game master', active: false, stats: [], hand: viewer === 0 ? [] : null, handCount: 0, front: [] },
    {
      seat: 1,
      name: 'Party',
      active: s.phase !== 'over',
      stats: active >= 0 ? [counter('turn', 'Turn', s.chars[active].name), counter('moved', 'Moved', s.moved ? 'yes' : 'no'), counter('talked', 'Talked', s.talked ? 'yes' : 'no')] : [],
      hand: viewer === 1 ? [] : null,
      handCount: 0,
      front: characters,
    },
  ];
  return {
    viewer,
    zones: [{ id: 'treasure-pile', title: 'Treasure pile', cards: [], pile: { count: s.pile.length } }],
    board: { rows: room.rows, cols: room.cols, cells },
    players,
    counters: [
      counter('room', 'Room', `${s.roomIndex + 1} of ${s.rooms}: ${room.name}`),
      counter('round', 'Round', s.round),
      ...(room.goal >= 0 ? [counter('goal', 'Goal', englishOf(room.goal))] : []),
      ...(s.result ? [counter('result', 'Result', s.result)] : []),
    ],
  };
}

/** An action as its button says it. */
export function cardstleLabel(s: CardstleState, a: CardstleAction): string {
  const who = s.phase === 'over' ? null : s.chars[s.order[s.turn]];
  switch (a.t) {
    case 'move':
      return `Move to ${cellName(s.room, a.to)}`;
    case 'heal':
      return `Heal with ${englishOf(a.card)}`;
    case 'give':
      return `Give ${englishOf(a.card)} to ${s.chars[a.to]?.name ?? `character ${a.to}`}`;
    case 'open':
      return 'Open the chest';
    case 'talk':
      return 'Talk';
    case 'cast':
      return `Use ${a.object}${a.cell !== undefined ? ` on ${cellName(s.room, a.cell)}` : ''}`;
    case 'end':
      return who ? `End ${who.name}'s turn` : 'End the turn';
  }
}
