/**
 * The gallery: every card, front and back, grouped by deck with counts, then the pack's tokens,
 * boards and sheets; filtered by deck, type, "has problems" and a search of name and text. A new
 * state updates the tiles in place: an image changes only when its URL does (a new image has a
 * new URL), and it is swapped in once it has loaded, so the page never blinks and scroll stays
 * where it is. A click on an image opens it whole, with its other face beside it.
 *
 * The gallery is the designer's workbench: its own words are English, as the command line's are;
 * what it shows of the game (names, decks, the images) is the game's.
 */
import { diagnosticList } from './diagnostics.js';
import { $, el } from './dom.js';
import { enlarge } from './lightbox.js';
import type { PackState, PageDiagnostic } from './page-types.js';

/** A tile's content: a card of a deck, or a token, board or sheet. */
interface Item {
  /** Unique in the gallery: "<deck>/<card>" or "piece/<id>". */
  key: string;
  /** The section it is shown in: a deck's id, or "piece:<kind>". */
  group: string;
  id: string;
  /** What the type filter matches: a card's type, a piece's kind. */
  type: string;
  name: string;
  /** The line under the name: id, type, copies. */
  about: string;
  text: string;
  front: string | null;
  back: string | null;
  /** A sheet's pages, all of them. */
  pages?: string[];
  stale: boolean;
  diagnostics: PageDiagnostic[];
}

interface Tile {
  root: HTMLElement;
  front: HTMLImageElement;
  back: HTMLImageElement;
  item: Item;
}

const tiles = new Map<string, Tile>();
const sections = new Map<string, { root: HTMLElement; grid: HTMLElement; count: HTMLElement }>();
let items: Item[] = [];
const isPiece = (i: Item) => i.group.startsWith('piece:');

const PIECE_GROUPS: { kind: 'token' | 'board' | 'sheet'; title: string }[] = [
  { kind: 'token', title: 'Tokens' },
  { kind: 'board', title: 'Boards' },
  { kind: 'sheet', title: 'Sheets' },
];

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

function tileOf(item: Item): Tile {
  const front = el('img', { class: 'front missing', decoding: 'async' });
  const back = el('img', { class: 'back missing', decoding: 'async' });
  const root = el('article', { class: `card${isPiece(item) ? ` piece-tile kind-${item.type}` : ''}`, 'data-card': item.id, 'data-deck': item.group });
  const tile: Tile = { root, front, back, item };
  // Whole, both faces, on a click: the item as it is now (the tile's item follows each state).
  for (const img of [front, back]) {
    img.title = 'Click to see it whole';
    img.addEventListener('click', () => {
      const it = tile.item;
      const faces = it.pages
        ? it.pages.map((url, n) => ({ url, alt: `${it.name} (page ${n + 1})` }))
        : [it.front ? { url: it.front, alt: `${it.name} (front)` } : null, it.back ? { url: it.back, alt: `${it.name} (back)` } : null].filter((f): f is { url: string; alt: string } => f !== null);
      if (faces.length) enlarge(img === back && !it.pages ? faces.reverse() : faces, { title: it.name });
    });
  }
  root.append(el('div', { class: 'faces' }, front, back), el('div', { class: 'side' }));
  return tile;
}

function fillTile(t: Tile, item: Item): void {
  t.item = item;
  t.root.classList.toggle('problems', item.diagnostics.length > 0);
  t.root.classList.toggle('has-error', item.diagnostics.some((d) => d.severity === 'error'));
  t.root.classList.toggle('stale', item.stale);
  swap(t.front, item.front, `${item.name} (front)`);
  swap(t.back, item.back, `${item.name} (back)`);
  t.back.hidden = !item.back && isPiece(item);
  const side = t.root.querySelector('.side')!;
  const parts: (HTMLElement | null)[] = [
    el('h3', {}, item.name),
    el('div', { class: 'muted ids' }, item.about),
    item.stale ? el('div', { class: 'stale-note' }, 'last good image: this cannot be drawn until its errors are fixed') : null,
    item.diagnostics.length ? diagnosticList(item.diagnostics) : null,
  ];
  side.replaceChildren(...parts.filter((n): n is HTMLElement => n !== null));
}

/** The gallery's items of a state: its cards, then its pieces. */
function itemsOf(state: PackState): Item[] {
  const cards: Item[] = state.cards.map((c) => ({
    key: `${c.deck}/${c.id}`,
    group: c.deck,
    id: c.id,
    type: c.type,
    name: c.name,
    about: `${c.id} · ${c.type}${c.copies > 1 ? ` · ×${c.copies}` : ''}`,
    text: c.text,
    front: c.front,
    back: c.back,
    stale: c.stale,
    diagnostics: c.diagnostics,
  }));
  const pieces: Item[] = (state.pieces ?? []).map((p) => ({
    key: `piece/${p.id}`,
    group: `piece:${p.kind}`,
    id: p.id,
    type: p.kind,
    name: p.name,
    about: `${p.id} · ${p.kind}${p.count > 1 ? ` · ×${p.count}` : ''}`,
    text: '',
    front: p.front,
    back: p.back,
    ...(p.pages ? { pages: p.pages } : {}),
    stale: p.stale,
    diagnostics: p.diagnostics,
  }));
  return [...cards, ...pieces];
}

