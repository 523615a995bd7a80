/**
 * The hot-seat table drawn from its plain data (PlayTable), on the game's own pieces: the board's
 * image with each cell's pawns, tokens and cards on it (at the cell's place on the image), zones
 * of cards, the players with their figures, what lies in front of them and the viewer's hand, and
 * the dice of the last step drawn as dice. Nothing here knows a game: a pack's table says what
 * there is and which image shows it, this draws it. Card images are the render's (served under
 * /img/<game>/); a card opens whole on a click. Something with no image (a card whose image is
 * not built yet, a pack that draws no token) is its name in a box. Every word is the game's
 * language (words.ts).
 */
import { el } from './dom.js';
import { enlarge } from './lightbox.js';
import type { PlayBoard, PlayCard, PlayCounter, PlayDie, PlayPiece, PlayPlayer, PlayTable, PlayZone } from './play-types.js';
import { num, t } from './words.js';

const imgUrl = (game: string, key: string) => `/img/${encodeURIComponent(game)}/${key.split('/').map(encodeURIComponent).join('/')}.png`;

function counterText(c: PlayCounter): string {
  const value = typeof c.value === 'number' ? num(c.value) : c.value;
  return `${c.label} ${value}${c.max !== undefined ? `/${num(c.max)}` : ''}`;
}

export function counters(list: PlayCounter[] | undefined, cls = 'counters'): HTMLElement | null {
  if (!list?.length) return null;
  return el('ul', { class: cls }, ...list.map((c) => el('li', { class: 'counter', 'data-counter': c.id }, counterText(c))));
}

/** What a card is called on the page: its name, face down or turned as the game says it. */
function cardLabel(c: PlayCard): string {
  let label = c.name;
  if (c.faceDown) label = t('page-play.face-down', { name: label });
  if (c.tapped) label = t('page-play.tapped', { name: label });
  return label;
}

/** An image that falls back to `fallback` (the thing's name in a box) when it cannot be loaded (not built yet). */
function imageOr(game: string, key: string, alt: string, onFail: () => void): HTMLImageElement {
  const img = el('img', { alt, src: imgUrl(game, key), loading: 'lazy', decoding: 'async', draggable: 'false' });
  img.addEventListener('error', () => {
    img.remove();
    onFail();
  });
  return img;
}

/**
 * A card: its image (its back's when face down), or its name in a box when it has none; its name,
 * figures and tags under it. A click opens it whole (`pick`: a card offered for a question is
 * picked by the click instead).
 */
export function cardEl(game: string, c: PlayCard, size: 'small' | 'large' = 'small', pick?: () => void): HTMLElement {
  const label = cardLabel(c);
  const fig = el('figure', { class: `tcard ${size}${c.faceDown ? ' down' : ''}${c.tapped ? ' tapped' : ''}${c.image ? '' : ' noimg'}`, 'data-card': c.id, title: label });
  const face = el('button', { type: 'button', class: 'face', 'aria-label': label }, el('span', { class: 'name-box' }, c.name));
  if (c.image) face.prepend(imageOr(game, c.image, label, () => fig.classList.add('noimg')));
  face.addEventListener('click', () => {
    if (pick) pick();
    else if (c.image && !fig.classList.contains('noimg')) enlarge([{ url: imgUrl(game, c.image), alt: label }], { title: label, close: t('page-play.close') });
  });
  if (!pick && c.image) face.title = `${label} · ${t('page-play.enlarge')}`;
  fig.append(face, el('figcaption', {}, c.name));
  const cs = counters(c.counters);
  if (cs) fig.append(cs);
  if (c.tags?.length) fig.append(el('div', { class: 'tags' }, c.tags.join(' · ')));
  return fig;
}

