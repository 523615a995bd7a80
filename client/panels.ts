/**
 * The other views of a pack: its print documents and TTS sheets (made on demand, their progress
 * and failure shown), its odds (the engine's exact odds as tables) and its simulation reports
 * (those already made, and a button to run a short simulation).
 */
import { $, el } from './dom.js';
import type { PackState, PageJob, PageOdds } from './page-types.js';

const LABELS: Record<PageJob['kind'], { button: string; what: string }> = {
  pdf: { button: 'Make the print documents', what: 'Print-and-play PDFs: duplex sheets, fold-and-glue sheets, one print-shop file per deck (dist/<game>/print/).' },
  tts: { button: 'Make the TTS sheets', what: 'Tabletop Simulator saved objects and their card sheets (dist/<game>/tts/).' },
  sim: { button: 'Run a short simulation', what: 'A few hundred games with the heuristic bot; the HTML report lands in dist/<game>/reports/.' },
};

function post(game: string, kind: PageJob['kind']): void {
  void fetch(`/api/${encodeURIComponent(game)}/jobs/${kind}`, { method: 'POST', headers: { 'X-Deckwright': 'preview' } });
}

function jobBox(game: string, kind: PageJob['kind'], job: PageJob | undefined, enabled = true): HTMLElement {
  const running = job?.state === 'running';
  const button = el('button', { type: 'button', 'data-job': kind, disabled: running || !enabled }, LABELS[kind].button);
  button.addEventListener('click', () => post(game, kind));
  const status = job ? el('div', { class: `job-status ${job.state}`, role: 'status' }, job.state === 'running' ? `working: ${job.detail}…` : job.state === 'failed' ? `failed: ${job.detail}` : job.state === 'done' ? `done: ${job.detail}` : '') : null;
  const files = job?.files.length ? el('ul', { class: 'files' }, ...job.files.map((f) => el('li', {}, el('a', { href: f.url, target: '_blank', rel: 'noopener' }, f.name)))) : null;
  return el('div', { class: 'job', 'data-kind': kind }, el('p', { class: 'muted' }, LABELS[kind].what), button, status, files);
}

export function renderExports(state: PackState): void {
  const jobs = new Map(state.jobs.map((j) => [j.kind, j]));
  $('view-exports').replaceChildren(
    el('h2', {}, 'Print documents'),
    jobBox(state.game, 'pdf', jobs.get('pdf')),
    el('h2', {}, 'Tabletop Simulator'),
    jobBox(state.game, 'tts', jobs.get('tts')),
  );
}

let odds: { game: string; data: PageOdds | { error: string } } | null = null;
let oddsLoading = false;

/** Asks for the odds again at the next showing (the cards changed). */
export function forgetOdds(): void {
  odds = null;
}

export function renderReports(state: PackState): void {
  const view = $('view-reports');
  const jobs = new Map(state.jobs.map((j) => [j.kind, j]));
  const parts: (HTMLElement | null)[] = [el('h2', {}, 'Odds')];
  if (!state.engine.odds) parts.push(el('p', { class: 'muted' }, 'This pack’s engine offers no odds.'));
  else if (!odds || odds.game !== state.game) {
    parts.push(el('p', { class: 'muted' }, 'Computing the odds…'));
    if (!oddsLoading && !view.hidden) loadOdds(state);
  } else if ('error' in odds.data) parts.push(el('p', { class: 'job-status failed' }, odds.data.error));
  else parts.push(oddsTables(odds.data));
  parts.push(el('h2', {}, 'Simulation reports'));
  if (state.reports.length) parts.push(el('ul', { class: 'files' }, ...state.reports.map((r) => el('li', {}, el('a', { href: r.url, target: '_blank', rel: 'noopener' }, r.name)))));
  else parts.push(el('p', { class: 'muted' }, 'No report yet in dist/' + state.game + '/reports/.'));
  parts.push(state.engine.sim ? jobBox(state.game, 'sim', jobs.get('sim')) : el('p', { class: 'muted' }, 'This pack has no engine to simulate with.'));
  view.replaceChildren(...parts.filter((p): p is HTMLElement => p !== null));
}

function loadOdds(state: PackState): void {
  oddsLoading = true;
  fetch(`/api/${encodeURIComponent(state.game)}/odds`)
    .then((r) => r.json() as Promise<PageOdds | { error: string }>)
    .catch((e: unknown) => ({ error: String(e) }))
    .then((data) => {
      odds = { game: state.game, data };
      oddsLoading = false;
      renderReports(state);
    });
}

function oddsTables(report: PageOdds): HTMLElement {
  return el(
    'div',
    { class: 'odds' },
    el('p', {}, report.title),
    ...report.tables.map((t) =>
      el(
        'div',
        { class: 'odds-table' },
        el('h3', {}, t.title),
        t.note ? el('p', { class: 'muted' }, t.note) : null,
        el(
          'table',
          {},
          el('thead', {}, el('tr', {}, ...t.columns.map((c) => el('th', {}, c)))),
          el('tbody', {}, ...t.rows.map((r) => el('tr', {}, ...r.map((c) => el('td', { title: c.title }, c.text))))),
        ),
      ),
    ),
  );
}
