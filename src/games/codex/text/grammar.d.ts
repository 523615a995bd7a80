/** Types of the parser that scripts/compile.js generates from grammar.peggy. */
import type { TextKind } from './ast.js';

export interface PeggyLocation {
  start: { offset: number; line: number; column: number };
  end: { offset: number; line: number; column: number };
}

export type PeggyExpectation =
  | { type: 'literal'; text: string; ignoreCase: boolean }
  | { type: 'class'; parts: (string | [string, string])[]; inverted: boolean; ignoreCase: boolean }
  | { type: 'any' }
  | { type: 'end' }
  | { type: 'other'; description: string };

export declare class SyntaxError extends Error {
  expected: PeggyExpectation[] | null;
  found: string | null;
  location: PeggyLocation;
}

export declare function parse(input: string, options?: { startRule?: TextKind }): unknown;
