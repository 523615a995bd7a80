/**
 * A checker rule, in the style of a linter's: one module, one id, a one-line description,
 * and examples (valid and invalid packs) that run as its tests and feed its docs.
 */
import type { Diagnostic, Severity, SourceSpan } from './diagnostics.js';
import type { LoadedPack } from './pack.js';
import { spanAt, spanInScalar, type PathSegment, type YamlSource } from './yaml-source.js';

export interface RuleExample {
  /** What the example shows. */
  name: string;
  /** Files of an in-memory pack, by file name (game.yaml included). */
  files: Record<string, string>;
}

export interface ExpectedDiagnostic {
  file: string;
  line: number;
  column: number;
  /** A fragment the message must contain. */
  message?: string;
}

export interface InvalidRuleExample extends RuleExample {
  errors: ExpectedDiagnostic[];
}

export interface Rule {
  id: string;
  description: string;
  severity: Severity;
  check(ctx: RuleContext): void;
  examples: { valid: RuleExample[]; invalid: InvalidRuleExample[] };
}

/** Where a problem is: a span, or a data path in a file with an optional word inside a text scalar. */
export type Location = SourceSpan | { src: YamlSource; path: PathSegment[]; needle?: string; occurrence?: number };

export interface RuleContext {
  pack: LoadedPack;
  report(at: Location, message: string, card: string | null, severity?: Severity): void;
}

export function resolveLocation(at: Location): SourceSpan {
  if ('src' in at) {
    return at.needle ? spanInScalar(at.src, at.path, at.needle, at.occurrence ?? 0) : spanAt(at.src, at.path);
  }
  return at;
}

export function runRule(rule: Rule, pack: LoadedPack): Diagnostic[] {
  const out: Diagnostic[] = [];
  rule.check({
    pack,
    report(at, message, card, severity = rule.severity) {
      out.push({ ...resolveLocation(at), severity, rule: rule.id, message, card });
    },
  });
  return out;
}
