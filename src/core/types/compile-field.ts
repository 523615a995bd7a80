/**
 * Turns the field declarations of a types file into JSON Schemas (TypeBox), reporting every
 * mistake at its place in the file: an unknown kind or shape (with the closest name), a key the
 * kind does not take, a missing key, a default that does not fit its own field, a shape that
 * refers to itself. The schemas carry the same `x-*` annotations as the core's helpers, so every
 * core rule (references, icons, text markup) applies to declared fields unchanged.
 */
import { Type, type TSchema } from '@sinclair/typebox';
import { closest } from 'fastest-levenshtein';
import type { Diagnostic } from '../diagnostics.js';
import { re2Problem } from '../linear-regexp.js';
import { CardText, Copies, Icon, Id, ImageFile, Name, Prose, Ref } from '../schema-kit.js';
import { show, validateAt, validator } from '../validate.js';
import { keyNodeAt, spanAt, spanOfNode, type PathSegment, type YamlSource } from '../yaml-source.js';
import { COMMON_KEYS, FIELD_KINDS, isFieldKind, KIND_NAMES, type FieldKind } from './field-kinds.js';
import { FieldDeclSchema, TYPES_RULE, type FieldDecl } from './types-file-schema.js';

/** A reference declared by a `ref` field, checked once every type of the pack is known. */
export interface DeclaredRef {
  to: string;
  key?: string;
  at: PathSegment[];
}

export class FieldCompiler {
  readonly problems: Diagnostic[] = [];
  readonly refs: DeclaredRef[] = [];
  private readonly shapeSchemas = new Map<string, TSchema | null>();
  private readonly resolving: string[] = [];

  constructor(
    private readonly src: YamlSource,
    private readonly shapes: Record<string, unknown>,
  ) {}

  report(at: PathSegment[], message: string, key?: string): void {
    const node = key === undefined ? null : keyNodeAt(this.src, [...at, key]);
    const span = node ? spanOfNode(this.src, node) : spanAt(this.src, at);
    this.problems.push({ ...span, severity: 'error', rule: TYPES_RULE, message, card: null });
  }

  /** The fields of a group (or of a card type) as one object schema; null when one failed. */
  fields(fields: Record<string, unknown>, at: PathSegment[], opts: { description?: string } = {}): TSchema | null {
    const props: Record<string, TSchema> = {};
    let ok = true;
    for (const [name, decl] of Object.entries(fields)) {
      const s = this.field(decl, [...at, name]);
      if (s) props[name] = s;
      else ok = false;
    }
    if (!ok) return null;
    return Type.Object(props, { additionalProperties: false, ...(opts.description ? { description: opts.description } : {}) });
  }

  /** One field declaration (a mapping, or a kind or shape name written alone) as a schema. */
  field(raw: unknown, at: PathSegment[], inEither = false): TSchema | null {
    const decl = (typeof raw === 'string' ? { kind: raw } : raw) as FieldDecl;
    const shapeProblems = validateAt(FieldDeclSchema, decl, { src: this.src, basePath: at, rule: TYPES_RULE, card: null, what: 'field' });
    if (shapeProblems.length) {
      this.problems.push(...shapeProblems);
      return null;
    }
    let schema: TSchema | null;
    if (isFieldKind(decl.kind)) schema = this.ofKind(decl.kind, decl, at, inEither);
    else if (Object.prototype.hasOwnProperty.call(this.shapes, decl.kind)) schema = this.fromShape(decl, at);
    else {
      const names = [...KIND_NAMES, ...Object.keys(this.shapes)];
      this.report(
        at,
        `'${decl.kind}' is neither a field kind nor a shape of this file; did you mean '${closest(decl.kind, names)}'? Kinds: ${KIND_NAMES.join(', ')}${
          Object.keys(this.shapes).length ? `; shapes: ${Object.keys(this.shapes).join(', ')}` : ''
        }`,
        typeof raw === 'string' ? undefined : 'kind',
      );
      return null;
    }
    if (!schema) return null;
    // The schema without its own default (which ajv refuses at a schema's root) judges the default.
    const { default: _own, ...bare } = schema;
    if (decl.default !== undefined && !validator(bare as TSchema)(structuredClone(decl.default))) {
      this.report(at, `the default ${show(decl.default)} is not a value of this field itself`, 'default');
      return null;
    }
    // The label travels in the schema as its standard `title`: editors show it, and the card's
    // description in Tabletop Simulator (export/describe.ts) names the field with it.
    const labelled = decl.label === undefined ? schema : { ...schema, title: decl.label };
    return decl.optional ? Type.Optional(labelled) : labelled;
  }

