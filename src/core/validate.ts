/**
 * Schema validation with ajv, turning ajv's errors into located diagnostics whose message
 * names the field, the expected form and, for a misspelt key, the closest known key.
 */
import type { Ajv as AjvInstance, ErrorObject, ValidateFunction } from 'ajv';
import { lazyRequire } from './lazy-require.js';
import type { TSchema } from '@sinclair/typebox';
import { closest } from 'fastest-levenshtein';
import { linearRegExp } from './linear-regexp.js';
import { CUSTOM_KEYWORDS, NON_BLANK } from './schema-kit.js';
import { cachedValidator, validatorKey } from './validator-cache.js';
import { hashOf } from './cache-files.js';
import { isPlainJson } from './json-memo.js';
import type { Diagnostic } from './diagnostics.js';
import { keyNodeAt, nodeAt, spanOfNode, type PathSegment, type YamlSource } from './yaml-source.js';

// discriminator: a union told apart by one key (a component's `kind`) reports the errors of its own branch only.
// code.optimize off: ajv's pass over the generated code (folding names and constants) took more
// time than it saved for a pack's few hundred validations; loading CODEX took about 430 ms of
// CPU against 600 ms with it (medians of 6 runs each, alternated). What is valid and the errors
// are the same: the pass only tidies the code.
// code.source: the generated code is kept, so that validator-cache.ts can save it for later runs.
// code.regExp: every `pattern` is matched in linear time (RE2), whatever a pack's types file declares.
const OPTIONS = { allErrors: true, strict: true, useDefaults: true, verbose: true, discriminator: true, code: { optimize: false, source: true, regExp: linearRegExp } };
// Made when a schema is first compiled: a validator from the cache needs no instance, and making
// one (it compiles its meta-schemas) was a tenth of a check's profile.
// ajv itself (some 550 kB of code) is loaded only then: a command whose validators all come from
// the cache, or whose values are known valid (the memo), never loads it.
const ajvModule = lazyRequire<typeof import('ajv')>('ajv');
let instance: AjvInstance | undefined;
function ajv(): AjvInstance {
  if (!instance) {
    instance = new (ajvModule().Ajv)(OPTIONS);
    for (const keyword of CUSTOM_KEYWORDS) instance.addKeyword({ keyword, schemaType: ['boolean', 'object'] });
  }
  return instance;
}

const compiled = new WeakMap<TSchema, ValidateFunction>();
const keys = new WeakMap<TSchema, string>();

/** What names a schema's validator: the schema, the options and ajv's version (validator-cache.ts). */
function schemaKey(schema: TSchema): string {
  let key = keys.get(schema);
  if (!key) {
    // The engine is a function, which JSON leaves out: its code goes into the key beside.
    key = validatorKey(schema, `${JSON.stringify(OPTIONS)} ${linearRegExp.code} ${CUSTOM_KEYWORDS.join(',')}`);
    keys.set(schema, key);
  }
  return key;
}

export function validator(schema: TSchema): ValidateFunction {
  const known = compiled.get(schema);
  if (known) return known;
  const fn = cachedValidator(ajv, schema, schemaKey(schema));
  compiled.set(schema, fn);
  return fn;
}

export interface ValidationContext {
  src: YamlSource;
  /** Where the validated value sits in the file, e.g. ['cards', 3]. */
  basePath: PathSegment[];
  rule: string;
  card: string | null;
  /** Prefix for field names in messages, e.g. "card 'fire-bolt'". */
  what: string;
}

/**
 * Validate `data`; returns diagnostics (empty when valid). `data` may get schema defaults.
 *
 * A value its file's memo (the source's, json-memo.ts) knows as valid for this schema is given
 * its defaults from there, without loading the validator: a command after an edit validates the
 * edited file's values only (the largest validators, the manifest's and the types file's, took
 * about a tenth of a one-card rebuild to load and run).
 */
export function validateAt(schema: TSchema, data: unknown, ctx: ValidationContext): Diagnostic[] {
  const memo = ctx.src.memo;
  const key = memo && isPlainJson(data) ? hashOf('valid', schemaKey(schema), JSON.stringify(data)) : undefined;
  const kept = key ? memo!.get(key) : undefined;
  if (kept) {
    becomes(data, kept.value);
    return [];
  }
  const fn = validator(schema);
  if (fn(data)) {
    if (key) memo!.set(key, data);
    return [];
  }
  return explainErrors(fn.errors ?? [], ctx);
}

/** `target` made, in place, what `value` is (its defaults filled in): the caller holds `target`. */
function becomes(target: unknown, value: unknown): void {
  if (Array.isArray(target) && Array.isArray(value)) target.splice(0, target.length, ...(value as unknown[]));
  else if (target && typeof target === 'object' && value && typeof value === 'object') {
    for (const k of Object.keys(target)) delete (target as Record<string, unknown>)[k];
    Object.assign(target, value);
  }
  // A scalar gets no default: it is what was validated.
}

function pointerToPath(pointer: string): PathSegment[] {
  if (!pointer) return [];
  return pointer
    .split('/')
    .slice(1)
    .map((s) => s.replace(/~1/g, '/').replace(/~0/g, '~'))
    .map((s) => (/^\d+$/.test(s) ? Number(s) : s));
}

function fieldName(path: PathSegment[]): string {
  if (path.length === 0) return '(top level)';
  return path.map((p, i) => (typeof p === 'number' ? `[${p}]` : i === 0 ? p : `.${p}`)).join('');
}

/** The schema's own description of the expected form, which every field of ours has. */
function describeExpected(schema: Record<string, unknown> | undefined): string {
  return typeof schema?.description === 'string' ? ` (expected ${schema.description})` : '';
}

