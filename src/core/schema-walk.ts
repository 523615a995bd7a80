/**
 * Walks a card's data alongside its schema and yields every value that carries one of the
 * `x-*` annotations (card text, references, icons), with its path.
 */
import type { PathSegment } from './yaml-source.js';

export interface AnnotatedValue {
  path: PathSegment[];
  value: unknown;
  schema: Record<string, unknown>;
}

export function* walkAnnotated(schema: unknown, data: unknown, keyword: string, base: PathSegment[] = []): Generator<AnnotatedValue> {
  if (!schema || typeof schema !== 'object') return;
  const s = schema as Record<string, unknown>;
  if (s[keyword] !== undefined && data !== undefined) yield { path: base, value: data, schema: s };
  for (const branch of ['anyOf', 'oneOf', 'allOf'] as const) {
    const list = s[branch];
    if (Array.isArray(list)) for (const b of list) yield* walkAnnotated(b, data, keyword, base);
  }
  if (s.type === 'object' && data && typeof data === 'object' && !Array.isArray(data)) {
    const props = (s.properties ?? {}) as Record<string, unknown>;
    for (const [k, sub] of Object.entries(props)) {
      const v = Object.hasOwn(data, k) ? (data as Record<string, unknown>)[k] : undefined;
      if (v !== undefined) yield* walkAnnotated(sub, v, keyword, [...base, k]);
    }
    // A record (the manifest's symbols): every key the data has, under the schema its name matches.
    const patterns = Object.entries((s.patternProperties ?? {}) as Record<string, unknown>).map(([p, sub]) => [new RegExp(p, 'u'), sub] as const);
    for (const [k, v] of Object.entries(data)) {
      if (Object.hasOwn(props, k)) continue;
      for (const [re, sub] of patterns) if (re.test(k)) yield* walkAnnotated(sub, v, keyword, [...base, k]);
    }
  }
  if (s.type === 'array' && Array.isArray(data)) {
    const items = s.items;
    for (let i = 0; i < data.length; i++) {
      const sub = Array.isArray(items) ? items[i] : items;
      yield* walkAnnotated(sub, data[i], keyword, [...base, i]);
    }
  }
}

/** Every annotated value of a card, as a list. */
export function annotated(schema: unknown, data: unknown, keyword: string): AnnotatedValue[] {
  return [...walkAnnotated(schema, data, keyword)];
}
