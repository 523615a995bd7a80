/**
 * A CODEX (or INDEX) state drawn for a hot-seat page (src/engine/session-table.ts): the chapter's
 * line of zones left to right, each with its zone card, its creatures, the Objets on the ground
 * (face down until revealed) and the characters standing there; the piles; each character with
 * PV, PA, the Objets held, Rations and kept Secrets in front of them. A cooperative game: nothing
 * is in a hand, everything held is on the table. Every word is in the game's language (session-words.ts).
 */
import type { CardBook } from '../../engine/session-cards.js';
import type { TableCounter, TablePlayer, TableView, TableZone } from '../../engine/session-table.js';
import { cardOf } from './engine/board.js';
import type { Catalogue } from './engine/catalogue.js';
import type { GameState } from './engine/types.js';
import type { CodexWords } from './session-words.js';

const counter = (id: string, label: string, value: number | string, max?: number): TableCounter => ({ id, label, value, ...(max !== undefined ? { max } : {}) });

export function codexTable(cat: Catalogue, w: CodexWords, book: CardBook, state: GameState, viewer: number | null): TableView {
  const { t, name } = w;
  const acting = state.turn?.player ?? null;
  const zoneTitle = (i: number) => (state.zones[i] && !state.zones[i].hidden ? name(state.zones[i].card) : t('play.codex.hidden-zone', { zone: w.zone, n: i }));
  const zones: TableZone[] = state.zones.map((z, i) => {
    const hidden = z.hidden === true;
    const creatures = state.creatures.filter((c) => c.zone === i);
    return {
      id: `zone-${i}`,
      title: zoneTitle(i),
      cards: [
        book.card(`zone-${i}:${z.card}`, z.card, { faceDown: hidden }),
        ...creatures.map((c) => {
          const tags = [...(c.deck === 'boss' ? [t('play.codex.tag.boss')] : []), ...c.lost.map((k) => t('play.codex.tag.lost', { keyword: k })), ...(c.noRiposte ? [t('play.codex.tag.no-riposte')] : [])];
          return book.card(c.uid, c.card, { counters: [counter('pv', 'PV', c.pv)], tags });
        }),
        ...z.items.map((it) => book.card(it.uid, it.card, { faceDown: !it.revealed, known: it.known, tapped: it.engaged, tags: it.known && !it.revealed ? [t('play.codex.tag.known')] : [] })),
      ],
      pieces: state.players.filter((p) => p.zone === i && p.pv > 0).map((p) => ({ id: `seat-${p.seat}`, label: name(p.character), seat: p.seat, kind: 'pawn', ...(book.look(p.character) ? { image: book.look(p.character)!.front } : {}) })),
      ...(acting !== null && state.players[acting].zone === i ? { current: true } : {}),
    };
  });
  const piles: TableZone[] = (['zones', 'creatures', 'special', 'objets', 'boss'] as const).map((pile) => {
    const cards = state.piles[pile];
    const back = cards.length ? book.look(cardOf(cards[0]))?.back : undefined;
    return { id: `pile-${pile}`, title: t('play.codex.pile', { pile, zone: w.zone, creature: w.creature }), cards: [], pile: { count: cards.length, ...(back ? { back } : {}) } };
  });
  const players: TablePlayer[] = state.players.map((p) => {
    const active = acting === p.seat;
    const stats = [
      counter('pv', 'PV', p.pv, p.maxPv),
      ...(active ? [counter('pa', 'PA', state.turn!.pa)] : []),
      counter('zone', t('play.codex.counter.zone', { zone: w.zone }), zoneTitle(p.zone)),
      counter('played', t('play.codex.counter.played'), t('play.yes-no', { value: state.played.includes(p.seat) ? 'yes' : 'no' })),
    ];
    const secrets = p.secrets.map((n) => cat.secrets.get(n)).filter((x) => x !== undefined);
    const front = (what: string) => t('play.codex.front', { what });
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
        { id: `seat-${p.seat}-character`, title: front('character'), seat: p.seat, cards: [book.card(`character~s${p.seat}`, p.character, { tapped: p.characterEngaged })] },
        { id: `seat-${p.seat}-items`, title: front('items'), seat: p.seat, cards: p.items.map((it) => book.card(it.uid, it.card, { tapped: it.engaged })) },
        { id: `seat-${p.seat}-rations`, title: front('rations'), seat: p.seat, cards: p.rations.map((r, i) => book.card(`ration-${p.seat}-${i}`, r.card, { tapped: r.engaged })) },
        ...(secrets.length ? [{ id: `seat-${p.seat}-secrets`, title: front('secrets'), seat: p.seat, cards: secrets.map((s) => book.card(`secret-${s.number}`, s.id)) }] : []),
      ],
    };
  });
  const counters = [
    counter('chapter', t('play.codex.counter.chapter', { chapter: w.chapter }), state.chapter),
    counter('round', t('play.codex.counter.round'), state.round),
    counter('phase', t('play.codex.counter.phase'), t('play.codex.phase', { phase: state.phase })),
    ...(state.result ? [counter('result', t('play.codex.counter.result'), t('play.result', { result: state.result }))] : []),
  ];
  return { viewer, zones: [...zones, ...piles], players, counters };
}
