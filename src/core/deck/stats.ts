/**
 * What a deck list is made of and the exact odds of drawing what it needs: its curve, its counts
 * by kind (type, mode…), and for each kind and each card the chance to hold at least k of them in
 * the opening hand and by turn t. With a mulligan (a first hand shuffled back and a second kept),
 * the player is assumed to take it when the first hand holds fewer than k: then the chance is
 * P(first hand) + (1 − P(first hand)) × P(a fresh hand and t draws).
 */
import { atLeastInDraw } from '../../engine/odds/draws.js';
import { add, mul, ONE, sub, type Fraction } from '../../engine/odds/fraction.js';
import type { OddsReport, OddsTable } from '../../engine/odds/report.js';
import type { DeckCapability } from '../pack-types.js';
import type { ResolvedDeck } from './deck-rule.js';

/** P(at least k of `copies` cards in the hand and t turns of draws), with or without the mulligan. */
export function holdOdds(size: number, copies: number, k: number, cap: Pick<DeckCapability, 'handSize' | 'drawsPerTurn'>, turn: number, mulligan: boolean): Fraction {
  const seen = Math.min(size, cap.handSize + turn * cap.drawsPerTurn);
  const direct = atLeastInDraw(size, copies, seen, k);
  if (!mulligan) return direct;
  const first = atLeastInDraw(size, copies, Math.min(size, cap.handSize), k);
  return add(first, mul(sub(ONE, first), direct));
}

export interface DeckStats {
  size: number;
  curve: { value: string; cards: number }[];
  kinds: { group: string; value: string; cards: number }[];
  report: OddsReport;
}

export function deckStats(deck: ResolvedDeck, cap: DeckCapability, title: string): DeckStats {
  const curve = new Map<string, number>();
  const kinds = new Map<string, { group: string; value: string; cards: number }>();
  for (const [card, n] of deck.copies) {
    const d = cap.describe(card);
    const c = d.curve === null ? '—' : String(d.curve);
    curve.set(c, (curve.get(c) ?? 0) + n);
    for (const [group, value] of Object.entries(d.kinds)) {
      const key = `${group}\u0000${value}`;
      const k = kinds.get(key) ?? { group, value, cards: 0 };
      k.cards += n;
      kinds.set(key, k);
    }
  }
  const curveRows = [...curve.entries()].map(([value, cards]) => ({ value, cards })).sort((a, b) => Number(a.value) - Number(b.value) || a.value.localeCompare(b.value));
  const kindRows = [...kinds.values()].sort((a, b) => a.group.localeCompare(b.group) || b.cards - a.cards || a.value.localeCompare(b.value));
  const turns = Array.from({ length: cap.turns }, (_, i) => i + 1);
  const mull = cap.mulligan;
  const oddsColumns = ['kind', 'cards', 'k', 'opening hand', ...(mull ? ['with mulligan'] : []), ...turns.map((t) => `turn ${t}`)];
  const rowFor = (label: string, copies: number, k: number) => [
    label, copies, k,
    holdOdds(deck.size, copies, k, cap, 0, false),
    ...(mull ? [holdOdds(deck.size, copies, k, cap, 0, true)] : []),
    ...turns.map((t) => holdOdds(deck.size, copies, k, cap, t, mull)),
  ];
  const kindTable: OddsTable = {
    title: 'Holding at least k cards of a kind',
    note: `Opening hand of ${cap.handSize} from ${deck.size} cards, then ${cap.drawsPerTurn} card${cap.drawsPerTurn === 1 ? '' : 's'} drawn a turn ("turn t": the hand and t draws).${mull ? ' "with mulligan" and "turn t": a first hand holding fewer than k is shuffled back and the second is kept.' : ''}`,
    columns: oddsColumns,
    rows: kindRows.flatMap((r) => [1, 2].filter((k) => k <= r.cards).map((k) => rowFor(`${r.group}: ${r.value}`, r.cards, k))),
  };
  const cardTable: OddsTable = {
    title: 'Holding at least one copy of each card',
    columns: oddsColumns,
    rows: [...deck.copies.entries()]
      .sort((a, b) => b[1] - a[1] || String(a[0].data.name).localeCompare(String(b[0].data.name)))
      .map(([card, n]) => rowFor(String(card.data.name), n, 1)),
  };
  return { size: deck.size, curve: curveRows, kinds: kindRows, report: { title, tables: [kindTable, cardTable] } };
}
