/**
 * The Play tab: hot-seat play of the pack's engine through the server's play routes
 * (src/preview/play-routes.ts). The page sends decisions as indexes (the nth action, the nth
 * option) and draws whatever view comes back; it never decides what is legal. One screen is
 * passed around: when the seat deciding changes, the table is covered until that player says
 * they are at the screen, since the table shows the hand of the seat deciding.
 */
import { $, el } from './dom.js';
import { lightboxOpen } from './lightbox.js';
import { cardEl, diceEl, tableEl } from './play-table.js';
import type { PlayError, PlayOption, PlaySaved, PlaySetup, PlayView } from './play-types.js';
import { t, useWords } from './words.js';

let game = '';
let setup: PlaySetup | null = null;
let view: PlayView | null = null;
let rev = 0;
let busy = false;
/** The seat the screen was last shown to; the pause comes when another person's seat must decide. */
let shownTo: number | null = null;
let pauseOn = true;
let paused = false;
let saved: PlaySaved | null = null;
let started = false;
/** Requests answered so far (drawn or refused): what a test waits on. */
let answered = 0;

const api = (p = '') => `/api/${encodeURIComponent(game)}/play${p}`;
const storeKey = () => `deckwright-play-${game}`;

async function call<T>(method: 'GET' | 'POST', p: string, body?: unknown, raw = false): Promise<T> {
  busy = true;
  root().dataset.busy = 'true';
  try {
    const res = await fetch(api(p), {
      method,
      headers: method === 'POST' ? { 'X-Deckwright': 'preview', 'content-type': 'application/json' } : {},
      body: method === 'POST' ? (raw ? (body as string) : JSON.stringify(body ?? {})) : undefined,
    });
    const text = await res.text();
    let data: unknown;
    try {
      data = JSON.parse(text);
    } catch {
      throw new Error(`the server answered ${res.status}: ${text.slice(0, 200)}`);
    }
    if (!res.ok) {
      const e = (data as PlayError).error;
      throw Object.assign(new Error(e?.message ?? `the server answered ${res.status}`), { code: e?.code ?? String(res.status) });
    }
    showError(null);
    return data as T;
  } finally {
    busy = false;
    delete root().dataset.busy;
  }
}

const root = () => $('view-play');
/** Marks a request's answer drawn (the view, or the error). */
const settled = () => (root().dataset.answered = String(++answered));

function showError(e: unknown): void {
  const box = $('play-error');
  if (!box) return;
  if (!e) {
    box.hidden = true;
    box.replaceChildren();
    return;
  }
  const code = (e as { code?: string }).code;
  box.replaceChildren(el('strong', {}, code ? `${code}: ` : '! '), (e as Error).message ?? String(e));
  box.dataset.code = code ?? '';
  box.hidden = false;
}

/** Runs a request that returns a view, and draws it; a refusal shows as an error and the game stays as it was. */
async function act(method: 'GET' | 'POST', p: string, body?: unknown, raw = false): Promise<void> {
  if (busy) return;
  try {
    const v = await call<PlayView>(method, p, body, raw);
    saved = null;
    draw(v);
  } catch (e) {
    showError(e);
  } finally {
    settled();
  }
}

// ---- the start form -------------------------------------------------------------------------

function optionField(o: PlayOption, value: PlayOption['default']): HTMLElement {
  const id = `play-opt-${o.name}`;
  let input: HTMLElement;
  if (o.kind === 'number') input = el('input', { id, name: o.name, type: 'number', min: o.min !== undefined ? String(o.min) : undefined, max: o.max !== undefined ? String(o.max) : undefined, value: String(value), required: true });
  else if (o.kind === 'choice') input = el('select', { id, name: o.name }, ...(o.values ?? []).map((v) => el('option', { value: v.value, selected: v.value === String(value) }, v.label)));
  else {
    // A list in seat order: the values' ids, comma-separated (the list under it says which there are).
    input = el('input', { id, name: o.name, type: 'text', value: Array.isArray(value) ? value.join(', ') : String(value), list: `${id}-values`, size: '30' });
    input.dataset.kind = 'choices';
  }
  const hint = o.kind === 'choices' && o.values?.length ? el('small', { class: 'muted' }, t('page-play.in-seat-order', { values: o.values.map((v) => (v.label === v.value ? v.value : `${v.value} (${v.label})`)).join(', ') })) : null;
  return el('label', { class: `field field-${o.kind}` }, el('span', {}, o.label), input, hint);
}