  /** A use of a shape: the shape's schema, with this use's description and default. */
  private fromShape(decl: FieldDecl, at: PathSegment[]): TSchema | null {
    for (const key of Object.keys(decl)) {
      if (!(COMMON_KEYS as readonly string[]).includes(key)) {
        this.report(at, `'${key}' cannot be given where the shape '${decl.kind}' is used (only ${COMMON_KEYS.slice(1).join(', ')}); declare another shape instead`, key);
        return null;
      }
    }
    const shape = this.shape(decl.kind, at);
    if (!shape) return null;
    const extra = { ...(decl.description ? { description: decl.description } : {}), ...(decl.default !== undefined ? { default: decl.default } : {}) };
    return Object.keys(extra).length ? { ...shape, ...extra } : shape;
  }

  private shape(name: string, usedAt: PathSegment[]): TSchema | null {
    if (this.shapeSchemas.has(name)) return this.shapeSchemas.get(name)!;
    if (this.resolving.includes(name)) {
      this.report(usedAt, `the shape '${name}' contains itself (${[...this.resolving.slice(this.resolving.indexOf(name)), name].join(' → ')}); a card's data cannot nest without end`);
      return null;
    }
    this.resolving.push(name);
    const decl = this.shapes[name];
    const at: PathSegment[] = ['shapes', name];
    let schema: TSchema | null;
    if (decl && typeof decl === 'object' && (decl as FieldDecl).optional !== undefined) {
      this.report(at, `a shape cannot be optional: write \`optional: true\` where the shape '${name}' is used`, 'optional');
      schema = null;
    } else schema = this.field(decl, at);
    this.resolving.pop();
    this.shapeSchemas.set(name, schema);
    return schema;
  }

