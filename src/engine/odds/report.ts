/**
 * What a pack's odds look like, whatever the game (a pack's engine builds one; `deckwright odds`
 * prints it): titled tables whose cells are words, numbers, exact probabilities or probabilities
 * estimated by sampling. Printed as text with each exact probability as a fraction and a
 * percentage and each estimate with its margin, or as JSON.
 */
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
    const rows = [t.columns, ...t.rows.map((r) => r.map((c) => cell(c, withFractions)))];
    const widths = t.columns.map((_, i) => Math.max(...rows.map((r) => [...(r[i] ?? '')].length)));
    for (const r of rows) out.push(`  ${r.map((c, i) => (i === r.length - 1 ? c : c.padEnd(widths[i]))).join('  ')}`.trimEnd());
    out.push('');
  }
  return out.join('\n');
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
