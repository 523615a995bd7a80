/**
 * The gallery: every card, front and back, grouped by deck with counts, filtered by deck, type,
 * "has problems" and a search of name and text. A new state updates the tiles in place: an
 * image changes only when its URL does (a new image has a new URL), and it is swapped in once
 * it has loaded, so the page never blinks and scroll stays where it is.
 */
import { diagnosticList } from './diagnostics.js';
import { $, el } from './dom.js';
import type { PackState, PageCard } from './page-types.js';

interface Tile {
  root: HTMLElement;
  front: HTMLImageElement;
  back: HTMLImageElement;
  card: PageCard;
}

const tiles = new Map<string, Tile>();
const sections = new Map<string, { root: HTMLElement; grid: HTMLElement; count: HTMLElement }>();
let current: PackState | null = null;

const keyOf = (c: PageCard) => `${c.deck}/${c.id}`;

/** Shows `url` in `img` once it has loaded (an image that fails keeps its alt text). */
function swap(img: HTMLImageElement, url: string | null, alt: string): void {
  img.alt = alt;
  if (!url) {
    img.removeAttribute('src');
    img.classList.add('missing');
    return;
  }
  if (img.getAttribute('src') === url) return;
  const next = new Image();
  next.src = url;
  const show = () => {
    // A later state may have asked for another image meanwhile.
    if (img.dataset.want !== url) return;
    img.src = url;
    img.classList.remove('missing');
  };
  img.dataset.want = url;
  next.decode().then(show, show);
}

function tileOf(card: PageCard): Tile {
  const front = el('img', { class: 'front missing', decoding: 'async' });
  const back = el('img', { class: 'back missing', decoding: 'async' });
  const root = el('article', { class: 'card', 'data-card': card.id, 'data-deck': card.deck });
  root.append(el('div', { class: 'faces' }, front, back), el('div', { class: 'side' }));
  return { root, front, back, card };
}

function fillTile(t: Tile, card: PageCard): void {
  t.card = card;
  t.root.classList.toggle('problems', card.diagnostics.length > 0);
  t.root.classList.toggle('has-error', card.diagnostics.some((d) => d.severity === 'error'));
  t.root.classList.toggle('stale', card.stale);
  swap(t.front, card.front, `${card.name} (front)`);
  swap(t.back, card.back, `${card.name} (back)`);
  const side = t.root.querySelector('.side')!;
  const parts: (HTMLElement | null)[] = [
    el('h3', {}, card.name),
    el('div', { class: 'muted ids' }, `${card.id} · ${card.type}${card.copies > 1 ? ` · ×${card.copies}` : ''}`),
    card.stale ? el('div', { class: 'stale-note' }, 'last good image: this card cannot be drawn until its errors are fixed') : null,
    card.diagnostics.length ? diagnosticList(card.diagnostics) : null,
  ];
  side.replaceChildren(...parts.filter((n): n is HTMLElement => n !== null));
}

export function renderGallery(state: PackState): void {
  current = state;
  const decks = $('decks');
  const seen = new Set<string>();
  const order: HTMLElement[] = [];
  for (const deck of state.decks) {
    let s = sections.get(deck.id);
    if (!s) {
      const count = el('span', { class: 'count muted' });
      const grid = el('div', { class: 'grid' });
      s = { root: el('section', { class: 'deck', 'data-deck': deck.id }, el('h2', {}, el('span', { class: 'deck-name' }), ' ', count), grid), grid, count };
      sections.set(deck.id, s);
    }
    s.root.querySelector('.deck-name')!.textContent = deck.name;
    s.count.textContent = `${deck.cards} card${deck.cards === 1 ? '' : 's'}, ${deck.copies} cop${deck.copies === 1 ? 'y' : 'ies'}`;
    const own = state.cards.filter((c) => c.deck === deck.id);
    const gridChildren: HTMLElement[] = [];
    for (const card of own) {
      const key = keyOf(card);
      seen.add(key);
      let t = tiles.get(key);
      if (!t) {
        t = tileOf(card);
        tiles.set(key, t);
      }
      fillTile(t, card);
      gridChildren.push(t.root);
    }
    if (gridChildren.some((c, i) => s.grid.children[i] !== c) || s.grid.children.length !== gridChildren.length) s.grid.replaceChildren(...gridChildren);
    order.push(s.root);
  }
  for (const key of [...tiles.keys()]) if (!seen.has(key)) tiles.delete(key);
  for (const id of [...sections.keys()]) if (!state.decks.some((d) => d.id === id)) sections.delete(id);
  if (order.some((c, i) => decks.children[i] !== c) || decks.children.length !== order.length) decks.replaceChildren(...order);
  fillSelect($('deck-filter'), 'All decks', state.decks.map((d) => [d.id, `${d.name} (${d.cards})`]));
  fillSelect($('type-filter'), 'All types', state.types.map((t) => [t, t]));
  applyFilters();
}

function fillSelect(select: HTMLSelectElement, all: string, options: [string, string][]): void {
  const value = select.value;
  select.replaceChildren(el('option', { value: '' }, all), ...options.map(([v, label]) => el('option', { value: v }, label)));
  select.value = options.some(([v]) => v === value) ? value : '';
}

/** Hides the tiles (and the decks left empty) that the filters leave out. */
export function applyFilters(): void {
  if (!current) return;
  const deck = $<HTMLSelectElement>('deck-filter').value;
  const type = $<HTMLSelectElement>('type-filter').value;
  const problems = $<HTMLInputElement>('problems-filter').checked;
  const words = $<HTMLInputElement>('search').value.toLowerCase().split(/\s+/).filter(Boolean);
  document.body.classList.toggle('no-backs', !$<HTMLInputElement>('backs-toggle').checked);
  let shown = 0;
  for (const t of tiles.values()) {
    const c = t.card;
    const hay = `${c.name} ${c.id} ${c.text}`.toLowerCase();
    const ok = (!deck || c.deck === deck) && (!type || c.type === type) && (!problems || c.diagnostics.length > 0) && words.every((w) => hay.includes(w));
    t.root.hidden = !ok;
    if (ok) shown++;
  }
  for (const s of sections.values()) s.root.hidden = ![...s.grid.children].some((c) => !(c as HTMLElement).hidden);
  $('shown').textContent = `${shown} of ${current.cards.length} cards`;
}

export function bindFilters(): void {
  for (const id of ['search', 'deck-filter', 'type-filter', 'problems-filter', 'backs-toggle']) $(id).addEventListener('input', applyFilters);
}
