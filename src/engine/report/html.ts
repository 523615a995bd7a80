/** Pieces every game's HTML report is made of: escaped text and tables (numbers: numbers.ts). */

export const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** A table: a head row, then the body's rows, numbers written by `num`. */
export function table(head: string[], body: (string | number)[][], num: (x: number) => string): string {
  return `<table><thead><tr>${head.map((h) => `<th>${esc(h)}</th>`).join('')}</tr></thead><tbody>${body
    .map((r) => `<tr>${r.map((c) => `<td>${esc(typeof c === 'number' ? num(c) : c)}</td>`).join('')}</tr>`)
    .join('')}</tbody></table>`;
}
