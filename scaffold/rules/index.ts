/**
 * The rules of the game, as code: what `deckwright sim`, `scenario`, `replay` and hot-seat play
 * (`deckwright preview`) play. Made by `deckwright new`; change it into your own game's rules.
 * docs/rules-code.md of deckwright tells how (README.md of this project says where it is).
 *
 * The game here is "draw and score", a starting point that plays with the cards of the first deck
 * of game.yaml: the deck is shuffled into a pile; in turn, each player looks at the top card and
 * takes it (scoring its cost) or discards it; when the pile is empty, the highest score wins.
 *
 * Rules are plain functions over a state that is plain data. Every random thing comes from the
 * state's own generator (startState, shufflePile, roll, randomInt): never Math.random or the
 * clock, so that the same seed always gives the same game, and a log replays exactly.
 */
import {
  defineEngine,
  emit,
  GameOver,
  deckPile,
  draw,
  heuristicBot,
  packDecks,
  randomBot,
  shufflePile,
  startState,
  type EngineState,
  type GameRules,
  type LoadedPack,
  type PackDef,
  type TableView,
  type CardBook,
} from 'deckwright/engine';

/** The cards as the rules read them: built once from the pack (plain data). */
interface Catalogue {
  /** The deck played (the first of game.yaml). */
  deck: string;
  /** Every copy of its cards, by id: the pile before it is shuffled. */
  pile: string[];
  cards: Record<string, { name: string; cost: number }>;
}

/** Where a game stands: plain data, its generator inside (from startState). */
interface State extends EngineState {
  /** The pile, its top card first. */
  pile: string[];
  discard: string[];
  scores: number[];
  /** The cards each player took. */
  taken: string[][];
  /** The seat to play. */
  seat: number;
  /** Actions played so far. */
  turns: number;
  /** The seat that won, 'draw', or null while the game goes on. */
  winner: number | 'draw' | null;
}

type Action = { type: 'take' } | { type: 'discard' };

/** What happened, for replays, the report and scenarios' `events:`. */
type Event = { e: 'take'; seat: number; card: string; cost: number } | { e: 'discard'; seat: number; card: string } | { e: 'end'; scores: number[]; winner: number | 'draw' };

const rules: GameRules<State, Action, Event, Catalogue> = {
  // Written in the game's logs: `deckwright replay` knows its logs by it.
  logFormat: '{{name}}-log',

  setup(cat, setup) {
    const state: State = { ...startState(setup), pile: [...cat.pile], discard: [], scores: Array(setup.players).fill(0), taken: Array.from({ length: setup.players }, () => []), seat: 0, turns: 0, winner: null };
    // Shuffled as the seed says, or in the order a scenario gives for the pile named after the deck.
    shufflePile(state, cat.deck, state.pile);
    return state;
  },

  legal: (_cat, state) => (state.winner === null ? [{ type: 'take' }, { type: 'discard' }] : []),

  illegal(_cat, state, action) {
    if (state.winner !== null) return { code: 'game-over', message: 'the game is over' };
    if (action.type !== 'take' && action.type !== 'discard') return { code: 'unknown-action', message: `no action "${String((action as { type?: unknown }).type)}": take or discard` };
    return null;
  },

  apply(cat, state, action, ctx) {
    const [card] = draw(state.pile);
    if (action.type === 'take') {
      const cost = cat.cards[card].cost;
      state.scores[state.seat] += cost;
      state.taken[state.seat].push(card);
      emit(ctx, { e: 'take', seat: state.seat, card, cost });
    } else {
      state.discard.push(card);
      emit(ctx, { e: 'discard', seat: state.seat, card });
    }
    state.turns += 1;
    state.seat = (state.seat + 1) % state.scores.length;
    if (!state.pile.length) {
      const best = Math.max(...state.scores);
      const leaders = state.scores.flatMap((s, seat) => (s === best ? [seat] : []));
      state.winner = leaders.length === 1 ? leaders[0] : 'draw';
      emit(ctx, { e: 'end', scores: [...state.scores], winner: state.winner });
      throw new GameOver(resultOf(state)!);
    }
  },

  over: (state) => state.winner !== null,
  result: (state) => resultOf(state),
  actionCount: (state) => state.turns,
  // The seat to act: each player's bot decides for them alone, and hot-seat play asks them.
  actor: (state) => state.seat,
};

