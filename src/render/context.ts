/**
 * What a template gets besides its card: the geometry of its format, the deck's identity (or the
 * component's), fonts, icons, the game's symbols, and a way to report a problem located at a
 * field of the card.
 */
import type { CardGeometry, DeckDef, Manifest, SymbolDef } from '../core/manifest.js';
import type { PathSegment } from '../core/yaml-source.js';
import type { Look } from '../core/look.js';
import type { DrawnComponent, FormatKind } from '../core/formats.js';

export interface CardProblem {
  /** Which check it belongs to: a text that does not fit, a character the font lacks, an image with too few pixels, anything else a template finds wrong. */
  rule: 'render/text-fit' | 'render/missing-glyph' | 'render/template' | 'render/image-resolution';
  /** An error by default; a warning (an image with too few pixels) is said, and the card is still drawn and kept. */
  severity?: 'warning';
  /** Field of the card the problem is in, e.g. ['actives', 0, 'effect']. */
  path: PathSegment[];
  /** What is wrong and how to fix it, in English. */
  message: string;
  /** A piece of the field's text to point at. */
  needle?: string;
}

/**
 * The manifest as a template sees it: with `options` of the type `O` when the template says which
 * (`RenderContext<Options>`, Options being generated in card-types.d.ts from the types file's
 * `options:`). Every declared option is there, its default filled in when the manifest leaves it
 * out: the pack is checked, defaults applied, before anything is drawn.
 */
export type ManifestWithOptions<O> = Manifest & {
  // A key remapped to nothing when no options type is given (RenderContext alone is the plain
  // manifest). Written as a mapped type rather than a conditional one so that TypeScript compares
  // contexts by their members: a RenderContext<Options> then goes wherever a RenderContext does
  // (to every shared component), as a conditional type would make it invariant and refuse.
  [K in 'options' as unknown extends O ? never : K]: O;
};

/**
 * What a template receives besides its card. `O` is the type of the game's options (the types
 * file's `options:`, generated as `Options` in the pack's card-types.d.ts): `RenderContext<Options>`
 * reads `ctx.manifest.options.tours` as the number it is, without a cast.
 */
export interface RenderContext<O = unknown> {
  /** The game's manifest (game.yaml): its title, `language`, decks, symbols, and `options` typed as `O`. */
  manifest: ManifestWithOptions<O>;
  /** The image's geometry in pixels: its format's size at the manifest's dpi. */
  geometry: CardGeometry;
  /** Size of the safe area, where everything that matters is drawn (Frame lays children out there). */
  safe: { width: number; height: number };
  /** The format drawn in: 'card' (the manifest's card:) or a name of formats:, its kind and its cut. */
  format: { name: string; kind: FormatKind; shape: 'rect' | 'round' };
  /**
   * The deck; for a token, board or sheet, the component as a deck of its own (its id, name,
   * count and colours), so the shared components draw it as they draw cards.
   */
  deck: DeckDef;
  /** The token, board or sheet drawn (its manifest entry, also the template's data), or null for a card. */
  component: DrawnComponent | null;
  /** The side drawn: a card's or token's front, a back. */
  side: 'front' | 'back';
  /** The card's id (the component's), or null when drawing a deck back. */
  cardId: string | null;
  /** The manifest's font families: `title` (names) and `body` (card text), for a `fontFamily` style. */
  fonts: Manifest['fonts'];
  /** The game's colours for the shared components (the manifest's `look:`). */
  look: Look;
  /** An icon of the icon set as an image source, drawn in `color`. */
  icon(name: string, color: string): string;
  /** A symbol of the manifest's `symbols:` (its icon, colour and label), by the name card text writes in braces. */
  symbol(name: string): SymbolDef | undefined;
  /** A card this card references (checked to exist by core/reference), e.g. ref('objet', 'dague-noire'). */
  ref(type: string, value: string | number): Record<string, unknown> | undefined;
  /** Reports a problem located at a field of the card (the shared components report theirs): the check lists it at its line. */
  report(problem: CardProblem): void;
  /** The content of the data file the deck draws (the manifest's deck `data:`), e.g. a table of what each card means. */
  data?: unknown;
  /**
   * The card's layout passes (run by src/render/draw.ts): every text box of a card is set at one size, the
   * largest at which all of them fit, and a flexible art box gives up height before any text
   * shrinks. Absent when a template is run on its own (each box then fits alone).
   */
  layout?: CardLayout;
}

/** What a card's text boxes and art box share across the layout passes. */
export interface CardLayout {
  /** The size in px every text box is set at, at most its own preferred size; null while measuring. */
  textSize: number | null;
  /** A text box says the size it fits at and the size it prefers (px). */
  fitted(size: number, preferred: number): void;
  /** The height of a flexible box (the art): `preferred` in the first pass, less (down to `min`) while text would shrink. */
  flexHeight(preferred: number, min: number): number;
}

/** A satori element: what the `h` factory builds. */
export interface SatoriElement {
  /** An HTML element's name: 'div', 'img', 'svg'... */
  type: string;
  /** Its attributes, `style` (the CSS subset satori knows) and `children`. */
  props: Record<string, unknown> & { children?: unknown };
  /** Unused: satori's elements need no key (the shape React's elements have). */
  key?: null;
}

/** A card template module: templates/<game>/<name>.tsx. */
export interface TemplateModule {
  default(card: Record<string, unknown> | null, ctx: RenderContext): SatoriElement;
}
