/**
 * Cardstle's playtest report as one HTML page, in the game's language (French): how far the party
 * gets and who survives, with intervals; rooms cleared and their rounds; treasures and crafting;
 * and the cards that hurt most (the Vie lost a turning, by card and by rank), as tables and a bar
 * for each card; then the balance figures (engine/balance/html.ts). No network, and no script but
 * the few lines that sort the balance's card table.
 */
import { BALANCE_CSS, balanceHtml, SORT_SCRIPT } from '../../../engine/balance/html.js';
import { esc, table } from '../../../engine/report/html.js';
import { botName } from '../../../engine/report/bot-name.js';
import { numbers } from '../../../engine/report/numbers.js';
import type { CardstleReport } from './report.js';
import { french } from '../../../core/typography/conventions.js';

const SOURCES: Record<string, string> = { start: 'au départ', trap: 'pièges désamorcés', chest: 'tirés des coffres', 'chest-card': 'cartes de coffre', kill: 'ennemis tués' };
const USES: Record<string, string> = { soin: 'soins (Cœur)', 'carte-att': 'attaque (Pique)', 'carte-def': 'défense (Carreau)', 'carte-mov': 'initiative (Trèfle)', key: 'clés de coffre' };
const RESULTS: Record<string, string> = { victory: 'toutes les pièces finies', defeat: 'groupe mort', stalled: 'arrêtées (trop de tours)' };

export function cardstleHtml(title: string, r: CardstleReport, language = 'fr'): string {
  const { num, pct } = numbers(language);
  const tenth = (x: number) => num(Math.round(x * 100) / 100);
  const ci = (c: [number, number]) => `${pct(c[0])} – ${pct(c[1])}`;
  const survival = table(['qui', 'parties', 'en vie à la fin', 'intervalle à 95 %'], r.survival.map((s) => [s.label, s.n, pct(s.rate), ci(s.ci95)]), num);
  const results = table(['fin', 'parties'], Object.entries(r.results).map(([k, v]) => [RESULTS[k] ?? k, v]), num);
  const cleared = table(['pièces finies', 'parties'], r.roomsCleared.map((x) => [x.rooms, x.games]), num);
  const rounds = table(['pièce', 'jouée', 'finie', 'tours en moyenne (finie)'], r.roundsByRoom.map((x) => [x.room, x.played, x.cleared, tenth(x.meanRounds)]), num);
  const kv = (o: Record<string, number>, names: Record<string, string>, head: string) => table([head, 'par partie'], Object.entries(o).map(([k, v]) => [names[k] ?? k, tenth(v)]), num);
  const max = Math.max(0.01, ...r.hurtByCard.map((h) => h.ci95[1]));
  const bar = (h: CardstleReport['hurtByCard'][number]) =>
    `<div class="bar"><span style="width:${((h.mean / max) * 100).toFixed(1)}%"></span><i style="left:${((h.ci95[0] / max) * 100).toFixed(1)}%;width:${(((h.ci95[1] - h.ci95[0]) / max) * 100).toFixed(1)}%"></i></div>`;
  const hurtRows = r.hurtByCard
    .map((h) => `<tr><td>${esc(h.label)}</td><td>${esc(num(h.turned))}</td><td>${esc(num(h.vie))}</td><td>${esc(tenth(h.mean))}</td><td>${esc(french(`${tenth(h.ci95[0])} – ${tenth(h.ci95[1])}`))}</td><td>${bar(h)}</td></tr>`)
    .join('');
  const byRank = table(['rang', 'retournées', 'Vie perdue', 'par carte retournée', 'intervalle à 95 %'], r.hurtByRank.map((h) => [h.label, h.turned, h.vie, tenth(h.mean), `${tenth(h.ci95[0])} – ${tenth(h.ci95[1])}`]), num);
  return `<!doctype html>
<html lang="${esc(language)}"><head><meta charset="utf-8"><title>${esc(title)}</title>
<style>body{font-family:Alegreya Sans,Helvetica,Arial,sans-serif;margin:2em auto;max-width:64em;color:#2b2a33}table{border-collapse:collapse;margin:1em 0}td,th{border:1px solid #c9cbd8;padding:.25em .6em;text-align:left}th{background:#e2e6f1}.bar{position:relative;width:14em;height:1em;background:#f3f3f7}.bar span{position:absolute;left:0;top:0;bottom:0;background:#a8323e}.bar i{position:absolute;top:.4em;height:.2em;background:#2b3a55}
${BALANCE_CSS}</style>
</head><body>
<h1>${esc(title)}</h1>
<p>${esc(french(`${num(r.games)} parties du groupe « ${r.party} » (${r.players.join(', ')}), ${num(r.rooms)} pièces par partie, bot « ${botName(r.bot, language)} », graine ${r.seed}.`))}</p>
<p><strong>${esc(french(`Le groupe finit toutes les pièces dans ${pct(r.winRate)} des parties (intervalle à 95 % : ${ci(r.ci95)}).`))}</strong></p>
${results}
<h2>Survie</h2>
${survival}
<h2>Pièces</h2>
${cleared}
${rounds}
<p>${esc(french(`Par partie : ${tenth(r.perGame.fights)} combats, ${tenth(r.perGame.dialogues)} dialogues, ${tenth(r.perGame.actions)} actions.`))}</p>
<h2>Trésors et objets</h2>
${kv(r.gained, SOURCES, 'trésors gagnés')}
${kv(r.used, USES, 'trésors utilisés')}
${Object.keys(r.crafted).length ? kv(r.crafted, {}, 'objets fabriqués') : `<p>${esc(french('Aucun objet fabriqué.'))}</p>`}
<h2>Les cartes qui blessent le plus</h2>
<p>${esc(french('La Vie perdue chaque fois que la carte est retournée (les coups de son ennemi, son piège), la plus coûteuse en premier ; la barre montre la moyenne et, en bleu, son intervalle à 95 %.'))}</p>
<table><thead><tr><th>carte</th><th>retournée</th><th>Vie perdue</th><th>par carte retournée</th><th>intervalle à 95 %</th><th></th></tr></thead><tbody>${hurtRows}</tbody></table>
<h2>Par rang</h2>
${byRank}
${r.balance ? `${balanceHtml(r.balance, language, 'rounds')}\n${SORT_SCRIPT}` : ''}
</body></html>
`;
}
