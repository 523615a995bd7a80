/**
 * `xs.map(f)` whose result always has the same hidden class. V8's Array.prototype.map returns a
 * packed array when it runs as a builtin and, once the caller is optimised and the map inlined, a
 * holey one. Arrays that the rules read in many places (the players, their Rations, a choice's
 * options, what "le"/"eux" point to) must not change class between the first games and the later
 * ones, or every rule that reads them is deoptimised ("wrong map") and compiled again, which is
 * most of what a fresh simulation thread spends its time on.
 */
export function mapPacked<T, U>(xs: readonly T[], f: (x: T, i: number) => U): U[] {
  const out: U[] = [];
  for (let i = 0; i < xs.length; i++) out.push(f(xs[i], i));
  return out;
}