function newGameForm(s: PlaySetup): HTMLElement {
  const seedNow = view?.seed;
  const form = el('form', { id: 'play-new', class: 'play-new', 'aria-label': t('page-play.new-game') });
  const fields = s.options.map((o) => optionField(o, o.name === 'seed' && seedNow !== null && seedNow !== undefined ? seedNow : o.default));
  const seats = el(
    'fieldset',
    { class: 'seats-start' },
    el('legend', {}, t('page-play.seats')),
    ...s.seats.map((name, i) =>
      el('label', {}, el('span', {}, name), el('select', { name: `bot-${i}`, 'data-seat': String(i), 'aria-label': t('page-play.who-plays', { name }) }, el('option', { value: '' }, t('page-play.a-person')), ...s.bots.map((b) => el('option', { value: b }, t('page-play.bot-seat', { bot: botName(s, b) }))))),
    ),
  );
  const start = el('button', { type: 'submit', class: 'primary', id: 'play-start' }, t('page-play.new-game'));
  const file = el('input', { type: 'file', id: 'play-load', accept: '.json,application/json', 'aria-label': t('page-play.load') });
  file.addEventListener('change', async () => {
    const f = file.files?.[0];
    if (!f) return;
    await act('POST', '/load', await f.text(), true);
    file.value = '';
  });
  form.append(el('div', { class: 'fields' }, ...fields), seats, el('div', { class: 'buttons' }, start, el('label', { class: 'load' }, `${t('page-play.load')} `, file)));
  form.addEventListener('submit', (e) => {
    e.preventDefault();
    const options: Record<string, unknown> = {};
    for (const o of s.options) {
      const input = form.querySelector<HTMLInputElement | HTMLSelectElement>(`[name="${o.name}"]`)!;
      const v = input.value.trim();
      if (o.kind === 'number') options[o.name] = Number(v);
      else if (o.kind === 'choice') {
        if (v !== String(o.default)) options[o.name] = v;
      } else {
        const list = v.split(',').map((x) => x.trim()).filter(Boolean);
        // Left as it was: the pack's default for the players chosen.
        if (list.join(',') !== (Array.isArray(o.default) ? o.default.join(',') : String(o.default))) options[o.name] = list;
      }
    }
    const bots = s.seats.map((_, i) => form.querySelector<HTMLSelectElement>(`[name="bot-${i}"]`)!.value || null);
    shownTo = null;
    void act('POST', '', { options, bots });
  });
  return form;
}

// ---- the game -------------------------------------------------------------------------------

const human = (v: PlayView) => v.seats.filter((s) => !s.bot).length;
const seatName = (v: PlayView, seat: number | null) => (seat === null ? t('page-play.the-table') : (v.seats[seat]?.name ?? String(seat + 1)));
/** A bot as a player reads its name (the server's words for it; the id is what the page sends back). */
const botName = (names: { bots: string[]; botNames?: string[] }, b: string) => names.botNames?.[names.bots.indexOf(b)] ?? b;

/** How the game ended, in the game's words (the server's), else its id. */
const resultText = (v: PlayView): string => v.resultLabel ?? v.result ?? '—';

/** The cards a question picks among, to choose by clicking them; the choice is the option that picks exactly those. */
let picked = new Set<number>();
let pickedFor = '';

