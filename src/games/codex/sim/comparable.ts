/**
 * CODEX's figures for `sim <game> <game>…` (core/comparable.ts): the counts behind its report's
 * win rates and killing blows, and each game's length in rounds, all chapters together (the
 * report has rounds per chapter only, which cannot be added up game by game).
 */
import type { ComparableFigures } from '../../../core/comparable.js';
import { dict } from '../../../core/own.js';
import type { SimReport } from './report.js';
import type { GameSummary } from './summary.js';

export function comparableFigures(report: SimReport, games: GameSummary[], names: (id: string) => string, language: string): ComparableFigures {
  const lengths = dict<number>();
  for (const g of games) {
    const rounds = String(g.rounds.reduce((a, b) => a + b, 0));
    lengths[rounds] = (lengths[rounds] ?? 0) + 1;
  }
  const killers = dict<number>();
  // Two ids of one name (none in CODEX) would count as one cause, as a reader would read them.
  for (const [card, blow] of Object.entries(report.killingBlows)) killers[names(card)] = (killers[names(card)] ?? 0) + blow.defeats;
  const byNumber = (a: string, b: string) => Number(a) - Number(b);
  return {
    title: report.title,
    language,
    games: report.games,
    wins: report.victories,
    byPlayers: Object.fromEntries(Object.entries(report.byPlayers).map(([k, r]) => [k, { games: r.games, wins: r.wins }])),
    length: { unit: 'rounds', games: Object.fromEntries(Object.entries(lengths).sort(([a], [b]) => byNumber(a, b))) },
    killers: Object.fromEntries(Object.entries(killers).sort(([a], [b]) => a.localeCompare(b))),
  };
}
