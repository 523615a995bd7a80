/**
 * The diagnostics contract of DESIGN.md: every problem deckwright finds is one of these,
 * pointing into the YAML source with 1-based lines and columns.
 */
import { clipMessage, printable } from './printable.js';
import type { PathSegment } from './yaml-source.js';

export type Severity = 'error' | 'warning' | 'info';

/**
 * A fix that cannot change what a card means (typography, the canonical form of a text that
 * parses to the same AST): the new value of one string scalar. `check --fix` applies these.
 */
export interface Fix {
  file: string;
  /** Data path of the scalar in its file. */
  path: PathSegment[];
  value: string;
}

export interface Diagnostic {
  file: string;
  line: number;
  column: number;
  endLine: number;
  endColumn: number;
  severity: Severity;
  rule: string;
  message: string;
  /** Id of the card concerned, or null for file- or pack-level problems. */
  card: string | null;
  /** Present when `check --fix` can repair this problem by itself. */
  fix?: Fix;
}

export interface SourceSpan {
  file: string;
  line: number;
  column: number;
  endLine: number;
  endColumn: number;
}

/** Stable order: by file, then position, then rule, so output is deterministic. */
export function sortDiagnostics(list: Diagnostic[]): Diagnostic[] {
  return [...list].sort(
    (a, b) =>
      a.file.localeCompare(b.file) ||
      a.line - b.line ||
      a.column - b.column ||
      a.rule.localeCompare(b.rule) ||
      a.message.localeCompare(b.message),
  );
}

export function hasErrors(list: Diagnostic[]): boolean {
  return list.some((d) => d.severity === 'error');
}

/** Compiler-style text: `file:line:col severity rule message`, one line each whatever the data holds. */
export function formatText(list: Diagnostic[]): string {
  return list.map((d) => printable(`${d.file}:${d.line}:${d.column} ${d.severity} ${d.rule} ${clipMessage(d.message)}`, true)).join('\n');
}

export function formatJson(list: Diagnostic[]): string {
  return JSON.stringify(
    list.map((d) => ({
      file: d.file,
      line: d.line,
      column: d.column,
      endLine: d.endLine,
      endColumn: d.endColumn,
      severity: d.severity,
      rule: d.rule,
      message: d.message,
      card: d.card,
    })),
    null,
    2,
  );
}

export function summarize(list: Diagnostic[]): string {
  const count = (s: Severity) => list.filter((d) => d.severity === s).length;
  const e = count('error');
  const w = count('warning');
  return `${e} error${e === 1 ? '' : 's'}, ${w} warning${w === 1 ? '' : 's'}`;
}
