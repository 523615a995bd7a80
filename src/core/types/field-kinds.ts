/**
 * The kinds of field a pack's types file may declare, and what each kind accepts. This table is
 * the whole field language: `compile-field.ts` turns a declaration into a JSON Schema with it,
 * `docs/packs.md` documents it, and `scripts/card-types-ts.js` (which cannot import compiled
 * code, as it runs before the compiler) mirrors its mapping to TypeScript.
 */

export type FieldKind =
  | 'id'
  | 'name'
  | 'copies'
  | 'text'
  | 'line'
  | 'string'
  | 'integer'
  | 'number'
  | 'choice'
  | 'flag'
  | 'ref'
  | 'icon'
  | 'image'
  | 'list'
  | 'group'
  | 'either';

/** Keys every declaration may have. */
export const COMMON_KEYS = ['kind', 'description', 'label', 'optional', 'default'] as const;

export interface KindInfo {
  /** What the kind is, for messages and docs. */
  summary: string;
  /** Keys this kind accepts besides the common ones. */
  keys: readonly string[];
  /** Keys it cannot do without. */
  required?: readonly string[];
}

export const FIELD_KINDS: Record<FieldKind, KindInfo> = {
  id: { summary: 'a card id: lowercase words joined by hyphens', keys: [] },
  name: { summary: 'the name printed on the card (at most 40 characters)', keys: [] },
  copies: { summary: 'how many copies of the card the deck holds (1 to 20, default 1)', keys: [] },
  text: { summary: 'card text, with inline {symbols}, *emphasis* and "Card Names"', keys: [] },
  line: { summary: 'a plain line of text that is not blank (`max` characters, 120 by default)', keys: ['max'] },
  string: { summary: 'a string, with an optional `pattern` (a regular expression) and length range `min`–`max`', keys: ['pattern', 'min', 'max'] },
  integer: { summary: 'a whole number in the range `min`–`max`', keys: ['min', 'max'] },
  number: { summary: 'a number in the range `min`–`max`', keys: ['min', 'max'] },
  choice: { summary: 'one value of the list `of`', keys: ['of'], required: ['of'] },
  flag: { summary: 'true or false', keys: [] },
  ref: {
    summary: 'a reference to a card of type `to`, by its id or by its field `key` (whose form `value` declares)',
    keys: ['to', 'key', 'value'],
    required: ['to'],
  },
  icon: { summary: 'an icon name of the game-icons set, e.g. "fire-ray"', keys: [] },
  image: { summary: 'an image file of the project (PNG, JPEG, WebP or SVG), by its path from the project folder, e.g. "art/fog.png"', keys: [] },
  list: { summary: 'a list of `of` (a field declaration), `min` to `max` items', keys: ['of', 'min', 'max'], required: ['of'] },
  group: { summary: 'a mapping with its own `fields`', keys: ['fields'], required: ['fields'] },
  either: { summary: 'a value of one of the declarations listed in `of`', keys: ['of'], required: ['of'] },
};

export const KIND_NAMES = Object.keys(FIELD_KINDS) as FieldKind[];

export function isFieldKind(name: string): name is FieldKind {
  return Object.prototype.hasOwnProperty.call(FIELD_KINDS, name);
}
