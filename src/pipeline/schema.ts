/**
 * `schema`: writes JSON Schemas for editors (yaml-language-server): one for game.yaml and one
 * per card type, describing a whole card file (`deck:` + `cards:`).
 */
import path from 'node:path';
import { writeFileAtomic } from '../core/atomic-write.js';
import { ManifestSchema } from '../core/manifest.js';
import type { PackDef } from '../core/pack-types.js';
import { CUSTOM_KEYWORDS } from '../core/schema-kit.js';

/** The schema without our private `x-*` annotations, which editors would not understand. */
function clean(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(clean);
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value as Record<string, unknown>)
        .filter(([k]) => !CUSTOM_KEYWORDS.includes(k))
        .map(([k, v]) => [k, clean(v)]),
    );
  }
  return value;
}

export function cardFileJsonSchema(def: PackDef, typeId: string, deckIds: string[]): object {
  const type = def.cardTypes.find((t) => t.id === typeId)!;
  return {
    $schema: 'http://json-schema.org/draft-07/schema#',
    title: `${def.id} ${type.title} cards`,
    type: 'object',
    additionalProperties: false,
    required: ['deck', 'cards'],
    properties: {
      deck: { enum: deckIds, description: 'the deck of game.yaml these cards belong to' },
      cards: { type: 'array', items: clean(type.schema) },
    },
  };
}

export async function writeSchemas(def: PackDef, manifest: { decks: { id: string; type: string }[] } | null, outDir: string): Promise<string[]> {
  const written: string[] = [];
  const write = async (name: string, schema: object) => {
    const file = path.join(outDir, name);
    await writeFileAtomic(file, `${JSON.stringify(schema, null, 2)}\n`);
    written.push(file);
  };
  await write('game.json', { $schema: 'http://json-schema.org/draft-07/schema#', title: 'deckwright game manifest', ...(clean(ManifestSchema) as object) });
  for (const type of def.cardTypes) {
    const decks = (manifest?.decks ?? []).filter((d) => d.type === type.id).map((d) => d.id);
    await write(`${type.id}.json`, cardFileJsonSchema(def, type.id, decks));
  }
  return written;
}
