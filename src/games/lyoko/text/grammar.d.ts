/** Types of the parser that scripts/compile.js generates from grammar.peggy. */
export declare class SyntaxError extends Error {
  expected: { type: string; text?: string; description?: string }[] | null;
  found: string | null;
  location: { start: { offset: number; line: number; column: number }; end: { offset: number; line: number; column: number } };
}

export declare function parse(input: string, options?: { startRule?: 'Effect' }): unknown;
