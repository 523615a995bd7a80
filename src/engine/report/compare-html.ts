/**
 * The HTML page of a comparison of simulation runs: for each figure, the runs side by side with
 * their intervals and each later run's difference from the first, then plots, then how each
 * figure is counted. One self-contained file, the same bytes for the same runs. Every word is in
 * src/i18n/catalogue.yaml (`compare.*`), in the runs' language (English when they differ).
 */
import { own } from '../../core/own.js';
import { translator, type Translate } from '../../i18n/translate.js';
import type { Difference } from '../difference.js';
import type { Comparison, CompareRow, RunRate } from '../compare/figures.js';
import { botName } from './bot-name.js';
import { esc, table } from './html.js';
import { numbers, plotLocale } from './numbers.js';
import { causeChart, groupedRateChart, lengthChart } from './compare-plots.js';
import { svgOf } from './plots.js';

type Num = ReturnType<typeof numbers>;

/** A signed difference in percentage points: "+12.0 pts", "−3.5 pts" (a true minus sign). */
function points(t: Translate, n: Num, x: number): string {
  const value = n.pct(Math.abs(x)).replace(/\s?%$/, '');
  const sign = x > 0 ? '+' : x < 0 ? '\u2212' : '±';
  return t('compare.points', { value: `${sign}${value}` });
}

/** A cell of HTML: the figure on its first line, its interval (and counts) smaller below, so three runs still fit the page. */
const cell = (main: string, below: string) => `<b>${main}</b><br><small>${below}</small>`;

const rateCell = (n: Num, r: RunRate | null, dash: string) =>
  r ? cell(n.pct(r.rate), `${n.pct(r.ci95[0])} – ${n.pct(r.ci95[1])} · ${n.num(r.count)}/${n.num(r.games)}`) : dash;

const differenceCell = (t: Translate, n: Num, d: Difference | null, dash: string) =>
  d ? cell(points(t, n, d.estimate), t('compare.interval', { low: points(t, n, d.ci95[0]), high: points(t, n, d.ci95[1]) })) : dash;

/** A table whose head is text and whose first column is text, the other cells HTML made above. */
function htmlTable(head: string[], body: [string, ...string[]][]): string {
  return `<div class="wide"><table><thead><tr>${head.map((h) => `<th>${esc(h)}</th>`).join('')}</tr></thead><tbody>${body
    .map(([first, ...rest]) => `<tr><td>${esc(first)}</td>${rest.map((c) => `<td>${c}</td>`).join('')}</tr>`)
    .join('')}</tbody></table></div>`;
}

/**
 * The lengths the distribution plot shows: every whole length from the shortest game to the
 * longest, so a length no game lasted is drawn at 0 rather than bridged by a line; only the
 * lengths games lasted when the range is too long to draw point by point.
 */
function lengthsToPlot(c: Comparison): number[] {
  const seen = Object.keys(c.length.distribution).map(Number);
  if (!seen.length) return [];
  const [low, high] = [Math.min(...seen), Math.max(...seen)];
  return high - low > 1000 || !seen.every(Number.isInteger) ? seen : Array.from({ length: high - low + 1 }, (_, i) => low + i);
}

/** Whether an interval leaves 0 out, and on which side. */
const verdict = (d: Difference) => (d.ci95[0] > 0 ? 'higher' : d.ci95[1] < 0 ? 'lower' : 'unclear');

