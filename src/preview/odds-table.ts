/** A pack's odds as the page shows them: the cells as `deckwright odds` words them, exact fractions on hover. */
import { estimateText, type OddsCell, type OddsReport } from '../engine/odds/report.js';
import { toFractionText, toPercentText, type Fraction } from '../engine/odds/fraction.js';
import { numbers } from '../engine/report/numbers.js';
import type { OddsCellText, PageOdds } from '../../client/page-types.js';

const isFraction = (c: OddsCell): c is Fraction => typeof c === 'object' && c !== null && 'num' in c;

export function pageOdds(report: OddsReport, language: string): PageOdds {
  const cell = (c: OddsCell): OddsCellText => {
    if (isFraction(c)) return { text: toPercentText(c, language), title: toFractionText(c) };
    if (typeof c === 'object' && c !== null) return { text: estimateText(c, language), title: `estimated from ${c.samples} samples (95 % interval)` };
    return { text: typeof c === 'number' ? numbers(language).num(c) : c };
  };
  return {
    title: report.title,
    tables: report.tables.map((t) => ({ title: t.title, note: t.note, columns: t.columns, rows: t.rows.map((r) => r.map(cell)) })),
  };
}
