/**
 * The HTML report of a simulation: the figures of `sim --json` as plots and tables, how each one
 * is counted, and how to replay the shortest loss and the longest win. One self-contained file,
 * the same bytes for the same run. Every word of it is in src/i18n/catalogue.yaml (`report.*`), in
 * the game's `language:`; its numbers are written as that language writes them.
 */
import { printedLanguage, translator, type Translate } from '../../../i18n/translate.js';
import { esc, table } from '../../../engine/report/html.js';
import { botName } from '../../../engine/report/bot-name.js';
import { numbers, plotLocale } from '../../../engine/report/numbers.js';
import { barChart, PLOT_CSS, rateChart, REPORT_WIDTH, svgOf, type RateRow } from '../../../engine/report/plots.js';
import type { GameRef, ItemFigures, Rate, SimReport } from './report.js';
import type { Outcome } from './summary.js';
import { CODEX_WORDS, type EditionWords } from '../engine/catalogue.js';
import { BALANCE_CSS, balanceHtml, SORT_SCRIPT } from '../../../engine/balance/html.js';

const rows = (rates: Record<string, Rate>): RateRow[] =>
  Object.entries(rates).map(([label, r]) => ({ label, winRate: r.winRate, low: r.ci95[0], high: r.ci95[1], games: r.games }));

/** What an Objet's effects did, one message per outcome (the scan of test/i18n.test.ts finds each key). */
function outcome(t: Translate, o: Outcome, n: number, w: EditionWords): string {
  switch (o) {
    case 'damage-prevented':
      return t('report.outcome.damage-prevented', { n });
    case 'pa-saved':
      return t('report.outcome.pa-saved', { n });
    case 'tacle-ignored':
      return t('report.outcome.tacle-ignored', { n });
    case 'hit-gained':
      return t('report.outcome.hit-gained', { n, w: w.zone });
    case 'acted':
      return t('report.outcome.acted', { n });
    case 'pv-restored':
      return t('report.outcome.pv-restored', { n });
    case 'hits-by-reroll':
      return t('report.outcome.hits-by-reroll', { n });
  }
}

function whatItDid(t: Translate, i: ItemFigures, num: (x: number) => string, w: EditionWords): string {
  const parts = (Object.entries(i.did) as [Outcome, { total: number; perGame: number }][]).map(
    ([o, v]) => `${outcome(t, o, v.total, w)} (${t('report.per-game', { value: num(v.perGame) })})`,
  );
  return parts.length ? parts.join(t('report.separator')) : t('report.nothing');
}

export interface ReportLinks {
  shortestLoss: string | null;
  longestWin: string | null;
}

