/**
 * The hot-seat table drawn from its plain data (PlayTable): zones of cards, a board of cells,
 * the players with their figures, what lies in front of them and the viewer's hand, and the
 * dice of the last step. Nothing here knows a game: a pack's table says what there is, this
 * draws it. Card images are the render's (served under /img/<game>/); a card without one (a
 * playing card, an image not built yet) is its name in a box.
 */
import { el } from './dom.js';
import type { PlayBoard, PlayCard, PlayCounter, PlayDie, PlayPiece, PlayPlayer, PlayTable, PlayZone } from './play-types.js';

const imgUrl = (game: string, key: string) => `/img/${encodeURIComponent(game)}/${key.split('/').map(encodeURIComponent).join('/')}.png`;

function counterText(c: PlayCounter): string {
  return `${c.label} ${c.value}${c.max !== undefined ? `/${c.max}` : ''}`;
}

export function counters(list: PlayCounter[] | undefined, cls = 'counters'): HTMLElement | null {
  if (!list?.length) return null;
  return el('ul', { class: cls }, ...list.map((c) => el('li', { class: 'counter', 'data-counter': c.id }, counterText(c))));
}

/** A card: its image (or its name in a box when it has none), its name, its figures and tags. */
export function cardEl(game: string, c: PlayCard, size: 'small' | 'large' = 'small'): HTMLElement {
  const label = `${c.name}${c.faceDown ? ' (face down)' : ''}${c.tapped ? ' (tapped)' : ''}`;
  const fig = el('figure', { class: `tcard ${size}${c.faceDown ? ' down' : ''}${c.tapped ? ' tapped' : ''}${c.image ? '' : ' noimg'}`, 'data-card': c.id, title: label });
  const face = el('div', { class: 'face' }, el('span', { class: 'name-box' }, c.name));
  if (c.image) {
    const img = el('img', { alt: label, src: imgUrl(game, c.image), loading: 'lazy', decoding: 'async' });
    // An image not built (yet) falls back to the name in a box.
    img.addEventListener('error', () => {
      img.remove();
      fig.classList.add('noimg');
    });
    face.prepend(img);
  }
  fig.append(face, el('figcaption', {}, c.name));
  const cs = counters(c.counters);
  if (cs) fig.append(cs);
  if (c.tags?.length) fig.append(el('div', { class: 'tags' }, c.tags.join(' · ')));
  return fig;
}

function pieceEl(p: PlayPiece): HTMLElement {
  return el('span', { class: `piece${p.seat !== undefined ? ` seat-${p.seat % 6}` : ''}`, 'data-piece': p.id }, p.label);
}

function pileEl(game: string, zone: PlayZone): HTMLElement | null {
  const pile = zone.pile;
  if (!pile) return null;
  const back: PlayCard = { id: `${zone.id}-pile`, name: `${pile.count} card${pile.count === 1 ? '' : 's'}`, image: pile.back, faceDown: true, counters: [] };
  const e = cardEl(game, pile.count ? back : { ...back, image: undefined }, 'small');
  e.classList.add('pile');
  return e;
}

export function zoneEl(game: string, z: PlayZone): HTMLElement {
  const pieces = z.pieces?.length ? el('div', { class: 'pieces' }, ...z.pieces.map(pieceEl)) : null;
  const cards = el('div', { class: 'cards' }, pileEl(game, z), ...z.cards.map((c) => cardEl(game, c)));
  return el(
    'section',
    { class: `zone${z.current ? ' current' : ''}`, 'data-zone': z.id, 'aria-label': z.title },
    el('h4', {}, z.title, z.current ? el('span', { class: 'here' }, ' ◀ here') : null),
    counters(z.counters),
    pieces,
    z.cards.length || z.pile ? cards : el('p', { class: 'muted empty' }, 'empty'),
  );
}

function boardEl(game: string, b: PlayBoard): HTMLElement {
  const grid = el('div', { class: 'board', role: 'grid', 'aria-label': `board ${b.rows} × ${b.cols}` });
  grid.style.gridTemplateColumns = `repeat(${b.cols}, minmax(64px, 1fr))`;
  for (const c of b.cells) {
    const cell = el(
      'div',
      { class: `cell${c.kind ? ` kind-${c.kind.replace(/[^a-z0-9-]/gi, '')}` : ''}`, role: 'gridcell', 'data-cell': c.label },
      el('span', { class: 'cell-label' }, c.label),
      c.kind ? el('span', { class: 'cell-kind' }, c.kind) : null,
      c.cards?.length ? el('div', { class: 'cards' }, ...c.cards.map((card) => cardEl(game, card))) : null,
      c.pieces.length ? el('div', { class: 'pieces' }, ...c.pieces.map(pieceEl)) : null,
    );
    cell.style.gridRow = String(c.row + 1);
    cell.style.gridColumn = String(c.col + 1);
    grid.append(cell);
  }
  return grid;
}

function playerEl(game: string, p: PlayPlayer, viewer: number | null): HTMLElement {
  const hand =
    p.hand === null
      ? p.handCount
        ? el('p', { class: 'muted hand-count' }, `${p.handCount} card${p.handCount === 1 ? '' : 's'} in hand (hidden)`)
        : null
      : p.hand.length
        ? el('section', { class: 'hand', 'aria-label': `${p.name}'s hand` }, el('h4', {}, p.seat === viewer ? 'Your hand' : 'Hand'), el('div', { class: 'cards' }, ...p.hand.map((c) => cardEl(game, c, 'large'))))
        : null;
  return el(
    'section',
    { class: `player${p.active ? ' active' : ''} seat-${p.seat % 6}`, 'data-seat': String(p.seat), 'aria-label': p.name },
    el('h3', {}, p.name, p.active ? el('span', { class: 'turn' }, ' · to play') : null),
    counters(p.stats),
    ...p.front.map((z) => zoneEl(game, z)),
    hand,
  );
}

/** The whole table. */
export function tableEl(game: string, t: PlayTable): HTMLElement {
  return el(
    'div',
    { class: 'table' },
    counters(t.counters, 'counters game-counters'),
    t.board ? boardEl(game, t.board) : null,
    t.zones.length ? el('div', { class: 'zones' }, ...t.zones.map((z) => zoneEl(game, z))) : null,
    el('div', { class: 'players' }, ...t.players.map((p) => playerEl(game, p, t.viewer))),
  );
}

/** The last step's dice, each a face with its value, its sides and what it was rolled for. */
export function diceEl(dice: PlayDie[], rev: number): HTMLElement | null {
  if (!dice.length) return null;
  return el(
    'ul',
    { class: 'dice', 'aria-label': 'dice of the last step' },
    ...dice.map((d, i) =>
      el(
        'li',
        // The revision in the key restarts the roll animation for dice that just fell.
        { class: 'die', 'data-roll': `${rev}-${i}`, title: d.label },
        el('span', { class: 'value', 'aria-label': `d${d.sides} shows ${d.value}` }, String(d.value)),
        el('span', { class: 'sides' }, `d${d.sides}`),
        el('span', { class: 'for' }, d.label),
      ),
    ),
  );
}
