/**
 * The HTML report of a simulation: the figures of `sim --json` as plots and tables, and how to
 * replay the shortest loss and the longest win. One self-contained file, the same bytes for the
 * same run.
 */
import { barChart, rateChart, svgOf, type RateRow } from './plots.js';
import type { Rate, SimReport } from './report.js';

const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const pct = (x: number) => `${(x * 100).toFixed(1)} %`;

const rows = (rates: Record<string, Rate>): RateRow[] =>
  Object.entries(rates).map(([label, r]) => ({ label, winRate: r.winRate, low: r.ci95[0], high: r.ci95[1], games: r.games }));

function table(head: string[], body: (string | number)[][]): string {
  return `<table><thead><tr>${head.map((h) => `<th>${esc(h)}</th>`).join('')}</tr></thead><tbody>${body
    .map((r) => `<tr>${r.map((c) => `<td>${esc(String(c))}</td>`).join('')}</tr>`)
    .join('')}</tbody></table>`;
}

export interface ReportLinks {
  shortestLoss: string | null;
  longestWin: string | null;
}

export async function reportHtml(r: SimReport, links: ReportLinks, names: (id: string) => string): Promise<string> {
  const named = (m: Record<string, number>) => Object.fromEntries(Object.entries(m).map(([k, v]) => [names(k), v]));
  const plots = await Promise.all([
    svgOf(rateChart('Win rate by player count', rows(r.byPlayers), 'players')),
    svgOf(rateChart('Win rate by party', rows(r.byComposition).map((x) => ({ ...x, label: x.label.split('+').map(names).join(' + ') })), 'party')),
    svgOf(barChart('PV lost per game, by source', named(r.pvLostPerGame), 'PV per game')),
    svgOf(barChart('Defeats, by the card that dealt the last PV', named(Object.fromEntries(Object.entries(r.killingBlows).map(([k, v]) => [k, v.defeats]))), 'defeats')),
    svgOf(barChart('Damage per game, by weapon', named(Object.fromEntries(Object.entries(r.weapons).map(([k, v]) => [k, v.damagePerGame]))), 'damage per game', '#2d4f6e')),
    svgOf(barChart('Creatures killed per game', named(r.creaturesKilledPerGame), 'kills per game', '#3d2a5c')),
  ]);
  const replay = (label: string, ref: SimReport['shortestLoss'], file: string | null) =>
    ref
      ? `<p><b>${label}</b>: seed ${ref.seed} (game ${ref.index}), ${ref.players} player(s), ${esc(ref.composition.split('+').map(names).join(' + '))}, ${ref.rounds} rounds, ${ref.actions} actions.${
          file ? ` Replay it: <code>npx deckwright replay ${esc(file)}</code>` : ''
        }</p>`
      : `<p><b>${label}</b>: none in this run.</p>`;
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>${esc(r.game)} — simulated playtests (${esc(r.bot)} bot)</title>
<style>
body { font-family: Alegreya Sans, Helvetica, Arial, sans-serif; margin: 2rem auto; max-width: 1100px; color: #231d19; }
h1 { font-family: Cinzel, Georgia, serif; } .plots { display: flex; flex-wrap: wrap; gap: 1.5rem; }
table { border-collapse: collapse; margin: 0.5rem 0 1.5rem; } td, th { border-bottom: 1px solid #ddd; padding: 0.2rem 0.6rem; text-align: left; }
td:not(:first-child) { font-variant-numeric: tabular-nums; } .big { font-size: 1.4rem; }
</style></head><body>
<h1>${esc(r.game)}: ${r.games} simulated games</h1>
<p class="big">Win rate <b>${pct(r.winRate)}</b> (95 % interval ${pct(r.ci95[0])} – ${pct(r.ci95[1])}): ${r.victories} victories, ${r.defeats} defeats${r.stalled ? `, ${r.stalled} stalled` : ''}.</p>
<p>Bot <code>${esc(r.bot)}</code>, seeds ${r.seed} to ${r.seed + r.games - 1}, player counts ${r.players.join(', ')}. Same command, same figures.</p>
${replay('Shortest loss', r.shortestLoss, links.shortestLoss)}
${replay('Longest win', r.longestWin, links.longestWin)}
<div class="plots">${plots.map((s) => `<figure>${s}</figure>`).join('\n')}</div>
<h2>Chapters</h2>
${table(['chapter reached', 'games'], Object.entries(r.chapterReached))}
${table(['chapter', 'mean rounds', 'median', 'max'], Object.entries(r.roundsPerChapter).map(([k, v]) => [k, v.mean, v.median, v.max]))}
<h2>Weapons</h2>
${table(['weapon', 'attacks', 'hit rate', 'damage per game', 'kills', 'kills per game'], Object.entries(r.weapons).map(([k, w]) => [names(k), w.attacks, pct(w.hitRate), w.damagePerGame, w.kills, w.killsPerGame]))}
<h2>Objets</h2>
${table(['Objet', 'placed', 'picked up', 'pick-up rate', 'uses', 'uses per game'], Object.entries(r.items).map(([k, i]) => [names(k), i.placed, i.pickedUp, i.pickUpRate === null ? '—' : pct(i.pickUpRate), i.uses, i.usesPerGame]))}
<h2>Parties</h2>
${table(['party', 'games', 'wins', 'win rate', '95 % interval'], Object.entries(r.byComposition).map(([k, v]) => [k.split('+').map(names).join(' + '), v.games, v.wins, pct(v.winRate), `${pct(v.ci95[0])} – ${pct(v.ci95[1])}`]))}
</body></html>
`;
}
