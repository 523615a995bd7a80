/**
 * The text fields of a pack's cards, each with the grammar start rule that reads it, parsed once
 * per loaded pack and language (CODEX's by default; INDEX's: src/games/index/text/fields.ts) and
 * shared by every rule.
 */
import type { LoadedCard, LoadedPack } from '../../../core/pack.js';
import type { FixAt, Location } from '../../../core/rule.js';
import { TEXT_KEYWORD } from '../../../core/schema-kit.js';
import { annotated } from '../../../core/schema-walk.js';
import type { PathSegment } from '../../../core/yaml-source.js';
import type { At, TextAst, TextKind } from './ast.js';
import { CODEX_LANGUAGE, type CardLanguage } from './language.js';
import type { ParseResult } from './parse.js';
import { dominantApostrophe, type Apostrophe } from './typography.js';

export interface TextField {
  card: LoadedCard;
  /** Path from the card, e.g. ['actives', 0, 'condition']. */
  path: PathSegment[];
  kind: TextKind;
  text: string;
  result: ParseResult<TextKind>;
  /** The AST when the text parsed, null otherwise. */
  ast: TextAst | null;
}

/** Which start rule reads a field, by the field's name: passives, conditions, everything else is an effect. */
export function textKindOf(path: PathSegment[]): TextKind {
  const key = [...path].reverse().find((s) => typeof s === 'string');
  if (key === 'passive') return 'Passive';
  if (key === 'condition') return 'Condition';
  return 'Effect';
}

interface PackTexts {
  fields: TextField[];
  apostrophe: Apostrophe;
}

const caches = new WeakMap<CardLanguage, WeakMap<LoadedPack, PackTexts>>();

/** The pack's text fields, parsed, and its apostrophe style: made once per loaded pack and language. */
function packTexts(pack: LoadedPack, language: CardLanguage): PackTexts {
  let cache = caches.get(language);
  if (!cache) caches.set(language, (cache = new WeakMap()));
  let texts = cache.get(pack);
  if (!texts) {
    const fields: TextField[] = [];
    for (const card of pack.cards.filter((c) => c.valid)) {
      for (const t of annotated(card.type.schema, card.data, TEXT_KEYWORD)) {
        if (typeof t.value !== 'string') continue;
        const kind = textKindOf(t.path);
        const result = language.parse(t.value, kind);
        fields.push({ card, path: t.path, kind, text: t.value, result, ast: result.ok ? result.ast : null });
      }
    }
    texts = { fields, apostrophe: dominantApostrophe(fields.map((f) => f.text)) };
    cache.set(pack, texts);
  }
  return texts;
}

/** Every text field of the pack's schema-valid cards, parsed in `language`. */
export function textFields(pack: LoadedPack, language: CardLanguage = CODEX_LANGUAGE): TextField[] {
  return packTexts(pack, language).fields;
}

/** The fields that parsed. */
export function parsedFields(pack: LoadedPack, language: CardLanguage = CODEX_LANGUAGE): (TextField & { ast: TextAst })[] {
  return textFields(pack, language).filter((f): f is TextField & { ast: TextAst } => f.ast !== null);
}

/** The apostrophe most of the pack's texts use: the style the typography rules keep. */
export function packApostrophe(pack: LoadedPack, language: CardLanguage = CODEX_LANGUAGE): Apostrophe {
  return packTexts(pack, language).apostrophe;
}

export type AstNode = { kind: string; at?: At } & Record<string, unknown>;

/**
 * Every node of an AST (an object with a `kind`, actors included), depth first, with `at`: the
 * offsets of the nearest node around it (itself included) that records where it was written,
 * so that a rule points at the clause, condition or name a problem is in.
 */
export function* nodesOf(ast: unknown, at: At | null = null): Generator<{ node: AstNode; at: At | null }> {
  if (Array.isArray(ast)) {
    for (const x of ast) yield* nodesOf(x, at);
  } else if (ast && typeof ast === 'object') {
    const node = ast as AstNode;
    const here = node.at ?? at;
    if (typeof node.kind === 'string') yield { node, at: here };
    for (const [k, v] of Object.entries(node)) if (k !== 'at') yield* nodesOf(v, here);
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
