/**
 * The HTML page of a simulation of a defined engine, in the game's language (src/i18n/catalogue.yaml,
 * `rules-report.*`): the headline rate, how the games ended, each seat's win rate, the same by
 * player count, the games' lengths, the game's own figures, the logs to replay, and the balance
 * figures (engine/balance/html.ts). One file, no network, no script but the few lines that sort the
 * balance's card table; the same bytes for the same report.
 */
import { translator } from '../../i18n/translate.js';
import { BALANCE_CSS, balanceHtml, SORT_SCRIPT } from '../balance/html.js';
import { botName } from '../report/bot-name.js';
import { esc, table } from '../report/html.js';
import { numbers } from '../report/numbers.js';
import type { RulesReport, SideRate } from './report.js';

export function rulesHtml(r: RulesReport, language: string, game: string): string {
  const t = translator(language);
  const { num, pct } = numbers(language);
  const interval = (ci: [number, number]) => `${pct(ci[0])} – ${pct(ci[1])}`;
  const sides = (rows: SideRate[]) =>
    table([t('rules-report.head.seat'), t('rules-report.head.games'), t('rules-report.head.wins'), t('rules-report.head.rate'), t('rules-report.head.interval')], rows.map((s) => [s.name, s.games, s.wins, pct(s.winRate), interval(s.ci95)]), num);
  const results = table(
    [t('rules-report.head.result'), t('rules-report.head.games'), t('rules-report.head.share'), t('rules-report.head.interval')],
    r.results.map((x) => [x.result, x.games, pct(x.share), interval(x.ci95)]),
    num,
  );
  const byPlayers = r.byPlayers
    .map((row) =>
      row.sides
        ? `<h3>${esc(t('rules-report.players', { players: row.players }))}</h3>${sides(row.sides)}`
        : `<p>${esc(t('rules-report.players-rate', { players: row.players, rate: pct(row.winRate), low: pct(row.ci95[0]), high: pct(row.ci95[1]), wins: num(row.wins), games: num(row.games) }))}</p>`,
    )
    .join('\n');
  const l = r.length;
  const length = l
    ? `${table(
        [t('rules-report.head.mean'), t('rules-report.head.median'), t('rules-report.head.quartiles'), t('rules-report.head.range')],
        [[l.mean, l.median, `${num(l.q1)} – ${num(l.q3)}`, `${num(l.min)} – ${num(l.max)}`]],
        num,
      )}${table([t('rules-report.head.length', { unit: l.unit }), t('rules-report.head.games')], Object.entries(l.distribution).map(([k, n]) => [k, n]), num)}`
    : '';
  const figureNames = Object.keys(r.figures);
  const figures = figureNames.length
    ? `<h2>${esc(t('rules-report.figures'))}</h2>${table([t('rules-report.head.figure'), t('rules-report.head.mean'), t('rules-report.head.min'), t('rules-report.head.max')], figureNames.map((k) => [k, r.figures[k].mean, r.figures[k].min, r.figures[k].max]), num)}`
    : '';
  const logs = Object.entries(r.logs)
    .map(([what, file]) => `<li>${esc(t(`rules-report.log.${what}`))} — ${esc(t('report.replay-it', { command: `deckwright replay dist/${game}/reports/${file}` }))}</li>`)
    .join('');
  const last = r.seed + r.games - 1;
  return `<!doctype html>
<html lang="${esc(language)}"><head><meta charset="utf-8"><title>${esc(t('report.title', { title: r.title, bot: botName(r.bot, language) }))}</title>
<style>body{font-family:Alegreya Sans,Helvetica,Arial,sans-serif;margin:2em auto;max-width:60em;padding:0 1em;color:#231d19;line-height:1.4}h2{border-bottom:2px solid #231d19;margin-top:2em}table{border-collapse:collapse;margin:.5em 0 1em}td,th{border-bottom:1px solid #ddd;padding:.25em .7em;text-align:left}th{background:#f3efe8}td{font-variant-numeric:tabular-nums}
${BALANCE_CSS}</style>
</head><body>
<h1>${esc(t('report.heading', { title: r.title, games: r.games }))}</h1>
<p>${esc(t('rules-report.run', { bot: botName(r.bot, language), first: String(r.seed), last: String(last), same: r.games === 1 ? 'yes' : 'no', counts: r.players.length, players: r.players.join(', '), stalled: r.stalled }))}</p>
<p><strong>${esc(t(r.sides ? 'rules-report.headline-seat' : 'rules-report.headline', { rate: pct(r.winRate), low: pct(r.ci95[0]), high: pct(r.ci95[1]), seat: r.sides?.[0]?.name ?? '' }))}</strong></p>
<h2>${esc(t('rules-report.results'))}</h2>
${results}
${r.sides ? `<h2>${esc(t('rules-report.sides'))}</h2>${sides(r.sides)}` : ''}
<h2>${esc(t('report.plot.by-players'))}</h2>
${byPlayers}
<h2>${esc(t('rules-report.length'))}</h2>
${length}
${figures}
${logs ? `<h2>${esc(t('rules-report.logs'))}</h2><ul>${logs}</ul>` : ''}
${r.balance ? `${balanceHtml(r.balance, language, r.length?.unit ?? 'turns')}\n${SORT_SCRIPT}` : ''}
</body></html>
`;
}
