/**
 * Reading a card text with a generated (peggy) grammar, for every pack that has a card language:
 * the AST, or an error located in the text as written, with the forms the language expected there
 * and a spelling suggestion when the word written is close to one of them ("did you mean
 * 'dégâts'?"). Never throws for a card's text.
 */
import { distance } from 'fastest-levenshtein';
import { buildStamp } from './build-stamp.js';
import { hashOf } from './cache-files.js';
import type { JsonMemo } from './json-memo.js';

export interface TextError {
  /** Offsets in the text as written (UTF-16, like JavaScript strings). */
  offset: number;
  end: number;
  message: string;
  /** The forms that could have come here, as the grammar names them. */
  expected: string[];
  /** A replacement for text.slice(offset, end) that parses further, when one is close. */
  suggestion: string | null;
}

/** The typographic variants the grammar reads as their plain form; each is one UTF-16 unit, so offsets hold. */
export function plainTypography(text: string): string {
  return text.replace(/[’]/g, "'").replace(/[\u00a0\u202f]/g, ' ');
}

/**
 * What the grammar reads: plain typography, and runs of spaces as one (a doubled space is the
 * typography rule's to report, not a reason to refuse the text). `offsets[i]` is where the
 * i-th character read was in the text as written.
 */
function readable(text: string): { input: string; offsets: number[] } {
  const plain = plainTypography(text);
  let input = '';
  const offsets: number[] = [];
  for (let i = 0; i < plain.length; i++) {
    if (plain[i] === ' ' && plain[i + 1] === ' ') continue;
    input += plain[i];
    offsets.push(i);
  }
  offsets.push(plain.length);
  return { input, offsets };
}

/** What a generated grammar exports (scripts/compile.js makes it from a .peggy file). */
export interface PeggyExpectationLike {
  type: string;
  text?: string;
  description?: string;
}

export interface GeneratedGrammar {
  parse(input: string, options?: { startRule?: string }): unknown;
  SyntaxError: abstract new (...args: never[]) => Error & { expected: PeggyExpectationLike[] | null; location: { start: { offset: number }; end: { offset: number } } };
}

export type GrammarResult<T> = { ok: true; ast: T } | { ok: false; error: TextError };

/** Parses `text` from `startRule` of `grammar`; `name` names the language in internal errors. */
export function parseWithGrammar<T>(grammar: GeneratedGrammar, name: string, text: string, startRule: string): GrammarResult<T> {
  if (!memo) return parseNow<T>(grammar, name, text, startRule);
  const key = hashOf(name, startRule, text);
  const kept = memo.get(key);
  if (kept) return kept.value as GrammarResult<T>;
  const result = parseNow<T>(grammar, name, text, startRule);
  memo.set(key, result);
  return result;
}

/**
 * What `work` works out from card texts alone (their canonical form, say), kept in the same memo
 * as their parses while a pack's rules run, by `key` (which names everything it depends on but
 * deckwright's build, the memo's version): a rule re-examines only the texts that changed.
 * Without a memo, or for an answer JSON cannot keep, it is worked out each time.
 */
export function keptAnswer<T>(key: string, work: () => T): T {
  const kept = memo?.get(key);
  if (kept) return (kept.value as { answer: T }).answer;
  const answer = work();
  memo?.set(key, { answer });
  return answer;
}

/**
 * The parses kept between commands (json-memo.ts) that parseWithGrammar reads and adds to while
 * `run` runs (a pack's rules, which run synchronously): a card text unchanged since the last
 * `check` is not read again. They are keyed by deckwright's build, which holds its grammars.
 */
let memo: JsonMemo | null = null;
export function withTextParseMemo<T>(kept: JsonMemo, run: () => T): T {
  const outer = memo;
  memo = kept;
  try {
    return run();
  } finally {
    memo = outer;
  }
}

/** What the parse memo is valid for: this build of deckwright's grammars. */
export function textParseMemoVersion(): string {
  return `1 ${buildStamp()}`;
}

function parseNow<T>(grammar: GeneratedGrammar, name: string, text: string, startRule: string): GrammarResult<T> {
  const { input, offsets } = readable(text);
  try {
    const ast = grammar.parse(input, { startRule }) as T;
    if (input.length !== text.length) remapOffsets(ast, offsets);
    return { ok: true, ast };
  } catch (e) {
    if (e instanceof grammar.SyntaxError) {
      const error = toTextError(input, e);
      return { ok: false, error: { ...error, offset: offsets[error.offset] ?? text.length, end: error.end > input.length ? text.length + 1 : (offsets[error.end] ?? text.length) } };
    }
    // A grammar action that throws something else is a bug in deckwright, not in the card.
    return { ok: false, error: { offset: 0, end: text.length, message: `internal error of the ${name} text parser: ${String(e)}`, expected: [], suggestion: null } };
  }
}

