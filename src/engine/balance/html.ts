/**
 * The balance part of every HTML report (sim's and each sweep variant's): the game's measures and
 * what each card does, in the game's language (src/i18n/catalogue.yaml, `balance.*`). The card
 * table sorts by any column when its head is clicked (a few lines of script; the file stays
 * self-contained), most telling cards first until then.
 */
import { translator } from '../../i18n/translate.js';
import { esc } from '../report/html.js';
import { numbers } from '../report/numbers.js';
import type { BalanceFigures } from './figures.js';
import type { RateFigure } from './impact.js';
import type { MeanFigure } from './metrics.js';

export const BALANCE_CSS = `table.sortable th { cursor: pointer; } table.sortable th:hover { text-decoration: underline; }
td.up { color: #1d6b2f; } td.down { color: #a8323e; } .muted { color: #777; }`;

/** Sorts a table.sortable by the column clicked (numbers by their data-v, text as read). */
export const SORT_SCRIPT = `<script>
document.querySelectorAll('table.sortable').forEach(function (t) {
  t.querySelectorAll('th').forEach(function (th, col) {
    th.addEventListener('click', function () {
      var body = t.tBodies[0], rows = Array.prototype.slice.call(body.rows);
      var down = th.getAttribute('data-dir') !== 'down';
      th.setAttribute('data-dir', down ? 'down' : 'up');
      var key = function (r) { var c = r.cells[col]; var v = c.getAttribute('data-v'); return v === null ? c.textContent : Number(v); };
      rows.sort(function (a, b) { var x = key(a), y = key(b); var d = typeof x === 'number' ? x - y : String(x).localeCompare(String(y)); return down ? -d : d; });
      rows.forEach(function (r) { body.appendChild(r); });
    });
  });
});
</script>`;

export function balanceHtml(b: BalanceFigures, language: string, unit: 'rounds' | 'turns'): string {
  const t = translator(language);
  const { num: exact, pct } = numbers(language);
  // Means to two decimals: the JSON keeps four; a third decimal is noise at these sample sizes.
  const num = (x: number) => exact(Math.round(x * 100) / 100);
  const dash = t('balance.none');
  const interval = (ci: [number, number] | null, show: (x: number) => string) => (ci ? `${show(ci[0])} – ${show(ci[1])}` : dash);
  const rateText = (r: RateFigure | null) => (r && r.winRate !== null ? `${pct(r.winRate)} (${interval(r.ci95, pct)}, ${t('balance.games', { n: r.games })})` : dash);
  const meanText = (m: MeanFigure | null, show: (x: number) => string = num) => (m && m.mean !== null ? `${show(m.mean)} (${interval(m.ci95, show)}, ${t('balance.games', { n: m.games })})` : dash);
  const m = b.metrics;
  // No seat measures: the players win or lose together, or a side holds several seats (the pyramid's adventurers).
  const noSeats = m.drawishness === null ? t('balance.co-op') : t('balance.sides-not-seats');
  const signed = (x: number) => `${x > 0 ? '+' : x < 0 ? '−' : '±'}${pct(Math.abs(x))}`;
  const rows: [string, string][] = [
    [t('balance.metric.win-rate'), rateText(m.winRate)],
    [t('balance.metric.completion'), rateText(m.completion)],
    [t('balance.metric.drawishness'), m.drawishness ? rateText(m.drawishness) : t('balance.co-op')],
    [t('balance.metric.balance'), m.balance === null || !m.seats ? noSeats : `${num(m.balance)} (${m.seats.map((c) => t('balance.seat-count', { k: c.seats, rates: c.rates.map((r, i) => `${t('balance.seat', { n: i + 1 })} ${r.winRate === null ? dash : pct(r.winRate)}`).join(', ') })).join(t('sweep.list-separator'))})`],
    [t('balance.metric.first-player'), m.firstPlayerAdvantage ? `${signed(m.firstPlayerAdvantage.estimate)} (${signed(m.firstPlayerAdvantage.ci95[0])} – ${signed(m.firstPlayerAdvantage.ci95[1])}, ${t('balance.games', { n: m.firstPlayerAdvantage.games })})` : noSeats],
    [t('balance.metric.turns', { unit }), `${meanText(m.turns)}${m.turns.median === null ? '' : `, ${t('balance.median', { value: num(m.turns.median) })}`}`],
    [t('balance.metric.decisions'), meanText(m.decisions)],
    [t('balance.metric.decisiveness'), m.decisiveness ? meanText(m.decisiveness, pct) : t('balance.no-score')],
    [t('balance.metric.lead-changes'), m.leadChanges ? meanText(m.leadChanges) : t('balance.no-score')],
  ];
  const cell = (text: string, v: number | null, cls = '') => `<td${v === null ? '' : ` data-v="${v}"`}${cls ? ` class="${cls}"` : ''}>${esc(text)}</td>`;
  const cardRows = b.cards
    .map((c) => {
      const d = c.whenDrawn;
      const cls = d && d.ci95[0] > 0 ? 'up' : d && d.ci95[1] < 0 ? 'down' : '';
      return `<tr>${cell(c.name, null)}${cell(c.drawn.winRate === null ? dash : pct(c.drawn.winRate), c.drawn.winRate ?? -1)}${cell(num(c.drawn.games), c.drawn.games)}${cell(
        c.notDrawn.winRate === null ? dash : pct(c.notDrawn.winRate),
        c.notDrawn.winRate ?? -1,
      )}${cell(d ? `${signed(d.estimate)} (${signed(d.ci95[0])} – ${signed(d.ci95[1])})` : dash, d ? d.estimate : -2, cls)}${cell(c.played.winRate === null ? dash : pct(c.played.winRate), c.played.winRate ?? -1)}${cell(num(c.played.games), c.played.games)}</tr>`;
    })
    .join('');
  const head = ['card', 'drawn-rate', 'drawn-games', 'not-drawn-rate', 'when-drawn', 'played-rate', 'played-games'].map((k) => `<th>${esc(t(`balance.head.${k}`))}</th>`).join('');
  return `<h2>${esc(t('balance.metrics'))}</h2>
<table><tbody>${rows.map(([k, v]) => `<tr><th>${esc(k)}</th><td>${esc(v)}</td></tr>`).join('')}</tbody></table>
<p class="muted">${esc(t('balance.metrics-about'))}</p>
<h2>${esc(t('balance.cards'))}</h2>
<p class="muted">${esc(t('balance.cards-about'))}</p>
<table class="sortable"><thead><tr>${head}</tr></thead><tbody>${cardRows}</tbody></table>`;
}
