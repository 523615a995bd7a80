/**
 * What the exporters (print sheets, Tabletop Simulator) work from: each deck of the manifest,
 * in order, with its cards in the order of the card files, and for each card its front and back
 * as the render's image set holds them. Cards the set has no image for (left out of the render
 * because of errors) are listed apart, so an exporter reports them instead of silently printing
 * an incomplete deck.
 */
import type { DeckDef, Manifest } from '../core/manifest.js';
import { copiesOf, type LoadedCard, type LoadedPack } from '../core/pack.js';
import { findImage, type ImageSet, type RenderedImage } from '../render/image-set.js';
import { componentTemplates, deckFormat, drawnComponents, formatNamed, type DrawnComponent, type Format } from '../core/formats.js';
import { describeCard } from './describe.js';
import { packArt, type UsedArt } from '../core/art-credits.js';

/** Ids of the second and later copies of a card: `encre~2`, `encre~3`. */
export const COPY_SEPARATOR = '~';

export interface ExportCard {
  /** The card's id; for its second and later copies, the id with `~2`, `~3`… */
  id: string;
  /** The card's printed name (its id when it has none). */
  name: string;
  /** Plain text of the card (with [b]…[/b] for emphasis), for tooltips and card lists. */
  description: string;
  front: RenderedImage;
  back: RenderedImage;
  /** True when the card has its own back (numbered Secrets). */
  ownBack: boolean;
}

export interface ExportDeck {
  deck: DeckDef;
  /** The format its cards are drawn in. */
  format: Format;
  cards: ExportCard[];
}

/** A token, board or sheet, with its images: `count` of it are printed and exported. */
export interface ExportComponent {
  component: DrawnComponent;
  format: Format;
  name: string;
  count: number;
  front: RenderedImage;
  /** A token's back; null for a one-faced token, a board or a sheet. */
  back: RenderedImage | null;
}

export interface CardSet {
  title: string;
  manifest: Manifest;
  /** The images the cards are drawn with. */
  images: ImageSet;
  decks: ExportDeck[];
  /** Tokens, boards and sheets, in the manifest's order (dice are the manifest's own). */
  components: ExportComponent[];
  /** Cards that have no rendered image, by "deck/id"; components by "id/id". */
  missing: string[];
  /** The credits of the game's own images its cards draw (its manifest's `art:`). */
  art: UsedArt[];
}

export function cardSet(pack: LoadedPack, images: ImageSet): CardSet {
  const manifest = pack.manifest;
  if (!manifest) throw new Error(`${pack.name}: the manifest could not be read`);
  const missing: string[] = [];
  const decks = manifest.decks.flatMap((deck) => {
    const format = deckFormat(manifest, deck);
    const cards: ExportCard[] = [];
    for (const card of pack.cards.filter((c) => c.deck.id === deck.id)) {
      const front = card.valid ? findImage(images, 'front', deck.id, card.id) : undefined;
      const back = card.valid ? findImage(images, 'back', deck.id, deck.back.unique ? card.id : null) : undefined;
      if (!front || !back) {
        missing.push(`${deck.id}/${card.id}`);
        continue;
      }
      const entry = { name: cardName(card), description: describeCard(pack, card), front, back, ownBack: Boolean(deck.back.unique) };
      // Each copy is a card of its own in the deck (its own slot on a sheet, its own TTS card).
      for (let k = 1; k <= copiesOf(card); k++) cards.push({ id: k === 1 ? card.id : `${card.id}${COPY_SEPARATOR}${k}`, ...entry });
    }
    return format ? [{ deck, format, cards }] : [];
  });
  const components = drawnComponents(manifest).flatMap((component): ExportComponent[] => {
    const format = formatNamed(manifest, component.format);
    const front = findImage(images, 'front', component.id, component.id);
    const wantsBack = componentTemplates(component).back !== null;
    const back = wantsBack ? findImage(images, 'back', component.id, component.id) ?? null : null;
    if (!format || !front || (wantsBack && !back)) {
      missing.push(`${component.id}/${component.id}`);
      return [];
    }
    return [{ component, format, name: component.name, count: component.count, front, back }];
  });
  return { title: manifest.title, manifest, images, decks: decks.filter((d) => d.cards.length), components, missing, art: packArt(pack) };
}

function cardName(card: LoadedCard): string {
  const name = card.data.name;
  return typeof name === 'string' && name ? name : card.id;
}
