/**
 * A count with its noun in agreement: "1 round", "2 rounds", "0 rounds". The one helper the sim
 * report, the replay and the commands around them use, so that no text says "round(s)". English
 * for now: the plural is the singular plus "s" unless given.
 */
export function plural(n: number, one: string, many = `${one}s`): string {
  return `${n} ${n === 1 ? one : many}`;
}