function resultOf(state: State): string | null {
  if (state.winner === null) return null;
  return state.winner === 'draw' ? 'draw' : `player ${state.winner + 1}`;
}

/** The cards of the first deck of game.yaml, by id, with the fields the rules read. */
function catalogue(pack: LoadedPack): Catalogue {
  const [deck] = packDecks(pack);
  if (!deck) throw new Error('this game plays with the first deck of game.yaml, and it has none');
  const cards = Object.fromEntries(deck.cards.map((c) => [c.id, { name: String(c.data.name), cost: Number(c.data.cost) }]));
  return { deck: deck.id, pile: deckPile(deck), cards };
}

/** The hot-seat table: the pile, its top card face up (the players see it to decide), the discard, each player's cards. */
function table(cat: Catalogue, state: State, viewer: number | null, book: CardBook): TableView {
  const top = state.pile[0];
  return {
    viewer,
    zones: [
      { id: 'pile', title: 'Pile', cards: top ? [book.card('top', top)] : [], pile: { count: state.pile.length, back: top ? book.look(top)?.back : undefined } },
      { id: 'discard', title: 'Discard', cards: state.discard.map((id, i) => book.card(`discard-${i}`, id)) },
    ],
    players: state.scores.map((score, seat) => ({
      seat,
      name: `Player ${seat + 1}`,
      active: state.winner === null && seat === state.seat,
      stats: [{ id: 'score', label: 'Score', value: score }],
      // No hands in this game: the viewer's is empty, the others' are not shown.
      hand: seat === viewer ? [] : null,
      handCount: 0,
      front: [{ id: `taken-${seat}`, title: 'Taken', seat, cards: state.taken[seat].map((id, i) => book.card(`taken-${seat}-${i}`, id)) }],
    })),
    counters: [{ id: 'pile', label: 'Cards in the pile', value: state.pile.length }],
  };
}

const engine = defineEngine({
  game: rules,
  catalogue,
  players: { min: 2, max: 4, default: [2] },
  bots: {
    // Any legal action, at random.
    random: (_cat, seed) => randomBot(seed),
    // Greedy: takes a card worth something, discards a card worth nothing.
    heuristic: (cat, seed) => heuristicBot<State, Action>('heuristic', seed, { action: (state, a) => (a.type === 'take' ? cat.cards[state.pile[0]].cost : 0.5) }),
  },
  winner: (state) => (typeof state.winner === 'number' ? state.winner : null),
  label: (_cat, _state, action) => action.type,
  narrate(cat, e) {
    if (e.e === 'take') return `Player ${e.seat + 1} takes ${cat.cards[e.card].name} (+${e.cost})`;
    if (e.e === 'discard') return `Player ${e.seat + 1} discards ${cat.cards[e.card].name}`;
    return `End: ${e.scores.join(' – ')}, ${e.winner === 'draw' ? 'a draw' : `player ${e.winner + 1} wins`}`;
  },
  figures: (_cat, state) => ({ 'winning score': Math.max(...state.scores), 'cards discarded': state.discard.length }),
  // For the report's balance figures, each player's cards: those they looked at (drawn) and those
  // they took (played); and the scores, read after every action, for how the lead changed.
  cards: (_cat, state, events) =>
    state.scores.map((_, seat) => ({
      drawn: events.flatMap((e) => (e.e !== 'end' && e.seat === seat ? [e.card] : [])),
      played: state.taken[seat],
    })),
  scores: (state) => state.scores,
  table,
});

export const pack: PackDef = {
  id: '{{name}}',
  // Checks of the cards beyond their types (docs/rules-code.md): none yet.
  rules: [],
  engine: async () => engine,
};