/** Moves every node's `at` from offsets of what was read to offsets of the text as written. */
function remapOffsets(node: unknown, offsets: number[]): void {
  if (Array.isArray(node)) {
    for (const x of node) remapOffsets(x, offsets);
  } else if (node && typeof node === 'object') {
    const n = node as { at?: [number, number] };
    if (Array.isArray(n.at)) n.at = [offsets[n.at[0]], offsets[n.at[1] - 1] + 1];
    for (const [k, v] of Object.entries(node)) if (k !== 'at' && typeof v === 'object') remapOffsets(v, offsets);
  }
}

const MAX_LISTED = 8;

function toTextError(input: string, e: InstanceType<GeneratedGrammar['SyntaxError']>): TextError {
  const offset = e.location.start.offset;
  if (!e.expected) {
    // An error() from a grammar action: its message already says what to write.
    return { offset, end: Math.max(e.location.end.offset, offset + 1), message: e.message, expected: [], suggestion: suggestionIn(e.message) };
  }
  const expected = describeAll(e.expected);
  const found = wordAt(input, offset);
  const near = closestLiteral(input, offset, e.expected);
  const end = offset + Math.max(1, near ? near.length : found.length);
  const shown = expected.length > MAX_LISTED ? [...expected.slice(0, MAX_LISTED), `… (${expected.length - MAX_LISTED} more)`] : expected;
  const what = offset >= input.length ? 'the text ends too early' : `cannot read "${found || input[offset]}" here`;
  const hint = near ? `did you mean '${near.replacement}'? ` : '';
  return {
    offset,
    end: Math.min(end, Math.max(input.length, offset + 1)),
    message: `${what}; ${hint}expected ${shown.length === 1 ? shown[0] : `one of: ${shown.join(', ')}`}`,
    expected,
    suggestion: near?.replacement ?? null,
  };
}

function describeAll(list: PeggyExpectationLike[]): string[] {
  const out = new Set<string>();
  for (const x of list) {
    if (x.type === 'literal') out.add(`'${x.text}'`);
    else if (x.type === 'other') out.add(x.description ?? '');
    else if (x.type === 'end') out.add('the end of the text');
    else if (x.type === 'class') out.add('a letter');
  }
  // Literals first, shortest first: the likely next word leads the list.
  return [...out].sort((a, b) => Number(!a.startsWith("'")) - Number(!b.startsWith("'")) || a.length - b.length || a.localeCompare(b));
}

function wordAt(input: string, offset: number): string {
  return /^[\p{L}\p{N}'*{}°-]*/u.exec(input.slice(offset))?.[0] ?? '';
}

/** The expected literal closest to what is written at `offset`, if it is a likely misspelling. */
function closestLiteral(input: string, offset: number, expected: PeggyExpectationLike[]): { replacement: string; length: number } | null {
  let best: { replacement: string; length: number; d: number } | null = null;
  for (const x of expected) {
    if (x.type !== 'literal') continue;
    const want = (x.text ?? '').trimEnd();
    if (want.length < 3) continue;
    // Compare with what is written over the same number of words, give or take a letter.
    const words = want.split(' ').length;
    const written = input.slice(offset).split(' ').slice(0, words).join(' ').replace(/[.,]$/, '');
    if (!written) continue;
    // A missing accent counts as half a mistake: "degats" is surely "dégâts".
    const d = bare(written) === bare(want) ? 0.5 : distance(written.toLowerCase(), want.toLowerCase());
    const allowed = Math.max(1, Math.floor(want.length / 4));
    if (d === 0 || d > allowed) continue;
    if (!best || d < best.d) best = { replacement: matchCase(written, want), length: written.length, d };
  }
  return best && { replacement: best.replacement, length: best.length };
}

function bare(s: string): string {
  return s.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
}

/** Keep the author's capital on the first letter. */
function matchCase(written: string, want: string): string {
  return /^\p{Lu}/u.test(written) ? want.charAt(0).toUpperCase() + want.slice(1) : want;
}

function suggestionIn(message: string): string | null {
  return /did you mean '([^']+)'/.exec(message)?.[1] ?? null;
}
