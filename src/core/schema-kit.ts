/**
 * Building blocks for card-type declarations. A card type is declared once, as a TypeBox
 * schema: ajv validates YAML against it, `Static<>` gives the TypeScript type, and
 * `deckwright schema` writes it out for editors. The `x-*` annotations let generic code find
 * card text and cross-card references without a pack-specific walker.
 */
import { Type, type TSchema, type SchemaOptions } from '@sinclair/typebox';

/** Annotation on a string that is card text (inline `{symbols}`, `*emphasis*`, "Card Names"). */
export const TEXT_KEYWORD = 'x-card-text';
/** Annotation on a value that names another card: `{ type, key }` (key defaults to `id`). */
export const REF_KEYWORD = 'x-ref';
/** Annotation on a string that names an icon of the icon set. */
export const ICON_KEYWORD = 'x-icon';
/** Annotation on a string that names an image file of the project (core/images checks it). */
export const IMAGE_KEYWORD = 'x-image';
/**
 * Annotation on a string players read, in the game's language: a name, a line, card text, a deck's
 * name or a back's label. The typography rule (core/typography) checks these and nothing else.
 */
export const PROSE_KEYWORD = 'x-prose';

export interface RefTarget {
  /** Card type the reference must resolve to. */
  type: string;
  /** Field of the target card that the value matches. */
  key?: string;
}

export const Id = (opts: SchemaOptions = {}) =>
  Type.String({
    pattern: '^[a-z0-9]+(-[a-z0-9]+)*$',
    // Ids name output files: kept well under the file systems' 255 bytes a name.
    maxLength: 64,
    description: 'card id: lowercase words joined by hyphens, e.g. "fire-bolt"',
    ...opts,
  });

/**
 * The pattern of a string that is not only spaces; validate.ts words its error as "is blank".
 * The spaces are listed (those of JavaScript's `\s`, written as the characters themselves) rather
 * than written `\S`: patterns are matched by RE2 (linear-regexp.ts), whose `\s` is ASCII only, and
 * editors read the same schemas with JavaScript's engine; the list means the same to both.
 */
export const NON_BLANK = '[^\t\n\v\f\r \u00a0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000\ufeff]';

/**
 * A string that must say something: not empty and not only spaces (a blank name would print as
 * nothing, silently). `maxLength` keeps a runaway value from reaching the layout.
 */
export const NonBlank = (opts: SchemaOptions & { maxLength: number }) => Type.String({ minLength: 1, pattern: NON_BLANK, ...opts });

export const Name = (opts: SchemaOptions = {}) => Prose({ maxLength: 40, description: 'the name printed on the card', ...opts });

/** A string players read (a name, a line of text, a label): not blank, and set in the game's typography. */
export const Prose = (opts: SchemaOptions & { maxLength: number }) => Type.String({ minLength: 1, pattern: NON_BLANK, ...opts, [PROSE_KEYWORD]: true });

/** How many copies of a card the deck holds (one image, printed and exported that many times). */
export const Copies = (opts: SchemaOptions = {}) =>
  Type.Integer({ minimum: 1, maximum: 20, default: 1, description: 'how many copies of this card the deck holds (default 1)', ...opts });

export const CardText = (opts: SchemaOptions = {}) =>
  Type.String({
    minLength: 1,
    pattern: NON_BLANK,
    // Far more than any card holds: text longer than this could never fit, so it stops here.
    maxLength: 2000,
    description: 'card text; inline symbols as {mana}, emphasis as *Haste*, card names in "quotes"',
    ...opts,
    [TEXT_KEYWORD]: true,
    [PROSE_KEYWORD]: true,
  });

export const Ref = (target: RefTarget, base: TSchema = Type.String({ minLength: 1 }), opts: SchemaOptions = {}) =>
  Type.Unsafe<string>({ ...base, description: `reference to a ${target.type} card by ${target.key ?? 'id'}`, ...opts, [REF_KEYWORD]: target });

export const Icon = (opts: SchemaOptions = {}) =>
  Type.String({
    pattern: '^[a-z0-9]+(-[a-z0-9]+)*$',
    description: 'art: an icon name of the game-icons set, e.g. "fire-ray"',
    ...opts,
    [ICON_KEYWORD]: true,
  });

/**
 * The path of an image file from the project folder, e.g. "art/fog.png". Only its length is
 * bounded here: whether the file is there, inside the project, an image and credited is
 * core/images' to say, at the same place, in words a schema error has not.
 */
export const ImageFile = (opts: SchemaOptions = {}) =>
  Type.String({
    minLength: 1,
    maxLength: 300,
    description: 'an image file (PNG, JPEG, WebP or SVG) by its path from the project folder, e.g. "art/fog.png"',
    ...opts,
    [IMAGE_KEYWORD]: true,
  });

export const CUSTOM_KEYWORDS = [TEXT_KEYWORD, REF_KEYWORD, ICON_KEYWORD, IMAGE_KEYWORD, PROSE_KEYWORD];
