/**
 * A sweep's HTML report, in the game's language (src/i18n/catalogue.yaml, `sweep.*`): the
 * variants as a table whose cells are coloured as a heat map (win rate on a fixed scale from 0 to
 * 1; the other columns from their least to their most), a grid of win rates when two axes vary,
 * the matchup matrix of a round robin, skill sensitivity when the bot varies, the variants on
 * target, then each variant's measures and card impact. One self-contained file.
 */
import { printedLanguage, translator } from '../../i18n/translate.js';
import { BALANCE_CSS, balanceHtml, SORT_SCRIPT } from '../../engine/balance/html.js';
import type { PairedDifference } from '../../engine/balance/paired.js';
import { esc } from '../../engine/report/html.js';
import { numbers } from '../../engine/report/numbers.js';
import { botName } from '../../engine/report/bot-name.js';
import type { SweepResult } from './run.js';
import { sweepName } from './report.js';

/** A sequential colour for a column with no good or bad side (a length): pale to deep blue. */
export function shade(x: number): string {
  const t = Math.max(0, Math.min(1, x));
  const lerp = (a: number, b: number) => Math.round(a + (b - a) * t);
  return `rgb(${lerp(239, 120)}, ${lerp(243, 160)}, ${lerp(250, 214)})`;
}

/** A heat map's colour for a share 0…1: red, through pale yellow, to green. */
export function heat(x: number): string {
  const t = Math.max(0, Math.min(1, x));
  const lerp = (a: number, b: number, u: number) => Math.round(a + (b - a) * u);
  const [from, mid, to] = [
    [214, 96, 77],
    [250, 240, 200],
    [90, 170, 110],
  ];
  const [a, b, u] = t < 0.5 ? [from, mid, t * 2] : [mid, to, (t - 0.5) * 2];
  return `rgb(${lerp(a[0], b[0], u)}, ${lerp(a[1], b[1], u)}, ${lerp(a[2], b[2], u)})`;
}

