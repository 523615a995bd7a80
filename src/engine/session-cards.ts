/**
 * A pack's cards as a table view names and draws them: each card id's name and the render keys of
 * its front and back (src/render/outputs.ts names them; the page loads dist/<game>/cards/<key>.png).
 * One lookup every pack's table view shares, so that no pack spells an image path itself.
 */
import type { LoadedPack } from '../core/pack.js';
import { backKey, frontKey } from '../render/outputs.js';
import type { TableCard, TableCounter } from './session-table.js';

export interface CardLook {
  name: string;
  deck: string;
  front: string;
  back: string;
  /** The word on the deck's back ("Objet"): what a face-down card is called. */
  backLabel: string;
}

export interface CardBook {
  look(id: string): CardLook | null;
  /** A card on the table: face up with its name and front, or face down with its back (and its name only when `known`). */
  card(uid: string, id: string, opts?: { faceDown?: boolean; known?: boolean; tapped?: boolean; counters?: TableCounter[]; tags?: string[] }): TableCard;
}

export function cardBook(pack: LoadedPack): CardBook {
  const byId = new Map<string, CardLook>();
  for (const c of pack.cards) {
    if (byId.has(c.id)) continue;
    const name = typeof c.data.name === 'string' ? c.data.name : c.id;
    byId.set(c.id, { name, deck: c.deck.id, front: frontKey(c.deck.id, c.id), back: backKey(c.deck.id, c.deck.back.unique ? c.id : null), backLabel: c.deck.back.label });
  }
  const look = (id: string) => byId.get(id) ?? null;
  return {
    look,
    card(uid, id, opts = {}) {
      const l = look(id);
      const faceDown = opts.faceDown ?? false;
      const name = !faceDown || opts.known ? (l?.name ?? id) : (l?.backLabel ?? '?');
      const image = l ? (faceDown ? l.back : l.front) : undefined;
      return {
        id: uid,
        name,
        ...(image ? { image } : {}),
        faceDown,
        ...(opts.tapped ? { tapped: true } : {}),
        counters: opts.counters ?? [],
        ...(opts.tags?.length ? { tags: opts.tags } : {}),
      };
    },
  };
}
