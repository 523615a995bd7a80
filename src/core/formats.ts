/**
 * The formats of a pack: what is cut, and at which size. `card` is the manifest's `card:` (its
 * dpi is every image's); `formats:` names more (smaller cards, tokens, boards, pages). A deck
 * draws its cards in one format, a token, board or sheet in its own.
 */
import { FORMAT_KINDS, type BoardDef, type ComponentDef, type DeckDef, type Manifest, type SheetDef, type TokenDef } from './manifest.js';

export type FormatKind = (typeof FORMAT_KINDS)[number];

/** The name of the manifest's `card:` format, every deck's unless it names another. */
export const CARD_FORMAT = 'card';

export interface Format {
  name: string;
  kind: FormatKind;
  /** Trim size, bleed and safe margin in mm. */
  width: number;
  height: number;
  bleed: number;
  safe: number;
  shape: 'rect' | 'round';
  /** The resolution its images are laid out at: the manifest's card.dpi. */
  dpi: number;
}

/** Every format of the manifest: `card` first, then those of `formats:` in their order. */
export function formatsOf(manifest: Pick<Manifest, 'card' | 'formats'>): Format[] {
  const { dpi } = manifest.card;
  const card: Format = { name: CARD_FORMAT, kind: 'card', width: manifest.card.width, height: manifest.card.height, bleed: manifest.card.bleed, safe: manifest.card.safe, shape: 'rect', dpi };
  const named = Object.entries(manifest.formats ?? {})
    .filter(([name]) => name !== CARD_FORMAT)
    .map(([name, f]): Format => ({ name, kind: f.kind, width: f.width, height: f.height, bleed: f.bleed, safe: f.safe, shape: f.shape ?? 'rect', dpi }));
  return [card, ...named];
}

export function formatNamed(manifest: Pick<Manifest, 'card' | 'formats'>, name: string): Format | undefined {
  return formatsOf(manifest).find((f) => f.name === name);
}

/** The format a deck's cards are drawn in (undefined when it names none the manifest has). */
export function deckFormat(manifest: Pick<Manifest, 'card' | 'formats'>, deck: Pick<DeckDef, 'format'>): Format | undefined {
  return formatNamed(manifest, deck.format ?? CARD_FORMAT);
}

/** The components that are drawn (all but dice), with the kind of format each needs. */
export type DrawnComponent = TokenDef | BoardDef | SheetDef;

export const COMPONENT_FORMAT_KIND: Record<DrawnComponent['kind'], FormatKind> = { token: 'token', board: 'board', sheet: 'page' };

export function isDrawn(c: ComponentDef): c is DrawnComponent {
  return c.kind !== 'die';
}

export function drawnComponents(manifest: Pick<Manifest, 'components'>): DrawnComponent[] {
  return (manifest.components ?? []).filter(isDrawn);
}

/** The templates a component draws with: its front (or only face), and its back when it has one. */
export function componentTemplates(c: DrawnComponent): { front: string; back: string | null } {
  return c.kind === 'token' ? { front: c.front.template, back: c.back?.template ?? null } : { front: c.template, back: null };
}
