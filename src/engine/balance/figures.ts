/** The balance figures of a run, as every `sim` report (JSON and HTML) and each variant of a sweep give them. */
import { cardImpact, type CardImpact } from './impact.js';
import { gameMetrics, type GameMetrics } from './metrics.js';
import type { GameRecord } from './record.js';
import { tallyRecords, type Tally } from './tally.js';

export interface BalanceFigures {
  metrics: GameMetrics;
  /** Every card, the ones that move the result most first. */
  cards: CardImpact[];
}

export function balanceOfTally(t: Tally, cards: Record<string, string>, competitive: boolean): BalanceFigures {
  return { metrics: gameMetrics(t, competitive), cards: cardImpact(t, cards) };
}

export function balanceFigures(records: readonly GameRecord[], cards: Record<string, string>, competitive: boolean): BalanceFigures {
  return balanceOfTally(tallyRecords(records), cards, competitive);
}
