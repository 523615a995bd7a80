/**
 * The form of a types file (`types.yaml` of a game folder, or `types.yaml` of a pack's code
 * folder): its named shapes, card types, data types and manifest options. Field declarations are
 * checked one by one as they are compiled (compile-field.ts), so each mistake is located where it
 * is, with the keys that field's kind takes.
 */
import { Type, type Static } from '@sinclair/typebox';
import { Id, NonBlank } from '../schema-kit.js';
import { KIND_NAMES } from './field-kinds.js';

export const TYPES_RULE = 'core/types';

/** Field names are keys of the YAML a designer writes: camelCase words. */
export const FIELD_NAME = '^[a-z][A-Za-z0-9]*$';

const Fields = (description: string) =>
  Type.Record(Type.String({ pattern: FIELD_NAME, maxLength: 40 }), Type.Unknown(), {
    maxProperties: 60,
    description: `${description}: field names (camelCase, e.g. "attackBonus") with their declarations`,
  });

export const FieldDeclSchema = Type.Object(
  {
    kind: Type.String({
      minLength: 1,
      maxLength: 40,
      description: `a field kind (${KIND_NAMES.join(', ')}) or the name of a shape of this file`,
    }),
    description: Type.Optional(NonBlank({ maxLength: 300, description: 'what the field holds, shown by editors and in error messages' })),
    label: Type.Optional(
      NonBlank({
        maxLength: 40,
        description: 'the field\'s name as players read it, in the game\'s language, e.g. "Attack" (Tabletop Simulator\'s card descriptions); without it, read from the field\'s name: "attackBonus" reads "Attack bonus"',
      }),
    ),
    optional: Type.Optional(Type.Boolean({ description: 'true when a card may leave the field out' })),
    default: Type.Optional(Type.Unknown({ description: 'the value a card that leaves the field out gets' })),
    min: Type.Optional(Type.Number({ description: 'the least value (integer, number), length (string) or item count (list)' })),
    max: Type.Optional(Type.Number({ description: 'the greatest value (integer, number), length (string, line) or item count (list)' })),
    pattern: Type.Optional(Type.String({ minLength: 1, maxLength: 200, description: 'a regular expression the whole string must match, e.g. "^[A-H][1-8]$"' })),
    of: Type.Optional(Type.Unknown({ description: 'the values of a choice, the items of a list, the declarations of an either' })),
    to: Type.Optional(Id({ description: 'the card type a ref points to' })),
    key: Type.Optional(Type.String({ pattern: FIELD_NAME, description: 'the field of the target card a ref matches (its id by default)' })),
    value: Type.Optional(Type.Unknown({ description: 'the form of a ref whose key is not the id, e.g. { kind: integer, min: 1 }' })),
    fields: Type.Optional(Type.Unknown({ description: 'the fields of a group' })),
  },
  { additionalProperties: false, description: 'a field declaration: its kind and what the kind takes' },
);

export type FieldDecl = Static<typeof FieldDeclSchema> & { kind: string };

export const CardTypeDeclSchema = Type.Object(
  {
    title: NonBlank({ maxLength: 40, description: "the type's name in the game's language, e.g. \"Spell\"" }),
    template: Id({ description: 'the template that draws a card of this type: a file of templates/<pack>/, without .tsx' }),
    description: Type.Optional(NonBlank({ maxLength: 300, description: 'what a card of this type is, for docs and editors' })),
    fields: Fields("the card's fields"),
  },
  { additionalProperties: false },
);

export const TypesFileSchema = Type.Object(
  {
    shapes: Type.Optional(
      Type.Record(Type.String({ pattern: '^[a-z][A-Za-z0-9-]*$', maxLength: 40 }), Type.Unknown(), {
        maxProperties: 100,
        description: 'named field declarations that fields use by name (one declaration per fact), e.g. health: { kind: integer, min: 1, max: 30 }',
      }),
    ),
    cardTypes: Type.Optional(
      Type.Record(Type.String({ pattern: '^[a-z0-9]+(-[a-z0-9]+)*$', maxLength: 40 }), CardTypeDeclSchema, {
        maxProperties: 50,
        description: 'the card types, by id (decks name one with `type:`)',
      }),
    ),
    dataTypes: Type.Optional(
      Type.Record(Type.String({ pattern: '^[a-z0-9]+(-[a-z0-9]+)*$', maxLength: 40 }), Type.Unknown(), {
        maxProperties: 50,
        description: "the forms of the pack's own data files, by id (the manifest's `data:` entries name one with `type:`)",
      }),
    ),
    options: Type.Optional(Fields("the fields of the manifest's `options:` section")),
  },
  { additionalProperties: false },
);

export type TypesFile = Static<typeof TypesFileSchema>;
