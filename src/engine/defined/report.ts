/**
 * The figures of a simulation of a defined engine, from the games' summaries, for any game: how
 * the games ended (each result's share with its 95 % interval), each seat's win rate (games the
 * players play against each other), the same by player count, how long the games lasted, and the
 * means of the game's own figures. Plain JSON, the same for the same games.
 */
import type { ComparableFigures } from '../../core/comparable.js';
import type { BalanceFigures } from '../balance/figures.js';
import { lengthFigures, type LengthFigures } from '../compare/length.js';
import { wilson } from '../stats.js';
import type { GameSummary } from './games.js';

export interface Rate {
  games: number;
  wins: number;
  winRate: number;
  ci95: [number, number];
}

export interface SideRate extends Rate {
  seat: number;
  /** The seat's name ("Player 1"): `deckwright sim` prints each side's rate under it. */
  name: string;
}

export interface RulesReport {
  title: string;
  games: number;
  seed: number;
  bot: string;
  /** The player counts played, in turn. */
  players: number[];
  /** The first seat's win rate (games played against each other), or the players' (games won together). */
  winRate: number;
  ci95: [number, number];
  /** Each result, most frequent first: how many games ended so, their share and its interval. */
  results: { result: string; games: number; share: number; ci95: [number, number] }[];
  /** Each seat's win rate, over the games it sat in; absent for a game the players win together. */
  sides?: SideRate[];
  byPlayers: ({ players: number } & Rate & { sides?: SideRate[] })[];
  length: (LengthFigures & { distribution: Record<string, number> }) | null;
  /** Games stopped at the action limit, with no result. */
  stalled: number;
  /** The game's own figures, by name: their mean, least and most over the games. */
  figures: Record<string, { mean: number; min: number; max: number }>;
  /** The logs written beside the report, to replay (file names), by what makes them notable. */
  logs: Record<string, string>;
  /** The game's measures and what each card does (engine/balance/figures.ts), set last: the keys before it read as they always have. */
  balance?: BalanceFigures;
}

export interface ReportOptions {
  title: string;
  seed: number;
  bot: string;
  players: number[];
  /** Whether the players play against each other (the game names a winner seat). */
  competitive: boolean;
  /** The result a game the players win together ends with. */
  victory: string;
  unit: 'rounds' | 'turns';
  seatName(seat: number): string;
}

const round = (x: number) => Math.round(x * 10000) / 10000;

function rate(wins: number, games: number): Rate {
  return { games, wins, winRate: games ? round(wins / games) : 0, ci95: wilson(wins, games) };
}

function sideRates(games: GameSummary[], o: ReportOptions): SideRate[] {
  const most = Math.max(0, ...games.map((g) => g.players));
  return Array.from({ length: most }, (_, seat) => {
    const sat = games.filter((g) => g.players > seat);
    return { seat, name: o.seatName(seat), ...rate(sat.filter((g) => g.winner === seat).length, sat.length) };
  });
}

/** Whether a game counts as a win of `winRate`: the first seat's, or the players' together. */
function won(g: GameSummary, o: ReportOptions): boolean {
  return o.competitive ? g.winner === 0 : g.result === o.victory;
}

export function rulesReport(games: GameSummary[], o: ReportOptions, logs: Record<string, string> = {}): RulesReport {
  const all = rate(games.filter((g) => won(g, o)).length, games.length);
  const tally = new Map<string, number>();
  for (const g of games) tally.set(g.result, (tally.get(g.result) ?? 0) + 1);
  const results = [...tally]
    .sort(([a, x], [b, y]) => y - x || a.localeCompare(b))
    .map(([result, n]) => ({ result, games: n, share: round(n / games.length), ci95: wilson(n, games.length) }));
  const byPlayers = [...new Set(games.map((g) => g.players))]
    .sort((a, b) => a - b)
    .map((players) => {
      const these = games.filter((g) => g.players === players);
      return { players, ...rate(these.filter((g) => won(g, o)).length, these.length), ...(o.competitive ? { sides: sideRates(these, o) } : {}) };
    });
  const distribution = lengthCounts(games);
  const length = lengthFigures(o.unit, distribution);
  const names = [...new Set(games.flatMap((g) => Object.keys(g.figures)))].sort();
  const figures = Object.fromEntries(
    names.map((name) => {
      const xs = games.map((g) => g.figures[name]).filter((x): x is number => typeof x === 'number' && Number.isFinite(x));
      return [name, { mean: xs.length ? round(xs.reduce((a, b) => a + b, 0) / xs.length) : 0, min: xs.length ? Math.min(...xs) : 0, max: xs.length ? Math.max(...xs) : 0 }];
    }),
  );
  return {
    title: o.title,
    games: games.length,
    seed: o.seed,
    bot: o.bot,
    players: o.players,
    winRate: all.winRate,
    ci95: all.ci95,
    results,
    ...(o.competitive ? { sides: sideRates(games, o) } : {}),
    byPlayers,
    length: length && { ...length, distribution },
    stalled: games.filter((g) => g.result === 'stalled').length,
    figures,
    logs,
  };
}

/** How many games lasted each length, shortest first. */
function lengthCounts(games: GameSummary[]): Record<string, number> {
  const counts = new Map<number, number>();
  for (const g of games) counts.set(g.length, (counts.get(g.length) ?? 0) + 1);
  return Object.fromEntries([...counts].sort(([a], [b]) => a - b).map(([k, n]) => [String(k), n]));
}

/** The games worth a log: the shortest and the longest (the first of each, by game number). */
export function notableGames(games: GameSummary[]): Record<'shortest' | 'longest', GameSummary | null> {
  let shortest: GameSummary | null = null;
  let longest: GameSummary | null = null;
  for (const g of games) {
    if (!shortest || g.length < shortest.length) shortest = g;
    if (!longest || g.length > longest.length) longest = g;
  }
  return { shortest, longest };
}

/** What `sim <game> <game>…` compares: games won (as `winRate` counts them) by player count, and lengths. */
export function comparable(games: GameSummary[], o: ReportOptions, language: string): ComparableFigures {
  const byPlayers: ComparableFigures['byPlayers'] = {};
  for (const g of games) {
    const row = (byPlayers[String(g.players)] ??= { games: 0, wins: 0 });
    row.games++;
    if (won(g, o)) row.wins++;
  }
  return {
    title: o.title,
    language,
    games: games.length,
    wins: games.filter((g) => won(g, o)).length,
    byPlayers,
    length: { unit: o.unit, games: lengthCounts(games) },
    killers: {},
  };
}