function cardsQuestionEl(v: PlayView, q: NonNullable<PlayView['question']>): HTMLElement[] {
  const cards = q.cards!;
  const picks = q.picks!;
  // As many cards as the options pick at most (some pick fewer: « one card or none »).
  const k = Math.max(0, ...picks.map((p) => p.length));
  // A new question starts with nothing chosen.
  const key = `${v.id} ${v.decisions} ${q.prompt}`;
  if (pickedFor !== key) {
    picked = new Set();
    pickedFor = key;
  }
  // Copies of one card are alike: a choice is the option that picks the same cards, whichever copies were clicked.
  const alike = (i: number) => `${cards[i].name}\u0000${cards[i].image ?? ''}`;
  const signature = (list: Iterable<number>) => [...list].map(alike).sort().join('\u0001');
  const chosen = () => {
    const mine = signature(picked);
    return picks.findIndex((p) => p.length === picked.size && signature(p) === mine);
  };
  const status = el('p', { class: 'pick-status', id: 'play-pick-status' });
  const confirm = button(t('page-play.confirm'), { id: 'play-pick-confirm', class: 'primary' }, () => {
    const i = chosen();
    if (i >= 0) void act('POST', `/${v.id}/answer`, { index: i });
  });
  const row = el('div', { class: 'cards pick', role: 'group', 'aria-label': q.prompt });
  const refresh = () => {
    status.textContent = t('page-play.choose-cards', { k, chosen: picked.size });
    confirm.disabled = chosen() < 0;
    for (const [i, c] of [...row.children].entries()) {
      c.classList.toggle('picked', picked.has(i));
      c.querySelector('button')?.setAttribute('aria-pressed', String(picked.has(i)));
    }
  };
  cards.forEach((c, i) =>
    row.append(
      cardEl(v.game, c, 'small', () => {
        if (picked.has(i)) picked.delete(i);
        else if (picked.size < k) picked.add(i);
        refresh();
      }),
    ),
  );
  refresh();
  // An option that picks no card (« Aucune », « Garder le dé ») is a button of its own beside the confirmation.
  const noCard = picks.flatMap((p, i) => (p.length ? [] : [button(q.options[i], { 'data-option': String(i), class: 'option' }, () => act('POST', `/${v.id}/answer`, { index: i }))]));
  const list = el('details', { class: 'as-list' }, el('summary', {}, t('page-play.as-list')), el('div', { class: 'options' }, ...q.options.map((o, i) => button(o, { 'data-option': String(i), class: 'option' }, () => act('POST', `/${v.id}/answer`, { index: i })))));
  return [status, row, el('div', { class: 'buttons' }, confirm, ...noCard), list];
}

function decisionEl(v: PlayView): HTMLElement {
  const box = el('section', { class: 'decide', id: 'play-decide', 'aria-label': t('page-play.to-decide', { name: seatName(v, v.seat) }) });
  if (v.over) {
    box.append(el('h3', {}, t('page-play.over')), el('p', { class: 'result', id: 'play-result' }, t('page-play.result-line', { result: resultText(v) })));
    return box;
  }
  if (v.question) {
    const q = v.question;
    const byCards = q.cards?.length && q.picks?.length === q.options.length;
    box.append(
      el('h3', {}, t('page-play.must-answer', { name: seatName(v, q.seat) })),
      el('p', { class: 'prompt', id: 'play-prompt' }, q.prompt),
      ...(byCards ? cardsQuestionEl(v, q) : [el('div', { class: 'options' }, ...q.options.map((o, i) => button(o, { 'data-option': String(i), class: 'option' }, () => act('POST', `/${v.id}/answer`, { index: i }))))]),
    );
    return box;
  }
  box.append(el('h3', {}, t('page-play.to-decide', { name: seatName(v, v.seat) })));
  const groups = new Map<string, { title: string; buttons: HTMLElement[] }>();
  v.actions.forEach((a, i) => {
    const g = groups.get(a.group) ?? { title: a.groupTitle || t('page-play.actions'), buttons: [] };
    g.buttons.push(button(a.label, { 'data-index': String(i), 'data-group': a.group, class: 'action' }, () => act('POST', `/${v.id}/action`, { index: i })));
    groups.set(a.group, g);
  });
  for (const g of groups.values()) box.append(el('div', { class: 'group', role: 'group', 'aria-label': g.title }, el('h4', {}, g.title), el('div', { class: 'buttons' }, ...g.buttons)));
  if (!v.actions.length) box.append(el('p', { class: 'muted' }, t('page-play.no-action')));
  return box;
}

function button(label: string, attrs: Record<string, string>, onClick: () => void): HTMLButtonElement {
  const b = el('button', { type: 'button', ...attrs }, label);
  b.addEventListener('click', onClick);
  return b;
}

function seatsEl(v: PlayView): HTMLElement {
  return el(
    'section',
    { class: 'seats', 'aria-label': t('page-play.seats') },
    el('h3', {}, t('page-play.seats')),
    ...v.seats.map((s, i) => {
      const select = el('select', { 'data-seat': String(i), 'aria-label': t('page-play.who-plays', { name: s.name }) }, el('option', { value: '', selected: !s.bot }, t('page-play.a-person')), ...v.bots.map((b) => el('option', { value: b, selected: s.bot === b }, t('page-play.bot-seat', { bot: botName(v, b) }))));
      select.addEventListener('change', () => act('POST', `/${v.id}/seat`, { seat: i, bot: select.value || null }));
      return el('label', { class: `seat${v.seat === i ? ' deciding' : ''}` }, el('span', {}, s.name), select);
    }),
  );
}

