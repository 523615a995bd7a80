/**
 * How long the games of a run lasted, from the count of games of each length: mean, median and
 * quartiles. Quartiles interpolate linearly between the two nearest games (Hyndman and Fan's
 * type 7, the default of R, NumPy and spreadsheets), so a reader can check them with any tool;
 * the median is the usual middle game, or the mean of the middle two.
 */

export interface LengthFigures {
  unit: 'rounds' | 'turns';
  games: number;
  mean: number;
  q1: number;
  median: number;
  q3: number;
  min: number;
  max: number;
}

const round = (x: number) => Math.round(x * 100) / 100;

export function lengthFigures(unit: LengthFigures['unit'], counts: Record<string, number>): LengthFigures | null {
  const values = Object.entries(counts)
    .map(([k, n]) => [Number(k), n] as const)
    .filter(([, n]) => n > 0)
    .sort(([a], [b]) => a - b);
  const n = values.reduce((s, [, c]) => s + c, 0);
  if (!n) return null;
  // The k-th shortest game (from 0), read off the counts without listing every game.
  const at = (k: number) => {
    let seen = 0;
    for (const [v, c] of values) {
      seen += c;
      if (k < seen) return v;
    }
    return values[values.length - 1][0];
  };
  const quantile = (p: number) => {
    const h = (n - 1) * p;
    const lo = Math.floor(h);
    return at(lo) + (h - lo) * (at(Math.min(n - 1, lo + 1)) - at(lo));
  };
  return {
    unit,
    games: n,
    mean: round(values.reduce((s, [v, c]) => s + v * c, 0) / n),
    q1: round(quantile(0.25)),
    median: round(quantile(0.5)),
    q3: round(quantile(0.75)),
    min: values[0][0],
    max: values[values.length - 1][0],
  };
}
