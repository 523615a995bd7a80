/**
 * What a template gets besides its card: the card geometry, the deck's identity, fonts,
 * icons, the game's symbols, and a way to report a problem located at a field of the card.
 */
import type { CardGeometry, DeckDef, Manifest, SymbolDef } from '../core/manifest.js';
import type { PathSegment } from '../core/yaml-source.js';
import type { Look } from '../core/look.js';

export interface CardProblem {
  rule: 'render/text-fit' | 'render/missing-glyph' | 'render/template';
  /** Field of the card the problem is in, e.g. ['actives', 0, 'effect']. */
  path: PathSegment[];
  message: string;
  /** A piece of the field's text to point at. */
  needle?: string;
}

export interface RenderContext {
  manifest: Manifest;
  geometry: CardGeometry;
  /** Size of the safe area, where everything that matters is drawn (Frame lays children out there). */
  safe: { width: number; height: number };
  deck: DeckDef;
  /** The card's id, or null when drawing a deck back. */
  cardId: string | null;
  fonts: Manifest['fonts'];
  /** The game's colours for the shared components (the manifest's `look:`). */
  look: Look;
  /** An icon of the icon set as an image source, drawn in `color`. */
  icon(name: string, color: string): string;
  symbol(name: string): SymbolDef | undefined;
  /** A card this card references (checked to exist by core/reference), e.g. ref('objet', 'dague-noire'). */
  ref(type: string, value: string | number): Record<string, unknown> | undefined;
  report(problem: CardProblem): void;
}

/** A satori element: what the `h` factory builds. */
export interface SatoriElement {
  type: string;
  props: Record<string, unknown> & { children?: unknown };
  key?: null;
}

/** A card template module: templates/<game>/<name>.tsx. */
export interface TemplateModule {
  default(card: Record<string, unknown> | null, ctx: RenderContext): SatoriElement;
}