export async function compareHtml(c: Comparison): Promise<string> {
  const lang = c.language;
  const t = translator(lang);
  const n = numbers(lang);
  const dash = t('report.nothing');
  const labels = c.runs.map((r) => r.label);
  const reference = labels[0];
  const later = labels.slice(1);
  const rowCells = (r: CompareRow) => [...r.runs.map((x) => rateCell(n, x, dash)), ...r.differences.map((d) => differenceCell(t, n, d, dash))];
  const head = (first: string) => [first, ...labels, ...later.map((run) => t('compare.head.difference', { run, reference }))];
  const legend = t('compare.plot.pack');
  const share = t('compare.plot.share');

  // Win rates: all games, then each player count.
  const groups: [string, CompareRow][] = [[t('compare.all'), c.winRate], ...Object.entries(c.byPlayers)];
  const rateRows = groups.flatMap(([group, row]) =>
    row.runs.flatMap((r, i) => (r ? [{ group, run: labels[i], rate: r.rate, low: r.ci95[0], high: r.ci95[1] }] : [])),
  );
  const rateTable = htmlTable(head(t('compare.head.players')), groups.map(([group, row]) => [group, ...rowCells(row)]));

  // Lengths: each run's figures, and the share of its games that lasted each length.
  const units = [...new Set(c.length.runs.flatMap((l) => (l ? [l.unit] : [])))];
  const unit = units.length === 1 ? units[0] : 'turns';
  const figure = (pick: (l: NonNullable<Comparison['length']['runs'][number]>) => string) => c.length.runs.map((l) => (l ? pick(l) : dash));
  const lengthTable = table(
    [t('compare.head.figure'), ...labels],
    [
      [t('compare.length.games'), ...figure((l) => n.num(l.games))],
      [t('compare.length.mean'), ...figure((l) => n.num(l.mean))],
      [t('compare.length.median'), ...figure((l) => n.num(l.median))],
      [t('compare.length.quartiles'), ...figure((l) => `${n.num(l.q1)} – ${n.num(l.q3)}`)],
      [t('compare.length.range'), ...figure((l) => `${n.num(l.min)} – ${n.num(l.max)}`)],
    ],
    n.num,
  );
  const lengthPoints = lengthsToPlot(c).flatMap((length) =>
    labels.flatMap((run, i) => {
      const games = c.length.runs[i]?.games ?? 0;
      return games ? [{ length, run, share: (own(c.length.distribution, String(length))?.[i] ?? 0) / games }] : [];
    }),
  );

  // Killers: the share of each run's games a card ended.
  const causes = Object.keys(c.killers);
  const causeRows = causes.flatMap((cause) => c.killers[cause].runs.flatMap((r, i) => (r ? [{ cause, run: labels[i], share: r.rate }] : [])));
  const killerTable = causes.length
    ? htmlTable(head(t('compare.head.cause')), causes.map((cause) => [cause, ...rowCells(c.killers[cause])]))
    : `<p>${esc(t('compare.killers-none'))}</p>`;

  const locale = plotLocale(lang);
  const [ratePlot, lengthPlot, causePlot] = await Promise.all([
    svgOf(groupedRateChart(t('compare.plot.win-rate'), rateRows, labels, t('compare.head.players'), t('report.plot.win-rate'), legend), locale),
    svgOf(lengthChart(t('compare.plot.length'), lengthPoints, labels, t('compare.plot.length-axis', { unit }), share, legend), locale),
    causes.length ? svgOf(causeChart(t('compare.plot.killers'), causeRows, labels, causes, share, legend), locale) : Promise.resolve(''),
  ]);

  const verdicts = c.winRate.differences.map((d, i) =>
    d
      ? `<li>${t('compare.verdict', {
          run: `<b>${esc(later[i])}</b>`,
          reference: `<b>${esc(reference)}</b>`,
          difference: `<b>${points(t, n, d.estimate)}</b>`,
          low: points(t, n, d.ci95[0]),
          high: points(t, n, d.ci95[1]),
          verdict: verdict(d),
        })}</li>`
      : '',
  );
  const last = c.seed + c.games - 1;
  const run = t('compare.run', {
    games: c.games,
    same: c.seed === last ? 'yes' : 'no',
    first: String(c.seed),
    last: String(last),
    bot: `${esc(botName(c.bot, lang))} (<code>--bot ${esc(c.bot)}</code>)`,
    counts: c.players.length,
    players: c.players.join(', '),
    reference: `<b>${esc(reference)}</b>`,
  });
  const packs = c.runs.map((r) => `<li>${t('compare.pack', { label: `<b>${esc(r.label)}</b>`, title: esc(r.title), folder: `<code>${esc(r.pack)}</code>` })}</li>`).join('');
  const runs = labels.join(' · ');
  const definitions: [string, string][] = [
    [t('report.head.win-rate'), t('compare.def.win-rate')],
    [t('compare.def.difference-term'), t('compare.def.difference')],
    [t('compare.def.length-term'), t('compare.def.length')],
    [t('compare.def.killers-term'), t('compare.def.killers')],
  ];
  return `<!doctype html>
<html lang="${lang}"><head><meta charset="utf-8"><title>${esc(t('compare.title', { runs, bot: botName(c.bot, lang) }))}</title>
<style>
body { font-family: Alegreya Sans, Helvetica, Arial, sans-serif; margin: 2rem auto; max-width: 1100px; padding: 0 1rem; color: #231d19; line-height: 1.4; }
h1 { font-family: Cinzel, Georgia, serif; } h2 { margin-top: 2rem; border-bottom: 2px solid #231d19; }
table { border-collapse: collapse; margin: 0.5rem 0 1rem; } td, th { border-bottom: 1px solid #ddd; padding: 0.25rem 0.7rem; text-align: left; vertical-align: top; }
th { background: #f3efe8; } td:not(:first-child) { font-variant-numeric: tabular-nums; } td { white-space: nowrap; } td small { color: #5a514b; }
.wide { overflow-x: auto; }
.verdicts { font-size: 1.2rem; } .packs li, .verdicts li { margin: 0.2rem 0; } figure { margin: 0.5rem 0; } dt { font-weight: bold; } dd { margin-bottom: 0.5rem; }
</style></head><body>
<h1>${esc(t('compare.heading', { runs }))}</h1>
<ul class="packs">${packs}</ul>
<p>${run}</p>
<ul class="verdicts">${verdicts.join('')}</ul>
<h2>${esc(t('compare.win-rate'))}</h2>
${rateTable}
<figure>${ratePlot}</figure>
<h2>${esc(t('compare.length', { unit }))}</h2>
${lengthTable}
<figure>${lengthPlot}</figure>
<h2>${esc(t('compare.killers'))}</h2>
${killerTable}
${causePlot ? `<figure>${causePlot}</figure>` : ''}
<h2>${esc(t('report.definitions'))}</h2>
<dl>${definitions.map(([term, what]) => `<dt>${esc(term)}</dt><dd>${esc(what)}</dd>`).join('')}</dl>
</body></html>
`;
}
