/**
 * Parses one text field of a CODEX card (or, with `textParser`, of an edition whose grammar is
 * made from CODEX's: INDEX). Never throws: the result is an AST, or an error located in the text
 * (the reading itself is the core's, src/core/text-parse.ts, shared by every card language).
 */
import { parseWithGrammar, type GeneratedGrammar, type TextError } from '../../../core/text-parse.js';
import type { TextKind, TextKinds } from './ast.js';
import * as codexGrammar from './grammar.js';

export { plainTypography, type TextError } from '../../../core/text-parse.js';

export type ParseResult<K extends TextKind> = { ok: true; ast: TextKinds[K] } | { ok: false; error: TextError };

/** A generated parser: CODEX's grammar, or an edition's made from it (lexicon.ts). */
export type GeneratedParser = Pick<typeof codexGrammar, 'parse' | 'SyntaxError'>;

export type TextParser = <K extends TextKind>(text: string, kind: K) => ParseResult<K>;

/** The parse function of a generated grammar; `name` names the language in internal errors. */
export function textParser(grammar: GeneratedParser, name: string): TextParser {
  return <K extends TextKind>(text: string, kind: K): ParseResult<K> => parseWithGrammar<TextKinds[K]>(grammar as unknown as GeneratedGrammar, name, text, kind);
}

/** Parses one text field of a CODEX card. */
export const parseCardText: TextParser = textParser(codexGrammar, 'CODEX');