/** The report in `language` (the manifest's `language:`; English for a language the catalogue lacks). */
/** `words`: the edition's (CODEX's chapters, creatures and zones; INDEX's étages, ennemis and salles). */
export async function reportHtml(r: SimReport, links: ReportLinks, names: (id: string) => string, language: string, words: EditionWords = CODEX_WORDS): Promise<string> {
  const lang = printedLanguage(language);
  const t = translator(lang);
  const { num, pct } = numbers(lang);
  const named = (m: Record<string, number>) => Object.fromEntries(Object.entries(m).map(([k, v]) => [names(k), v]));
  const party = (composition: string) => composition.split('+').map(names).join(' + ');
  const winRate = t('report.plot.win-rate');
  // The axes write numbers as the tables do (« 0,5 », « 40 % » in French), and each plot is the page's width.
  const plot = (spec: Parameters<typeof svgOf>[0]) => svgOf(spec, plotLocale(lang), REPORT_WIDTH);
  const plots = await Promise.all([
    plot(rateChart(t('report.plot.by-players'), rows(r.byPlayers), t('report.plot.by-players-axis'), winRate)),
    plot(rateChart(t('report.plot.by-party'), rows(r.byComposition).map((x) => ({ ...x, label: party(x.label) })), t('report.plot.by-party-axis'), winRate)),
    plot(barChart(t('report.plot.pv-lost'), named(r.pvLostPerGame), t('report.plot.pv-lost-axis'))),
    plot(barChart(t('report.plot.blows'), named(Object.fromEntries(Object.entries(r.killingBlows).map(([k, v]) => [k, v.defeats]))), t('report.plot.blows-axis'))),
    plot(barChart(t('report.plot.damage'), named(Object.fromEntries(Object.entries(r.weapons).map(([k, v]) => [k, v.damagePerGame]))), t('report.plot.damage-axis'), '#2d4f6e')),
    plot(barChart(t('report.plot.kills', { w: words.creature }), named(r.creaturesKilledPerGame), t('report.plot.kills-axis'), '#3d2a5c')),
  ]);
  const replay = (label: string, ref: GameRef | null, file: string | null) => {
    const bold = `<b>${esc(label)}</b>`;
    if (!ref) return `<p>${t('report.none', { label: bold })}</p>`;
    const game = t('report.game', {
      label: bold,
      seed: String(ref.seed),
      index: String(ref.index),
      players: ref.players,
      party: esc(party(ref.composition)),
      rounds: ref.rounds,
      actions: ref.actions,
    });
    return `<p>${game}${file ? ` ${t('report.replay-it', { command: `<code>npx deckwright replay ${esc(file)}</code>` })}` : ''}</p>`;
  };
  const dash = (x: number | null, show: (x: number) => string | number = (v) => v) => (x === null ? t('report.nothing') : show(x));
  const last = r.seed + r.games - 1;
  const bot = botName(r.bot, lang);
  const run = t('report.run', {
    bot: esc(bot),
    option: `<code>--bot ${esc(r.bot)}</code>`,
    same: r.seed === last ? 'yes' : 'no',
    first: String(r.seed),
    last: String(last),
    counts: r.players.length,
    players: r.players.join(', '),
  });
  const winRateLine = t('report.win-rate', {
    rate: `<b>${pct(r.winRate)}</b>`,
    low: pct(r.ci95[0]),
    high: pct(r.ci95[1]),
    victories: r.victories,
    defeats: r.defeats,
    stalled: r.stalled,
  });
  const definitions: [string, string][] = [
    [t('report.head.win-rate'), t('report.def.win-rate')],
    [t('report.head.hit-rate'), t('report.def.hit-rate')],
    [t('report.def.defeats-by-card'), t('report.def.defeats-by-card-text')],
    [t('report.head.placed'), t('report.def.placed', { w: words.zone })],
    [t('report.head.picked-up'), t('report.def.picked-up')],
    [t('report.head.pick-up-rate'), t('report.def.pick-up-rate')],
    [t('report.head.pick-ups'), t('report.def.pick-ups')],
    [t('report.head.uses'), t('report.def.uses')],
    [t('report.head.what-it-did'), t('report.def.what-it-did', { w: words.zone })],
  ];
  return `<!doctype html>
<html lang="${lang}"><head><meta charset="utf-8"><title>${esc(t('report.title', { title: r.title, bot }))}</title>
<style>
body { font-family: Alegreya Sans, Helvetica, Arial, sans-serif; margin: 2rem auto; max-width: ${REPORT_WIDTH}px; color: #231d19; }
h1 { font-family: Cinzel, Georgia, serif; } ${PLOT_CSS}
table { border-collapse: collapse; margin: 0.5rem 0 1.5rem; } td, th { border-bottom: 1px solid #ddd; padding: 0.2rem 0.6rem; text-align: left; }
td:not(:first-child) { font-variant-numeric: tabular-nums; } .big { font-size: 1.4rem; } dt { font-weight: bold; }
${BALANCE_CSS}
</style></head><body>
<h1>${esc(t('report.heading', { title: r.title, games: r.games }))}</h1>
<p class="big">${winRateLine}</p>
<p>${run}</p>
${replay(t('report.shortest-loss'), r.shortestLoss, links.shortestLoss)}
${replay(t('report.longest-win'), r.longestWin, links.longestWin)}
${plots.map((s) => `<figure>${s}</figure>`).join('\n')}
<h2>${esc(t('report.chapters', { w: words.chapter }))}</h2>
${table([t('report.head.chapter-reached', { w: words.chapter }), t('report.head.games')], Object.entries(r.chapterReached), num)}
${table(
  [t('report.head.chapter', { w: words.chapter }), t('report.head.mean-rounds'), t('report.head.median'), t('report.head.max')],
  // The JSON's keys are "chapter1", "chapter2": the table shows the number, as the one above.
  Object.entries(r.roundsPerChapter).map(([k, v]) => [k.replace(/^chapter/, ''), v.mean, v.median, v.max]),
  num,
)}
<h2>${esc(t('report.weapons'))}</h2>
${table(
  [t('report.head.weapon'), t('report.head.attacks'), t('report.head.hit-rate'), t('report.head.damage-per-game'), t('report.head.kills'), t('report.head.kills-per-game')],
  // A weapon that never attacked has no hit rate: a dash, not « 0,0 % ».
  Object.entries(r.weapons).map(([k, w]) => [names(k), w.attacks, dash(w.hitRate, pct), w.damagePerGame, w.kills, w.killsPerGame]),
  num,
)}
<h2>${esc(t('report.objets'))}</h2>
${table(
  [
    t('report.head.objet'),
    t('report.head.placed'),
    t('report.head.picked-up'),
    t('report.head.pick-up-rate'),
    t('report.head.pick-ups'),
    t('report.head.uses'),
    t('report.head.uses-per-game'),
    t('report.head.what-it-did'),
  ],
  Object.entries(r.items).map(([k, i]) => [names(k), i.placed, i.pickedUp, dash(i.pickUpRate, pct), i.pickUps, dash(i.uses), dash(i.usesPerGame), whatItDid(t, i, num, words)]),
  num,
)}
<h2>${esc(t('report.parties'))}</h2>
${table(
  [t('report.head.party'), t('report.head.games'), t('report.head.wins'), t('report.head.win-rate'), t('report.head.interval')],
  Object.entries(r.byComposition).map(([k, v]) => [party(k), v.games, v.wins, pct(v.winRate), `${pct(v.ci95[0])} – ${pct(v.ci95[1])}`]),
  num,
)}
${r.balance ? balanceHtml(r.balance, lang, 'rounds') : ''}
<h2>${esc(t('report.definitions'))}</h2>
<dl>${definitions.map(([term, what]) => `<dt>${esc(term)}</dt><dd>${esc(what)}</dd>`).join('')}</dl>
${r.balance ? SORT_SCRIPT : ''}
</body></html>
`;
}
