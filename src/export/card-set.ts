/**
 * What the exporters (print sheets, Tabletop Simulator) work from: each deck of the manifest,
 * in order, with its cards in the order of the card files, and for each card the rendered front
 * and back images. Cards without images (left out of the render because of errors) are listed
 * apart, so an exporter reports them instead of silently printing an incomplete deck.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import type { DeckDef, Manifest } from '../core/manifest.js';
import { copiesOf, type LoadedCard, type LoadedPack } from '../core/pack.js';
import { BACK_SUFFIX } from '../render/jobs.js';
import { describeCard } from './describe.js';

/** Ids of the second and later copies of a card: `encre~2`, `encre~3`. */
export const COPY_SEPARATOR = '~';

export interface ExportCard {
  /** The card's id; for its second and later copies, the id with `~2`, `~3`… */
  id: string;
  /** The card's printed name (its id when it has none). */
  name: string;
  /** Plain text of the card (with [b]…[/b] for emphasis), for tooltips and card lists. */
  description: string;
  /** Rendered images, without extension: `<base>.png` and `<base>.svg`. */
  front: string;
  back: string;
  /** True when the card has its own back (numbered Secrets). */
  ownBack: boolean;
}

export interface ExportDeck {
  deck: DeckDef;
  cards: ExportCard[];
}

export interface CardSet {
  title: string;
  manifest: Manifest;
  /** The folder the images are in (dist/<game>/cards or a cards-<n>dpi/ folder). */
  imagesDir: string;
  decks: ExportDeck[];
  /** Cards that have no rendered image, by "deck/id". */
  missing: string[];
}

/** `exclude`: ids of cards to leave out (cards with errors, whose old images may still be there). */
export function cardSet(pack: LoadedPack, imagesDir: string, exclude: Set<string> = new Set()): CardSet {
  const manifest = pack.manifest;
  if (!manifest) throw new Error(`${pack.name}: the manifest could not be read`);
  const missing: string[] = [];
  const decks = manifest.decks.map((deck) => {
    const cards: ExportCard[] = [];
    for (const card of pack.cards.filter((c) => c.deck.id === deck.id)) {
      const front = path.join(imagesDir, deck.id, card.id);
      const back = path.join(imagesDir, deck.id, deck.back.unique ? `${card.id}${BACK_SUFFIX}` : BACK_SUFFIX);
      if (!card.valid || exclude.has(card.id) || !existsSync(`${front}.png`) || !existsSync(`${back}.png`)) {
        missing.push(`${deck.id}/${card.id}`);
        continue;
      }
      const entry = { name: cardName(card), description: describeCard(pack, card), front, back, ownBack: Boolean(deck.back.unique) };
      // Each copy is a card of its own in the deck (its own slot on a sheet, its own TTS card).
      for (let k = 1; k <= copiesOf(card); k++) cards.push({ id: k === 1 ? card.id : `${card.id}${COPY_SEPARATOR}${k}`, ...entry });
    }
    return { deck, cards };
  });
  return { title: manifest.title, manifest, imagesDir, decks: decks.filter((d) => d.cards.length), missing };
}

function cardName(card: LoadedCard): string {
  const name = card.data.name;
  return typeof name === 'string' && name ? name : card.id;
}
