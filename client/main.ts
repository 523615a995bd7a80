/**
 * The preview page of one pack: it fetches the pack's state, then listens to the server's events
 * (EventSource reconnects by itself when the server restarts) and redraws what changed in place,
 * without a reload. The views (gallery, print and TTS, odds and sims, play) are tabs of the page.
 */
import { diagnosticList } from './diagnostics.js';
import { $ } from './dom.js';
import { bindFilters, renderGallery } from './gallery.js';
import type { JobEvent, PackState } from './page-types.js';
import { forgetOdds, renderExports, renderReports } from './panels.js';
import { showPlay } from './play.js';

const game = document.body.dataset.game!;
let state: PackState | null = null;

function status(text: string, kind = ''): void {
  const s = $('status');
  s.textContent = text;
  s.className = kind;
}

function describe(s: PackState): string {
  if (s.building) return 'rebuilding…';
  const problems = `${s.errors} error${s.errors === 1 ? '' : 's'}, ${s.warnings} warning${s.warnings === 1 ? '' : 's'}`;
  return `${s.cards.length} cards · ${problems} · built in ${s.buildMs} ms`;
}

function show(next: PackState): void {
  // Events may cross a fetch: an older picture never replaces a newer one.
  if (state && next.generation < state.generation && next.builtAt <= state.builtAt) return;
  if (state && next.generation !== state.generation) forgetOdds();
  state = next;
  document.title = `${next.title} · deckwright preview`;
  $('title').textContent = next.title;
  const problems = $('pack-problems');
  problems.replaceChildren();
  if (next.packDiagnostics.length) {
    problems.append(Object.assign(document.createElement('h2'), { textContent: `Pack problems (${next.packDiagnostics.length})` }), diagnosticList(next.packDiagnostics));
  }
  problems.hidden = next.packDiagnostics.length === 0;
  renderGallery(next);
  renderExports(next);
  renderReports(next);
  status(describe(next), next.errors ? 'errors' : 'ok');
  document.body.dataset.generation = String(next.generation);
}

function showTab(): void {
  const tab = (location.hash.slice(1) || 'gallery').replace(/[^a-z]/g, '');
  for (const v of document.querySelectorAll<HTMLElement>('[data-view]')) v.hidden = v.dataset.view !== tab;
  for (const a of document.querySelectorAll<HTMLElement>('[data-tab]')) a.classList.toggle('active', a.dataset.tab === tab);
  if (tab === 'reports' && state) renderReports(state);
  if (tab === 'play') showPlay(game);
}

function connect(): void {
  const events = new EventSource(`/events?game=${encodeURIComponent(game)}`);
  events.addEventListener('state', (e) => {
    const s = JSON.parse((e as MessageEvent<string>).data) as PackState;
    if (s.game === game) show(s);
  });
  events.addEventListener('building', () => {
    if (state) status('rebuilding…', 'busy');
  });
  events.addEventListener('job', (e) => {
    const { game: g, job } = JSON.parse((e as MessageEvent<string>).data) as JobEvent;
    if (g !== game || !state) return;
    state = { ...state, jobs: [...state.jobs.filter((j) => j.kind !== job.kind), job] };
    renderExports(state);
    renderReports(state);
  });
  events.addEventListener('restart', () => status('the server is starting again (compiled code changed)…', 'busy'));
  events.addEventListener('error', () => {
    if (events.readyState !== EventSource.OPEN) status('disconnected: waiting for the server…', 'busy');
  });
}

bindFilters();
window.addEventListener('hashchange', showTab);
showTab();
connect();
fetch(`/api/${encodeURIComponent(game)}/state`)
  .then((r) => r.json() as Promise<PackState>)
  .then(show)
  .catch(() => status('disconnected: waiting for the server…', 'busy'));
