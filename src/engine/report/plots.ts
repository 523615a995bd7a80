/**
 * The plots of a simulation report, for any game: Vega-Lite specs rendered to SVG in Node (vega's
 * headless View), so the HTML report needs no network and no browser script to show them.
 */
import type { TopLevelSpec } from 'vega-lite';

// Loaded by the first plot drawn, not by every command that imports the report's modules.
let vegaModules: Promise<[typeof import('vega'), typeof import('vega-lite')]> | undefined;
const loadVega = () => (vegaModules ??= Promise.all([import('vega'), import('vega-lite')]));

const FONT = 'Alegreya Sans, Helvetica, Arial, sans-serif';

/**
 * The width of a simulation report's page, in px (its CSS `max-width`): each plot is drawn that
 * wide, one a row, and PLOT_CSS lets it shrink with a narrower window.
 */
export const REPORT_WIDTH = 1100;
/** The CSS of a report's plots: no side margins, as wide as the page and never wider. */
export const PLOT_CSS = 'figure { margin: 1rem 0; } figure svg { display: block; max-width: 100%; height: auto; }';

/**
 * `locale`: how the axes write numbers (vega's number locale, see numbers.ts); left out, as in
 * English. `width`: the plot's whole width in px, axes, titles and legend included (the spec's own
 * width otherwise).
 */
export async function svgOf(spec: TopLevelSpec, locale?: object, width?: number): Promise<string> {
  const [vega, { compile }] = await loadVega();
  const config = { font: FONT, axis: { labelFontSize: 11, titleFontSize: 12, labelLimit: 320 }, view: { stroke: null }, ...(locale ? { locale } : {}) };
  const sized = width ? { ...spec, width, autosize: { type: 'fit-x', contains: 'padding' } } : spec;
  const view = new vega.View(vega.parse(compile({ ...sized, config } as TopLevelSpec).spec), { renderer: 'none' });
  const svg = await view.toSVG();
  view.finalize();
  return svg;
}

export interface RateRow {
  label: string;
  winRate: number;
  low: number;
  high: number;
  games: number;
}

/** Win rates as bars with their 95 % interval. */
export function rateChart(title: string, rows: RateRow[], axis: string, rateAxis: string): TopLevelSpec {
  return {
    title,
    width: Math.max(160, rows.length * 46),
    height: 240,
    data: { values: rows },
    encoding: { x: { field: 'label', type: 'nominal', title: axis, sort: null, axis: { labelAngle: rows.length > 6 ? -40 : 0 } } },
    layer: [
      { mark: { type: 'bar', color: '#3f5a2a' }, encoding: { y: { field: 'winRate', type: 'quantitative', title: rateAxis, scale: { domain: [0, 1] }, axis: { format: '%' } } } },
      { mark: { type: 'rule', color: '#231d19' }, encoding: { y: { field: 'low', type: 'quantitative' }, y2: { field: 'high' } } },
    ],
  } as TopLevelSpec;
}

/** A horizontal bar per key, largest first. */
export function barChart(title: string, values: Record<string, number>, measure: string, color = '#7a1f2b'): TopLevelSpec {
  const rows = Object.entries(values)
    .map(([label, value]) => ({ label, value }))
    .sort((a, b) => b.value - a.value || a.label.localeCompare(b.label));
  return {
    title,
    width: 320,
    height: Math.max(40, rows.length * 18),
    data: { values: rows },
    mark: { type: 'bar', color },
    encoding: {
      y: { field: 'label', type: 'nominal', sort: null, title: null },
      x: { field: 'value', type: 'quantitative', title: measure },
    },
  } as TopLevelSpec;
}
