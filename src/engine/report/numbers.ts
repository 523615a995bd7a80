/** Numbers as a game's language writes them, for its reports and its odds. */

/** How a language writes a decimal number and a percentage: "2499, 12.5 %" in English, "2 499, 12,5 %" in French. */
export function numbers(lang: string): { num: (x: number) => string; pct: (x: number) => string } {
  const num = lang === 'fr' ? (x: number) => frenchFormat().format(x) : (x: number) => String(x);
  const pct = lang === 'fr' ? (x: number) => `${(x * 100).toFixed(1).replace('.', ',')}\u00a0%` : (x: number) => `${(x * 100).toFixed(1)} %`;
  return { num, pct };
}

// Made once: an odds report asks for a cell's number thousands of times, and making a
// NumberFormat is far dearer than using one (it was a twentieth of `odds cardstle`).
let french: Intl.NumberFormat | undefined;
const frenchFormat = (): Intl.NumberFormat => (french ??= new Intl.NumberFormat('fr', { maximumFractionDigits: 20 }));

/**
 * How a plot's axes write numbers in a language (a Vega number locale: "40 %" and "2,5" in
 * French), with the same marks as the tables' numbers: the decimal and thousands marks are the
 * ones `num` writes (Intl's), the percent the one `pct` writes. Undefined for English, which is
 * Vega's own.
 */
export function plotLocale(lang: string): object | undefined {
  if (lang !== 'fr') return undefined;
  const parts = frenchFormat().formatToParts(12345.5);
  const mark = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return { number: { decimal: mark('decimal'), thousands: mark('group'), grouping: [3], currency: ['', '\u00a0€'], percent: '\u00a0%' } };
}
