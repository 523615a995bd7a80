/**
 * The comparison of simulation runs (`sim <game> <game>…`), from each run's comparable figures
 * (core/comparable.ts): every rate with its 95 % Wilson interval, and each later run's difference
 * from the first (the reference: a designer's original pack) with its 95 % Newcombe interval.
 * This object is what `sim … --json` prints for two games or more; it knows nothing of any game.
 */
import type { ComparableFigures } from '../../core/comparable.js';
import { own } from '../../core/own.js';
import { rateDifference, type Difference } from '../difference.js';
import { wilson } from '../stats.js';
import { lengthFigures, type LengthFigures } from './length.js';

/** One run as the comparison names it. */
export interface RunRef {
  /** Its label in the tables: the pack folder's name, or its path when two runs share a name. */
  label: string;
  /** The pack folder, relative to the working directory. */
  pack: string;
  title: string;
  language: string;
}

export interface RunRate {
  games: number;
  /** Games won, or for a killer the games it ended. */
  count: number;
  rate: number;
  ci95: [number, number];
}

/** One figure across the runs: each run's rate (null without games), then each later run minus the first. */
export interface CompareRow {
  runs: (RunRate | null)[];
  /** differences[i] is runs[i + 1] − runs[0]; null when either has no games. */
  differences: (Difference | null)[];
}

export interface Comparison {
  kind: 'deckwright-sim-comparison';
  bot: string;
  seed: number;
  /** Games per run (every run plays the same seeds). */
  games: number;
  players: number[];
  /** The language the HTML report is written in. */
  language: string;
  methods: { rate: string; difference: string; quartiles: string };
  runs: RunRef[];
  winRate: CompareRow;
  byPlayers: Record<string, CompareRow>;
  length: { runs: (LengthFigures | null)[]; distribution: Record<string, number[]> };
  /** For each cause of defeat, the share of a run's games it ended. */
  killers: Record<string, CompareRow>;
}

export interface RunSettings {
  bot: string;
  seed: number;
  games: number;
  players: number[];
  language: string;
}

const round = (x: number) => Math.round(x * 1e4) / 1e4;

function runRate(count: number, games: number): RunRate | null {
  return games ? { games, count, rate: round(count / games), ci95: wilson(count, games) } : null;
}

function row(counts: { count: number; games: number }[]): CompareRow {
  const [first, ...later] = counts;
  return {
    runs: counts.map((c) => runRate(c.count, c.games)),
    differences: later.map((c) => rateDifference(first.count, first.games, c.count, c.games)),
  };
}

/** The keys of several maps, each once. */
const keysOf = (maps: Record<string, unknown>[]) => [...new Set(maps.flatMap((m) => Object.keys(m)))];

export function compareRuns(runs: RunRef[], figures: ComparableFigures[], settings: RunSettings): Comparison {
  const counts = keysOf(figures.map((f) => f.byPlayers)).sort((a, b) => Number(a) - Number(b));
  const lengths = keysOf(figures.map((f) => f.length.games)).sort((a, b) => Number(a) - Number(b));
  const share = (f: ComparableFigures, cause: string) => own(f.killers, cause) ?? 0;
  // Causes that ended the most games over all runs first, so the table opens on what matters.
  const causes = keysOf(figures.map((f) => f.killers)).sort(
    (a, b) => figures.reduce((s, f) => s + share(f, b), 0) - figures.reduce((s, f) => s + share(f, a), 0) || a.localeCompare(b),
  );
  return {
    kind: 'deckwright-sim-comparison',
    bot: settings.bot,
    seed: settings.seed,
    games: settings.games,
    players: settings.players,
    language: settings.language,
    methods: {
      rate: '95 % Wilson score interval',
      difference: "later run minus the first, 95 % Newcombe hybrid score interval (Newcombe 1998, method 10), runs taken as independent samples",
      quartiles: 'linear interpolation between order statistics (Hyndman and Fan type 7)',
    },
    runs,
    winRate: row(figures.map((f) => ({ count: f.wins, games: f.games }))),
    byPlayers: Object.fromEntries(
      counts.map((k) => [k, row(figures.map((f) => ({ count: own(f.byPlayers, k)?.wins ?? 0, games: own(f.byPlayers, k)?.games ?? 0 })))]),
    ),
    length: {
      runs: figures.map((f) => lengthFigures(f.length.unit, f.length.games)),
      distribution: Object.fromEntries(lengths.map((k) => [k, figures.map((f) => own(f.length.games, k) ?? 0)])),
    },
    killers: Object.fromEntries(causes.map((c) => [c, row(figures.map((f) => ({ count: share(f, c), games: f.games })))])),
  };
}
