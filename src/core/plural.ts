/**
 * A count with its noun in agreement: "1 round", "2 rounds", "0 rounds", so that no text says
 * "round(s)". English, for the designer's command-line messages: what players read (the sim
 * report, the replay) agrees in number through the catalogue's ICU plurals instead.
 */
export function plural(n: number, one: string, many = `${one}s`): string {
  return `${n} ${n === 1 ? one : many}`;
}
