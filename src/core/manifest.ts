/**
 * The game manifest, `cards/<game>/game.yaml`: what the game is, the card geometry, the decks
 * (card type, back, expected count, colour identity), the inline symbols of its card text and
 * its physical components. Declared once here; type and JSON Schema come from the same object.
 */
import { Type, type Static } from '@sinclair/typebox';
import { Icon, Id } from './schema-kit.js';

const Color = Type.String({ pattern: '^#[0-9a-fA-F]{6}$', description: 'a colour as #rrggbb, e.g. "#8b1e2d"' });

export const DeckSchema = Type.Object(
  {
    id: Id({ description: 'deck id, used by card files (`deck: <id>`) and output folders' }),
    name: Type.String({ minLength: 1, description: 'deck name as printed' }),
    type: Type.String({ minLength: 1, description: 'card type of the pack, e.g. "creature"' }),
    count: Type.Integer({ minimum: 1, description: 'how many cards the deck must have' }),
    color: Color,
    accent: Type.Optional(Color),
    back: Type.Object(
      {
        template: Type.String({ minLength: 1, description: 'back template under templates/<game>/' }),
        icon: Icon(),
        label: Type.String({ minLength: 1 }),
        unique: Type.Optional(Type.Boolean({ description: 'true when each card has its own back (the back template gets the card)' })),
      },
      { additionalProperties: false, description: 'the back design of the deck' },
    ),
  },
  { additionalProperties: false },
);

export const SymbolSchema = Type.Object(
  {
    icon: Icon(),
    color: Color,
    label: Type.String({ minLength: 1, description: 'what the symbol means, for docs and tooltips' }),
  },
  { additionalProperties: false },
);

export const ComponentSchema = Type.Object(
  {
    id: Id(),
    kind: Type.Union([Type.Literal('die')], { description: 'component kind: "die"' }),
    sides: Type.Integer({ minimum: 2, maximum: 100 }),
    count: Type.Integer({ minimum: 1 }),
    color: Color,
    name: Type.String({ minLength: 1 }),
  },
  { additionalProperties: false },
);

export const ManifestSchema = Type.Object(
  {
    title: Type.String({ minLength: 1 }),
    subtitle: Type.Optional(Type.String()),
    pack: Id({ description: 'the pack code under src/games/, e.g. "codex"' }),
    language: Type.String({ pattern: '^[a-z]{2}(-[A-Z]{2})?$', description: 'BCP 47 language, e.g. "fr"' }),
    card: Type.Object(
      {
        width: Type.Number({ exclusiveMinimum: 0, description: 'trim width in mm' }),
        height: Type.Number({ exclusiveMinimum: 0, description: 'trim height in mm' }),
        bleed: Type.Number({ minimum: 0, description: 'bleed on each side in mm' }),
        safe: Type.Number({ minimum: 0, description: 'safe margin inside the trim line in mm' }),
        dpi: Type.Integer({ minimum: 72, maximum: 1200 }),
      },
      { additionalProperties: false },
    ),
    fonts: Type.Object(
      {
        title: Type.String({ minLength: 1, description: 'family from fonts/fonts.json for names' }),
        body: Type.String({ minLength: 1, description: 'family from fonts/fonts.json for card text' }),
      },
      { additionalProperties: false },
    ),
    symbols: Type.Record(Type.String({ pattern: '^[A-Za-z][A-Za-z0-9-]*$' }), SymbolSchema),
    decks: Type.Array(DeckSchema, { minItems: 1 }),
    components: Type.Optional(Type.Array(ComponentSchema, { default: [], description: 'physical components: dice...' })),
  },
  { additionalProperties: false },
);

export type Manifest = Static<typeof ManifestSchema>;
export type DeckDef = Static<typeof DeckSchema>;
export type SymbolDef = Static<typeof SymbolSchema>;

/** Card geometry in pixels, derived from the manifest's millimetres. */
export interface CardGeometry {
  dpi: number;
  width: number;
  height: number;
  bleed: number;
  safe: number;
  /** Full image size including bleed. */
  fullWidth: number;
  fullHeight: number;
}

export function cardGeometry(card: Manifest['card']): CardGeometry {
  const px = (mm: number) => Math.round((mm / 25.4) * card.dpi);
  const fullWidth = px(card.width + 2 * card.bleed);
  const fullHeight = px(card.height + 2 * card.bleed);
  return {
    dpi: card.dpi,
    width: px(card.width),
    height: px(card.height),
    bleed: px(card.bleed),
    safe: px(card.safe),
    fullWidth,
    fullHeight,
  };
}