function barEl(v: PlayView): HTMLElement {
  const undoB = button(t('page-play.undo'), { id: 'play-undo', title: t('page-play.undo-hint') }, () => act('POST', `/${v.id}/undo`));
  undoB.disabled = !v.canUndo;
  const botPick = el('select', { id: 'play-bot-pick', 'aria-label': t('page-play.bot-for-this') }, ...v.bots.map((b) => el('option', { value: b, selected: b === 'heuristic' }, botName(v, b))));
  const botB = button(t('page-play.let-bot'), { id: 'play-bot', title: t('page-play.let-bot-hint') }, () => act('POST', `/${v.id}/bot`, { bot: botPick.value }));
  botB.disabled = v.over;
  const saveB = button(t('page-play.save'), { id: 'play-save', title: t('page-play.save-hint', { file: `dist/${v.game}/reports/hot-seat-${v.seed ?? v.id}.log.json` }) }, () => void save(v));
  const downloadB = button(t('page-play.download'), { id: 'play-download' }, () => void download(v));
  const pause = el('input', { type: 'checkbox', id: 'play-pause-toggle', checked: pauseOn });
  pause.addEventListener('change', () => {
    pauseOn = (pause as HTMLInputElement).checked;
  });
  const savedEl = saved ? el('span', { id: 'play-saved', class: 'saved' }, `${t('page-play.saved-to')} `, saved.url ? el('a', { href: saved.url, target: '_blank', rel: 'noopener' }, saved.file) : saved.file) : null;
  return el(
    'div',
    { class: 'play-bar' },
    el('span', { class: 'seed', id: 'play-seed' }, t('page-play.seed', { seed: v.seed === null ? '—' : String(v.seed) })),
    el('span', { id: 'play-step', 'data-decisions': String(v.decisions) }, t('page-play.decisions', { n: v.decisions })),
    undoB,
    el('span', { class: 'bot-pick' }, botB, ' ', botPick),
    saveB,
    downloadB,
    el('label', { class: 'pause-toggle' }, pause, ` ${t('page-play.pause-toggle')}`),
    savedEl,
  );
}

async function save(v: PlayView): Promise<void> {
  try {
    saved = await call<PlaySaved>('POST', `/${v.id}/save`);
    draw(v);
  } catch (e) {
    showError(e);
  } finally {
    settled();
  }
}

async function download(v: PlayView): Promise<void> {
  try {
    const log = await call<unknown>('GET', `/${v.id}/log`);
    const a = el('a', { href: URL.createObjectURL(new Blob([`${JSON.stringify(log, null, 1)}\n`], { type: 'application/json' })), download: `hot-seat-${v.seed ?? v.id}.log.json` });
    document.body.append(a);
    a.click();
    a.remove();
  } catch (e) {
    showError(e);
  }
}

function lastEl(v: PlayView): HTMLElement {
  return el(
    'section',
    { class: 'last', id: 'play-last', 'aria-live': 'polite', 'aria-label': t('page-play.last-step') },
    el('h3', {}, t('page-play.last-step')),
    diceEl(v.last.dice, rev),
    v.last.lines.length ? el('ul', { class: 'lines' }, ...v.last.lines.map((l) => el('li', {}, l))) : el('p', { class: 'muted' }, t('page-play.nothing-yet')),
  );
}

function logEl(v: PlayView): HTMLElement {
  const from = v.log.length - v.last.lines.length;
  const list = el('ol', { class: 'log', id: 'play-log' }, ...v.log.map((l, i) => el('li', { class: i >= from ? 'new' : undefined }, l)));
  return el('details', { class: 'log-box', open: true }, el('summary', {}, t('page-play.log', { n: v.log.length })), list);
}

function pauseEl(v: PlayView): HTMLElement {
  const name = seatName(v, v.seat);
  const ready = button(t('page-play.i-am', { name }), { id: 'play-ready', class: 'primary' }, () => {
    paused = false;
    shownTo = v.seat;
    draw(v);
  });
  return el('div', { class: 'pause', id: 'play-pause', role: 'dialog', 'aria-modal': 'true', 'aria-labelledby': 'play-pause-title' }, el('h2', { id: 'play-pause-title' }, t('page-play.pass-screen', { name })), el('p', {}, t('page-play.pass-screen-why')), ready);
}