  private ofKind(kind: FieldKind, d: FieldDecl, at: PathSegment[], inEither: boolean): TSchema | null {
    const info = FIELD_KINDS[kind];
    for (const key of Object.keys(d)) {
      if (!(COMMON_KEYS as readonly string[]).includes(key) && !info.keys.includes(key)) {
        this.report(at, `'${key}' means nothing for a field of kind '${kind}' (${info.summary})${info.keys.length ? `; it takes ${info.keys.join(', ')}` : ''}`, key);
        return null;
      }
    }
    for (const key of info.required ?? []) {
      if ((d as Record<string, unknown>)[key] === undefined) {
        this.report(at, `a field of kind '${kind}' needs '${key}' (${info.summary}); add it`, 'kind');
        return null;
      }
    }
    if ((d.min !== undefined || d.max !== undefined) && d.min !== undefined && d.max !== undefined && d.min > d.max) {
      this.report(at, `min ${d.min} is more than max ${d.max}`, 'min');
      return null;
    }
    const described = d.description ? { description: d.description } : {};
    const dflt = d.default !== undefined ? { default: d.default } : {};
    switch (kind) {
      case 'id':
        return Id(described);
      case 'name':
        return Name(described);
      case 'copies':
        return Copies(described);
      case 'text':
        return CardText(described);
      case 'icon':
        return Icon(described);
      case 'image':
        return ImageFile(described);
      case 'flag':
        return Type.Boolean({ ...described, ...dflt });
      case 'line':
        return Prose({ maxLength: d.max ?? 120, ...described });
      case 'string':
        if (d.pattern !== undefined && !validPattern(d.pattern)) {
          this.report(at, `pattern ${show(d.pattern)} is not a regular expression`, 'pattern');
          return null;
        }
        // Patterns are matched by RE2, in linear time (linear-regexp.ts): one it cannot compile
        // (a backreference, a lookaround) is refused here, where it is declared.
        const unmatchable = d.pattern === undefined ? null : re2Problem(d.pattern);
        if (unmatchable !== null) {
          this.report(
            at,
            `pattern ${show(d.pattern)} cannot be matched in linear time (${unmatchable}): deckwright matches patterns with RE2, which has no backreferences (\\1) and no lookaround ((?=, (?!, (?<=, (?<!); write it without them`,
            'pattern',
          );
          return null;
        }
        return Type.String({
          ...(d.pattern !== undefined ? { pattern: d.pattern } : {}),
          ...(d.min !== undefined ? { minLength: d.min } : {}),
          ...(d.max !== undefined ? { maxLength: d.max } : {}),
          ...described,
          ...dflt,
        });
      case 'integer':
      case 'number': {
        const range = { ...(d.min !== undefined ? { minimum: d.min } : {}), ...(d.max !== undefined ? { maximum: d.max } : {}) };
        const auto = inEither || d.description ? {} : { description: rangeDescription(kind, d.min, d.max) };
        return kind === 'integer' ? Type.Integer({ ...range, ...auto, ...described, ...dflt }) : Type.Number({ ...range, ...auto, ...described, ...dflt });
      }
      case 'choice': {
        const values = d.of;
        if (!Array.isArray(values) || !values.length || values.some((v) => typeof v !== 'string' && typeof v !== 'number')) {
          this.report([...at, 'of'], 'the `of` of a choice is a list of the values it allows (strings or numbers), e.g. [red, green]');
          return null;
        }
        const auto = inEither || d.description ? {} : { description: `one of ${values.map((v) => show(v)).join(', ')}` };
        return Type.Union(values.map((v) => Type.Literal(v as string | number)), { ...dflt, ...auto, ...described });
      }
      case 'ref': {
        const value = d.value === undefined ? undefined : this.field(d.value, [...at, 'value']);
        if (d.value !== undefined && !value) return null;
        this.refs.push({ to: String(d.to), key: d.key, at });
        return Ref({ type: String(d.to), ...(d.key ? { key: d.key } : {}) }, value ?? undefined, described);
      }
      case 'list': {
        const item = this.field(d.of, [...at, 'of']);
        if (!item) return null;
        return Type.Array(item, {
          ...(d.min !== undefined ? { minItems: d.min } : {}),
          ...(d.max !== undefined ? { maxItems: d.max } : {}),
          ...dflt,
          ...described,
        });
      }
      case 'group': {
        if (!d.fields || typeof d.fields !== 'object' || Array.isArray(d.fields)) {
          this.report([...at, 'fields'], 'the `fields` of a group is a mapping of field names to declarations');
          return null;
        }
        return this.fields(d.fields as Record<string, unknown>, [...at, 'fields'], described);
      }
      case 'either': {
        if (!Array.isArray(d.of) || d.of.length < 2) {
          this.report([...at, 'of'], 'the `of` of an either is a list of at least two field declarations');
          return null;
        }
        const branches = d.of.map((b, i) => this.field(b, [...at, 'of', i], true));
        if (branches.some((b) => !b)) return null;
        return Type.Union(branches as TSchema[], { ...described, ...dflt });
      }
    }
  }
}

function validPattern(p: string): boolean {
  try {
    new RegExp(p, 'u');
    return true;
  } catch {
    return false;
  }
}

function rangeDescription(kind: 'integer' | 'number', min?: number, max?: number): string {
  const what = kind === 'integer' ? 'a whole number' : 'a number';
  if (min !== undefined && max !== undefined) return `${what} from ${min} to ${max}`;
  if (min !== undefined) return `${what}, at least ${min}`;
  if (max !== undefined) return `${what}, at most ${max}`;
  return what;
}