/** A value as JSON, cut short: enough to recognise it in a message. */
export function show(value: unknown): string {
  // JSON has no NaN or infinity (YAML's .nan and .inf): it would show them as null.
  if (typeof value === 'number' && !Number.isFinite(value)) return String(value);
  const s = JSON.stringify(value);
  return s === undefined ? String(value) : s.length > 40 ? `${s.slice(0, 37)}...` : s;
}

function explainErrors(errors: ErrorObject[], ctx: ValidationContext): Diagnostic[] {
  // A failed anyOf reports every branch's errors too; keep only the anyOf summary there.
  const anyOfPaths = errors.filter((e) => e.keyword === 'anyOf').map((e) => e.instancePath);
  const kept = errors.filter(
    (e) => e.keyword === 'anyOf' || !anyOfPaths.some((p) => e.instancePath === p || e.instancePath.startsWith(`${p}/`)),
  );
  const seen = new Set<string>();
  const out: Diagnostic[] = [];
  for (const e of kept) {
    const rel = pointerToPath(e.instancePath);
    const path = [...ctx.basePath, ...rel];
    let node = nodeAt(ctx.src, path).node;
    let message: string;
    const field = fieldName(rel);
    const parent = e.parentSchema as Record<string, unknown> | undefined;
    switch (e.keyword) {
      case 'additionalProperties': {
        const key = (e.params as { additionalProperty: string }).additionalProperty;
        const known = Object.keys((parent?.properties as Record<string, unknown>) ?? {});
        const near = known.length ? closest(key, known) : undefined;
        node = keyNodeAt(ctx.src, [...path, key]) ?? node;
        const at = rel.length ? ` in ${field}` : '';
        message = `unknown key '${key}'${at}${near ? `; did you mean '${near}'?` : ''} Known keys: ${known.join(', ')}`;
        break;
      }
      case 'required': {
        const key = (e.params as { missingProperty: string }).missingProperty;
        const sub = (parent?.properties as Record<string, Record<string, unknown>>)?.[key];
        const at = rel.length ? ` in ${field}` : '';
        message = `missing required key '${key}'${at}${describeExpected(sub)}; add it`;
        break;
      }
      case 'type':
        message = `${field} must be ${articled((e.params as { type: string }).type)}, got ${show(e.data)}${describeExpected(parent)}`;
        break;
      case 'enum':
        message = `${field} must be one of ${(e.params as { allowedValues: unknown[] }).allowedValues.map(show).join(', ')}, got ${show(e.data)}`;
        break;
      case 'const':
        message = `${field} must be ${show((e.params as { allowedValue: unknown }).allowedValue)}, got ${show(e.data)}`;
        break;
      case 'anyOf': {
        const branches = (e.schema as Record<string, unknown>[]) ?? [];
        const consts = branches.map((b) => b.const).filter((c) => c !== undefined);
        const expected =
          consts.length === branches.length ? `one of ${consts.map(show).join(', ')}` : (parent?.description as string) ?? 'another form';
        message = `${field} has an unexpected value ${show(e.data)} (expected ${expected})`;
        break;
      }
      case 'pattern':
        message =
          (e.params as { pattern: string }).pattern === NON_BLANK
            ? `${field} is blank: write what it should say${describeExpected(parent)}`
            : `${field} has the wrong form: ${show(e.data)}${describeExpected(parent)}`;
        break;
      case 'format':
        message = `${field} has the wrong form: ${show(e.data)}${describeExpected(parent)}`;
        break;
      case 'discriminator': {
        // The key that tells the branches apart is missing or names none of them.
        const { tag, tagValue } = e.params as { tag: string; tagValue?: unknown };
        const branches = (parent?.oneOf as { properties?: Record<string, { const?: unknown }> }[] | undefined) ?? [];
        const kinds = branches.map((b) => b.properties?.[tag]?.const);
        const at = rel.length ? `${field}.${tag}` : tag;
        node = tagValue === undefined ? node : nodeAt(ctx.src, [...path, tag]).node;
        message = tagValue === undefined ? `missing required key '${tag}' in ${field} (one of ${kinds.map(show).join(', ')}); add it` : `${at} has an unexpected value ${show(tagValue)} (expected one of ${kinds.map(show).join(', ')})`;
        break;
      }
      case 'minItems':
      case 'maxItems': {
        const limit = (e.params as { limit: number }).limit;
        const n = Array.isArray(e.data) ? e.data.length : 0;
        message = `${field} needs ${e.keyword === 'minItems' ? 'at least' : 'at most'} ${limit} item(s), got ${n}${describeExpected(parent)}`;
        break;
      }
      case 'minimum':
      case 'maximum':
      case 'exclusiveMinimum':
      case 'exclusiveMaximum':
      case 'minLength':
      case 'maxLength':
        message = `${field} ${e.message ?? 'is out of range'}, got ${show(e.data)}${describeExpected(parent)}`;
        break;
      default:
        message = `${field} ${e.message ?? 'is invalid'}${describeExpected(parent)}`;
    }
    const span = spanOfNode(ctx.src, node);
    const dedupe = `${span.line}:${span.column}:${message}`;
    if (seen.has(dedupe)) continue;
    seen.add(dedupe);
    out.push({ ...span, severity: 'error', rule: ctx.rule, message: `${ctx.what}: ${message}`, card: ctx.card });
  }
  return out;
}

function articled(type: string): string {
  const a = type.split(',').map((t) => (t === 'integer' ? 'an integer' : t === 'object' ? 'a mapping (key: value)' : t === 'array' ? 'a list' : `a ${t}`));
  return a.join(' or ');
}
