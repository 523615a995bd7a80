/**
 * The seeded generator every game keeps inside its state (sfc32: small, fast, and good enough
 * for dice and shuffles). Functions advance the generator in place, so a copied state carries its
 * own generator and the same seed always gives the same game.
 */

/** sfc32's four words of state. */
export type Rng = [number, number, number, number];

/** Four words from a seed, mixed by splitmix32 so that neighbouring seeds give unrelated games. */
export function seedRng(seed: number): Rng {
  let s = seed >>> 0;
  const next = () => {
    s = (s + 0x9e3779b9) >>> 0;
    let z = s;
    z = Math.imul(z ^ (z >>> 16), 0x85ebca6b) >>> 0;
    z = Math.imul(z ^ (z >>> 13), 0xc2b2ae35) >>> 0;
    return (z ^ (z >>> 16)) >>> 0;
  };
  return [next(), next(), next(), next()];
}

/** A float in [0, 1). */
export function random(rng: Rng): number {
  let [a, b, c, d] = rng;
  const t = (((a + b) >>> 0) + d) >>> 0;
  d = (d + 1) >>> 0;
  a = b ^ (b >>> 9);
  b = (c + (c << 3)) >>> 0;
  c = ((c << 21) | (c >>> 11)) >>> 0;
  c = (c + t) >>> 0;
  rng[0] = a >>> 0;
  rng[1] = b;
  rng[2] = c;
  rng[3] = d;
  return t / 4294967296;
}

/** An integer in [0, n). */
export function randomInt(rng: Rng, n: number): number {
  return Math.floor(random(rng) * n);
}

/** Fisher–Yates, in place. */
export function shuffle<T>(rng: Rng, list: T[]): T[] {
  for (let i = list.length - 1; i > 0; i--) {
    const j = randomInt(rng, i + 1);
    const t = list[i];
    list[i] = list[j];
    list[j] = t;
  }
  return list;
}

/** What a state holds for dice: its generator, and the results a scenario forces, used first. */
export interface DiceSource {
  rng: Rng;
  forcedDice: number[];
}

/** A die was needed where a scenario's forced dice had run out: a scenario says every die it rolls. */
export class OutOfDice extends Error {}

/**
 * A die of `sides` faces: the next forced result when a scenario set some, else the generator's;
 * with `forcedOnly` (a scenario), a die the scenario did not give is an error, not a roll.
 */
export function rollDie(source: DiceSource, forcedOnly: boolean, sides = 6): number {
  if (source.forcedDice.length) return source.forcedDice.shift()!;
  if (forcedOnly) throw new OutOfDice('the forced dice are used up');
  return 1 + randomInt(source.rng, sides);
}
