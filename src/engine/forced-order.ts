/**
 * The order a scenario gives to a pile it deals from, as `dice:` gives the dice: a scenario that
 * observes a real setup or a reshuffle names the cards on top instead of depending on one seed's
 * shuffle, so it keeps passing when the engine's use of random numbers changes and no rule did.
 *
 * A scenario writes `order: { <pile>: [top, next, …] }` for the next shuffle of that pile, or a
 * list of such lists for its successive shuffles. The cards named go on top in that order; the
 * rest of the pile follows, shuffled by the seed as usual. A game names its piles (and says which
 * end is the top) where it shuffles them, through `shuffleOrForced`.
 */
import { shuffle, type Rng } from './rng.js';

/** The orders a state holds for its next shuffles, by pile name; each a list of cards, top first. */
export type ForcedOrders = Record<string, string[][]>;

/** What a state holds for shuffles: its generator, and the orders a scenario forces, used first. */
export interface ShuffleSource {
  rng: Rng;
  forcedOrders?: ForcedOrders;
}

/** A forced order that does not fit the pile it was given for (a card it lacks, too many copies). */
export class ForcedOrderError extends Error {
  constructor(
    readonly pile: string,
    message: string,
  ) {
    super(message);
  }
}

/** A scenario's `order:` as a state keeps it: every pile's successive shuffles. */
export function forcedOrdersOf(order: Record<string, string[] | string[][]> | undefined): ForcedOrders {
  const out: ForcedOrders = {};
  for (const [pile, given] of Object.entries(order ?? {})) {
    if (!Object.hasOwn(order!, pile)) continue;
    out[pile] = given.length && Array.isArray(given[0]) ? (given as string[][]).map((o) => [...o]) : [[...(given as string[])]];
  }
  return out;
}

/** A copy of the orders left, for a state's clone. */
export function copyForcedOrders(orders: ForcedOrders | undefined): ForcedOrders | undefined {
  return orders && Object.fromEntries(Object.entries(orders).map(([k, v]) => [k, v.map((o) => [...o])]));
}

/**
 * Shuffles `list` in place, or, when a scenario forced the next order of pile `pile`, puts the
 * cards it names first (index 0 onwards, in its order) and shuffles the rest behind them with the
 * generator. `id` names a card of the list as the scenario writes it. Throws ForcedOrderError when
 * the order names a card the pile does not hold (or more copies than it holds).
 */
export function shuffleOrForced<T>(source: ShuffleSource, pile: string, list: T[], id: (card: T) => string = String): T[] {
  const queue = source.forcedOrders && Object.hasOwn(source.forcedOrders, pile) ? source.forcedOrders[pile] : undefined;
  if (!queue?.length) return shuffle(source.rng, list);
  const order = queue.shift()!;
  if (!queue.length) delete source.forcedOrders![pile];
  const rest = [...list];
  const top: T[] = [];
  for (const name of order) {
    const at = rest.findIndex((card) => id(card) === name);
    if (at < 0) {
      const held = list.filter((card) => id(card) === name).length;
      throw new ForcedOrderError(pile, held ? `the order of "${pile}" names "${name}" more times than the pile holds it (${held})` : `the order of "${pile}" names "${name}", which is not in that pile when it is shuffled; it holds: ${[...new Set(list.map(id))].sort().join(', ')}`);
    }
    top.push(...rest.splice(at, 1));
  }
  list.splice(0, list.length, ...top, ...shuffle(source.rng, rest));
  return list;
}

/** The forced orders of every pile not yet dealt, to report a scenario that gave more than it used. */
export function unusedForcedOrders(source: ShuffleSource): string[] {
  return Object.entries(source.forcedOrders ?? {})
    .filter(([, q]) => q.length)
    .map(([pile, q]) => `${pile} (${q.length === 1 ? '1 order' : `${q.length} orders`})`);
}
