/**
 * The pyramid's playtest report as one HTML page, in the game's language (French): the god's win
 * rate by map, party size, adventurer and party; combats by threshold beside their exact odds;
 * the chests; and each map as a heat map of where adventurers lost combats and where they ended a
 * turn without moving; then the balance figures (engine/balance/html.ts). No network: tables and a
 * grid of coloured cells (the map's chests in gold, its starting walls dark, or framed when pieces
 * came to stand there), and the few lines of script that sort the balance's card table.
 */
import { BALANCE_CSS, balanceHtml, SORT_SCRIPT } from '../../../engine/balance/html.js';
import { esc, table } from '../../../engine/report/html.js';
import { botName } from '../../../engine/report/bot-name.js';
import { numbers } from '../../../engine/report/numbers.js';
import type { PyramideReport } from './report.js';
import { french } from '../../../core/typography/conventions.js';

const WALL = '#6f5c45';
const tenth = (x: number) => Math.round(x * 10) / 10;
const CHEST = '#c99a2e';

/** A map's cells coloured by a count: white to `color`, walls and chests as on the board. */
function heatMap(h: PyramideReport['heat'][number], counts: number[], color: [number, number, number], title: string, num: (x: number) => string): string {
  const max = Math.max(1, ...counts);
  const rows = Array.from({ length: h.rows }, (_, r) => {
    const cells = Array.from({ length: h.cols }, (_, c) => {
      const i = r * h.cols + c;
      const kind = h.kinds[i];
      const n = counts[i];
      const t = n / max;
      // A starting wall can be knocked down and stood on: it shows its count, framed as a wall.
      const heat = `rgb(${color.map((v) => Math.round(255 - (255 - v) * t)).join(',')})`;
      const bg = kind === 'chest' ? CHEST : kind === 'wall' && !n ? WALL : heat;
      const frame = kind === 'wall' ? `;outline:3px solid ${WALL};outline-offset:-3px` : '';
      const label = `${String.fromCharCode(65 + c)}${r + 1}${kind === 'wall' ? ' (mur au départ)' : ''}: ${num(n)}`;
      return `<td title="${esc(label)}" style="background:${bg}${frame}">${n ? num(n) : ''}</td>`;
    }).join('');
    return `<tr><th>${r + 1}</th>${cells}</tr>`;
  }).join('');
  const head = `<tr><th></th>${Array.from({ length: h.cols }, (_, c) => `<th>${String.fromCharCode(65 + c)}</th>`).join('')}</tr>`;
  return `<figure><figcaption>${esc(title)}</figcaption><table class="heat">${head}${rows}</table></figure>`;
}

export function pyramideHtml(title: string, r: PyramideReport, language = 'fr'): string {
  const { num, pct } = numbers(language);
  const rates = (label: string, rs: PyramideReport['byMap']) => table([label, 'parties', 'victoires du Dieu', 'taux', 'intervalle à 95 %'], rs.map((x) => [x.label, x.games, x.godWins, pct(x.godWinRate), `${pct(x.ci95[0])} – ${pct(x.ci95[1])}`]), num);
  const combats = table(
    ['adversaire', 'seuil', 'combats', "gagnés par l'aventurier", 'taux', 'chance exacte des dés'],
    r.combats.map((c) => [c.foe, c.threshold, c.fights, c.adventurerWins, pct(c.winRate), pct(c.exact)]),
    num,
  );
  const heat = r.heat
    .map((h) => `<h2>${esc(h.name)}</h2><div class="maps">${heatMap(h, h.lost, [168, 50, 62], 'Combats perdus par les aventuriers (où ils étaient)', num)}${heatMap(h, h.stuck, [42, 95, 168], "Tours finis sans s'être déplacé (où l'aventurier restait)", num)}</div>`)
    .join('\n');
  return `<!doctype html>
<html lang="${esc(language)}"><head><meta charset="utf-8"><title>${esc(title)}</title>
<style>body{font-family:Alegreya Sans,Helvetica,Arial,sans-serif;margin:2em auto;max-width:64em;color:#2e2215}table{border-collapse:collapse;margin:1em 0}td,th{border:1px solid #d8c9a8;padding:.25em .6em;text-align:left}th{background:#f1e4c3}table.heat td{width:2.2em;height:2.2em;padding:0;text-align:center;font-size:.75em}table.heat th{font-size:.75em;padding:0 .3em}.maps{display:flex;flex-wrap:wrap;gap:2em}figure{margin:0}
${BALANCE_CSS}</style>
</head><body>
<h1>${esc(title)}</h1>
<p>${esc(french(`${num(r.games)} parties, bot « ${botName(r.bot, language)} » à chaque place (le Dieu et chaque aventurier ne voient que ce que leur joueur voit), graine ${r.seed}. Parties arrêtées à la limite d'actions : ${num(r.stalled)}.`))}</p>
<p><strong>${esc(french(`Le Dieu gagne ${pct(r.winRate)} des parties (intervalle à 95 % : ${pct(r.ci95[0])} – ${pct(r.ci95[1])}).`))}</strong></p>
${rates('carte', r.byMap)}
${rates("nombre d'aventuriers", r.byPartySize)}
<h2>Par aventurier dans l'équipe</h2>
${rates('aventurier', r.byAdventurer)}
${r.byParty.length ? `<h2>Par équipe (jouées 20 fois ou plus)</h2>${rates('équipe', r.byParty)}` : ''}
<h2>Combats par seuil</h2>
<p>${esc("La part gagnée par l'aventurier, à côté de la chance exacte de ses dés d'atteindre le seuil : les deux doivent être proches.")}</p>
${combats}
<h2>Coffres</h2>
<p>${esc(french(`En moyenne, ${num(tenth(r.chests.opened))} coffres ouverts par partie ; butin ${num(tenth(r.chests.loot))} contre ${num(tenth(r.chests.left))} restés dans les coffres fermés.`))}</p>
${heat}
${r.balance ? `${balanceHtml(r.balance, language, 'rounds')}\n${SORT_SCRIPT}` : ''}
</body></html>
`;
}