/** A pawn or a token: its image when the pack draws it, its name in a badge otherwise. */
function pieceEl(game: string, p: PlayPiece): HTMLElement {
  const cls = `piece${p.kind ? ` kind-${p.kind.replace(/[^a-z0-9-]/gi, '')}` : ''}${p.seat !== undefined ? ` seat-${p.seat % 6}` : ''}`;
  if (!p.image) return el('span', { class: cls, 'data-piece': p.id, title: p.label }, p.label);
  const e = el('span', { class: `${cls} has-img`, 'data-piece': p.id, title: p.label });
  e.append(imageOr(game, p.image, p.label, () => e.replaceChildren(p.label)));
  return e;
}

function pileEl(game: string, zone: PlayZone): HTMLElement | null {
  const pile = zone.pile;
  if (!pile) return null;
  const back: PlayCard = { id: `${zone.id}-pile`, name: t('page-play.pile', { n: pile.count }), image: pile.back, faceDown: true, counters: [] };
  const e = cardEl(game, pile.count ? back : { ...back, image: undefined }, 'small');
  e.classList.add('pile');
  // A pile's label is its count, not "(face down)": the back says it is a pile.
  e.title = back.name;
  return e;
}

export function zoneEl(game: string, z: PlayZone): HTMLElement {
  const pieces = z.pieces?.length ? el('div', { class: 'pieces' }, ...z.pieces.map((p) => pieceEl(game, p))) : null;
  const cards = el('div', { class: 'cards' }, pileEl(game, z), ...z.cards.map((c) => cardEl(game, c)));
  return el(
    'section',
    { class: `zone${z.current ? ' current' : ''}`, 'data-zone': z.id, 'aria-label': z.title },
    el('h4', {}, z.title, z.current ? el('span', { class: 'here' }, ` ◀ ${t('page-play.here')}`) : null),
    counters(z.counters),
    pieces,
    z.cards.length || z.pile ? cards : el('p', { class: 'muted empty' }, t('page-play.empty')),
  );
}

/** What stands on a cell: its pieces (tokens under pawns) and its cards. */
function cellContent(game: string, c: PlayBoard['cells'][number]): (HTMLElement | null)[] {
  const layer = (p: PlayPiece) => (p.kind === 'pawn' ? 2 : p.kind === 'wall' ? 0 : 1);
  const pieces = [...c.pieces].sort((a, b) => layer(a) - layer(b));
  return [c.cards?.length ? el('div', { class: 'cards' }, ...c.cards.map((card) => cardEl(game, card))) : null, pieces.length ? el('div', { class: `pieces n${Math.min(pieces.length, 4)}` }, ...pieces.map((p) => pieceEl(game, p))) : null];
}

/**
 * The board: its own image with each cell's content laid on it at the cell's place (scaled with the
 * image, so it fits the width it is given); a grid of named cells for a pack that draws no board.
 */
