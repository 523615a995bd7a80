/**
 * A Cardstle room drawn for a hot-seat page (src/engine/session-table.ts): the room's grid as a
 * board (cells named as the narration names them, « C4 »), each card as the room deck's card
 * (its front once turned over, the deck's back before), with its foe's Vie and the characters
 * standing there; the game master (seat 0) and the party (seat 1), each character a zone of its
 * treasures (the room deck's cards) and crafted objects with its statistics. The room's
 * face-down cards are the game master's secret: named only in the table drawn for seat 0; the
 * treasure pile is a count with the deck's back. Every word in the game's language
 * (session-words.ts).
 */
import type { LoadedPack } from '../../core/pack.js';
import type { CardBook } from '../../engine/session-cards.js';
import type { TableBoard, TableCard, TableCounter, TablePlayer, TableView, TableZone } from '../../engine/session-table.js';
import { cellName } from './engine/board.js';
import { cardOfName } from './engine/cards.js';
import { inDialogue } from './engine/dialogue.js';
import { GM, type CardstleState } from './engine/types.js';
import type { CardstleWords } from './session-words.js';
import { STATS } from './tables.js';

const counter = (id: string, label: string, value: number | string, max?: number): TableCounter => ({ id, label, value, ...(max !== undefined ? { max } : {}) });

/** The room deck's cards as the table draws them: a card (0–51) by its image, named in the game's language. */
export interface RoomCards {
  card(uid: string, card: number, opts?: { faceDown?: boolean; known?: boolean; counters?: TableCounter[]; tags?: string[] }): TableCard;
  /** The deck's back, for the treasure pile. */
  back: string | undefined;
}

export function roomCards(pack: LoadedPack, book: CardBook, w: CardstleWords): RoomCards {
  // The room deck is the pack's deck of cards of type `salle` (52 cards, As to Roi): each card by its number.
  const ids = new Map<number, string>();
  for (const c of pack.cards) if (c.type.id === 'salle' && typeof c.data.name === 'string' && cardOfName(c.data.name) >= 0) ids.set(cardOfName(c.data.name), c.id);
  const any = ids.values().next().value;
  return {
    card(uid, card, opts = {}) {
      const id = ids.get(card);
      const known = !opts.faceDown || opts.known;
      const drawn = id ? book.card(uid, id, opts) : { id: uid, name: '', faceDown: opts.faceDown ?? false, counters: opts.counters ?? [], ...(opts.tags?.length ? { tags: opts.tags } : {}) };
      return { ...drawn, name: known ? w.card(card) : w.t('play.cardstle.face-down') };
    },
    back: any ? book.look(any)?.back : undefined,
  };
}

/** An enemy in dialogue: the conviction points won against it, and who is in its dialogue (when anyone is). */
function talkCounters(w: CardstleWords, s: CardstleState, cell: number, needed: number): TableCounter[] {
  const talkers = inDialogue(s, cell).map((i) => s.chars[i].name);
  return [counter('points', w.t('play.cardstle.counter.conviction'), s.room.cells[cell].foe!.points, needed), ...(talkers.length ? [counter('talkers', w.t('play.cardstle.counter.talkers'), talkers.join(', '))] : [])];
}

export function cardstleTable(w: CardstleWords, deck: RoomCards, s: CardstleState, viewer: number | null): TableView {
  const { t } = w;
  const room = s.room;
  const gm = viewer === GM;
  const active = s.phase === 'over' ? -1 : s.order[s.turn];
  const tag = (x: string) => t('play.cardstle.tag', { tag: x });
  const cells: TableBoard['cells'] = room.cells.map((c, i) => {
    const pieces = s.chars.flatMap((ch, k) => (ch.alive && ch.cell === i ? [{ id: `char-${k}`, label: ch.name, seat: 1, kind: 'pawn' }] : []));
    const cards: TableCard[] = [];
    if (c.place && c.card >= 0) {
      const counters = c.foe && c.up ? [counter('vie', w.stat('vie'), c.foe.vie), ...(c.foe.mode === 'talk' ? talkCounters(w, s, i, room.needed) : [])] : [];
      const tags = c.up ? [...(c.resolved ? [tag('resolved')] : []), ...(c.foe?.convinced ? [tag('convinced')] : []), ...(c.foe?.stun ? [tag('stunned')] : [])] : [];
      cards.push(deck.card(`cell-${i}`, c.card, { faceDown: !c.up, known: gm, counters, tags }));
    }
    const kind = !c.place ? 'empty' : i === room.entrance ? 'entrance' : 'place';
    return { row: Math.floor(i / room.cols), col: i % room.cols, label: cellName(room, i), kind, kindLabel: t('play.cardstle.kind', { kind }), pieces, cards };
  });
  const yesNo = (v: boolean) => t('play.yes-no', { value: v ? 'yes' : 'no' });
  const characters: TableZone[] = s.chars.map((ch, k) => ({
    id: `char-${k}`,
    title: ch.name,
    seat: 1,
    cards: [...ch.treasures.map((card, j) => deck.card(`treasure-${k}-${j}`, card)), ...ch.objects.map((o, j) => ({ id: `object-${k}-${j}`, name: w.object(o), faceDown: false, counters: [], tags: [tag('object')] }))],
    counters: [
      counter('vie', w.stat('vie'), ch.vie, ch.stats.vie),
      ...STATS.filter((x) => x !== 'vie').map((x) => counter(x, w.stat(x), ch.stats[x])),
      counter('cell', t('play.cardstle.counter.cell'), cellName(room, ch.cell)),
      ...(ch.alive ? [] : [counter('dead', t('play.cardstle.counter.dead'), yesNo(true))]),
      ...(ch.stun ? [counter('stun', t('play.cardstle.counter.stun'), ch.stun)] : []),
    ],
    ...(k === active ? { current: true } : {}),
  }));
  const players: TablePlayer[] = [
    { seat: 0, name: t('play.cardstle.seat', { seat: 'gm' }), active: false, stats: [], hand: viewer === 0 ? [] : null, handCount: 0, front: [] },
    {
      seat: 1,
      name: t('play.cardstle.seat', { seat: 'party' }),
      active: s.phase !== 'over',
      stats: active >= 0 ? [counter('turn', t('play.cardstle.counter.turn'), s.chars[active].name), counter('moved', t('play.cardstle.counter.moved'), yesNo(s.moved)), counter('talked', t('play.cardstle.counter.talked'), yesNo(s.talked))] : [],
      hand: viewer === 1 ? [] : null,
      handCount: 0,
      front: characters,
    },
  ];
  return {
    viewer,
    zones: [{ id: 'treasure-pile', title: t('play.cardstle.pile'), cards: [], pile: { count: s.pile.length, ...(deck.back ? { back: deck.back } : {}) } }],
    board: { rows: room.rows, cols: room.cols, cells },
    players,
    counters: [
      counter('room', t('play.cardstle.counter.room'), t('play.cardstle.room', { n: s.roomIndex + 1, rooms: s.rooms, name: room.name })),
      counter('round', t('play.cardstle.counter.round'), s.round),
      ...(room.goal >= 0 ? [counter('goal', t('play.cardstle.counter.goal'), w.card(room.goal))] : []),
      ...(s.result ? [counter('result', t('play.cardstle.counter.result'), t('play.result', { result: s.result }))] : []),
    ],
  };
}
