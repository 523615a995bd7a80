/**
 * An image seen whole: a card, a token, a board or a sheet opened over the page at its full size
 * (as large as the window allows, and scrollable at its real pixels for a board), its other faces
 * beside it. Closed by Escape, by its button or by a click beside the image. Used by the gallery
 * and the Play tab alike.
 */
import { el } from './dom.js';

let dialog: HTMLDialogElement | null = null;

/** The dialog, made once: a <dialog> shown modal, so that focus and Escape behave as a browser's own. */
function box(): HTMLDialogElement {
  if (dialog) return dialog;
  dialog = el('dialog', { class: 'lightbox', id: 'lightbox' }) as HTMLDialogElement;
  dialog.addEventListener('click', (e) => {
    // A click on the backdrop (the dialog itself, not what it holds) closes it.
    if (e.target === dialog) dialog!.close();
  });
  document.body.append(dialog);
  return dialog;
}

export interface Shown {
  url: string;
  alt: string;
}

/**
 * Opens `images` (a card's faces) over the page. `close` names the close button (the page's
 * words: the Play tab speaks the game's language). A click on an image toggles it between the
 * window's size and its real size.
 */
export function enlarge(images: Shown[], opts: { title?: string; close?: string } = {}): void {
  const d = box();
  const faces = images.map((i) => {
    const img = el('img', { src: i.url, alt: i.alt, title: i.alt });
    img.addEventListener('click', () => img.classList.toggle('real-size'));
    return el('figure', {}, img, el('figcaption', {}, i.alt));
  });
  const close = el('button', { type: 'button', class: 'close', autofocus: true }, opts.close ?? 'Close');
  close.addEventListener('click', () => d.close());
  d.replaceChildren(el('div', { class: 'lightbox-bar' }, opts.title ? el('strong', {}, opts.title) : null, close), el('div', { class: 'lightbox-faces' }, ...faces));
  d.setAttribute('aria-label', opts.title ?? images[0]?.alt ?? '');
  if (!d.open) d.showModal();
}

/** Whether the lightbox is open (the Play tab's keys wait while it is). */
export const lightboxOpen = (): boolean => Boolean(dialog?.open);