function draw(v: PlayView): void {
  const newGame = view?.id !== v.id;
  const changed = newGame || view!.decisions !== v.decisions || view!.seat !== v.seat || Boolean(view!.question) !== Boolean(v.question);
  view = v;
  sessionStorage.setItem(storeKey(), v.id);
  if (changed) rev++;
  // Another person's seat to decide: cover the table until they are at the screen.
  if (changed && pauseOn && v.seat !== null && !v.over && !v.seats[v.seat]?.bot && human(v) > 1 && shownTo !== null && shownTo !== v.seat) paused = true;
  if (!paused && v.seat !== null) shownTo = v.seat;
  if (shownTo === null) shownTo = v.seat;
  const focusWasIn = root().contains(document.activeElement) && document.activeElement !== document.body;
  const game = el(
    'div',
    { class: 'play-game', id: 'play-game', inert: paused ? true : undefined, 'aria-hidden': paused ? 'true' : undefined },
    barEl(v),
    el('div', { class: 'play-main' }, el('div', { class: 'play-table', id: 'play-table' }, v.table ? tableEl(v.game, v.table) : el('p', { class: 'muted' }, t('page-play.setting-up'))), el('aside', { class: 'play-side' }, decisionEl(v), lastEl(v), seatsEl(v), logEl(v))),
  );
  const gameBox = $('play-current');
  gameBox.replaceChildren(game, paused ? pauseEl(v) : '');
  gameBox.classList.toggle('paused', paused);
  root().dataset.rev = String(rev);
  root().dataset.step = String(v.step);
  root().dataset.decisions = String(v.decisions);
  root().dataset.id = v.id;
  root().dataset.paused = String(paused);
  // The log shows its end; only the log scrolls (not the side panel, whose top is the decision).
  const logList = document.getElementById('play-log');
  if (logList) logList.scrollTop = logList.scrollHeight;
  // Keyboard play: focus goes to the choice to make (the pause's button, an option, the first action).
  if (paused) document.getElementById('play-ready')?.focus();
  else if (focusWasIn || changed) root().querySelector<HTMLButtonElement>('#play-decide button')?.focus({ preventScroll: true });
  // The form offers the new game's seed again ("new game with seed N").
  if (setup && newGame) {
    $('play-new-box').replaceChildren(newGameForm(setup));
    // The table gets the room; the seed stays in the bar and the form one click away.
    (document.getElementById('play-new-details') as HTMLDetailsElement).open = false;
  }
}

async function init(): Promise<void> {
  root().replaceChildren(el('p', { class: 'muted' }, '…'), el('div', { id: 'play-error', class: 'play-error', role: 'alert', hidden: true }));
  try {
    setup = await call<PlaySetup>('GET', '');
    // The page speaks the game's language from here on.
    useWords(setup.words);
    root().replaceChildren(
      el('h2', { class: 'sr-only' }, t('page-play.title')),
      el('details', { class: 'new-box', id: 'play-new-details', open: true }, el('summary', {}, t('page-play.new-or-load')), el('div', { id: 'play-new-box' })),
      el('div', { id: 'play-error', class: 'play-error', role: 'alert', hidden: true }),
      el('div', { id: 'play-current' }),
    );
    $('play-new-box').replaceChildren(newGameForm(setup));
  } catch (e) {
    showError(e);
    return;
  }
  // A reload (or the server's restart) comes back to the game this tab was playing, when the server still has it.
  const id = sessionStorage.getItem(storeKey()) ?? setup.games[0]?.id;
  if (id) {
    try {
      draw(await call<PlayView>('GET', `/${id}`));
      (document.getElementById('play-new-details') as HTMLDetailsElement).open = false;
    } catch {
      sessionStorage.removeItem(storeKey());
      showError(null);
    }
  }
}

/** Keys: u undoes; 1–9 answer the question or play the nth action. */
function onKey(e: KeyboardEvent): void {
  if (!view || paused || busy || lightboxOpen() || e.altKey || e.ctrlKey || e.metaKey || root().hidden) return;
  const t = e.target as HTMLElement;
  if (t.closest('input, select, textarea')) return;
  if (e.key === 'u' && view.canUndo) {
    e.preventDefault();
    void act('POST', `/${view.id}/undo`);
  } else if (/^[1-9]$/.test(e.key)) {
    const n = Number(e.key) - 1;
    const b = root().querySelector<HTMLButtonElement>(view.question ? `#play-decide [data-option="${n}"]` : `#play-decide [data-index="${n}"]`);
    if (b) {
      e.preventDefault();
      b.click();
    }
  }
}

/** Called when the Play tab shows: the first time, it loads the start form (and the game this tab was playing). */
export function showPlay(g: string): void {
  if (started) return;
  started = true;
  game = g;
  document.addEventListener('keydown', onKey);
  void init();
}
