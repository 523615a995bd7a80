/**
 * A YAML file loaded with its source positions kept, so that any value of the parsed data
 * can be traced back to `file:line:col`.
 */
import { LineCounter, parseDocument, visit, isAlias, isCollection, isMap, isScalar, isSeq, isPair, type Alias, type Document, type Node } from 'yaml';
import type { Diagnostic, SourceSpan } from './diagnostics.js';
import { hashOf } from './cache-files.js';
import { JsonMemoInMemory, type JsonMemo } from './json-memo.js';
import { packageVersion } from './package-version.js';

export type PathSegment = string | number;

export interface YamlSource {
  /** Path as shown to the user (relative to the working directory when possible). */
  file: string;
  text: string;
  doc: Document.Parsed;
  lines: LineCounter;
  /** Plain JS data, or undefined when the file did not parse. */
  data: unknown;
  /** Syntax errors, already as diagnostics. */
  syntaxErrors: Diagnostic[];
  /** The memo the file was read with (json-memo.ts): what is worked out of its values (their validation) is kept there too. */
  memo?: JsonMemo;
}

const DEFAULT_HINT = "check the indentation, the quotes and the ': ' after each key";
const SYNTAX_HINTS: Record<string, string> = {
  DUPLICATE_KEY: 'remove one of the two, or rename it',
  TAB_AS_INDENT: 'indent with spaces, not tabs',
  BAD_INDENT: 'keys of one mapping must start in the same column',
  MISSING_CHAR: 'close the quote or bracket, or add the missing character',
  MULTILINE_IMPLICIT_KEY: "a key and its ':' must be on one line; quote text that contains ': '",
  BLOCK_AS_IMPLICIT_KEY: "quote text that contains ': ' or starts with '{', '*' or '['",
  UNEXPECTED_TOKEN: "quote text that starts with '{', '*', '[' or '@'",
};

/**
 * The parser reports an unclosed quote where the file ends; the user needs the quote that was
 * opened: the quoted scalar that runs up to the error.
 */
function openingQuote(doc: Document.Parsed, errorAt: number): [number, number] | null {
  let found: [number, number] | null = null;
  visit(doc, {
    Scalar(_key, node) {
      const quoted = node.type === 'QUOTE_DOUBLE' || node.type === 'QUOTE_SINGLE';
      if (quoted && node.range && node.range[0] <= errorAt && node.range[1] >= errorAt - 1) found = [node.range[0], node.range[0] + 1];
    },
  });
  return found;
}

function hintFor(code: string, message: string): string {
  // The parser says "MISSING_CHAR" both for an unclosed quote and for a line indented wrongly.
  if (/indicator/.test(message)) return 'this line is not aligned with the lines above it: check its indentation';
  return SYNTAX_HINTS[code] ?? DEFAULT_HINT;
}

/** What the data memo of YAML files is valid for: the parser and how it is asked to parse. */
let memoVersion: string | undefined;
export function yamlMemoVersion(): string {
  memoVersion ??= `1 yaml ${packageVersion('yaml')}`;
  return memoVersion;
}

/** How every file is parsed: the same options for a first read and for a read of a cached file's positions. */
function parse(text: string): { doc: Document.Parsed; lines: LineCounter } {
  const lines = new LineCounter();
  return { doc: parseDocument(text, { lineCounter: lines, prettyErrors: false, uniqueKeys: true }), lines };
}

/**
 * The file `file` of text `text`, parsed. With a `cache` (json-memo.ts), a text read cleanly
 * before gives its data from there, and is parsed for its positions only when a problem asks
 * where something of it is: a clean file is never parsed, a file with a problem is located
 * exactly as before.
 */
