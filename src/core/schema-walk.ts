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

/** Every value of `data` annotated with `keyword`, walked afresh (annotated() keeps its lists). */
export function walkAnnotated(schema: unknown, data: unknown, keyword: string): AnnotatedValue[] {
  return collect(schema, data, (k) => k === keyword).get(keyword) ?? [];
}

/**
 * Every value of `data` annotated with `keyword`, as a list. Several checker rules and the render
 * each ask for one keyword of the same cards: the first question walks the card once for every
 * `x-` keyword its schema has, and the lists are kept while the card's data and schema objects
 * live (the lists are shared: callers only read them).
 */
export function annotated(schema: unknown, data: unknown, keyword: string): readonly AnnotatedValue[] {
  if (!keyword.startsWith('x-') || !data || typeof data !== 'object' || !schema || typeof schema !== 'object') return walkAnnotated(schema, data, keyword);
  let bySchema = walks.get(data);
  if (!bySchema) walks.set(data, (bySchema = new WeakMap()));
  let lists = bySchema.get(schema);
  if (!lists) bySchema.set(schema, (lists = collect(schema, data, (k) => k.startsWith('x-'))));
  return lists.get(keyword) ?? NONE;
}

const NONE: readonly AnnotatedValue[] = Object.freeze([]);

const walks = new WeakMap<object, WeakMap<object, Map<string, AnnotatedValue[]>>>();

/**
 * Walks `data` alongside `schema` once (through anyOf/oneOf/allOf, properties, patternProperties
 * and items) and lists, for each keyword `wanted` accepts, the values whose schema carries it, in
 * document order.
 */
function collect(schema: unknown, data: unknown, wanted: (keyword: string) => boolean): Map<string, AnnotatedValue[]> {
  const out = new Map<string, AnnotatedValue[]>();
  const visit = (sch: unknown, value: unknown, base: PathSegment[]): void => {
    if (!sch || typeof sch !== 'object') return;
    const s = sch as Record<string, unknown>;
    if (value !== undefined) {
      for (const k of Object.keys(s)) {
        if (!wanted(k) || s[k] === undefined) continue;
        let list = out.get(k);
        if (!list) out.set(k, (list = []));
        list.push({ path: base, value, schema: s });
      }
    }
    for (const branch of ['anyOf', 'oneOf', 'allOf'] as const) {
      const list = s[branch];
      if (Array.isArray(list)) for (const b of list) visit(b, value, base);
    }
    if (s.type === 'object' && value && typeof value === 'object' && !Array.isArray(value)) {
      const props = (s.properties ?? {}) as Record<string, unknown>;
      for (const [k, sub] of Object.entries(props)) {
        const v = Object.hasOwn(value, k) ? (value as Record<string, unknown>)[k] : undefined;
        if (v !== undefined) visit(sub, v, [...base, k]);
      }
      // A record (the manifest's symbols): every key the data has, under the schema its name matches.
      const patterns = Object.entries((s.patternProperties ?? {}) as Record<string, unknown>).map(([p, sub]) => [new RegExp(p, 'u'), sub] as const);
      for (const [k, v] of Object.entries(value)) {
        if (Object.hasOwn(props, k)) continue;
        for (const [re, sub] of patterns) if (re.test(k)) visit(sub, v, [...base, k]);
      }
    }
    if (s.type === 'array' && Array.isArray(value)) {
      const items = s.items;
      for (let i = 0; i < value.length; i++) visit(Array.isArray(items) ? items[i] : items, value[i], [...base, i]);
    }
  };
  visit(schema, data, []);
  return out;
}
