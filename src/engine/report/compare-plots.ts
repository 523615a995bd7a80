/**
 * The plots of a comparison of simulation runs (Vega-Lite, rendered to SVG offline by plots.ts):
 * each run in its own colour, side by side in each group, so the eye compares like with like.
 */
import type { TopLevelSpec } from 'vega-lite';

/** Colours that stay apart in print and for the common colour blindnesses (Okabe and Ito's). */
const PALETTE = ['#0072b2', '#d55e00', '#009e73', '#cc79a7', '#e69f00', '#56b4e9'];

const colour = (runs: string[], title: string) => ({
  field: 'run',
  type: 'nominal',
  title,
  sort: runs,
  scale: { domain: runs, range: runs.map((_, i) => PALETTE[i % PALETTE.length]) },
  // Labels may be pack folders' paths: shown whole.
  legend: { orient: 'top', labelLimit: 0 },
});

export interface GroupRate {
  group: string;
  run: string;
  rate: number;
  low: number;
  high: number;
}

/** A rate per group (a player count), one bar per run with its 95 % interval. */
export function groupedRateChart(title: string, rows: GroupRate[], runs: string[], axis: string, rateAxis: string, legend: string): TopLevelSpec {
  const groups = [...new Set(rows.map((r) => r.group))];
  return {
    title,
    width: Math.max(320, groups.length * runs.length * 40),
    height: 240,
    data: { values: rows },
    encoding: {
      x: { field: 'group', type: 'nominal', title: axis, sort: groups, axis: { labelAngle: 0 } },
      xOffset: { field: 'run', type: 'nominal', sort: runs },
      color: colour(runs, legend),
    },
    layer: [
      { mark: { type: 'bar' }, encoding: { y: { field: 'rate', type: 'quantitative', title: rateAxis, scale: { domain: [0, 1] }, axis: { format: '%' } } } },
      { mark: { type: 'rule', color: '#231d19', strokeWidth: 1.5 }, encoding: { y: { field: 'low', type: 'quantitative' }, y2: { field: 'high' }, color: { value: '#231d19' } } },
    ],
  } as TopLevelSpec;
}

export interface LengthPoint {
  length: number;
  run: string;
  share: number;
}

/** The distribution of game lengths, a line per run: the share of its games that lasted each length. */
export function lengthChart(title: string, rows: LengthPoint[], runs: string[], axis: string, shareAxis: string, legend: string): TopLevelSpec {
  return {
    title,
    width: 640,
    height: 240,
    data: { values: rows },
    mark: { type: 'line', point: true },
    encoding: {
      x: { field: 'length', type: 'quantitative', title: axis, scale: { zero: false }, axis: { tickMinStep: 1, format: 'd' } },
      y: { field: 'share', type: 'quantitative', title: shareAxis, axis: { format: '%' } },
      color: colour(runs, legend),
    },
  } as TopLevelSpec;
}

export interface CauseShare {
  cause: string;
  run: string;
  share: number;
}

/** A horizontal bar per cause and run: the share of the run's games the cause ended. */
export function causeChart(title: string, rows: CauseShare[], runs: string[], causes: string[], shareAxis: string, legend: string): TopLevelSpec {
  return {
    title,
    width: 440,
    height: Math.max(60, causes.length * runs.length * 12),
    data: { values: rows },
    mark: { type: 'bar' },
    encoding: {
      y: { field: 'cause', type: 'nominal', sort: causes, title: null },
      yOffset: { field: 'run', type: 'nominal', sort: runs },
      x: { field: 'share', type: 'quantitative', title: shareAxis, axis: { format: '%' } },
      color: colour(runs, legend),
    },
  } as TopLevelSpec;
}
