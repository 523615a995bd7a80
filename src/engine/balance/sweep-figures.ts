/**
 * A sweep's figures from each variant's merged tally: every variant's measures and card impact,
 * its paired differences against the base variant (win rate and length, same seeds), whether its
 * win rate's interval holds the target, the matchup matrix of a round robin, and skill
 * sensitivity when the bot is an axis. Plain JSON, the same bytes for the same tallies.
 */
import { cardImpact, type CardImpact } from './impact.js';
import { gameMetrics, type GameMetrics } from './metrics.js';
import { pairedDifference, type PairedDifference } from './paired.js';
import { winsOf, type Tally } from './tally.js';
import { wilson } from '../stats.js';
import { round4 as r4 } from './round.js';

export interface SweepVariantInput {
  index: number;
  label: string;
  settings: { axis: string; value: unknown }[];
  decks: string[] | null;
  tally: Tally;
  cards: Record<string, string>;
  competitive: boolean;
}

export interface VariantFigures {
  index: number;
  label: string;
  settings: { axis: string; value: unknown }[];
  decks: string[] | null;
  metrics: GameMetrics;
  /**
   * Against the base variant (with a round robin: the base's settings played by the same decks),
   * game by game; null for the base itself.
   */
  paired: { winRate: PairedDifference | null; turns: PairedDifference | null } | null;
  /** Whether the win rate's interval holds the target (null without a target). */
  onTarget: boolean | null;
  cards: CardImpact[];
}

export interface Matchups {
  decks: string[];
  /** rows[i][j]: deck i's win rate against deck j (null on the diagonal or when not played). */
  winRate: (number | null)[][];
  ci95: ([number, number] | null)[][];
  /** Each deck's mean win rate over its matchups. */
  overall: { deck: string; winRate: number; matchups: number }[];
}

export interface SkillRow {
  /** The other axes' settings the bots were compared under. */
  settings: { axis: string; value: unknown }[];
  /** Each bot's win rate. */
  bots: { bot: string; winRate: number | null }[];
  /** Each bot against each bot listed before it: how much better play changes the result. */
  differences: { bot: string; against: string; difference: PairedDifference | null }[];
}

export interface SweepFigures {
  base: number;
  target: { win: number } | null;
  variants: VariantFigures[];
  matchups: Matchups | null;
  skill: SkillRow[] | null;
}

const wins = (t: Tally): number[] => t.winner.map((w) => (w === 0 ? 1 : 0));

export function sweepFigures(inputs: readonly SweepVariantInput[], base: number, target: { win: number } | null): SweepFigures {
  // A variant is compared with the base's settings played by the same decks: two matchups of a
  // round robin are different games, not a change and its effect.
  const settingsOf = (v: SweepVariantInput) => JSON.stringify(v.settings);
  const decksOf = (v: SweepVariantInput) => JSON.stringify(v.decks);
  const baseOf = (v: SweepVariantInput) => (inputs[base] ? inputs.find((b) => decksOf(b) === decksOf(v) && settingsOf(b) === settingsOf(inputs[base])) : undefined);
  const variants = inputs.map((v): VariantFigures => {
    const metrics = gameMetrics(v.tally, v.competitive);
    const ci = metrics.winRate.ci95;
    const against = baseOf(v);
    return {
      index: v.index,
      label: v.label,
      settings: v.settings,
      decks: v.decks,
      metrics,
      paired: !against || against === v ? null : { winRate: pairedDifference(wins(against.tally), wins(v.tally)), turns: pairedDifference(against.tally.turns, v.tally.turns) },
      onTarget: target && ci ? ci[0] <= target.win && target.win <= ci[1] : null,
      cards: cardImpact(v.tally, v.cards),
    };
  });
  return { base, target, variants, matchups: matchups(inputs, variants), skill: skill(inputs) };
}

/** The round robin's matrix, from the variants that are matchups (their other settings pooled). */
function matchups(inputs: readonly SweepVariantInput[], figures: VariantFigures[]): Matchups | null {
  const played = inputs.filter((v) => v.decks && v.decks.length === 2);
  if (!played.length) return null;
  const decks = [...new Set(played.flatMap((v) => v.decks!))];
  const at = (d: string) => decks.indexOf(d);
  const won = decks.map(() => decks.map(() => [0, 0]));
  for (const v of played) {
    const [a, b] = v.decks!.map(at);
    const m = figures[v.index].metrics;
    won[a][b][0] += m.winRate.wins;
    won[a][b][1] += m.games;
    // Deck b wins the games deck a does not (stalls and draws count for neither).
    won[b][a][0] += v.tally.winner.reduce((n, w) => n + (w === 1 ? 1 : 0), 0);
    won[b][a][1] += m.games;
  }
    const winRate = won.map((row, i) => row.map(([w, n], j) => (i === j || !n ? null : r4(w / n))));
  const ci95 = won.map((row, i) => row.map(([w, n], j) => (i === j || !n ? null : wilson(w, n))));
  const overall = decks
    .map((deck, i) => {
      const rates = winRate[i].filter((x): x is number => x !== null);
      return { deck, winRate: rates.length ? r4(rates.reduce((a, b) => a + b, 0) / rates.length) : 0, matchups: rates.length };
    })
    .sort((a, b) => b.winRate - a.winRate || a.deck.localeCompare(b.deck));
  return { decks, winRate, ci95, overall };
}

/** Skill sensitivity: under each setting of the other axes, each bot's win rate and its differences from the bots listed before it. */
function skill(inputs: readonly SweepVariantInput[]): SkillRow[] | null {
  if (!inputs.some((v) => v.settings.some((s) => s.axis === 'bot'))) return null;
  // With one bot in every seat, a game the players play against each other stays as even as it
  // was whatever the bot: the change says nothing of luck. Only a co-operative game's win rate
  // measures what better play buys.
  if (inputs.some((v) => v.competitive)) return null;
  const groups = new Map<string, SweepVariantInput[]>();
  for (const v of inputs) {
    const others = v.settings.filter((s) => s.axis !== 'bot');
    const key = JSON.stringify([others, v.decks]);
    const g = groups.get(key) ?? [];
    g.push(v);
    groups.set(key, g);
  }
  const rows: SkillRow[] = [];
  for (const g of groups.values()) {
    const botOf = (v: SweepVariantInput) => String(v.settings.find((s) => s.axis === 'bot')!.value);
    // Every bot against each bot listed before it (random, heuristic, search: heuristic − random,
    // search − random, search − heuristic): how much each step of better play changes the result.
    const differences: SkillRow['differences'] = [];
    g.forEach((v, j) => g.slice(0, j).forEach((w) => differences.push({ bot: botOf(v), against: botOf(w), difference: pairedDifference(wins(w.tally), wins(v.tally)) })));
    rows.push({
      settings: g[0].settings.filter((s) => s.axis !== 'bot'),
      bots: g.map((v) => ({ bot: botOf(v), winRate: v.tally.games ? r4(winsOf(v.tally) / v.tally.games) : null })),
      differences,
    });
  }
  return rows;
}