export function loadYamlSource(file: string, text: string, cache?: JsonMemo): YamlSource {
  const key = hashOf(text);
  const memo = cache?.get(key);
  const kept = memo ?? parsedHere.get(key);
  // Known to this process only: into the memo between commands too, before anyone changes the copy.
  if (kept && !memo) cache?.set(key, kept.value);
  if (kept) {
    let parsed: { doc: Document.Parsed; lines: LineCounter } | undefined;
    return {
      file,
      text,
      data: kept.value,
      syntaxErrors: [],
      memo: cache,
      get doc() {
        parsed ??= parse(text);
        return parsed.doc;
      },
      get lines() {
        parsed ??= parse(text);
        return parsed.lines;
      },
    };
  }
  const { doc, lines } = parse(text);
  const syntaxErrors: Diagnostic[] = [];
  const report = ([start, end]: [number, number], severity: Diagnostic['severity'], message: string) => {
    const a = lines.linePos(start);
    const b = lines.linePos(Math.max(start, end));
    syntaxErrors.push({ file, line: a.line, column: a.col, endLine: b.line, endColumn: b.col, severity, rule: 'core/yaml-syntax', message, card: null });
  };
  // One problem often makes the parser report several; the first is the one to fix.
  for (const err of [...doc.errors.slice(0, 1), ...doc.warnings.slice(0, 1)]) {
    let at: [number, number] = err.pos;
    if (err.code === 'MISSING_CHAR' && /quote/.test(err.message)) at = openingQuote(doc, at[0]) ?? at;
    const firstLine = err.message.split('\n')[0];
    // The parser's own words name its API ("please use YAML.parseAllDocuments()"): say it in the file's terms.
    if (err.code === 'MULTIPLE_DOCS') {
      report(at, 'error', "a second YAML document starts here ('---'): a deckwright file holds one document; remove this '---' line, or move what follows it into a file of its own");
      continue;
    }
    report(at, doc.errors.includes(err as never) ? 'error' : 'warning', `${firstLine} (YAML ${err.code}); ${hintFor(err.code, firstLine)}`);
  }
  let data: unknown = undefined;
  if (doc.errors.length === 0) {
    try {
      data = doc.toJS({ maxAliasCount: MAX_ALIAS_COUNT });
    } catch (e) {
      // The yaml library refuses aliases that expand exponentially ("billion laughs"), and an alias
      // to an anchor that comes after it: a located syntax error like any other, not a crash.
      const alias = culpritAlias(doc);
      const bomb = /resource exhaustion/.test(String(e));
      report(
        [alias?.range?.[0] ?? 0, alias?.range?.[1] ?? 0],
        'error',
        bomb
          ? `this alias expands into more than ${MAX_ALIAS_COUNT} copies of other aliases, a "billion laughs" expansion that deckwright refuses; write the values out instead of nesting aliases`
          : `${e instanceof Error ? e.message : String(e)}; define the anchor (&name) before its aliases (*name)`,
      );
    }
  }
  if (syntaxErrors.length === 0 && doc.errors.length === 0 && doc.warnings.length === 0) {
    cache?.set(key, data);
    parsedHere.set(key, data);
  }
  return { file, text, doc, lines, data, syntaxErrors, memo: cache };
}

/**
 * The data of the texts this process parsed cleanly, by their hash: a process that reads a file
 * again (the preview and `build --watch` after each save, a pack loaded by several commands of
 * one process) parses only what changed, as the memo between commands (json-memo.ts) does for a
 * command's first read. Kept as JSON, each read a fresh copy; the oldest dropped past a bound.
 */
const parsedHere = new JsonMemoInMemory(2048);

/** How many alias references a document may expand (the yaml library's own guard). */
const MAX_ALIAS_COUNT = 100;

/**
 * The alias the yaml library refused: the first, in reading order, whose anchor is not defined
 * before it, or whose expansion alone holds more than MAX_ALIAS_COUNT alias references (where a
 * "billion laughs" starts to explode); else the first alias of all.
 */
function culpritAlias(doc: Document.Parsed): Alias | null {
  const anchors = new Map<string, Node>();
  const inner = new Map<Node, number>();
  // Alias references met when `node` is expanded, capped so that the count itself stays small.
  const expansion = (node: unknown): number => {
    if (isAlias(node)) {
      const target = anchors.get(node.source);
      return Math.min(Number.MAX_SAFE_INTEGER, 1 + (target ? (inner.get(target) ?? expansion(target)) : 0));
    }
    if (!isCollection(node)) return 0;
    let n = 0;
    for (const item of node.items) n += isPair(item) ? expansion(item.key) + expansion(item.value) : expansion(item);
    inner.set(node as Node, n);
    return n;
  };
  let found: Alias | null = null;
  let first: Alias | null = null;
  visit(doc, {
    Node(_key, node) {
      if (isAlias(node)) {
        first ??= node;
        if (!anchors.has(node.source) || expansion(node) > MAX_ALIAS_COUNT) {
          found = node;
          return visit.BREAK;
        }
      } else if (node.anchor) anchors.set(node.anchor, node);
    },
  });
  return found ?? first;
}

/** The node at a data path, or the closest existing ancestor. */
export function nodeAt(src: YamlSource, path: PathSegment[]): { node: Node | null; exact: boolean } {
  let node: unknown = src.doc.contents;
  for (let i = 0; i < path.length; i++) {
    const seg = path[i];
    let next: unknown = undefined;
    if (isMap(node)) next = node.get(seg, true);
    else if (isSeq(node) && typeof seg === 'number') next = node.items[seg];
    if (next === undefined || next === null) return { node: (node as Node) ?? null, exact: false };
    node = next;
  }
  return { node: (node as Node) ?? null, exact: true };
}

