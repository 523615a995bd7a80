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

/**
 * An empty array of the hidden class it will have once it holds strings or objects. `[]` starts
 * as an array of small integers and changes class at its first push of anything else, so a list
 * that is usually empty and sometimes filled (the keywords a creature lost this turn) would show
 * the rules reading it a new class late in a run, and deoptimise them.
 */
export function emptyList<T>(): T[] {
  const out: T[] = [];
  out.push(undefined as T);
  out.pop();
  return out;
}
