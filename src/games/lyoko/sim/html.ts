/**
 * The playtest report between decks as one HTML page, in the game's language (French): the decks'
 * win rates with their intervals, the games' length, the VP curves, and a table per deck of what
 * its cards did; then the balance figures (engine/balance/html.ts). Plots are SVG made in Node: the
 * page needs no network.
 */
import type { TopLevelSpec } from 'vega-lite';
import { BALANCE_CSS, balanceHtml, SORT_SCRIPT } from '../../../engine/balance/html.js';
import { esc, table } from '../../../engine/report/html.js';
import { botName } from '../../../engine/report/bot-name.js';
import { numbers, plotLocale } from '../../../engine/report/numbers.js';
import { PLOT_CSS, rateChart, REPORT_WIDTH, svgOf } from '../../../engine/report/plots.js';
import type { LyokoReport } from './report.js';
import { french } from '../../../core/typography/conventions.js';

function vpChart(r: LyokoReport): TopLevelSpec {
  const values = r.decks.flatMap((d) => d.vpByTurn.map((vp, i) => ({ deck: d.name, turn: i + 1, vp })));
  return {
    title: 'PV moyens à la fin de chaque tour du deck',
    width: 520,
    height: 220,
    data: { values },
    mark: { type: 'line', point: true },
    encoding: {
      x: { field: 'turn', type: 'quantitative', title: 'tour du deck' },
      y: { field: 'vp', type: 'quantitative', title: 'PV moyens' },
      color: { field: 'deck', type: 'nominal', title: 'deck' },
    },
  } as TopLevelSpec;
}

export async function lyokoHtml(title: string, r: LyokoReport, language = 'fr'): Promise<string> {
  const { num, pct } = numbers(language);
  const locale = plotLocale(language);
  // Each plot is the page's width, its axes writing numbers as the tables do.
  const rates = await svgOf(rateChart('Victoires de chaque deck', r.decks.map((d) => ({ label: d.name, winRate: d.winRate, low: d.ci95[0], high: d.ci95[1], games: r.games })), 'deck', 'victoires'), locale, REPORT_WIDTH);
  const curves = await svgOf(vpChart(r), locale, REPORT_WIDTH);
  const summary = table(
    ['deck', 'victoires', 'taux', 'intervalle à 95 %'],
    r.decks.map((d) => [d.name, d.wins, pct(d.winRate), `${pct(d.ci95[0])} – ${pct(d.ci95[1])}`]),
    num,
  );
  const cards = r.decks
    .map((d) => `<h2>${esc(d.name)} : ce que font les cartes</h2>${table(['carte', 'jouée', 'parties', 'PV gagnés par jeu', 'PV ôtés aux autres par jeu', 'cartes piochées par jeu', 'cartes adverses détruites par jeu', 'confrontations contre elle', 'échecs du personnage', 'victoires du deck quand jouée'], d.cards.map((c) => [c.name, c.played, c.games, c.vpGainedPerPlay, c.vpTakenPerPlay, c.cardsDrawnPerPlay, c.cardsDestroyedPerPlay, c.confrontations, c.stopRate === null ? '—' : pct(c.stopRate), c.winRateWhenPlayed === null ? '—' : pct(c.winRateWhenPlayed)]), num)}`)
    .join('\n');
  return `<!doctype html>
<html lang="${esc(language)}"><head><meta charset="utf-8"><title>${esc(title)}</title>
<style>body{font-family:Alegreya Sans,Helvetica,Arial,sans-serif;margin:2em auto;max-width:${REPORT_WIDTH}px;color:#15202b}${PLOT_CSS}table{border-collapse:collapse;margin:1em 0}td,th{border:1px solid #ccd;padding:.25em .6em;text-align:left}th{background:#e6f1fa}
${BALANCE_CSS}</style>
</head><body>
<h1>${esc(title)}</h1>
<p>${esc(french(`${num(r.games)} parties, bot « ${botName(r.bot, language)} » à chaque place, graine ${r.seed} ; les decks commencent tour à tour. Parties arrêtées à la limite d'actions : ${num(r.stalled)}. Durée : ${num(r.turns.mean)} tours en moyenne (médiane ${num(r.turns.median)}, au plus ${num(r.turns.max)}).`))}</p>
${summary}
<figure>${rates}</figure>
<figure>${curves}</figure>
<p>${esc("Ce qu'une carte a fait pendant que ses effets se résolvaient, par jeu. Des PV ôtés négatifs : les autres en ont gagné, comme quand un personnage réussit contre un obstacle. Confrontations : celles d'un obstacle ou d'un danger, et la part où le personnage a échoué.")}</p>
${cards}
${r.balance ? `${balanceHtml(r.balance, language, 'turns')}\n${SORT_SCRIPT}` : ''}
</body></html>
`;
}
