/**
 * The order a scenario gives to a shuffle (engine/forced-order.ts): the cards named go on top in
 * that order and the rest is shuffled by the seed; successive shuffles take successive orders; a
 * card the pile lacks is an error that names the pile; an order never dealt is reported.
 */
import { describe, expect, it } from 'vitest';
import { forcedOrdersOf, ForcedOrderError, shuffleOrForced, unusedForcedOrders } from '../src/engine/forced-order.js';
import { seedRng, shuffle } from '../src/engine/rng.js';

const pile = () => ['a', 'b', 'c', 'd', 'e', 'f'];

describe('shuffleOrForced', () => {
  it('shuffles with the seed when no order is given, exactly as shuffle does', () => {
    const forced = shuffleOrForced({ rng: seedRng(7), forcedOrders: forcedOrdersOf({ other: ['a'] }) }, 'deck', pile());
    expect(forced).toEqual(shuffle(seedRng(7), pile()));
  });

  it('puts the named cards on top in order and keeps every card of the pile', () => {
    const source = { rng: seedRng(7), forcedOrders: forcedOrdersOf({ deck: ['e', 'b'] }) };
    const dealt = shuffleOrForced(source, 'deck', pile());
    expect(dealt.slice(0, 2)).toEqual(['e', 'b']);
    expect([...dealt].sort()).toEqual(pile());
    expect(unusedForcedOrders(source)).toEqual([]);
  });

  it('gives successive shuffles their successive orders, then the seed', () => {
    const source = { rng: seedRng(3), forcedOrders: forcedOrdersOf({ deck: [['a'], ['f', 'e']] }) };
    expect(shuffleOrForced(source, 'deck', pile())[0]).toBe('a');
    expect(unusedForcedOrders(source)).toEqual(['deck (1 order)']);
    expect(shuffleOrForced(source, 'deck', pile()).slice(0, 2)).toEqual(['f', 'e']);
    expect(unusedForcedOrders(source)).toEqual([]);
  });

  it('names cards through the id function (cards kept as numbers, named by id)', () => {
    const names = ['kiwi', 'odd', 'ulrich'];
    const source = { rng: seedRng(1), forcedOrders: forcedOrdersOf({ deck: ['ulrich'] }) };
    expect(shuffleOrForced(source, 'deck', [0, 1, 2], (n) => names[n])[0]).toBe(2);
  });

  it('refuses a card the pile does not hold, or more copies than it holds', () => {
    const missing = () => shuffleOrForced({ rng: seedRng(1), forcedOrders: forcedOrdersOf({ deck: ['z'] }) }, 'deck', pile());
    expect(missing).toThrow(ForcedOrderError);
    expect(missing).toThrow(/names "z", which is not in that pile.*holds: a, b, c, d, e, f/);
    expect(() => shuffleOrForced({ rng: seedRng(1), forcedOrders: forcedOrdersOf({ deck: ['a', 'a'] }) }, 'deck', pile())).toThrow(/more times than the pile holds it \(1\)/);
  });

  it('treats a pile named like an object property as just a name', () => {
    const source = { rng: seedRng(1), forcedOrders: forcedOrdersOf({}) };
    expect([...shuffleOrForced(source, 'constructor', pile())].sort()).toEqual(pile());
  });
});