function boardEl(game: string, b: PlayBoard): HTMLElement {
  const label = t('page-play.board', { rows: b.rows, cols: b.cols });
  if (b.image && b.cells.every((c) => c.box)) {
    const board = el('div', { class: 'board-image', role: 'grid', 'aria-label': label });
    const cells = b.cells.map((c) => {
      const cell = el('div', { class: `bcell${c.kind ? ` kind-${c.kind.replace(/[^a-z0-9-]/gi, '')}` : ''}`, role: 'gridcell', 'data-cell': c.label, title: c.kindLabel ? `${c.label} · ${c.kindLabel}` : c.label }, ...cellContent(game, c));
      const box = c.box!;
      Object.assign(cell.style, { left: `${box.x * 100}%`, top: `${box.y * 100}%`, width: `${box.width * 100}%`, height: `${box.height * 100}%` });
      return cell;
    });
    const img = imageOr(game, b.image, label, () => {
      // Without its image the board is drawn as a grid.
      board.replaceWith(boardEl(game, { ...b, image: undefined }));
    });
    img.addEventListener('click', () => enlarge([{ url: imgUrl(game, b.image!), alt: label }], { title: label, close: t('page-play.close') }));
    // The image sets the board's proportions; the cells lie over it.
    board.append(img, ...cells);
    return board;
  }
  const grid = el('div', { class: 'board', role: 'grid', 'aria-label': label });
  grid.style.gridTemplateColumns = `repeat(${b.cols}, minmax(0, 1fr))`;
  for (const c of b.cells) {
    const cell = el(
      'div',
      { class: `cell${c.kind ? ` kind-${c.kind.replace(/[^a-z0-9-]/gi, '')}` : ''}`, role: 'gridcell', 'data-cell': c.label, title: c.kindLabel ? `${c.label} · ${c.kindLabel}` : c.label },
      el('span', { class: 'cell-label' }, c.label),
      // The kind's words when they add to the cell's name (a track's « 3 PV » says no more than its 3).
      c.kindLabel && !c.kindLabel.startsWith(c.label) ? el('span', { class: 'cell-kind' }, c.kindLabel) : null,
      ...cellContent(game, c),
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
        ? el('p', { class: 'muted hand-count' }, t('page-play.hidden-hand', { n: p.handCount }))
        : null
      : p.hand.length
        ? el('section', { class: 'hand', 'aria-label': t('page-play.hand-of', { name: p.name }) }, el('h4', {}, p.seat === viewer ? t('page-play.your-hand') : t('page-play.hand')), el('div', { class: 'cards' }, ...p.hand.map((c) => cardEl(game, c, 'large'))))
        : null;
  return el(
    'section',
    { class: `player${p.active ? ' active' : ''} seat-${p.seat % 6}`, 'data-seat': String(p.seat), 'aria-label': p.name },
    el('h3', {}, p.name, p.active ? el('span', { class: 'turn' }, ` · ${t('page-play.to-play')}`) : null),
    counters(p.stats),
    ...p.front.map((z) => zoneEl(game, z)),
    hand,
  );
}

/** The whole table. */
export function tableEl(game: string, table: PlayTable): HTMLElement {
  return el(
    'div',
    { class: 'table' },
    counters(table.counters, 'counters game-counters'),
    table.board ? boardEl(game, table.board) : null,
    table.zones.length ? el('div', { class: 'zones' }, ...table.zones.map((z) => zoneEl(game, z))) : null,
    el('div', { class: 'players' }, ...table.players.map((p) => playerEl(game, p, table.viewer))),
  );
}

/** Where the pips of a d6 are, on a 3 × 3 grid numbered 0–8 row by row. */
const PIPS: Record<number, number[]> = { 1: [4], 2: [2, 6], 3: [2, 4, 6], 4: [0, 2, 6, 8], 5: [0, 2, 4, 6, 8], 6: [0, 2, 3, 5, 6, 8] };

/** A die as it lies: a d6 with its pips, any other die a shape with its number. */
function dieFace(sides: number, value: number): HTMLElement {
  if (sides === 6 && PIPS[value]) {
    const face = el('span', { class: 'dface d6', role: 'img', 'aria-label': t('page-play.die-shows', { sides, value }) });
    for (let i = 0; i < 9; i++) face.append(el('span', { class: PIPS[value].includes(i) ? 'pip' : 'no-pip' }));
    return face;
  }
  return el('span', { class: `dface dn d${sides}`, role: 'img', 'aria-label': t('page-play.die-shows', { sides, value }) }, el('span', { class: 'n' }, num(value)), el('span', { class: 'sides' }, `d${sides}`));
}

/** The last step's dice, each as it fell, with what it was rolled for. */
export function diceEl(dice: PlayDie[], rev: number): HTMLElement | null {
  if (!dice.length) return null;
  return el(
    'ul',
    { class: 'dice', 'aria-label': t('page-play.dice') },
    // The revision in the key restarts the roll animation for dice that just fell.
    ...dice.map((d, i) => el('li', { class: 'die', 'data-roll': `${rev}-${i}`, 'data-sides': String(d.sides), 'data-value': String(d.value), title: d.label }, dieFace(d.sides, d.value), el('span', { class: 'for' }, d.label))),
  );
}
