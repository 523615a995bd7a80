import type { Rule } from '../../../core/rule.js';
import { cardOfRoomCode, reachableFromEntrance, readRoomGrid, type GridCell } from '../room-grid.js';
import { roomDeckOf, roomFilesOf } from '../rooms.js';
import { roomRole, tablesOf, type RoomRole } from '../tables.js';
import { ROOM, cardstleExampleFiles } from './example-files.js';

/** "Dc" → "Dame de Cœur" (a code the schema or the grid's reader has already found to be a card). */
function cardName(code: string): string {
  const { rank, suit } = cardOfRoomCode(code)!;
  return `${rank} de ${suit}`;
}

/** A role as the messages say it. */
const ROLE_WORDS: Record<RoomRole['role'], string> = { ennemi: 'an enemy', piege: 'a trap', coffre: 'a chest', aucun: 'a card with no role' };

/**
 * « Chaque pièce est représentée par un damier de cartes posées face cachées »: a room file lays
 * cards of the room deck (as many copies of one as the game has decks), in rows of one length,
 * with one place where the party comes in; its goal and its friendly enemies are cards it lays.
 * A card no one can reach from the entrance (« Les joueurs ne peuvent se rendre sur des
 * emplacements laissés vides ») is a warning.
 */
export const cardstleRooms: Rule = {
  id: 'cardstle/rooms',
  description: 'A room lays cards of the room deck (no more copies of one than the game has decks), in rows of one length, with one entrance "@"; its goal and its friendly enemies (talk) are cards it lays; every card can be reached from the entrance.',
  severity: 'error',
  check(ctx) {
    const tables = tablesOf(ctx.pack)?.tables;
    const room = roomDeckOf(ctx.pack);
    const deck = room?.deck;
    const sets = room?.sets ?? 1;
    const inDeck = room?.names ?? new Set<string>();
    for (const file of roomFilesOf(ctx.pack)) {
      const data = file.data;
      const at = (cell: GridCell) => ({ src: file.src, path: ['grid'], start: cell.offset, end: cell.offset + cell.code.length });
      const rows = readRoomGrid(data.grid);
      const cells = rows.flat();
      rows.forEach((row) => {
        if (row.length !== rows[0].length) {
          ctx.report(at(row[0]), `row ${row[0].row + 1} has ${row.length} cell(s) and row 1 has ${rows[0].length}; give every row as many (write "." where nothing is laid)`, null);
        }
      });
      const laid = new Map<string, GridCell[]>();
      for (const cell of cells) {
        if (cell.kind === 'unknown') {
          ctx.report(at(cell), `"${cell.code}" is not a card, "." or "@"; write a card as its rank (A, 2–10, V, D, R) and suit (c Cœur, p Pique, k Carreau, t Trèfle), e.g. "10p" or "Dc"`, null);
        } else if (cell.kind === 'card') {
          const name = cardName(cell.code);
          if (deck && !inDeck.has(name)) {
            ctx.report(at(cell), `${name} is not a card of the room deck (${deck.id}); lay one of its cards`, null);
            continue;
          }
          const copies = [...(laid.get(cell.code) ?? []), cell];
          laid.set(cell.code, copies);
          if (copies.length === sets + 1) ctx.report(at(cell), `${name} is laid ${copies.length} times and the game has ${sets} room deck(s) (sets: ${sets}); lay another card`, null);
        }
      }
      const entrances = cells.filter((c) => c.kind === 'entrance');
      if (!entrances.length) ctx.report({ src: file.src, path: ['grid'] }, 'the room has no entrance; write "@" where the party comes in', null);
      for (const extra of entrances.slice(1)) ctx.report(at(extra), 'the room has a second entrance; the party comes in at one place: keep one "@"', null);

      if (data.goal && !laid.has(data.goal)) {
        ctx.report({ src: file.src, path: ['goal'] }, `the goal, ${cardName(data.goal)}, is not laid in the room; lay it, or choose a card of the grid`, null);
      }
      (data.talk ?? []).forEach((code, i) => {
        const where = { src: file.src, path: ['talk', i] };
        if (!laid.has(code)) ctx.report(where, `${cardName(code)} is not laid in the room; list only its enemies`, null);
        else if (tables) {
          const { rank, suit } = cardOfRoomCode(code)!;
          const role = roomRole(tables, rank, suit).role;
          if (role !== 'ennemi') ctx.report(where, `${cardName(code)} is no enemy (the tables make it ${ROLE_WORDS[role]}); only an enemy talks`, null);
        }
      });

      if (entrances.length === 1) {
        const reach = reachableFromEntrance(rows);
        for (const cell of cells) {
          if (cell.kind === 'card' && !reach.has(`${cell.row},${cell.col}`)) {
            ctx.report(at(cell), `no one can reach ${cardName(cell.code)} from the entrance: empty places ("."), which no one crosses, cut it off`, null, 'warning');
          }
        }
      }
    }
  },
  examples: {
    valid: [{ name: 'a small room', files: cardstleExampleFiles() }],
    invalid: [
      {
        name: 'a cell that is no card',
        files: cardstleExampleFiles({ 'salles/mini.yaml': ROOM.replace('2c 8p Ac', '2c 8x Ac').replace('goal: 8p', 'goal: 2c') }),
        errors: [{ file: 'salles/mini.yaml', line: 5, column: 6, message: '"8x" is not a card' }],
      },
      {
        name: 'a card the room deck does not have',
        files: cardstleExampleFiles({ 'salles/mini.yaml': ROOM.replace('2c 8p Ac', '2c 9p Ac').replace('goal: 8p', 'goal: 2c') }),
        errors: [{ file: 'salles/mini.yaml', line: 5, column: 6, message: '9 de Pique is not a card of the room deck' }],
      },
      {
        name: 'a card laid more times than the game has decks',
        files: cardstleExampleFiles({ 'salles/mini.yaml': ROOM.replace('.  @  .', '2c @  .') }),
        errors: [{ file: 'salles/mini.yaml', line: 6, column: 3, message: 'is laid 2 times and the game has 1 room deck(s)' }],
      },
      {
        name: 'a short row',
        files: cardstleExampleFiles({ 'salles/mini.yaml': ROOM.replace('.  @  .', '.  @') }),
        errors: [{ file: 'salles/mini.yaml', line: 6, column: 3, message: 'row 2 has 2 cell(s) and row 1 has 3' }],
      },
      {
        name: 'two entrances',
        files: cardstleExampleFiles({ 'salles/mini.yaml': ROOM.replace('.  @  .', '@  @  .') }),
        errors: [{ file: 'salles/mini.yaml', line: 6, column: 6, message: 'a second entrance' }],
      },
      {
        name: 'a goal not laid',
        files: cardstleExampleFiles({ 'salles/mini.yaml': ROOM.replace('goal: 8p', 'goal: 8c') }),
        errors: [{ file: 'salles/mini.yaml', line: 2, column: 7, message: 'the goal, 8 de Cœur, is not laid' }],
      },
      {
        name: 'a friendly card that is no enemy',
        files: cardstleExampleFiles({ 'salles/mini.yaml': ROOM.replace('talk: [Ac]', 'talk: [2c]') }),
        errors: [{ file: 'salles/mini.yaml', line: 3, column: 8, message: 'is no enemy' }],
      },
      {
        name: 'a card cut off from the entrance',
        files: cardstleExampleFiles({ 'salles/mini.yaml': `${ROOM}  .  .  .\n  8k .  .\n` }),
        errors: [{ file: 'salles/mini.yaml', line: 8, column: 3, message: 'no one can reach 8 de Carreau' }],
      },
    ],
  },
};
