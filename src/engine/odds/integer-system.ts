/**
 * A square linear system in integers, solved exactly without fractions: A·X = B, A an m×m matrix
 * of (small) integers, B any number of columns of (big) integers. The answer is X = num / den,
 * one common denominator for every entry.
 *
 * Fraction-free Gauss–Jordan (Bareiss's one-step elimination, carried above the pivot too): each
 * step divides every entry by the previous pivot, a division that is always exact (the entries
 * are minors of A | B), so no gcd is ever taken and the numbers grow only as the determinants do.
 * At the end the left part is den·I, den = ±det(A), and the right part is den·X. A Markov chain's
 * groups (markov.ts) are solved this way: taking gcds of long numbers at every step of a solve
 * in fractions was most of the time of a fight's exact odds.
 */

export interface IntegerSolution {
  /** The common denominator, above 0 (|det A|). */
  den: bigint;
  /** X's numerators, a row per unknown, a column per column of B. */
  num: bigint[][];
}

/** X = num/den with A·X = B, or null when A is singular. A and B are not changed. */
export function solveIntegerSystem(a: readonly (readonly bigint[])[], b: readonly (readonly bigint[])[]): IntegerSolution | null {
  const m = a.length;
  const rows = a.map((row, i) => [...row, ...b[i]]);
  const width = m ? rows[0].length : 0;
  let previous = 1n;
  for (let k = 0; k < m; k++) {
    let pivot = k;
    while (pivot < m && rows[pivot][k] === 0n) pivot++;
    if (pivot === m) return null;
    [rows[k], rows[pivot]] = [rows[pivot], rows[k]];
    const top = rows[k];
    const p = top[k];
    for (let i = 0; i < m; i++) {
      if (i === k) continue;
      const row = rows[i];
      const f = row[k];
      // Row i ← (p·row i − f·row k) / previous, for every column (the rows already solved keep
      // their diagonal, now p, and their zeros).
      for (let j = 0; j < width; j++) {
        const x = row[j];
        const y = top[j];
        if (x === 0n && (f === 0n || y === 0n)) continue;
        row[j] = (p * x - (f === 0n || y === 0n ? 0n : f * y)) / previous;
      }
    }
    previous = p;
  }
  // Every diagonal entry is now the last pivot, ±det(A).
  const sign = previous < 0n ? -1n : 1n;
  return { den: previous * sign, num: rows.map((row) => row.slice(m).map((x) => x * sign)) };
}
