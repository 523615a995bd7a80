/**
 * The text fields of CODEX cards, each with the grammar start rule that reads it, parsed once
 * per loaded pack and shared by every rule (and, next, by the engine).
 */
import type { LoadedCard, LoadedPack } from '../../../core/pack.js';
import type { FixAt, Location } from '../../../core/rule.js';
import { TEXT_KEYWORD } from '../../../core/schema-kit.js';
import { annotated } from '../../../core/schema-walk.js';
import type { PathSegment } from '../../../core/yaml-source.js';
import type { TextKind } from './ast.js';
import { parseCardText, type ParseResult } from './parse.js';

export interface TextField {
  card: LoadedCard;
  /** Path from the card, e.g. ['actives', 0, 'condition']. */
  path: PathSegment[];
  kind: TextKind;
  text: string;
  result: ParseResult<TextKind>;
}

/** Which start rule reads a field, by the field's name: passives, conditions, everything else is an effect. */
export function textKindOf(path: PathSegment[]): TextKind {
  const key = [...path].reverse().find((s) => typeof s === 'string');
  if (key === 'passive') return 'Passive';
  if (key === 'condition') return 'Condition';
  return 'Effect';
}

const cache = new WeakMap<LoadedPack, TextField[]>();

/** Every text field of the pack's schema-valid cards, parsed. */
export function textFields(pack: LoadedPack): TextField[] {
  let fields = cache.get(pack);
  if (!fields) {
    fields = [];
    for (const card of pack.cards.filter((c) => c.valid)) {
      for (const t of annotated(card.type.schema, card.data, TEXT_KEYWORD)) {
        if (typeof t.value !== 'string') continue;
        const kind = textKindOf(t.path);
        fields.push({ card, path: t.path, kind, text: t.value, result: parseCardText(t.value, kind) });
      }
    }
    cache.set(pack, fields);
  }
  return fields;
}

/** The fields that parsed, with their AST. */
export function parsedFields(pack: LoadedPack): (TextField & { ast: unknown })[] {
  return textFields(pack).flatMap((f) => (f.result.ok ? [{ ...f, ast: f.result.ast as unknown }] : []));
}

/** Every node of an AST (objects with a `kind`), depth first, with the key chain that leads to it. */
export function* nodesOf(ast: unknown): Generator<{ kind: string } & Record<string, unknown>> {
  if (Array.isArray(ast)) {
    for (const x of ast) yield* nodesOf(x);
  } else if (ast && typeof ast === 'object') {
    if (typeof (ast as { kind?: unknown }).kind === 'string') yield ast as { kind: string } & Record<string, unknown>;
    for (const v of Object.values(ast)) yield* nodesOf(v);
  }
}

/** Where a rule reports a problem in a field: offsets [start, end) of its text, or the whole scalar. */
export function fieldLocation(f: TextField, at?: readonly [number, number] | null): Location {
  const path = [...f.card.path, ...f.path];
  return at ? { src: f.card.src, path, start: at[0], end: at[1] } : { src: f.card.src, path };
}

/** The safe fix that sets a field's text to `value`. */
export function fieldFix(f: TextField, value: string): FixAt {
  return { src: f.card.src, path: [...f.card.path, ...f.path], value };
}
