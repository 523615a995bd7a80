/**
 * A checker rule, in the style of a linter's: one module, one id, a one-line description,
 * and examples (valid and invalid packs) that run as its tests and feed its docs.
 */
import type { Diagnostic, Severity, SourceSpan } from './diagnostics.js';
import type { LoadedPack } from './pack.js';
import { spanAt, spanInScalar, spanInScalarRange, type PathSegment, type YamlSource } from './yaml-source.js';

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
  /** For a rule with fixes: the files as `check --fix` leaves them (only those that change). */
  output?: Record<string, string>;
}

/** What is said of a rule wherever rules are listed (SARIF, docs/rules/): also the renderer's diagnostics, which are not modules. */
export interface RuleInfo {
  id: string;
  description: string;
  severity: Severity;
}

/** The file of a rule's page under docs/rules/: `codex/text-parse` → `codex-text-parse.md`. */
export function ruleDocName(id: string): string {
  return `${id.replace('/', '-')}.md`;
}

export interface Rule extends RuleInfo {
  /**
   * True when an error of this rule about the pack as a whole (not one card) means no card can
   * be drawn at all (a template or a font that does not exist, images too large to allocate):
   * nothing is laid out or rendered, even under --force.
   */
  blocksDrawing?: boolean;
  check(ctx: RuleContext): void;
  examples: { valid: RuleExample[]; invalid: InvalidRuleExample[] };
}

/**
 * Where a problem is: a span; a data path in a file, with an optional word inside a text scalar;
 * or a range of offsets [start, end) in the value of a text scalar.
 */
export type Location =
  | SourceSpan
  | { src: YamlSource; path: PathSegment[]; needle?: string; occurrence?: number }
  | { src: YamlSource; path: PathSegment[]; start: number; end: number };

/** A safe fix offered with a report: the new value of the text scalar at `path` in `src`. */
export interface FixAt {
  src: YamlSource;
  path: PathSegment[];
  value: string;
}

export interface RuleContext {
  pack: LoadedPack;
  report(at: Location, message: string, card: string | null, severity?: Severity, fix?: FixAt): void;
}

export function resolveLocation(at: Location): SourceSpan {
  if ('start' in at) return spanInScalarRange(at.src, at.path, at.start, at.end);
  if ('src' in at) {
    return at.needle ? spanInScalar(at.src, at.path, at.needle, at.occurrence ?? 0) : spanAt(at.src, at.path);
  }
  return at;
}

export function runRule(rule: Rule, pack: LoadedPack): Diagnostic[] {
  const out: Diagnostic[] = [];
  rule.check({
    pack,
    report(at, message, card, severity = rule.severity, fix) {
      const d: Diagnostic = { ...resolveLocation(at), severity, rule: rule.id, message, card };
      if (fix) d.fix = { file: fix.src.file, path: fix.path, value: fix.value };
      out.push(d);
    },
  });
  return out;
}
