/**
 * The HTML report of a simulation: the figures of `sim --json` as plots and tables, how each one
 * is counted, and how to replay the shortest loss and the longest win. One self-contained file,
 * the same bytes for the same run. Every word of it is in TEXT below.
 */
import { plural } from '../../../core/plural.js';
import { barChart, rateChart, svgOf, type RateRow } from './plots.js';
import type { GameRef, ItemFigures, Rate, SimReport } from './report.js';
import type { Outcome } from './summary.js';

const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const pct = (x: number) => `${(x * 100).toFixed(1)} %`;

/** The report's words, in one place. */
const TEXT = {
  lang: 'en',
  title: (title: string, bot: string) => `${title} — simulated playtests (${bot} bot)`,
  heading: (title: string, games: number) => `${title}: ${plural(games, 'simulated game')}`,
  winRate: (rate: string, low: string, high: string, victories: number, defeats: number, stalled: number) =>
    `Win rate <b>${rate}</b> (95 % interval ${low} – ${high}): ${plural(victories, 'victory', 'victories')}, ${plural(defeats, 'defeat')}${stalled ? `, ${stalled} stalled` : ''}.`,
  run: (bot: string, first: number, last: number, players: number[]) =>
    `Bot <code>${bot}</code>, ${first === last ? `seed ${first}` : `seeds ${first} to ${last}`}, ${players.length === 1 ? 'player count' : 'player counts'} ${players.join(', ')}. Same command, same figures.`,
  shortestLoss: 'Shortest loss',
  longestWin: 'Longest win',
  game: (label: string, ref: GameRef, party: string) =>
    `<b>${label}</b>: seed ${ref.seed} (game ${ref.index}), ${plural(ref.players, 'player')}, ${party}, ${plural(ref.rounds, 'round')}, ${plural(ref.actions, 'action')}.`,
  replayIt: (file: string) => ` Replay it: <code>npx deckwright replay ${file}</code>`,
  none: (label: string) => `<b>${label}</b>: none in this run.`,
  plots: {
    byPlayers: ['Win rate by player count', 'players'],
    byParty: ['Win rate by party', 'party'],
    pvLost: ['PV lost per game, by source', 'PV per game'],
    blows: ['Defeats, by the card that dealt the last PV', 'defeats'],
    damage: ['Damage per game, by weapon', 'damage per game'],
    kills: ['Creatures killed per game', 'kills per game'],
  },
  chapters: 'Chapters',
  chapterHead: ['chapter reached', 'games'],
  roundsHead: ['chapter', 'mean rounds', 'median', 'max'],
  weapons: 'Weapons',
  weaponsHead: ['weapon', 'attacks', 'hit rate', 'damage per game', 'kills', 'kills per game'],
  objets: 'Objets',
  objetsHead: ['Objet', 'placed', 'picked up', 'pick-up rate', 'pick-ups', 'uses', 'uses per game', 'what it did'],
  nothing: '—',
  perGame: (x: number) => `${x} per game`,
  outcome: {
    'damage-prevented': (n: number) => `${plural(n, 'damage', 'damage')} prevented`,
    'pa-saved': (n: number) => `${plural(n, 'PA', 'PA')} saved`,
    'tacle-ignored': (n: number) => `Tacle ignored ${plural(n, 'time')}`,
    'hit-gained': (n: number) => `${plural(n, 'hit')} made by its lower Seuil`,
    acted: (n: number) => `free effect carried out ${plural(n, 'time')}`,
    'pv-restored': (n: number) => `${plural(n, 'PV', 'PV')} restored`,
    'hits-by-reroll': (n: number) => `${plural(n, 'missed attack')} rerolled into a hit`,
  } satisfies Record<Outcome, (n: number) => string>,
  parties: 'Parties',
  partiesHead: ['party', 'games', 'wins', 'win rate', '95 % interval'],
  definitions: 'How the figures are counted',
  definitionList: [
    ['win rate', 'victories / games, with its 95 % Wilson interval.'],
    ['hit rate', 'attacks whose last die (after any reroll) hit / attacks.'],
    ['defeats by card', 'the card that dealt the last PV of each defeat; the shares add up to at most 100 %.'],
    ['placed', 'an Objet put face down in a zone at a chapter’s setup, or taken as a boss’s reward.'],
    ['picked up', 'the placements the party took at least once; an Objet dropped or thrown and taken again counts once per placement.'],
    ['pick-up rate', 'picked up / placed, so never above 100 %.'],
    ['pick-ups', 'every pick-up, again after a drop or a throw (the Hachette) included.'],
    ['uses', 'times a cost (PA or engaging) was paid for one of its effects; — for an Objet whose effects have no cost, which act on their own.'],
    [
      'what it did',
      'damage its reductions prevented, PA its free moves or attacks saved, Tacle ignored when leaving a zone, hits only its lower Seuil made, missed attacks its reroll turned into hits, PV its effects restored, and free effects carried out at their moment (the Hachette put down, the Dague Noire’s kill); totals, then per game.',
    ],
  ],
};

const rows = (rates: Record<string, Rate>): RateRow[] =>
  Object.entries(rates).map(([label, r]) => ({ label, winRate: r.winRate, low: r.ci95[0], high: r.ci95[1], games: r.games }));