/** The key node of `path`'s last segment inside its parent map (for "unknown key" errors). */
export function keyNodeAt(src: YamlSource, path: PathSegment[]): Node | null {
  const parent = nodeAt(src, path.slice(0, -1));
  const key = path[path.length - 1];
  if (!parent.exact || !isMap(parent.node)) return null;
  for (const item of parent.node.items) {
    if (isPair(item) && isScalar(item.key) && item.key.value === key) return item.key as Node;
  }
  return null;
}

export function spanOfRange(src: YamlSource, start: number, end: number): SourceSpan {
  const a = src.lines.linePos(start);
  const b = src.lines.linePos(Math.max(start, end));
  return { file: src.file, line: a.line, column: a.col, endLine: b.line, endColumn: b.col };
}

export function spanOfNode(src: YamlSource, node: Node | null): SourceSpan {
  if (!node || !node.range) return { file: src.file, line: 1, column: 1, endLine: 1, endColumn: 1 };
  // For a map or sequence, point at its first line only: the whole block would be noise.
  if (isMap(node) || isSeq(node)) {
    const first = node.items[0] as unknown;
    const firstNode = isPair(first) ? (first.key as Node) : (first as Node);
    if (firstNode?.range) return spanOfRange(src, firstNode.range[0], firstNode.range[1]);
  }
  return spanOfRange(src, node.range[0], node.range[1]);
}

export function spanAt(src: YamlSource, path: PathSegment[]): SourceSpan {
  return spanOfNode(src, nodeAt(src, path).node);
}

/**
 * The span of `needle` (the `occurrence`-th match) inside the string scalar at `path`, so that
 * a problem with one word of card text points at that word. Falls back to the whole scalar
 * when the raw source cannot be matched (escapes, folded lines).
 */
export function spanInScalar(src: YamlSource, path: PathSegment[], needle: string, occurrence = 0): SourceSpan {
  const { node, exact } = nodeAt(src, path);
  if (!exact || !node || !isScalar(node) || !node.range) return spanOfNode(src, node);
  const [start, end] = node.range;
  const raw = src.text.slice(start, end);
  let from = 0;
  let at = -1;
  for (let i = 0; i <= occurrence; i++) {
    at = raw.indexOf(needle, from);
    if (at < 0) break;
    from = at + needle.length;
  }
  if (at < 0) return spanOfNode(src, node);
  return spanOfRange(src, start + at, start + at + needle.length);
}

/**
 * The span of characters [start, end) of the string value at `path`, mapped back through the
 * scalar's quoting, escapes and line folding to the source, so that a problem found at an
 * offset of the parsed text points at that exact column of the YAML file.
 */
export function spanInScalarRange(src: YamlSource, path: PathSegment[], start: number, end: number): SourceSpan {
  const { node, exact } = nodeAt(src, path);
  if (!exact || !node || !isScalar(node) || !node.range || typeof node.value !== 'string') return spanOfNode(src, node);
  const map = scalarOffsets(src.text, node.range[0], node.range[1], node.value, String(node.type));
  const at = (i: number) => (i < map.length ? map[i] : node.range![1]);
  const from = at(Math.min(start, node.value.length));
  const to = end > start && end <= map.length ? map[end - 1] + 1 : at(end);
  return spanOfRange(src, from, Math.max(from, to));
}

/**
 * For each character of a scalar's value, its offset in the source. Walks the value and the raw
 * source side by side: quotes, escapes, '' in single quotes, indentation and line breaks that
 * fold into one space are the only source characters without a value character of their own.
 */
export function scalarOffsets(text: string, from: number, to: number, value: string, type: string): number[] {
  const out: number[] = [];
  let j = from;
  if (type === 'QUOTE_DOUBLE' || type === 'QUOTE_SINGLE') j++;
  else if (type === 'BLOCK_LITERAL' || type === 'BLOCK_FOLDED') j = text.indexOf('\n', from) + 1 || to;
  for (let i = 0; i < value.length; i++) {
    const ch = value[i];
    while (j < to) {
      if (type === 'QUOTE_SINGLE' && text[j] === "'" && text[j + 1] === "'" && ch === "'") break;
      if (type === 'QUOTE_DOUBLE' && text[j] === '\\') break;
      if (text[j] === ch || (ch === ' ' && text[j] === '\n') || (ch === '\n' && text[j] === '\n')) break;
      j++;
    }
    out.push(Math.min(j, to));
    if (type === 'QUOTE_SINGLE' && text[j] === "'" && text[j + 1] === "'") j += 2;
    else if (type === 'QUOTE_DOUBLE' && text[j] === '\\') j += text[j + 1] === 'u' ? 6 : text[j + 1] === 'x' ? 4 : text[j + 1] === 'U' ? 10 : 2;
    else j++;
  }
  return out;
}
