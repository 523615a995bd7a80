/**
 * What the playtests between decks say: each deck's win rate with its 95 % Wilson interval, the
 * games stopped at the action limit, the games' length, each deck's mean VP turn by turn, and what
 * each card did: how often it was played, in how many games, what it did (VP, cards drawn, cards
 * destroyed; as an obstacle or a danger, the confrontations it stopped), and its deck's win rate in those.
 */
import type { BalanceFigures } from '../../../engine/balance/figures.js';
import { wilson } from '../../../engine/stats.js';
import { findCard, type Catalogue } from '../engine/catalogue.js';
import type { CardDoings, LyokoGameSummary, LyokoSimOptions } from './run.js';

export interface DeckFigures {
  name: string;
  wins: number;
  winRate: number;
  ci95: [number, number];
  /** Mean VP at the end of the deck's n-th turn, over the games that lasted that long. */
  vpByTurn: number[];
  /** What each card did (run.ts's CardDoings): per play, then as an obstacle or danger, and its deck's win rate in the games it was played. */
  cards: CardFigures[];
}

export interface CardFigures {
  id: string;
  name: string;
  played: number;
  /** Games it was played in. */
  games: number;
  vpGainedPerPlay: number;
  vpTakenPerPlay: number;
  cardsDrawnPerPlay: number;
  /** The others' cards in play it destroyed, per play. */
  cardsDestroyedPerPlay: number;
  /** Confrontations against it (an obstacle or a danger), and the share the character failed (null with none). */
  confrontations: number;
  stopRate: number | null;
  winRateWhenPlayed: number | null;
}

export interface LyokoReport {
  /** The first deck's win rate (every pack's report has one at its top level). */
  winRate: number;
  ci95: [number, number];
  games: number;
  bot: string;
  seed: number;
  stalled: number;
  turns: { mean: number; median: number; max: number };
  decks: DeckFigures[];
  /** The game's measures and what each card does (engine/balance/figures.ts), set last: the keys before it read as they always have. */
  balance?: BalanceFigures;
}

const round = (x: number, d = 4) => Math.round(x * 10 ** d) / 10 ** d;
const TURNS_SHOWN = 40;

export function lyokoReport(cat: Catalogue, opts: LyokoSimOptions, games: LyokoGameSummary[]): LyokoReport {
  const n = games.length;
  const decks: DeckFigures[] = opts.decks.map((d, k) => {
    const wins = games.filter((g) => g.winner === k).length;
    const vpByTurn: number[] = [];
    for (let t = 0; t < TURNS_SHOWN; t++) {
      const at = games.map((g) => g.vp[k][t]).filter((v): v is number => v !== undefined);
      if (!at.length) break;
      vpByTurn.push(round(at.reduce((a, b) => a + b, 0) / at.length, 2));
    }
    const ids = [...new Set(games.flatMap((g) => Object.keys(g.played[k])))].sort();
    const cards = ids
      .map((id) => {
        const with_ = games.filter((g) => g.played[k][id]);
        const won = with_.filter((g) => g.winner === k).length;
        const played = games.reduce((a, g) => a + (g.played[k][id] ?? 0), 0);
        const sum = (field: keyof CardDoings) => games.reduce((a, g) => a + (g.effect[k][id]?.[field] ?? 0), 0);
        const perPlay = (field: keyof CardDoings) => (played ? round(sum(field) / played, 2) : 0);
        const confrontations = sum('confronted');
        return {
          id,
          name: findCard(cat, id)?.name ?? id,
          played,
          games: with_.length,
          vpGainedPerPlay: perPlay('gained'),
          vpTakenPerPlay: perPlay('taken'),
          cardsDrawnPerPlay: perPlay('drawn'),
          cardsDestroyedPerPlay: perPlay('destroyed'),
          confrontations,
          stopRate: confrontations ? round(sum('stopped') / confrontations) : null,
          winRateWhenPlayed: with_.length ? round(won / with_.length) : null,
        };
      })
      .sort((a, b) => b.played - a.played || a.name.localeCompare(b.name));
    return { name: d.name, wins, winRate: n ? round(wins / n) : 0, ci95: wilson(wins, n), vpByTurn, cards };
  });
  const lengths = games.map((g) => g.turns).sort((a, b) => a - b);
  return {
    winRate: decks[0]?.winRate ?? 0,
    ci95: decks[0]?.ci95 ?? [0, 0],
    games: n,
    bot: opts.bot,
    seed: opts.seed,
    stalled: games.filter((g) => g.winner === null).length,
    turns: { mean: n ? round(lengths.reduce((a, b) => a + b, 0) / n, 2) : 0, median: n ? lengths[Math.floor((n - 1) / 2)] : 0, max: lengths[n - 1] ?? 0 },
    decks,
  };
}
