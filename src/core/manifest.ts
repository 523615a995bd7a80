/**
 * The game manifest, `cards/<game>/game.yaml`: what the game is, the card geometry, the decks
 * (card type, back, expected count, colour identity), the inline symbols of its card text and
 * its physical components. Declared once here; type and JSON Schema come from the same object.
 */
import { Type, type Static } from '@sinclair/typebox';
import { Icon, Id, NonBlank, Prose } from './schema-kit.js';
import { FontFilesSchema } from './font-files.js';

const Color = Type.String({ pattern: '^#[0-9a-fA-F]{6}$', description: 'a colour as #rrggbb, e.g. "#8b1e2d"' });

export const DeckSchema = Type.Object(
  {
    id: Id({ description: 'deck id, used by card files (`deck: <id>`) and output folders' }),
    name: Prose({ maxLength: 40, description: 'deck name as printed' }),
    type: Type.String({ minLength: 1, maxLength: 40, description: 'card type of the pack, e.g. "spell"' }),
    count: Type.Integer({ minimum: 1, maximum: 1000, description: 'how many cards the deck must have, 1 to 1000' }),
    sets: Type.Optional(
      Type.Integer({
        minimum: 1,
        maximum: 10,
        description:
          'how many copies of the whole deck the game is played with, 1 (the default) to 10, e.g. 2 for a game that uses two ordinary packs of cards: the deck is printed once (the cover says how many times to print it) and Tabletop Simulator gets that many decks',
      }),
    ),
    color: Color,
    accent: Type.Optional(Color),
    format: Type.Optional(
      Id({ description: 'the format of its cards: "card" (the default: the manifest\'s card:) or a name under formats: of kind card, e.g. "mini"' }),
    ),
    generate: Type.Optional(
      Type.Object(
        {
          ranks: Type.Array(Prose({ maxLength: 20 }), { minItems: 1, maxItems: 60, uniqueItems: true, description: 'the ranks, in order, e.g. [Ace, "2", "3", Jack, Queen, King]' }),
          suits: Type.Array(Prose({ maxLength: 20 }), { minItems: 1, maxItems: 20, uniqueItems: true, description: 'the suits, in order, e.g. [Spades, Hearts, Diamonds, Clubs]' }),
          name: Type.Optional(
            Prose({ maxLength: 80, description: 'the name each card gets, where {rank} and {suit} stand for its rank and suit, e.g. "{rank} of {suit}"' }),
          ),
          id: Type.Optional(
            Type.String({
              pattern: '^[a-z0-9-]*\\{rank\\}[a-z0-9-]*\\{suit\\}[a-z0-9-]*$|^[a-z0-9-]*\\{suit\\}[a-z0-9-]*\\{rank\\}[a-z0-9-]*$',
              description: 'the id each card gets, where {rank} and {suit} stand for them in lowercase words, e.g. "trump-{rank}-{suit}" (default "{rank}-{suit}"): two generated decks of one pack need different ids',
            }),
          ),
        },
        {
          additionalProperties: false,
          description: 'a deck made by rule instead of card files: one card for each rank of each suit, with the fields id, rank and suit (and name, when given)',
        },
      ),
    ),
    data: Type.Optional(
      Type.String({
        pattern: '^[A-Za-z0-9_/-]+\\.ya?ml$',
        description: 'a data file of the pack (one that `data:` declares) its templates read, e.g. "prices.yaml": each card\'s front and the back get its content as `ctx.data`, and a change to it redraws the deck',
      }),
    ),
    back: Type.Object(
      {
        template: Id({ description: 'the back template: the name of a file of templates/<pack>/, without .tsx, e.g. "back"' }),
        icon: Icon(),
        label: Prose({ maxLength: 40, description: 'the word printed on the back, e.g. "Spell"' }),
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
    label: Prose({ maxLength: 120, description: 'what the symbol means, for docs and tooltips' }),
  },
  { additionalProperties: false },
);

/** What a format cuts: a deck's cards, tokens, boards, or pages printed on their own (sheets). */
export const FORMAT_KINDS = ['card', 'token', 'board', 'page'] as const;

export const FormatSchema = Type.Object(
  {
    kind: Type.Union(
      FORMAT_KINDS.map((k) => Type.Literal(k)),
      { description: 'what is cut in this format: "card" (the cards of a deck), "token", "board" or "page" (a sheet printed one a page)' },
    ),
    width: Type.Number({ minimum: 5, maximum: 1000, description: 'trim width in mm, 5 to 1000' }),
    height: Type.Number({ minimum: 5, maximum: 1000, description: 'trim height in mm, 5 to 1000' }),
    bleed: Type.Number({ minimum: 0, maximum: 10, description: 'bleed on each side in mm, 0 to 10 (3 is usual; 0 for a page printed as it is)' }),
    safe: Type.Number({ minimum: 0, maximum: 50, description: 'safe margin inside the trim line in mm, 0 to 50' }),
    shape: Type.Optional(
      Type.Union([Type.Literal('rect'), Type.Literal('round')], {
        description: 'the cut: "rect" (the default) or "round" (a disc; width and height equal), for tokens',
      }),
    ),
  },
  { additionalProperties: false },
);

const ComponentId = (what: string) =>
  Id({ description: `the ${what}'s id: lowercase words joined by hyphens, unique among the decks and components (it names its images)` });
const ComponentName = Prose({ maxLength: 40, description: 'the name of the component, e.g. "Red die"' });
const ComponentFormat = (kind: string) => Id({ description: `the name of a format under formats: of kind ${kind}` });
const Template = (what: string) => Id({ description: `the template of ${what}: the name of a file of templates/<pack>/, without .tsx` });
const Face = (what: string) => Type.Object({ template: Template(what) }, { additionalProperties: false, description: `how ${what} is drawn` });

export const DieSchema = Type.Object(
  {
    id: ComponentId('die'),
    kind: Type.Literal('die', { description: 'a die of Tabletop Simulator\'s (d4, d6, d8, d10, d12, d20 there)' }),
    sides: Type.Integer({ minimum: 2, maximum: 100, description: 'faces of the die, 2 to 100' }),
    count: Type.Integer({ minimum: 1, maximum: 100, description: 'how many of these dice the game has, 1 to 100' }),
    color: Color,
    name: ComponentName,
  },
  { additionalProperties: false },
);

export const TokenSchema = Type.Object(
  {
    id: ComponentId('token'),
    kind: Type.Literal('token', { description: 'a token cut out of card stock, drawn by its templates' }),
    name: ComponentName,
    format: ComponentFormat('token'),
    count: Type.Integer({ minimum: 1, maximum: 100, description: 'how many of these tokens the game has, 1 to 100' }),
    front: Face('the front'),
    back: Type.Optional(Face('the back (left out: the token has one face)')),
    color: Type.Optional(Color),
    accent: Type.Optional(Color),
  },
  { additionalProperties: false },
);

export const BoardSchema = Type.Object(
  {
    id: ComponentId('board'),
    kind: Type.Literal('board', { description: 'a game board, drawn by its template' }),
    name: ComponentName,
    format: ComponentFormat('board'),
    template: Template('the board'),
    data: Type.Optional(
      Type.String({
        pattern: '^[A-Za-z0-9_/-]+\\.ya?ml$',
        description: 'a data file of the pack (one that `data:` declares) the template draws, e.g. "maps/harbour.yaml": the template gets its content as `data`',
      }),
    ),
    count: Type.Optional(Type.Integer({ minimum: 1, maximum: 10, default: 1, description: 'how many of these boards the game has, 1 (the default) to 10' })),
    color: Type.Optional(Color),
    accent: Type.Optional(Color),
  },
  { additionalProperties: false },
);

export const SheetSchema = Type.Object(
  {
    id: ComponentId('sheet'),
    kind: Type.Literal('sheet', { description: 'a sheet printed on a page of its own (a character sheet, a player aid), drawn by its template' }),
    name: ComponentName,
    format: ComponentFormat('page'),
    template: Template('the sheet'),
    count: Type.Optional(Type.Integer({ minimum: 1, maximum: 100, default: 1, description: 'how many copies the game has, 1 (the default) to 100' })),
    color: Type.Optional(Color),
    accent: Type.Optional(Color),
  },
  { additionalProperties: false },
);

export type DieDef = Static<typeof DieSchema>;
export type TokenDef = Static<typeof TokenSchema>;
/** Once checked, a count left out is there: its default, 1. */
export type BoardDef = Omit<Static<typeof BoardSchema>, 'count'> & { count: number };
export type SheetDef = Omit<Static<typeof SheetSchema>, 'count'> & { count: number };
export type ComponentDef = DieDef | TokenDef | BoardDef | SheetDef;

/** A component: one of the kinds, told apart by `kind` (each kind's keys are checked at their line). */
export const ComponentSchema = Type.Unsafe<ComponentDef>({
  type: 'object',
  oneOf: [DieSchema, TokenSchema, BoardSchema, SheetSchema],
  discriminator: { propertyName: 'kind' },
  description: 'a component: kind "die", "token", "board" or "sheet"',
});

/**
 * Who made a game's own art, and under which licence: printed on the credits page and in
 * CREDITS.txt, and core/images checks that every image a card draws is covered by an entry.
 */
export const ArtCreditSchema = Type.Object(
  {
    files: Type.Union(
      [
        NonBlank({ maxLength: 300 }),
        Type.Array(NonBlank({ maxLength: 300 }), { minItems: 1, maxItems: 100 }),
      ],
      {
        description:
          'the image files this entry credits, by their path from the project folder: a file ("art/fog.png"), a pattern ("art/forest/*.png", "art/**"), or a list of them',
      },
    ),
    author: NonBlank({ maxLength: 200, description: 'who made the images, e.g. "Camille Martin"' }),
    licence: NonBlank({ maxLength: 200, description: 'their licence, e.g. "CC BY 4.0", or "all rights reserved, used with permission"' }),
    source: Type.Optional(NonBlank({ maxLength: 300, description: 'where they come from, e.g. a web address' })),
  },
  { additionalProperties: false },
);

export type ArtCredit = Static<typeof ArtCreditSchema>;

export const ManifestSchema = Type.Object(
  {
    title: Prose({ maxLength: 80, description: "the game's title" }),
    subtitle: Type.Optional(Prose({ maxLength: 160, description: 'a line under the title on the cover' })),
    pack: Id({
      description:
        'the pack id: its templates are in templates/<pack>/, and its code, if it has any, in src/games/<pack>/ (e.g. "my-game")',
    }),
    types: Type.Optional(
      Type.String({
        pattern: '^[A-Za-z0-9_-]+\\.ya?ml$',
        description: "a YAML file of this folder that declares the game's card types (and data types, options), e.g. \"types.yaml\"",
      }),
    ),
    data: Type.Optional(
      Type.Array(
        Type.Object(
          {
            id: Id({ description: 'the id of this set of data files, e.g. "teams"' }),
            type: Id({ description: 'the data type (declared under `dataTypes:` of a types file) each file must match' }),
            path: Type.String({
              pattern: '^[A-Za-z0-9_-]+(\\.ya?ml|/)$',
              description: 'a YAML file of this folder ("party.yaml"), or a subfolder whose YAML files are all of this type ("maps/")',
            }),
          },
          { additionalProperties: false },
        ),
        { maxItems: 50, description: "the pack's own data files (deck lists, parties, maps), each set with its type and where it lives" },
      ),
    ),
    options: Type.Optional(
      Type.Object({}, { additionalProperties: true, description: "the pack's own settings, as its types file declares them under `options:`" }),
    ),
    language: Type.String({ pattern: '^[a-z]{2}(-[A-Z]{2})?$', description: 'BCP 47 language, e.g. "fr"' }),
    card: Type.Object(
      {
        width: Type.Number({ minimum: 5, maximum: 1000, description: 'trim width in mm, 5 to 1000' }),
        height: Type.Number({ minimum: 5, maximum: 1000, description: 'trim height in mm, 5 to 1000' }),
        bleed: Type.Number({ minimum: 0, maximum: 10, description: 'bleed on each side in mm, 0 to 10 (3 is usual)' }),
        safe: Type.Number({ minimum: 0, maximum: 50, description: 'safe margin inside the trim line in mm, 0 to 50 (3 is usual)' }),
        dpi: Type.Integer({ minimum: 72, maximum: 1200, description: 'resolution of the card images, 72 to 1200 dots per inch' }),
      },
      { additionalProperties: false },
    ),
    look: Type.Optional(
      Type.Object(
        {
          paper: Type.Optional(Color),
          ink: Type.Optional(Color),
          rim: Type.Optional(Color),
        },
        {
          additionalProperties: false,
          description: 'the colours of the shared template components: paper (the face), ink (text), rim (panels and badges); neutral by default',
        },
      ),
    ),
    fonts: Type.Object(
      {
        title: Type.String({ minLength: 1, maxLength: 60, description: "family for names: a bundled one (fonts/fonts.json) or one of the game's own files" }),
        body: Type.String({ minLength: 1, maxLength: 60, description: "family for card text: a bundled one (fonts/fonts.json) or one of the game's own files" }),
        files: Type.Optional(FontFilesSchema),
      },
      { additionalProperties: false },
    ),
    symbols: Type.Record(Type.String({ pattern: '^[A-Za-z][A-Za-z0-9-]*$' }), SymbolSchema, { maxProperties: 100 }),
    formats: Type.Optional(
      Type.Record(Type.String({ pattern: '^[a-z0-9]+(-[a-z0-9]+)*$' }), FormatSchema, {
        maxProperties: 20,
        description: 'more named formats than `card` (which is always there), up to 20, e.g. mini: { kind: card, width: 44, height: 68, bleed: 3, safe: 3 }; every image is made at card.dpi',
      }),
    ),
    decks: Type.Array(DeckSchema, { minItems: 1, maxItems: 100, description: 'the decks of the game, 1 to 100' }),
    components: Type.Optional(
      Type.Array(ComponentSchema, { default: [], maxItems: 100, description: 'the other things in the box, up to 100: dice, tokens, boards, sheets' }),
    ),
    art: Type.Optional(
      Type.Array(ArtCreditSchema, { maxItems: 200, description: "the credits of the game's own images (fields of kind `image`): which files, by whom, under which licence" }),
    ),
  },
  { additionalProperties: false },
);

export type Manifest = Static<typeof ManifestSchema>;
export type DeckDef = Static<typeof DeckSchema>;
export type SymbolDef = Static<typeof SymbolSchema>;

/** Card geometry in pixels, derived from the manifest's millimetres. */
export interface CardGeometry {
  /** Pixels per inch: the manifest's `card.dpi`. */
  dpi: number;
  /** Trim width (the size once cut). */
  width: number;
  /** Trim height. */
  height: number;
  /** The bleed on each side, outside the trim: the image begins here. */
  bleed: number;
  /** The safe margin inside the trim, where nothing that matters is drawn. */
  safe: number;
  /** The image's width: the trim width and the bleed on both sides. */
  fullWidth: number;
  /** The image's height, bleed included. */
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
