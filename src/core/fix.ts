/**
 * Applies safe fixes to the text of a YAML file. Only the fixed scalars change: each is written
 * again by the yaml library in its own style (plain, quoted…) and spliced in at its source range,
 * so the file keeps every comment, blank line and flow-collection spacing it had. The result is
 * parsed again and each fixed value checked; if one does not read back, nothing is changed.
 */
import { isScalar, parseDocument, Scalar, stringify } from 'yaml';
import type { Fix } from './diagnostics.js';
import { loadYamlSource, nodeAt } from './yaml-source.js';

export interface FixResult {
  text: string;
  /** The fixes applied (one per scalar; the others wait for the next pass). */
  applied: Fix[];
}

export function applyFixes(file: string, text: string, fixes: Fix[]): FixResult {
  const src = loadYamlSource(file, text);
  if (src.doc.errors.length) return { text, applied: [] };
  const byPath = new Map<string, Fix>();
  for (const f of fixes) if (!byPath.has(key(f))) byPath.set(key(f), f);
  const edits: { from: number; to: number; text: string; fix: Fix }[] = [];
  for (const fix of byPath.values()) {
    const { node, exact } = nodeAt(src, fix.path);
    if (!exact || !isScalar(node) || !node.range || typeof node.value !== 'string' || node.value === fix.value) continue;
    edits.push({ from: node.range[0], to: node.range[1], text: scalarSource(fix.value, node), fix });
  }
  edits.sort((a, b) => b.from - a.from);
  let out = text;
  for (const e of edits) out = out.slice(0, e.from) + e.text + out.slice(e.to);
  const check = parseDocument(out);
  const readsBack = check.errors.length === 0 && edits.every((e) => check.getIn(e.fix.path) === e.fix.value);
  return readsBack ? { text: out, applied: edits.map((e) => e.fix).reverse() } : { text, applied: [] };
}

function key(f: Fix): string {
  return JSON.stringify(f.path);
}

/** The value as a one-line scalar in the node's style; a block scalar becomes double-quoted. */
function scalarSource(value: string, node: Scalar): string {
  const block = node.type === Scalar.BLOCK_FOLDED || node.type === Scalar.BLOCK_LITERAL;
  const type = block ? Scalar.QUOTE_DOUBLE : (node.type ?? Scalar.PLAIN);
  return stringify(value, { defaultStringType: type as Scalar.Type, lineWidth: 0 }).replace(/\n$/, '');
}
