/**
 * What a pack's odds look like, whatever the game (a pack's engine builds one; `deckwright odds`
 * prints it): titled tables whose cells are words, numbers, exact probabilities or probabilities
 * estimated by sampling. Printed as text with each exact probability as a fraction and a
 * percentage and each estimate with its margin, or as JSON.
 */
import { translator } from '../../i18n/translate.js';
import { numbers } from '../report/numbers.js';
import type { Estimate } from './estimate.js';
import { toFractionText, toJson, toPercentText, type Fraction } from './fraction.js';

export type OddsCell = string | number | Fraction | Estimate;

export interface OddsTable {
  title: string;
  /** What the table's probabilities mean and how they are counted. */
  note?: string;
  columns: string[];
  rows: OddsCell[][];
  /** False: the text shows its exact probabilities as percentages alone (a wide table); the JSON keeps the fractions. */
  fractions?: boolean;
  /**
   * True for rows along a growing first column (a threshold T) whose chances end at 0 or 100 %: the
   * text stops where every chance of every later row prints as 0 % or 100 %, and says so in one
   * line; the JSON keeps every row.
   */
  settles?: boolean;
}

export interface OddsReport {
  title: string;
  tables: OddsTable[];
}

const isFraction = (c: OddsCell): c is Fraction => typeof c === 'object' && c !== null && 'num' in c;
const isEstimate = (c: OddsCell): c is Estimate => typeof c === 'object' && c !== null && 'kind' in c && c.kind === 'estimate';

/** "41.3 % ± 0.9": the estimate and half its 95 % interval, in percentage points. */
export function estimateText(e: Estimate, language = 'en'): string {
  const half = ((e.high - e.low) / 2) * 100;
  const margin = half.toFixed(1);
  return `${numbers(language).pct(e.estimate)} ± ${language === 'fr' ? margin.replace('.', ',') : margin}`;
}

const round4 = (x: number) => Math.round(x * 10000) / 10000;

/** The tables as aligned text: "7/36 (19.4 %)", or "19.4 %" without `fractions`. */
export function oddsText(report: OddsReport, language = 'en', opts: { fractions?: boolean } = {}): string {
  // Wide tables (a deck's odds over several turns) read better as percentages alone; their exact
  // fractions stay in the JSON.
  const all = opts.fractions ?? true;
  const cell = (c: OddsCell, withFractions: boolean) =>
    isFraction(c) ? (withFractions ? `${toFractionText(c)} (${toPercentText(c, language)})` : toPercentText(c, language)) : isEstimate(c) ? estimateText(c, language) : typeof c === 'number' ? numbers(language).num(c) : c;
  const out = [report.title, ''];
  for (const t of report.tables) {
    const withFractions = all && t.fractions !== false;
    out.push(t.title);
    if (t.note) out.push(t.note);
    const kept = t.settles ? settledFrom(t, language) : t.rows.length;
    const rows = [t.columns, ...t.rows.slice(0, kept).map((r) => r.map((c) => cell(c, withFractions)))];
    const widths = t.columns.map((_, i) => Math.max(...rows.map((r) => [...(r[i] ?? '')].length)));
    for (const r of rows) out.push(`  ${r.map((c, i) => (i === r.length - 1 ? c : c.padEnd(widths[i]))).join('  ')}`.trimEnd());
    if (kept < t.rows.length) out.push(`  ${settledNote(t, kept, language)}`);
    out.push('');
  }
  return out.join('\n');
}

/** A chance as the text prints it, or null for a cell that is not one. */
function printedChance(c: OddsCell, language: string): string | null {
  return isFraction(c) ? toPercentText(c, language) : isEstimate(c) ? numbers(language).pct(c.estimate) : null;
}

/**
 * How many rows of a settling table the text shows: those before the first row from which every
 * chance prints as 0 % or 100 % to the end (at least one row).
 */
function settledFrom(t: OddsTable, language: string): number {
  const { pct } = numbers(language);
  const ends = new Set([pct(0), pct(1)]);
  let first = t.rows.length;
  while (first > 0 && t.rows[first - 1].every((c) => { const p = printedChance(c, language); return p === null || ends.has(p); })) first--;
  return Math.max(1, first);
}

/** « À partir de T = 47, toutes les chances s'arrondissent à 0,0 % : 4 lignes omises (toutes dans --json). » */
function settledNote(t: OddsTable, kept: number, language: string): string {
  const { pct } = numbers(language);
  const printed = new Set(t.rows.slice(kept).flatMap((r) => r.map((c) => printedChance(c, language)).filter((p): p is string => p !== null)));
  const values = printed.has(pct(0)) && printed.has(pct(1)) ? 'both' : printed.has(pct(1)) ? 'hundred' : 'zero';
  const first = t.rows[kept][0];
  return translator(language)('odds.settled', {
    column: t.columns[0],
    from: typeof first === 'number' ? numbers(language).num(first) : String(first),
    values,
    zero: pct(0),
    hundred: pct(1),
    rows: t.rows.length - kept,
  });
}

/**
 * The tables as JSON: each exact probability as { fraction: "7/36", percent: 19.44 }, each
 * estimated one as { estimate, low, high, samples } (probabilities, 4 decimals; the 95 % interval).
 */
export function oddsJson(report: OddsReport): unknown {
  const cell = (c: OddsCell) =>
    isFraction(c) ? toJson(c) : isEstimate(c) ? { estimate: round4(c.estimate), low: round4(c.low), high: round4(c.high), samples: c.samples } : c;
  return {
    title: report.title,
    tables: report.tables.map(({ fractions: _, ...t }) => ({ ...t, rows: t.rows.map((r) => r.map(cell)) })),
  };
}
