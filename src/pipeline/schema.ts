/**
 * `schema`: writes JSON Schemas for editors (yaml-language-server): one for game.yaml (with the
 * pack's own options), one for types files, one per card type describing a whole card file
 * (`deck:` + `cards:`), and one per data type (`data-<id>.json`).
 */
import path from 'node:path';
import { writeFileIfChanged } from '../core/atomic-write.js';
import { ManifestSchema } from '../core/manifest.js';
import type { LoadedPack } from '../core/pack.js';
import { CUSTOM_KEYWORDS } from '../core/schema-kit.js';
import { TypesFileSchema } from '../core/types/types-file-schema.js';

/**
 * Keywords of ajv's beyond JSON Schema: `discriminator` (a component's `kind`) only tells ajv
 * which branch to report; the branches' own `kind` constants say the same to any validator.
 */
const AJV_KEYWORDS = ['discriminator'];

/** The schema without our private `x-*` annotations and ajv's extensions, which editors would not understand. */
function clean(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(clean);
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value as Record<string, unknown>)
        .filter(([k]) => !CUSTOM_KEYWORDS.includes(k) && !AJV_KEYWORDS.includes(k))
        .map(([k, v]) => [k, clean(v)]),
    );
  }
  return value;
}

/** What writing schemas needs of a loaded pack. */
export type SchemaSource = Pick<LoadedPack, 'def' | 'cardTypes' | 'dataTypes' | 'manifest'>;

export function cardFileJsonSchema(pack: SchemaSource, typeId: string, deckIds: string[]): object {
  const type = pack.cardTypes.find((t) => t.id === typeId)!;
  return {
    $schema: 'http://json-schema.org/draft-07/schema#',
    title: `${pack.def!.id} ${type.title} cards`,
    type: 'object',
    additionalProperties: false,
    required: ['deck', 'cards'],
    properties: {
      deck: { enum: deckIds, description: 'the deck of game.yaml these cards belong to' },
      cards: { type: 'array', items: clean(type.schema) },
    },
  };
}

export async function writeSchemas(pack: SchemaSource, outDir: string): Promise<string[]> {
  const written: string[] = [];
  const write = async (name: string, schema: object) => {
    const file = path.join(outDir, name);
    await writeFileIfChanged(file, `${JSON.stringify(schema, null, 2)}\n`);
    written.push(file);
  };
  await write('game.json', { $schema: 'http://json-schema.org/draft-07/schema#', title: 'deckwright game manifest', ...(clean(ManifestSchema) as object) });
  await write('types.json', { $schema: 'http://json-schema.org/draft-07/schema#', title: 'deckwright types file', ...(clean(TypesFileSchema) as object) });
  for (const type of pack.cardTypes) {
    const decks = (pack.manifest?.decks ?? []).filter((d) => d.type === type.id).map((d) => d.id);
    await write(`${type.id}.json`, cardFileJsonSchema(pack, type.id, decks));
  }
  for (const type of pack.dataTypes) {
    await write(`data-${type.id}.json`, { $schema: 'http://json-schema.org/draft-07/schema#', title: `${pack.def!.id} ${type.id} data`, ...(clean(type.schema) as object) });
  }
  return written;
}
