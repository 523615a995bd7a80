/**
 * Lookups keyed by the data. A card id, an icon or a symbol name such as "constructor" must
 * never find what every JavaScript object inherits: look keys up as own properties only, and
 * count into maps that have no prototype.
 */

/** `obj[key]` when `key` is one of its own properties, else undefined. */
export function own<T>(obj: Record<string, T> | undefined, key: string): T | undefined {
  return obj && Object.hasOwn(obj, key) ? obj[key] : undefined;
}

/** An empty record with no prototype, for tallies and lookups keyed by the data. */
export function dict<T>(): Record<string, T> {
  return Object.create(null) as Record<string, T>;
}
