/**
 * The values a declared `choice` field allows, read from a card type's compiled schema: code that
 * needs the list (a rule naming the zone types) reads it from the one declaration, in YAML.
 */
import type { TSchema } from '@sinclair/typebox';
import type { CardTypeDef } from '../pack-types.js';

/** The choices at `field` (a dotted path through groups and lists, e.g. "types"); [] when none. */
export function fieldChoices(type: CardTypeDef | undefined, field: string): (string | number)[] {
  let s: TSchema | undefined = type?.schema;
  for (const name of field.split('.')) s = (s?.properties as Record<string, TSchema> | undefined)?.[name];
  // A list of choices: its items'.
  if (s?.type === 'array') s = s.items as TSchema;
  const branches = (s?.anyOf as TSchema[] | undefined) ?? [];
  return branches.map((b) => b.const).filter((c): c is string | number => typeof c === 'string' || typeof c === 'number');
}
