/** Pieces every game's HTML report is made of: escaped text, numbers as the game's language writes them, tables. */

export const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** How a language writes a decimal number and a percentage: "2499, 12.5 %" in English, "2 499, 12,5 %" in French. */
export function numbers(lang: string): { num: (x: number) => string; pct: (x: number) => string } {
  const fr = new Intl.NumberFormat('fr', { maximumFractionDigits: 20 });
  const num = lang === 'fr' ? (x: number) => fr.format(x) : (x: number) => String(x);
  const pct = lang === 'fr' ? (x: number) => `${(x * 100).toFixed(1).replace('.', ',')}\u00a0%` : (x: number) => `${(x * 100).toFixed(1)} %`;
  return { num, pct };
}

/** A table: a head row, then the body's rows, numbers written by `num`. */
export function table(head: string[], body: (string | number)[][], num: (x: number) => string): string {
  return `<table><thead><tr>${head.map((h) => `<th>${esc(h)}</th>`).join('')}</tr></thead><tbody>${body
    .map((r) => `<tr>${r.map((c) => `<td>${esc(typeof c === 'number' ? num(c) : c)}</td>`).join('')}</tr>`)
    .join('')}</tbody></table>`;
}
