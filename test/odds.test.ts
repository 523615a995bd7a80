/**
 * The shared odds layer (src/engine/odds/): exact fractions, sums of dice, a reroll, draws
 * without replacement, each checked against counting every case; and `deckwright odds` on CODEX,
 * the first pack whose engine offers odds, in French and as JSON.
 */
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { dieAtLeast, dieAtMost, sumAtLeast, sumCounts, withOneReroll } from '../src/engine/odds/dice.js';
import { atLeastInDraw, choose, exactlyInDraw } from '../src/engine/odds/draws.js';
import { add, fraction, toFractionText, toJson, toPercentText } from '../src/engine/odds/fraction.js';
import { run, runHere } from './cli-helpers.js';
import { copyPack, root } from './helpers.js';

/** Every roll of n dice, counted one by one. */
function bruteAtLeast(n: number, sides: number, t: number): [number, number] {
  let hits = 0;
  let all = 0;
  const roll = (left: number, sum: number) => {
    if (!left) {
      all++;
      if (sum >= t) hits++;
      return;
    }
    for (let f = 1; f <= sides; f++) roll(left - 1, sum + f);
  };
  roll(n, 0);
  return [hits, all];
}

describe('exact fractions', () => {
  it('are kept in lowest terms, and print as fractions and percentages', () => {
    expect(fraction(6, 36)).toEqual({ num: 1n, den: 6n });
    expect(fraction(3, -6)).toEqual({ num: -1n, den: 2n });
    expect(toFractionText(add(fraction(1, 3), fraction(2, 3)))).toBe('1');
    expect(toPercentText(fraction(7, 36), 'fr')).toBe('19,4\u00a0%');
    expect(toJson(fraction(7, 36))).toEqual({ fraction: '7/36', percent: 19.44 });
    expect(() => fraction(1, 0)).toThrow(RangeError);
  });
});

describe('dice', () => {
  it('count the sums of n dice exactly, as counting every roll does', () => {
    expect(sumCounts(2, 6).slice(2)).toEqual([1n, 2n, 3n, 4n, 5n, 6n, 5n, 4n, 3n, 2n, 1n]);
    for (const [n, sides, t] of [[2, 6, 7], [3, 6, 10], [5, 6, 20], [4, 4, 11], [3, 12, 19]]) {
      const [hits, all] = bruteAtLeast(n, sides, t);
      expect(sumAtLeast(n, sides, t)).toEqual(fraction(hits, all));
    }
    expect(toFractionText(sumAtLeast(3, 6, 10))).toBe('5/8');
    expect(toFractionText(sumAtLeast(3, 6, 11))).toBe('1/2');
    expect(toFractionText(sumAtLeast(7, 6, 30))).toBe('12799/93312');
  });

  it('give one die against a threshold, and a miss rolled again once', () => {
    expect(toFractionText(dieAtLeast(3))).toBe('2/3');
    expect(toFractionText(dieAtLeast(7))).toBe('0');
    expect(toFractionText(dieAtMost(2))).toBe('1/3');
    expect(toFractionText(dieAtMost(0))).toBe('0');
    expect(toFractionText(withOneReroll(fraction(1, 2)))).toBe('3/4');
    expect(toFractionText(withOneReroll(dieAtLeast(4)))).toBe('3/4');
    expect(toFractionText(withOneReroll(dieAtLeast(5)))).toBe('5/9');
  });
});

describe('draws without replacement', () => {
  it('give the hypergeometric law exactly (an ace in a poker hand: 18472/54145)', () => {
    expect(choose(52, 5)).toBe(2598960n);
    expect(toFractionText(atLeastInDraw(52, 4, 5, 1))).toBe('18472/54145');
    let total = fraction(0);
    for (let k = 0; k <= 4; k++) total = add(total, exactlyInDraw(52, 4, 5, k));
    expect(toFractionText(total)).toBe('1');
    expect(toFractionText(atLeastInDraw(10, 3, 2, 3))).toBe('0');
  });
});

describe('deckwright odds', () => {
  it('prints CODEX’s hit and riposte chances, exact, in French', async () => {
    const { cwd } = copyPack(path.join(root, 'cards', 'codex'), 'codex');
    const r = run(['odds', 'codex'], cwd);
    expect(r.code, r.stderr).toBe(0);
    expect(r.stdout).toContain('CODEX\u00a0: les chances du dé d’attaque (un d6)');
    expect(r.stdout).toMatch(/Dague Noire\s+3\+\s+1\s+2\/3 \(66,7\u00a0%\)\s+8\/9 \(88,9\u00a0%\)/);
    expect(r.stdout).toMatch(/Rat Famélique\s+1-\s+de sa zone\s+1\/6 \(16,7\u00a0%\)/);
    const json = JSON.parse((await runHere(['odds', 'codex', '--json'], cwd)).stdout) as { tables: { rows: unknown[][] }[] };
    const dague = json.tables[0].rows.find((row) => row[0] === 'Dague Noire')!;
    expect(dague.slice(3)).toEqual([{ fraction: '2/3', percent: 66.67 }, { fraction: '8/9', percent: 88.89 }]);
  });

  it('says so, exit 2, for a pack without an engine', async () => {
    const { cwd } = copyPack(path.join(root, 'test', 'fixtures', 'standard-deck'), 'standard-deck');
    const r = await runHere(['odds', 'standard-deck'], cwd);
    expect(r.code).toBe(2);
    expect(r.stderr).toContain('the standard-deck pack has no engine: sim, sweep, replay and odds need one');
  });
});
