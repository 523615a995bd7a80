/**
 * A CODEX (or INDEX) state drawn for a hot-seat page (src/engine/session-table.ts): the chapter's
 * line of zones left to right, each with its zone card, its creatures, the Objets on the ground
 * (face down until revealed) and the characters standing there; the piles; each character with
 * PV, PA, the Objets held, Rations and kept Secrets in front of them. A cooperative game: nothing
 * is in a hand, everything held is on the table. Also the actions in words, for the buttons.
 */
import type { CardBook } from '../../engine/session-cards.js';
import type { TableCounter, TablePlayer, TableView, TableZone } from '../../engine/session-table.js';
import { cardOf } from './engine/board.js';
import type { Catalogue } from './engine/catalogue.js';
import { cardName } from './engine/narrate.js';
import type { Action, GameState } from './engine/types.js';

const counter = (id: string, label: string, value: number | string, max?: number): TableCounter => ({ id, label, value, ...(max !== undefined ? { max } : {}) });

export function codexTable(cat: Catalogue, book: CardBook, state: GameState, viewer: number | null): TableView {
  const name = (id: string) => cardName(cat, id);
  const acting = state.turn?.player ?? null;
  const hiddenWord = cat.words.zone === 'room' ? 'Salle' : 'Zone';
  const zones: TableZone[] = state.zones.map((z, i) => {
    const hidden = z.hidden === true;
    const creatures = state.creatures.filter((c) => c.zone === i);
    return {
      id: `zone-${i}`,
      title: hidden ? `${hiddenWord} ${i}` : name(z.card),
      cards: [
        book.card(`zone-${i}:${z.card}`, z.card, { faceDown: hidden }),
        ...creatures.map((c) => {
          const tags = [...(c.deck === 'boss' ? ['boss'] : []), ...c.lost.map((k) => `lost ${k}`), ...(c.noRiposte ? ['no riposte'] : [])];
          return book.card(c.uid, c.card, { counters: [counter('pv', 'PV', c.pv)], tags });
        }),
        ...z.items.map((it) => book.card(it.uid, it.card, { faceDown: !it.revealed, known: it.known, tapped: it.engaged, tags: it.known && !it.revealed ? ['known'] : [] })),
      ],
      pieces: state.players.filter((p) => p.zone === i && p.pv > 0).map((p) => ({ id: `seat-${p.seat}`, label: name(p.character), seat: p.seat, ...(book.look(p.character) ? { image: book.look(p.character)!.front } : {}) })),
      ...(acting !== null && state.players[acting].zone === i ? { current: true } : {}),
    };
  });
  const piles: TableZone[] = (['zones', 'creatures', 'special', 'objets', 'boss'] as const).map((pile) => {
    const cards = state.piles[pile];
    const back = cards.length ? book.look(cardOf(cards[0]))?.back : undefined;
    return { id: `pile-${pile}`, title: PILE_TITLES[pile], cards: [], pile: { count: cards.length, ...(back ? { back } : {}) } };
  });
  const players: TablePlayer[] = state.players.map((p) => {
    const active = acting === p.seat;
    const stats = [counter('pv', 'PV', p.pv, p.maxPv), ...(active ? [counter('pa', 'PA', state.turn!.pa)] : []), counter('zone', 'Zone', p.zone), counter('played', 'Played this round', state.played.includes(p.seat) ? 'yes' : 'no')];
    const secrets = p.secrets.map((n) => cat.secrets.get(n)).filter((s) => s !== undefined);
    return {
      seat: p.seat,
      name: name(p.character),
      ...(book.look(p.character) ? { image: book.look(p.character)!.front } : {}),
      active,
      stats,
      // Nothing CODEX holds is hidden from the other players: the viewer's hand is empty, the others' unknown to the page.
      hand: viewer === p.seat ? [] : null,
      handCount: 0,
      front: [
        { id: `seat-${p.seat}-character`, title: 'Personnage', seat: p.seat, cards: [book.card(`character~s${p.seat}`, p.character, { tapped: p.characterEngaged })] },
        { id: `seat-${p.seat}-items`, title: 'Objets', seat: p.seat, cards: p.items.map((it) => book.card(it.uid, it.card, { tapped: it.engaged })) },
        { id: `seat-${p.seat}-rations`, title: 'Rations', seat: p.seat, cards: p.rations.map((r, i) => book.card(`ration-${p.seat}-${i}`, r.card, { tapped: r.engaged })) },
        ...(secrets.length ? [{ id: `seat-${p.seat}-secrets`, title: 'Secrets', seat: p.seat, cards: secrets.map((s) => book.card(`secret-${s!.number}`, s!.id)) }] : []),
      ],
    };
  });
  const counters = [
    counter('chapter', cat.words.chapter === 'floor' ? 'Étage' : 'Chapitre', state.chapter),
    counter('round', 'Round', state.round),
    counter('phase', 'Phase', state.phase),
    ...(state.result ? [counter('result', 'Result', state.result)] : []),
  ];
  return { viewer, zones: [...zones, ...piles], players, counters };
}

const PILE_TITLES = { zones: 'Zones', creatures: 'Créatures', special: 'Créatures spéciales', objets: 'Objets', boss: 'Boss' } as const;

/** An action as its button says it. */
export function codexLabel(cat: Catalogue, state: GameState, a: Action): string {
  const name = (id: string) => cardName(cat, id);
  const who = (seat: number) => name(state.players[seat]?.character ?? `seat ${seat}`);
  const zone = (i: number) => (state.zones[i] && !state.zones[i].hidden ? name(state.zones[i].card) : `zone ${i}`);
  switch (a.type) {
    case 'start-turn':
      return `${who(a.player)} takes a turn`;
    case 'move':
      return `Move to ${zone(a.to)}${a.tacle === 'pa' ? ' (Tacle: pay 1 PA)' : a.tacle === 'pv' ? ' (Tacle: lose 1 PV)' : ''}`;
    case 'attack':
      return `Attack ${name(a.target)} with ${name(a.item)}`;
    case 'pick-up':
      return `Pick up ${name(a.item)}`;
    case 'drop':
      return `Drop ${name(a.item)}`;
    case 'give':
      return `Give ${name(a.item)} to ${who(a.to)}`;
    case 'rest': {
      const seat = state.turn?.player;
      const ration = seat === undefined ? undefined : state.players[seat].rations[a.ration];
      return `Rest (engage ${ration ? name(ration.card) : `Ration ${a.ration + 1}`})`;
    }
    case 'use': {
      const seat = state.turn?.player ?? 0;
      const source = a.source.kind === 'item' ? name(a.source.uid) : a.source.kind === 'character' ? name(state.players[seat].character) : zone(state.players[seat].zone);
      return `Use ${source}${a.effect ? ` (effect ${a.effect + 1})` : ''}`;
    }
    case 'end-turn':
      return 'End the turn';
    case 'end-chapter':
      return cat.words.chapter === 'floor' ? 'End the floor' : 'End the chapter';
    case 'reveal':
      return 'Reveal the next rooms';
  }
}
