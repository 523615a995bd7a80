/**
 * A Code Lyoko state drawn for a hot-seat page (src/engine/session-table.ts): the five heroes in
 * the middle (their side up, lying when tapped, their characteristics), the tower, and for each
 * player the cards in play they control, their discard, their deck as a pile, their VP and the
 * size of their hand; the viewer's hand card by card. It is drawn from the viewer's view (the
 * GameDef's `view`), where the others' hands are hidden cards: nothing secret can reach the page.
 * Also the coups in words, for the buttons.
 */
import type { CardBook } from '../../engine/session-cards.js';
import type { TableCard, TableCounter, TablePlayer, TableView, TableZone } from '../../engine/session-table.js';
import { findCard, type Catalogue } from './engine/catalogue.js';
import { HIDDEN } from './engine/game.js';
import type { CharRef, LyokoAction, LyokoState, Permanent } from './engine/types.js';

const STAT: Record<string, string> = { force: 'Force', agilite: 'Agilité', ruse: 'Ruse' };
const counter = (id: string, label: string, value: number | string): TableCounter => ({ id, label, value });

export function lyokoTable(cat: Catalogue, book: CardBook, view: LyokoState, viewer: number | null): TableView {
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
      counters: Object.entries(face.stats).map(([stat, n]) => counter(stat, STAT[stat] ?? stat, n!)),
      tags: [h.side, face.mode],
    };
  });
  const permanentCard = (p: Permanent): TableCard => {
    const def = cat.list[p.card];
    const on = p.on ? ` (on ${charName(cat, view, p.on)})` : '';
    const card = book.card(`uid-${p.uid}`, def.id, { tapped: p.tapped, counters: Object.entries(def.stats).map(([stat, n]) => counter(stat, STAT[stat] ?? stat, n!)) });
    return { ...card, name: `${card.name}${on}`, tags: [def.type, ...(p.owner !== p.controller ? [`owner: player ${p.owner + 1}`] : [])] };
  };
  const players: TablePlayer[] = view.players.map((p, seat) => {
    const mine = seat === viewer;
    const hand = mine ? p.hand.map((n, i) => (n === HIDDEN ? book.card(`hand-${seat}-${i}`, '?', { faceDown: true }) : book.card(`hand-${seat}-${i}:${cat.list[n].id}`, cat.list[n].id))) : null;
    const front: TableZone[] = [
      { id: `seat-${seat}-in-play`, title: 'En jeu', seat, cards: view.inPlay.filter((x) => x.controller === seat).map(permanentCard) },
      { id: `seat-${seat}-discard`, title: 'Défausse', seat, cards: p.discard.map((n, i) => book.card(`discard-${seat}-${i}:${cat.list[n].id}`, cat.list[n].id)) },
      // No back image: a deck mixes cards of several decks, whose backs differ, and the back on top would tell what comes next.
      { id: `seat-${seat}-deck`, title: 'Pioche', seat, cards: [], pile: { count: p.deck.length } },
    ];
    return {
      seat,
      name: `Joueur ${seat + 1}`,
      active: view.winner === null && view.current === seat,
      stats: [counter('vp', 'PV', p.vp), counter('hand', 'Main', p.hand.length), counter('deck', 'Pioche', p.deck.length)],
      hand,
      handCount: p.hand.length,
      front,
    };
  });
  return {
    viewer,
    zones: [{ id: 'heroes', title: 'Héros', cards: heroes }],
    players,
    counters: [
      counter('turn', 'Tour', view.turn),
      counter('coups', 'Coups restants', view.coupsLeft),
      counter('tower', 'Tour de XANA', view.tower === 'active' ? 'activée' : 'désactivée'),
      ...(view.winner !== null ? [counter('winner', 'Gagnant', `joueur ${view.winner + 1}`)] : []),
    ],
  };
}

function charName(cat: Catalogue, s: LyokoState, c: CharRef): string {
  if ('hero' in c) return cat.heroes[c.hero]?.name ?? `hero ${c.hero}`;
  const p = s.inPlay.find((x) => x.uid === c.extra);
  return p ? cat.list[p.card].name : `extra ${c.extra}`;
}

/** A coup as its button says it. */
export function lyokoLabel(cat: Catalogue, s: LyokoState, a: LyokoAction): string {
  const who = (c: CharRef | undefined) => (c ? charName(cat, s, c) : '');
  const permanentName = (uid: number) => {
    const p = s.inPlay.find((x) => x.uid === uid);
    return p ? cat.list[p.card].name : `card ${uid}`;
  };
  switch (a.t) {
    case 'draw':
      return 'Draw a card';
    case 'flip':
      return `Flip ${cat.heroes[a.hero]?.name ?? `hero ${a.hero}`}`;
    case 'play':
      return `Play ${findCard(cat, a.card)?.name ?? a.card}${a.using ? ` with ${who(a.using)}` : ''}${a.on ? ` on ${who(a.on)}` : ''}`;
    case 'ability': {
      const src = a.source;
      const source = 'card' in src ? permanentName(src.card) : who(src);
      return `Use ${source}'s ability ${a.effect + 1}${a.using ? ` with ${who(a.using)}` : ''}`;
    }
    case 'confront':
      return `Confront ${permanentName(a.danger)} with ${who(a.using)} in ${STAT[a.stat] ?? a.stat}`;
  }
}
