/**
 * A pack's declared types: its card types, the forms of its data files and the fields of its
 * manifest's `options:`, compiled from its types files (the pack code's `types.yaml`, if it has
 * code, and the game folder's file that the manifest names with `types:`). Compiling is memoised
 * on the file's name and text, so the schemas (and ajv's compiled validators, which are keyed on
 * them) are built once per process however often a pack is loaded.
 */
import type { TSchema } from '@sinclair/typebox';
import { Type } from '@sinclair/typebox';
import { closest } from 'fastest-levenshtein';
import type { Diagnostic } from '../diagnostics.js';
import type { CardTypeDef } from '../pack-types.js';
import { validateAt } from '../validate.js';
import { keyNodeAt, spanAt, spanOfNode, type PathSegment, type YamlSource } from '../yaml-source.js';
import { FieldCompiler, type DeclaredRef } from './compile-field.js';
import { TYPES_RULE, TypesFileSchema, type TypesFile } from './types-file-schema.js';

export interface DataTypeDef {
  id: string;
  schema: TSchema;
  src: YamlSource;
  path: PathSegment[];
}

export interface DeclaredTypes {
  cardTypes: CardTypeDef[];
  dataTypes: DataTypeDef[];
  /** The schema of the manifest's `options:` section; null when no file declares options. */
  options: TSchema | null;
  /** Where the options are declared, to locate a clash. */
  optionsAt: { src: YamlSource; path: PathSegment[] } | null;
  problems: Diagnostic[];
}

interface Compiled extends DeclaredTypes {
  refs: { ref: DeclaredRef; src: YamlSource }[];
}

const memo = new Map<string, Compiled>();

export function compileTypesFile(src: YamlSource): Compiled {
  const key = `${src.file}\u0000${src.text}`;
  let done = memo.get(key);
  if (!done) {
    done = compile(src);
    // Bounded: tests and generated packs load many small files; a long process keeps the last ones.
    if (memo.size > 200) memo.delete(memo.keys().next().value!);
    memo.set(key, done);
  }
  return done;
}

function compile(src: YamlSource): Compiled {
  const out: Compiled = { cardTypes: [], dataTypes: [], options: null, optionsAt: null, problems: [...src.syntaxErrors], refs: [] };
  if (src.data === undefined) return out;
  const shape = validateAt(TypesFileSchema, src.data ?? {}, { src, basePath: [], rule: TYPES_RULE, card: null, what: 'types file' });
  if (shape.length) {
    out.problems.push(...shape);
    return out;
  }
  const file = (src.data ?? {}) as TypesFile;
  const fields = new FieldCompiler(src, file.shapes ?? {});
  for (const name of Object.keys(file.shapes ?? {})) fields.field({ kind: name }, ['shapes', name]);
  for (const [id, decl] of Object.entries(file.cardTypes ?? {})) {
    const at: PathSegment[] = ['cardTypes', id];
    const idField = decl.fields.id;
    if (idField !== 'id' && (typeof idField !== 'object' || (idField as { kind?: unknown }).kind !== 'id')) {
      fields.report([...at, 'fields'], `card type '${id}' needs the field \`id: id\` (every card has an id, which names its image)`, idField === undefined ? undefined : 'id');
      continue;
    }
    const schema = fields.fields(decl.fields, [...at, 'fields'], { description: decl.description });
    if (schema) out.cardTypes.push({ id, title: decl.title, schema, template: decl.template, src, path: at });
  }
  for (const [id, decl] of Object.entries(file.dataTypes ?? {})) {
    const schema = fields.field(decl, ['dataTypes', id]);
    if (schema) out.dataTypes.push({ id, schema, src, path: ['dataTypes', id] });
  }
  if (file.options) {
    out.options = fields.fields(file.options, ['options']) ?? Type.Object({}, { additionalProperties: true });
    out.optionsAt = { src, path: ['options'] };
  }
  out.problems.push(...fields.problems);
  out.refs = fields.refs.map((ref) => ({ ref, src }));
  return out;
}

/**
 * The types of a pack from its files, in order (the pack code's first): a type declared twice is
 * an error at its second declaration, and every `ref` must name a card type of the pack (and a
 * key that type has).
 */
export function mergeTypes(files: Compiled[]): DeclaredTypes {
  const merged: DeclaredTypes = { cardTypes: [], dataTypes: [], options: null, optionsAt: null, problems: [] };
  // At the key that names the declaration (`creature:`), not at its first field.
  const problem = (src: YamlSource, path: PathSegment[], message: string, atKey = false) => {
    const key = atKey ? keyNodeAt(src, path) : null;
    merged.problems.push({ ...(key ? spanOfNode(src, key) : spanAt(src, path)), severity: 'error', rule: TYPES_RULE, message, card: null });
  };
  for (const f of files) {
    merged.problems.push(...f.problems);
    for (const t of f.cardTypes) {
      const first = merged.cardTypes.find((c) => c.id === t.id);
      if (first) problem(t.src!, t.path!, `card type '${t.id}' is already declared in ${first.src!.file}; give this one another id`, true);
      else merged.cardTypes.push(t);
    }
    for (const t of f.dataTypes) {
      const first = merged.dataTypes.find((c) => c.id === t.id);
      if (first) problem(t.src, t.path, `data type '${t.id}' is already declared in ${first.src.file}; give this one another id`, true);
      else merged.dataTypes.push(t);
    }
    if (f.options) {
      if (merged.optionsAt) problem(f.optionsAt!.src, f.optionsAt!.path, `the manifest's options are already declared in ${merged.optionsAt.src.file}; declare them in one file`, true);
      else Object.assign(merged, { options: f.options, optionsAt: f.optionsAt });
    }
  }
  // A declaration that failed is missing from the types: a ref to it would only add noise.
  const refs = merged.problems.length ? [] : files.flatMap((f) => f.refs);
  for (const { ref, src } of refs) {
    const target = merged.cardTypes.find((t) => t.id === ref.to);
    if (!target) {
      const ids = merged.cardTypes.map((t) => t.id);
      problem(src, [...ref.at, 'to'], `no card type '${ref.to}' to refer to${ids.length ? `; did you mean '${closest(ref.to, ids)}'? Card types: ${ids.join(', ')}` : ''}`);
      continue;
    }
    const keys = Object.keys((target.schema as { properties?: object }).properties ?? {});
    if (ref.key && !keys.includes(ref.key)) {
      problem(src, [...ref.at, 'key'], `card type '${ref.to}' has no field '${ref.key}'; did you mean '${closest(ref.key, keys)}'? Its fields: ${keys.join(', ')}`);
    }
  }
  return merged;
}
