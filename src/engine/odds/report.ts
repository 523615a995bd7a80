/**
 * What a pack's odds look like, whatever the game (a pack's engine builds one; `deckwright odds`
 * prints it): titled tables whose cells are words, numbers or exact probabilities. Printed as
 * text with each probability as a fraction and a percentage, or as JSON.
 */
import { toFractionText, toJson, toPercentText, type Fraction } from './fraction.js';

export type OddsCell = string | number | Fraction;

export interface OddsTable {
  title: string;
  /** What the table's probabilities mean and how they are counted. */
  note?: string;
  columns: string[];
  rows: OddsCell[][];
}

export interface OddsReport {
  title: string;
  tables: OddsTable[];
}

const isFraction = (c: OddsCell): c is Fraction => typeof c === 'object' && c !== null && 'num' in c;

/** The tables as aligned text: "7/36 (19.4 %)", or "19.4 %" without `fractions`. */
export function oddsText(report: OddsReport, language = 'en', opts: { fractions?: boolean } = {}): string {
  // Wide tables (a deck's odds over several turns) read better as percentages alone; their exact
  // fractions stay in the JSON.
  const withFractions = opts.fractions ?? true;
  const cell = (c: OddsCell) => (isFraction(c) ? (withFractions ? `${toFractionText(c)} (${toPercentText(c, language)})` : toPercentText(c, language)) : String(c));
  const out = [report.title, ''];
  for (const t of report.tables) {
    out.push(t.title);
    if (t.note) out.push(t.note);
    const rows = [t.columns, ...t.rows.map((r) => r.map(cell))];
    const widths = t.columns.map((_, i) => Math.max(...rows.map((r) => [...(r[i] ?? '')].length)));
    for (const r of rows) out.push(`  ${r.map((c, i) => (i === r.length - 1 ? c : c.padEnd(widths[i]))).join('  ')}`.trimEnd());
    out.push('');
  }
  return out.join('\n');
}

/** The tables as JSON: each probability as { fraction: "7/36", percent: 19.44 }. */
export function oddsJson(report: OddsReport): unknown {
  return {
    title: report.title,
    tables: report.tables.map((t) => ({ ...t, rows: t.rows.map((r) => r.map((c) => (isFraction(c) ? toJson(c) : c))) })),
  };
}
