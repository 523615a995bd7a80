/**
 * JSON with every object's keys in sorted order, for the files deckwright keeps as maps (its
 * caches): entries added in the order parallel work finishes would otherwise make two identical
 * builds write different bytes.
 */
function sortKeys(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(sortKeys);
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.keys(value)
        .sort()
        .map((k) => [k, sortKeys((value as Record<string, unknown>)[k])]),
    );
  }
  return value;
}

/** The text of a JSON file: sorted keys, one space of indent, a final newline. */
export function stableJson(value: unknown): string {
  return `${JSON.stringify(sortKeys(value), null, 1)}\n`;
}