/** The sections, in order: each deck, then each kind of piece the pack has. */
function groupsOf(state: PackState): { id: string; title: string; count: string }[] {
  const decks = state.decks.map((d) => ({ id: d.id, title: d.name, count: `${d.cards} card${d.cards === 1 ? '' : 's'}, ${d.copies} cop${d.copies === 1 ? 'y' : 'ies'}` }));
  const pieces = PIECE_GROUPS.flatMap(({ kind, title }) => {
    const own = (state.pieces ?? []).filter((p) => p.kind === kind);
    return own.length ? [{ id: `piece:${kind}`, title, count: `${own.length} kind${own.length === 1 ? '' : 's'}` }] : [];
  });
  return [...decks, ...pieces];
}

export function renderGallery(state: PackState): void {
  items = itemsOf(state);
  const decks = $('decks');
  const seen = new Set<string>();
  const order: HTMLElement[] = [];
  const groups = groupsOf(state);
  for (const group of groups) {
    let s = sections.get(group.id);
    if (!s) {
      const count = el('span', { class: 'count muted' });
      const grid = el('div', { class: 'grid' });
      s = { root: el('section', { class: 'deck', 'data-deck': group.id }, el('h2', {}, el('span', { class: 'deck-name' }), ' ', count), grid), grid, count };
      sections.set(group.id, s);
    }
    s.root.querySelector('.deck-name')!.textContent = group.title;
    s.count.textContent = group.count;
    const gridChildren: HTMLElement[] = [];
    for (const item of items.filter((i) => i.group === group.id)) {
      seen.add(item.key);
      let t = tiles.get(item.key);
      if (!t) {
        t = tileOf(item);
        tiles.set(item.key, t);
      }
      fillTile(t, item);
      gridChildren.push(t.root);
    }
    if (gridChildren.some((c, i) => s.grid.children[i] !== c) || s.grid.children.length !== gridChildren.length) s.grid.replaceChildren(...gridChildren);
    order.push(s.root);
  }
  for (const key of [...tiles.keys()]) if (!seen.has(key)) tiles.delete(key);
  for (const id of [...sections.keys()]) if (!groups.some((g) => g.id === id)) sections.delete(id);
  if (order.some((c, i) => decks.children[i] !== c) || decks.children.length !== order.length) decks.replaceChildren(...order);
  fillSelect($('deck-filter'), 'All decks and pieces', groups.map((g) => [g.id, `${g.title} (${items.filter((i) => i.group === g.id).length})`]));
  fillSelect($('type-filter'), 'All types', [...new Set(items.map((i) => i.type))].sort().map((t) => [t, t]));
  applyFilters();
}

function fillSelect(select: HTMLSelectElement, all: string, options: [string, string][]): void {
  const value = select.value;
  select.replaceChildren(el('option', { value: '' }, all), ...options.map(([v, label]) => el('option', { value: v }, label)));
  select.value = options.some(([v]) => v === value) ? value : '';
}

/** Hides the tiles (and the sections left empty) that the filters leave out. */
export function applyFilters(): void {
  const group = $<HTMLSelectElement>('deck-filter').value;
  const type = $<HTMLSelectElement>('type-filter').value;
  const problems = $<HTMLInputElement>('problems-filter').checked;
  const words = $<HTMLInputElement>('search').value.toLowerCase().split(/\s+/).filter(Boolean);
  document.body.classList.toggle('no-backs', !$<HTMLInputElement>('backs-toggle').checked);
  const shown = { cards: 0, pieces: 0 };
  for (const t of tiles.values()) {
    const i = t.item;
    const hay = `${i.name} ${i.id} ${i.text}`.toLowerCase();
    const ok = (!group || i.group === group) && (!type || i.type === type) && (!problems || i.diagnostics.length > 0) && words.every((w) => hay.includes(w));
    t.root.hidden = !ok;
    if (ok) shown[isPiece(i) ? 'pieces' : 'cards']++;
  }
  for (const s of sections.values()) s.root.hidden = ![...s.grid.children].some((c) => !(c as HTMLElement).hidden);
  const pieces = items.filter(isPiece).length;
  const cards = items.length - pieces;
  $('shown').textContent = `${shown.cards} of ${cards} card${cards === 1 ? '' : 's'}${pieces ? `, ${shown.pieces} of ${pieces} piece${pieces === 1 ? '' : 's'}` : ''}`;
}

export function bindFilters(): void {
  for (const id of ['search', 'deck-filter', 'type-filter', 'problems-filter', 'backs-toggle']) $(id).addEventListener('input', applyFilters);
}