function table(head: string[], body: (string | number)[][]): string {
  return `<table><thead><tr>${head.map((h) => `<th>${esc(h)}</th>`).join('')}</tr></thead><tbody>${body
    .map((r) => `<tr>${r.map((c) => `<td>${esc(String(c))}</td>`).join('')}</tr>`)
    .join('')}</tbody></table>`;
}

function whatItDid(i: ItemFigures): string {
  const parts = (Object.entries(i.did) as [Outcome, { total: number; perGame: number }][]).map(([o, v]) => `${TEXT.outcome[o](v.total)} (${TEXT.perGame(v.perGame)})`);
  return parts.length ? parts.join('; ') : TEXT.nothing;
}

export interface ReportLinks {
  shortestLoss: string | null;
  longestWin: string | null;
}

export async function reportHtml(r: SimReport, links: ReportLinks, names: (id: string) => string): Promise<string> {
  const named = (m: Record<string, number>) => Object.fromEntries(Object.entries(m).map(([k, v]) => [names(k), v]));
  const party = (composition: string) => composition.split('+').map(names).join(' + ');
  const P = TEXT.plots;
  const plots = await Promise.all([
    svgOf(rateChart(P.byPlayers[0], rows(r.byPlayers), P.byPlayers[1])),
    svgOf(rateChart(P.byParty[0], rows(r.byComposition).map((x) => ({ ...x, label: party(x.label) })), P.byParty[1])),
    svgOf(barChart(P.pvLost[0], named(r.pvLostPerGame), P.pvLost[1])),
    svgOf(barChart(P.blows[0], named(Object.fromEntries(Object.entries(r.killingBlows).map(([k, v]) => [k, v.defeats]))), P.blows[1])),
    svgOf(barChart(P.damage[0], named(Object.fromEntries(Object.entries(r.weapons).map(([k, v]) => [k, v.damagePerGame]))), P.damage[1], '#2d4f6e')),
    svgOf(barChart(P.kills[0], named(r.creaturesKilledPerGame), P.kills[1], '#3d2a5c')),
  ]);
  const replay = (label: string, ref: GameRef | null, file: string | null) =>
    `<p>${ref ? `${TEXT.game(label, ref, esc(party(ref.composition)))}${file ? TEXT.replayIt(esc(file)) : ''}` : TEXT.none(label)}</p>`;
  const dash = (x: number | null, show: (x: number) => string | number = (v) => v) => (x === null ? TEXT.nothing : show(x));
  return `<!doctype html>
<html lang="${TEXT.lang}"><head><meta charset="utf-8"><title>${esc(TEXT.title(r.title, r.bot))}</title>
<style>
body { font-family: Alegreya Sans, Helvetica, Arial, sans-serif; margin: 2rem auto; max-width: 1100px; color: #231d19; }
h1 { font-family: Cinzel, Georgia, serif; } .plots { display: flex; flex-wrap: wrap; gap: 1.5rem; }
table { border-collapse: collapse; margin: 0.5rem 0 1.5rem; } td, th { border-bottom: 1px solid #ddd; padding: 0.2rem 0.6rem; text-align: left; }
td:not(:first-child) { font-variant-numeric: tabular-nums; } .big { font-size: 1.4rem; } dt { font-weight: bold; }
</style></head><body>
<h1>${esc(TEXT.heading(r.title, r.games))}</h1>
<p class="big">${TEXT.winRate(pct(r.winRate), pct(r.ci95[0]), pct(r.ci95[1]), r.victories, r.defeats, r.stalled)}</p>
<p>${TEXT.run(esc(r.bot), r.seed, r.seed + r.games - 1, r.players)}</p>
${replay(TEXT.shortestLoss, r.shortestLoss, links.shortestLoss)}
${replay(TEXT.longestWin, r.longestWin, links.longestWin)}
<div class="plots">${plots.map((s) => `<figure>${s}</figure>`).join('\n')}</div>
<h2>${TEXT.chapters}</h2>
${table(TEXT.chapterHead, Object.entries(r.chapterReached))}
${table(TEXT.roundsHead, Object.entries(r.roundsPerChapter).map(([k, v]) => [k, v.mean, v.median, v.max]))}
<h2>${TEXT.weapons}</h2>
${table(TEXT.weaponsHead, Object.entries(r.weapons).map(([k, w]) => [names(k), w.attacks, pct(w.hitRate), w.damagePerGame, w.kills, w.killsPerGame]))}
<h2>${TEXT.objets}</h2>
${table(
  TEXT.objetsHead,
  Object.entries(r.items).map(([k, i]) => [names(k), i.placed, i.pickedUp, dash(i.pickUpRate, pct), i.pickUps, dash(i.uses), dash(i.usesPerGame), whatItDid(i)]),
)}
<h2>${TEXT.parties}</h2>
${table(TEXT.partiesHead, Object.entries(r.byComposition).map(([k, v]) => [party(k), v.games, v.wins, pct(v.winRate), `${pct(v.ci95[0])} – ${pct(v.ci95[1])}`]))}
<h2>${TEXT.definitions}</h2>
<dl>${TEXT.definitionList.map(([term, what]) => `<dt>${esc(term)}</dt><dd>${esc(what)}</dd>`).join('')}</dl>
</body></html>
`;
}