export function sweepHtml(r: SweepResult): string {
  const lang = printedLanguage(r.language);
  const t = translator(lang);
  const { num: exact, pct } = numbers(lang);
  // Means and their differences to two decimals: a third is noise at these sample sizes.
  const num = (x: number) => exact(Math.round(x * 100) / 100);
  const f = r.figures;
  const s = r.spec;
  const dash = t('balance.none');
  const signedPct = (x: number) => `${x > 0 ? '+' : x < 0 ? '−' : '±'}${pct(Math.abs(x))}`;
  const signedNum = (x: number) => `${x > 0 ? '+' : x < 0 ? '−' : '±'}${num(Math.abs(x))}`;
  const diff = (d: PairedDifference | null | undefined, show: (x: number) => string) => (d ? `${show(d.estimate)} (${show(d.ci95[0])} – ${show(d.ci95[1])})` : dash);
  const sure = (d: PairedDifference | null | undefined) => (!d ? '' : d.ci95[0] > 0 ? 'up' : d.ci95[1] < 0 ? 'down' : '');
  // The heat of a column with no fixed scale: from its least to its most value.
  const spread = (values: (number | null | undefined)[]) => {
    const xs = values.filter((x): x is number => typeof x === 'number');
    const [lo, hi] = [Math.min(...xs), Math.max(...xs)];
    return (x: number | null | undefined) => (typeof x !== 'number' || hi === lo ? '' : ` style="background:${shade((x - lo) / (hi - lo))}"`);
  };
  const vs = f.variants;
  const turnHeat = spread(vs.map((v) => v.metrics.turns.mean));
  const decisionHeat = spread(vs.map((v) => v.metrics.decisions.mean));
  const decisiveHeat = spread(vs.map((v) => v.metrics.decisiveness?.mean));
  const rateCell = (x: number | null, ci: [number, number] | null) => `<td data-v="${x ?? -1}"${x === null ? '' : ` style="background:${heat(x)}"`}>${x === null ? dash : `<b>${pct(x)}</b> <span class="ci">${ci ? `${pct(ci[0])} – ${pct(ci[1])}` : ''}</span>`}</td>`;
  // Columns that say nothing of this game (balance between seats of a co-operative game, a
  // target not asked) are left out.
  const paired = vs.some((v) => v.paired);
  const shown = {
    'win-diff': paired,
    'turns-diff': paired,
    balance: vs.some((v) => v.metrics.balance !== null),
    'first-player': vs.some((v) => v.metrics.firstPlayerAdvantage !== null),
    decisiveness: vs.some((v) => v.metrics.decisiveness !== null),
    'on-target': f.target !== null,
  } as Record<string, boolean>;
  const keep = (k: string) => shown[k] ?? true;
  const heads = ['variant', 'win-rate', 'win-diff', 'turns', 'turns-diff', 'decisions', 'completion', 'balance', 'first-player', 'decisiveness', 'on-target'].filter(keep).map((k) => `<th>${esc(t(`sweep.head.${k}`, { unit: r.unit }))}</th>`);
  const rows = vs
    .map((v) => {
      const m = v.metrics;
      const base = paired && v.index === f.base ? ` <span class="base">${esc(t('sweep.base'))}</span>` : '';
      const cells: [string, string][] = [
        ['variant', `<td class="label">${esc(v.label)}${base}</td>`],
        ['win-rate', rateCell(m.winRate.winRate, m.winRate.ci95)],
        ['win-diff', `<td data-v="${v.paired?.winRate?.estimate ?? 0}" class="${sure(v.paired?.winRate)}">${v.paired ? esc(diff(v.paired.winRate, signedPct)) : dash}</td>`],
        ['turns', `<td data-v="${m.turns.mean ?? -1}"${turnHeat(m.turns.mean)}>${m.turns.mean === null ? dash : `${num(m.turns.mean)} <span class="ci">${num(m.turns.ci95![0])} – ${num(m.turns.ci95![1])}</span>`}</td>`],
        ['turns-diff', `<td data-v="${v.paired?.turns?.estimate ?? 0}" class="${sure(v.paired?.turns)}">${v.paired ? esc(diff(v.paired.turns, signedNum)) : dash}</td>`],
        ['decisions', `<td data-v="${m.decisions.mean ?? -1}"${decisionHeat(m.decisions.mean)}>${m.decisions.mean === null ? dash : `${num(m.decisions.mean)} <span class="ci">${num(m.decisions.ci95![0])} – ${num(m.decisions.ci95![1])}</span>`}</td>`],
        ['completion', rateCell(m.completion.winRate, m.completion.ci95)],
        ['balance', `<td data-v="${m.balance ?? -1}"${m.balance === null ? '' : ` style="background:${heat(m.balance)}"`}>${m.balance === null ? dash : num(m.balance)}</td>`],
        [
          'first-player',
          `<td data-v="${m.firstPlayerAdvantage?.estimate ?? 0}" class="${sure(m.firstPlayerAdvantage ? { ...m.firstPlayerAdvantage } : null)}">${m.firstPlayerAdvantage ? `${signedPct(m.firstPlayerAdvantage.estimate)} <span class="ci">${signedPct(m.firstPlayerAdvantage.ci95[0])} – ${signedPct(m.firstPlayerAdvantage.ci95[1])}</span>` : dash}</td>`,
        ],
        ['decisiveness', `<td data-v="${m.decisiveness?.mean ?? -1}"${decisiveHeat(m.decisiveness?.mean)}>${m.decisiveness?.mean == null ? dash : `${pct(m.decisiveness.mean)} <span class="ci">${pct(m.decisiveness.ci95![0])} – ${pct(m.decisiveness.ci95![1])}</span>`}</td>`],
        ['on-target', `<td>${v.onTarget ? '✔' : ''}</td>`],
      ];
      return `<tr>${cells
        .filter(([k]) => keep(k))
        .map(([, c]) => c)
        .join('')}</tr>`;
    })
    .join('\n');

  // Two axes (no round robin): a grid of win rates, the first axis down, the second across.
  let grid = '';
  if (s.axes.length === 2 && !vs.some((v) => v.decks)) {
    const [a, b] = s.axes;
    const cellOf = (x: unknown, y: unknown) => vs.find((v) => JSON.stringify(v.settings[0].value) === JSON.stringify(x) && JSON.stringify(v.settings[1].value) === JSON.stringify(y));
    grid = `<h2>${esc(t('sweep.grid', { a: a.name, b: b.name }))}</h2><table class="grid"><thead><tr><th>${esc(a.name)} \\ ${esc(b.name)}</th>${b.values.map((y) => `<th>${esc(String(y))}</th>`).join('')}</tr></thead><tbody>${a.values
      .map((x) => `<tr><th>${esc(String(x))}</th>${b.values.map((y) => {
        const v = cellOf(x, y);
        return v ? rateCell(v.metrics.winRate.winRate, v.metrics.winRate.ci95) : `<td>${dash}</td>`;
      }).join('')}</tr>`)
      .join('')}</tbody></table>`;
  }

  let matrix = '';
  if (f.matchups) {
    const m = f.matchups;
    matrix = `<h2>${esc(t('sweep.matchups'))}</h2><p class="muted">${esc(t('sweep.matchups-about'))}</p><table class="grid"><thead><tr><th></th>${m.decks.map((d) => `<th>${esc(d)}</th>`).join('')}</tr></thead><tbody>${m.decks
      .map((d, i) => `<tr><th>${esc(d)}</th>${m.decks.map((_, j) => (i === j ? `<td>${dash}</td>` : rateCell(m.winRate[i][j], m.ci95[i][j]))).join('')}</tr>`)
      .join('')}</tbody></table><table><thead><tr><th>${esc(t('sweep.head.deck'))}</th><th>${esc(t('sweep.head.overall'))}</th></tr></thead><tbody>${m.overall.map((o) => `<tr><td>${esc(o.deck)}</td>${rateCell(o.winRate, null)}</tr>`).join('')}</tbody></table>`;
  }

  let skill = '';
  // The bot varied in a game the players play against each other: one bot in every seat leaves it
  // as even as it was, so no skill sensitivity is given, and the report says why.
  if (!f.skill && s.axes.some((a) => a.kind === 'bot') && vs.some((v) => v.metrics.drawishness !== null)) skill = `<h2>${esc(t('sweep.skill'))}</h2><p class="muted">${esc(t('sweep.skill-competitive'))}</p>`;
  if (f.skill) {
    skill = `<h2>${esc(t('sweep.skill'))}</h2><p class="muted">${esc(t('sweep.skill-about'))}</p><table><thead><tr><th>${esc(t('sweep.head.settings'))}</th><th>${esc(t('sweep.head.bots'))}</th><th>${esc(t('sweep.head.skill'))}</th></tr></thead><tbody>${f.skill
      .map(
        (row) =>
          `<tr><td>${esc(row.settings.map((x) => `${x.axis}=${String(x.value)}`).join(' · ') || t('sweep.as-is'))}</td><td>${esc(row.bots.map((b) => `${botName(b.bot, lang)} ${b.winRate === null ? dash : pct(b.winRate)}`).join(t('sweep.comma')))}</td><td>${esc(
            row.differences.map((d) => t('sweep.skill-difference', { bot: botName(d.bot, lang), against: botName(d.against, lang), difference: diff(d.difference, signedPct) })).join(t('sweep.list-separator')),
          )}</td></tr>`,
      )
      .join('')}</tbody></table>`;
  }

  const onTarget = f.target ? vs.filter((v) => v.onTarget) : [];
  const target = f.target
    ? `<p class="big">${esc(t('sweep.target', { rate: pct(f.target.win), count: onTarget.length }))}${onTarget.length ? ` ${esc(onTarget.map((v) => v.label).join(' ; '))}` : ''}</p>`
    : '';
  const details = vs
    .map((v, i) => `<details${i === f.base ? ' open' : ''}><summary>${esc(v.label)}${paired && v.index === f.base ? ` (${esc(t('sweep.base'))})` : ''}</summary>${balanceHtml({ metrics: v.metrics, cards: v.cards }, lang, r.unit)}</details>`)
    .join('\n');
  const name = sweepName(r);
  const bots = s.axes.some((a) => a.kind === 'bot') ? 'none' : botName(s.bot, lang);
  return `<!doctype html>
<html lang="${lang}"><head><meta charset="utf-8"><title>${esc(t('sweep.title', { name, title: r.title }))}</title>
<style>
body { font-family: Alegreya Sans, Helvetica, Arial, sans-serif; margin: 2rem auto; max-width: 1100px; color: #231d19; }
h1 { font-family: Cinzel, Georgia, serif; }
table { border-collapse: collapse; margin: 0.5rem 0 1.5rem; } td, th { border-bottom: 1px solid #ddd; padding: 0.25rem 0.6rem; text-align: left; }
td { font-variant-numeric: tabular-nums; } .ci { color: #555; font-size: 0.85em; } .base { color: #555; font-style: italic; }
table.grid td, table.grid th { text-align: center; } td.label { white-space: nowrap; } .big { font-size: 1.2rem; } details { margin: 0.6rem 0; } summary { cursor: pointer; font-weight: bold; }
${BALANCE_CSS}
</style></head><body>
<h1>${esc(t('sweep.heading', { name, title: r.title }))}</h1>
<p>${esc(t('sweep.run', { variants: vs.length, games: num(s.games), first: String(s.seed), last: String(s.seed + s.games - 1), bot: bots, side: f.matchups ? t('sweep.first-deck') : (r.sides[0] ?? '') }))}</p>
${target}
<h2>${esc(t('sweep.variants'))}</h2>
<p class="muted">${esc(t('sweep.variants-about'))}</p>
<table class="sortable"><thead><tr>${heads.join('')}</tr></thead><tbody>
${rows}
</tbody></table>
${grid}
${matrix}
${skill}
<h2>${esc(t('sweep.each'))}</h2>
${details}
<p class="muted">${esc(t('sweep.files', { id: r.id }))}</p>
${SORT_SCRIPT}
</body></html>
`;
}
