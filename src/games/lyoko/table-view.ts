/**
 * A Code Lyoko state drawn for a hot-seat page (src/engine/session-table.ts): the five heroes in
 * the middle (their side up, lying when tapped, their characteristics), the tower, and for each
 * player the cards in play they control, their discard, their deck as a pile, their VP and the
 * size of their hand; the viewer's hand card by card; the victory-point track with each player's
 * pawn (the pack's token) on its VP. It is drawn from the viewer's view (the
 * GameDef's `view`), where the others' hands are hidden cards: nothing secret can reach the page.
 * Every word in the game's language (session-words.ts).
 */
import type { LoadedPack } from '../../core/pack.js';
import type { CardBook } from '../../engine/session-cards.js';
import type { TableBoard, TableCard, TableCounter, TablePlayer, TableView, TableZone } from '../../engine/session-table.js';
import { frontKey } from '../../render/outputs.js';
import type { Catalogue } from './engine/catalogue.js';
import { HIDDEN } from './engine/game.js';
import type { LyokoState, Permanent } from './engine/types.js';
import type { LyokoWords } from './session-words.js';

const counter = (id: string, label: string, value: number | string): TableCounter => ({ id, label, value });

/** The pack's victory-point track (II.1: « Tu peux les compter en bougeant ton pion de jeu sur la ligne de marquage des points ») and its pawns. */
export interface LyokoTrack {
  /** The pawn token's render key, when the pack draws one. */
  pawn: string | undefined;
  /** The track's cells: 0 to `cells` − 1, `perRow` a row, as the track's template lays them out. */
  cells: number;
  perRow: number;
}

/** The track as the pack has it: its pawn token (`pions`), and the template's 32 cells in two rows of 16 (templates/lyoko/piste-pv.tsx). */
export function lyokoTrack(pack: LoadedPack): LyokoTrack | null {
  const components = pack.manifest?.components ?? [];
  if (!components.some((c) => c.id === 'piste-pv' && c.kind === 'board')) return null;
  const pawn = components.find((c) => c.id === 'pions' && c.kind === 'token');
  return { pawn: pawn ? frontKey(pawn.id, pawn.id) : undefined, cells: 32, perRow: 16 };
}

/**
 * The track as a board of its cells, each player's pawn on its VP (the last cell past it). No image
 * of the track: the page draws its cells (the template centres them under the track's name, whose
 * height is its font's, so where a cell lies on the image is the renderer's to say).
 */
function trackBoard(w: LyokoWords, track: LyokoTrack, view: LyokoState): TableBoard {
  const rows = Math.ceil(track.cells / track.perRow);
  return {
    rows,
    cols: track.perRow,
    cells: Array.from({ length: rows * track.perRow }, (_, n) => ({
      row: Math.floor(n / track.perRow),
      col: n % track.perRow,
      label: String(n),
      kind: 'vp',
      kindLabel: w.t('play.lyoko.vp-cell', { n }),
      pieces: view.players.flatMap((p, seat) => (Math.min(p.vp, track.cells - 1) === n ? [{ id: `pawn-${seat}`, label: w.player(seat), seat, kind: 'pawn', ...(track.pawn ? { image: track.pawn } : {}) }] : [])),
    })),
  };
}

export function lyokoTable(cat: Catalogue, w: LyokoWords, book: CardBook, track: LyokoTrack | null, view: LyokoState, viewer: number | null): TableView {
  const { t } = w;
  const stat = (x: string) => t('play.lyoko.stat', { stat: x });
  const heroes: TableCard[] = view.heroes.map((h, i) => {
    const def = cat.heroes[i];
    const face = h.side === 'verso' ? def.verso : def.recto;
    const look = book.look(def.id);
    return {
      id: `hero-${def.id}`,
      name: `${def.name} — ${face.title}`,
      // The recto is the card's front, the verso its own back.
      ...(look ? { image: h.side === 'verso' ? look.back : look.front } : {}),
      faceDown: false,
      ...(h.tapped ? { tapped: true } : {}),
      counters: Object.entries(face.stats).map(([x, n]) => counter(x, stat(x), n!)),
      tags: [t('play.lyoko.side', { side: h.side }), t('play.lyoko.mode', { mode: face.mode })],
    };
  });
  const permanentCard = (p: Permanent): TableCard => {
    const def = cat.list[p.card];
    const card = book.card(`uid-${p.uid}`, def.id, { tapped: p.tapped, counters: Object.entries(def.stats).map(([x, n]) => counter(x, stat(x), n!)) });
    return {
      ...card,
      name: p.on ? t('play.lyoko.on', { card: card.name, char: w.char(view, p.on) }) : card.name,
      tags: [t('play.lyoko.type', { type: def.type }), ...(p.owner !== p.controller ? [t('play.lyoko.owner', { n: p.owner + 1 })] : [])],
    };
  };
  const players: TablePlayer[] = view.players.map((p, seat) => {
    const mine = seat === viewer;
    const hand = mine ? p.hand.map((n, i) => (n === HIDDEN ? { ...book.card(`hand-${seat}-${i}`, '?', { faceDown: true }), name: t('play.lyoko.face-down') } : book.card(`hand-${seat}-${i}:${cat.list[n].id}`, cat.list[n].id))) : null;
    const front: TableZone[] = [
      { id: `seat-${seat}-in-play`, title: t('play.lyoko.zone.in-play'), seat, cards: view.inPlay.filter((x) => x.controller === seat).map(permanentCard) },
      { id: `seat-${seat}-discard`, title: t('play.lyoko.zone.discard'), seat, cards: p.discard.map((n, i) => book.card(`discard-${seat}-${i}:${cat.list[n].id}`, cat.list[n].id)) },
      // No back image: a deck mixes cards of several decks, whose backs differ, and the back on top would tell what comes next.
      { id: `seat-${seat}-deck`, title: t('play.lyoko.zone.deck'), seat, cards: [], pile: { count: p.deck.length } },
    ];
    return {
      seat,
      name: w.player(seat),
      active: view.winner === null && view.current === seat,
      stats: [counter('vp', t('play.lyoko.counter.vp'), p.vp), counter('hand', t('play.lyoko.counter.hand'), p.hand.length), counter('deck', t('play.lyoko.counter.deck'), p.deck.length)],
      hand,
      handCount: p.hand.length,
      front,
    };
  });
  return {
    viewer,
    zones: [{ id: 'heroes', title: t('play.lyoko.zone.heroes'), cards: heroes }],
    ...(track ? { board: trackBoard(w, track, view) } : {}),
    players,
    counters: [
      counter('turn', t('play.lyoko.counter.turn'), view.turn),
      counter('coups', t('play.lyoko.counter.coups'), view.coupsLeft),
      counter('tower', t('play.lyoko.counter.tower'), t('play.lyoko.tower', { state: view.tower })),
      ...(view.winner !== null ? [counter('winner', t('play.lyoko.counter.winner'), w.player(view.winner))] : []),
    ],
  };
}
