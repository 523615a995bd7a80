/**
 * The engine layer's opposed tests from one deck, its Markov chains and its Monte Carlo cells,
 * each against an independent count: every order of a small deck played card by card (the first
 * side drawing, a granting card drawing one more, the other side from what is left), a chain
 * solved by hand, and sampling that must cover the exact value.
 */
import { describe, expect, it } from 'vitest';
import { covers, estimateOf, monteCarlo } from '../src/engine/odds/estimate.js';
import { fraction, ONE, ZERO, type Fraction } from '../src/engine/odds/fraction.js';
import { absorb, type Chain } from '../src/engine/odds/markov.js';
import { independentLaw, jointProbability, marginalA, marginalB, oneDeckLaws, pairOfHandsProbability, type DeckCard, type JointLaw } from '../src/engine/odds/one-deck.js';
import { estimateText, oddsJson, oddsText } from '../src/engine/odds/report.js';
import { diceSums, handSums, handSumsWithGrants } from '../src/engine/odds/sums.js';
import { randomInt } from '../src/engine/rng.js';

/** Every order of the deck: `first` draws, then the other side from what is left. Counts of (A's total, B's total). */
function playEveryOrder(deck: DeckCard[], kA: number, kB: number, first: 'A' | 'B'): { counts: Map<string, number>; orders: number } {
  const counts = new Map<string, number>();
  let orders = 0;
  const order: number[] = [];
  const used = new Array<boolean>(deck.length).fill(false);
  const drawHand = (from: number, k: number, grants: (c: DeckCard) => boolean): [number, number] => {
    let at = from;
    let left = k;
    let sum = 0;
    while (left > 0) {
      const c = deck[order[at++]];
      sum += c.value;
      if (!grants(c)) left--;
    }
    return [sum, at];
  };
  const walk = () => {
    if (order.length === deck.length) {
      orders++;
      let x: number;
      let y: number;
      if (first === 'A') {
        const [sa, at] = drawHand(0, kA, (c) => Boolean(c.grantsA));
        x = sa;
        y = drawHand(at, kB, (c) => Boolean(c.grantsB))[0];
      } else {
        const [sb, at] = drawHand(0, kB, (c) => Boolean(c.grantsB));
        y = sb;
        x = drawHand(at, kA, (c) => Boolean(c.grantsA))[0];
      }
      counts.set(`${x},${y}`, (counts.get(`${x},${y}`) ?? 0) + 1);
      return;
    }
    for (let i = 0; i < deck.length; i++) {
      if (used[i]) continue;
      used[i] = true;
      order.push(i);
      walk();
      order.pop();
      used[i] = false;
    }
  };
  walk();
  return { counts, orders };
}

function expectSameLaw(law: JointLaw, played: { counts: Map<string, number>; orders: number }): void {
  const cells = new Map<string, Fraction>();
  law.weights.forEach((row, x) => row.forEach((w, y) => w && cells.set(`${x},${y}`, fraction(w, law.den))));
  expect([...cells.keys()].sort()).toEqual([...played.counts.keys()].sort());
  for (const [k, c] of played.counts) expect(cells.get(k), k).toEqual(fraction(c, played.orders));
}

describe('opposed tests from one deck', () => {
  const small: DeckCard[] = [{ value: 1 }, { value: 2 }, { value: 2 }, { value: 3, grantsA: true }, { value: 3, grantsA: true }, { value: 5 }, { value: 4, grantsB: true }];

  it('match every order of a small deck played card by card, whichever side draws first', () => {
    const laws = oneDeckLaws(small, 2, 2);
    for (const [kA, kB] of [[1, 1], [2, 1], [1, 2], [2, 2], [0, 2], [2, 0]]) {
      const law = laws(kA, kB);
      expect(jointProbability(law, () => true), `${kA} vs ${kB}`).toEqual(ONE);
      expectSameLaw(law, playEveryOrder(small, kA, kB, 'A'));
      expectSameLaw(law, playEveryOrder(small, kA, kB, 'B'));
    }
  });

  it('give each pair of final hands a chance that depends only on its counts', () => {
    // 7 cards; A takes 2 plain + 1 granting (ending on a plain card): 2·2! orders of its 3 cards;
    // B then 1 plain card: 1 order; over the 7·6·5·4 orders of the top 4 cards.
    expect(pairOfHandsProbability(7, 2, 3, 1, 1)).toEqual(fraction(4, 7 * 6 * 5 * 4));
    expect(pairOfHandsProbability(3, 1, 2, 1, 2)).toEqual(ZERO);
  });

  it('leave each side its own law alone: the first side the law of a lone test, the second too', () => {
    // A Cardstle-like donne: 1..10 four times, two cards of 9 granting A.
    const donne: DeckCard[] = [];
    for (let v = 1; v <= 10; v++) for (let c = 0; c < 4; c++) donne.push({ value: v, grantsA: v === 9 && c < 2 });
    const law = oneDeckLaws(donne, 3, 3)(3, 2);
    const plain = donne.filter((c) => !c.grantsA).map((c) => c.value);
    expect(marginalA(law).filter((f, i) => f.num || i < 1)).toEqual(handSumsWithGrants(plain, 3, 2, 9).filter((f, i) => f.num || i < 1));
    const lone = handSums(donne.map((c) => c.value), 2);
    marginalB(law).forEach((f, y) => expect(f, `B = ${y}`).toEqual(lone[y] ?? ZERO));
  });

  it('refuse hands the deck cannot hold', () => {
    expect(() => oneDeckLaws(small, 4, 2)).toThrow(RangeError);
  });

  it('treat dice as independent: the joint law is the product', () => {
    const law = independentLaw(diceSums(2), diceSums(1));
    let greater = 0;
    for (let a = 1; a <= 6; a++) for (let b = 1; b <= 6; b++) for (let c = 1; c <= 6; c++) if (a + b > c) greater++;
    expect(jointProbability(law, (x, y) => x > y)).toEqual(fraction(greater, 216));
  });
});

/** A walk: from 2 it steps to 1 or stays (1/2 each); from 1 it ends on "win" (1/3), "lose" (1/3) or goes back to 2 (1/3). */
const walk: Chain<number> = {
  key: (s) => String(s),
  step: (s) =>
    s === 2
      ? { next: [{ to: 1, p: fraction(1, 2) }, { to: 2, p: fraction(1, 2) }] }
      : s === 1
        ? { next: [{ to: 10, p: fraction(1, 3) }, { to: 11, p: fraction(1, 3) }, { to: 2, p: fraction(1, 3) }] }
        : { outcome: s === 10 ? 'win' : 'lose' },
};

describe('Markov chains solved exactly', () => {
  it('end where solving by hand says', () => {
    // By symmetry, win and lose 1/2 each. Steps: e2 = 1 + e2/2 + e1/2 and e1 = 1 + e2/3, so
    // e2 = 2 + e1, e1 = 1 + (2 + e1)/3: e1 = 5/2, e2 = 9/2.
    const r = absorb(2, walk);
    expect(r.outcomes.get('win')).toEqual(fraction(1, 2));
    expect(r.outcomes.get('lose')).toEqual(fraction(1, 2));
    expect(r.meanSteps).toEqual(fraction(9, 2));
    expect(absorb(1, walk).meanSteps).toEqual(fraction(5, 2));
  });

  it('say so when a chain can never end, or its chances do not sum to 1', () => {
    const stuck: Chain<number> = { key: String, step: (s) => ({ next: [{ to: 1 - s, p: ONE }] }) };
    expect(() => absorb(0, stuck)).toThrow(/stay forever/);
    const bad: Chain<number> = { key: String, step: (s) => (s ? { outcome: 'x' } : { next: [{ to: 1, p: fraction(1, 2) }] }) };
    expect(() => absorb(0, bad)).toThrow(/sum to 1\/2/);
  });
});

describe('Monte Carlo cells', () => {
  it('cover the exact value, and always give the same figures from the same seed', () => {
    const trial = (rng: Parameters<Parameters<typeof monteCarlo>[3]>[0]) => {
      let s = 2;
      for (;;) {
        const r = randomInt(rng, 6);
        if (s === 2) s = r < 3 ? 1 : 2;
        else if (r < 2) return 'win';
        else if (r < 4) return 'lose';
        else s = 2;
      }
    };
    const a = monteCarlo(20000, 7, ['win', 'lose'], trial);
    expect(covers(a.win, 0.5)).toBe(true);
    expect(a.win.samples).toBe(20000);
    expect(monteCarlo(20000, 7, ['win', 'lose'], trial)).toEqual(a);
    expect(() => monteCarlo(10, 1, ['win'], () => 'lose' as 'win')).toThrow(/not one of/);
  });

  it('print as a percentage with its margin, and as JSON with their interval and samples', () => {
    const e = estimateOf(413, 1000);
    expect(estimateText(e, 'en')).toMatch(/^41\.3 % ± 3\.0$/);
    expect(estimateText(e, 'fr')).toBe('41,3\u00a0% ± 3,0');
    const report = { title: 'T', tables: [{ title: 't', columns: ['a', 'b'], rows: [['x', e], ['y', fraction(1, 3)]], fractions: false }] };
    expect(oddsText(report)).toContain('y  33.3 %');
    const json = oddsJson(report) as { tables: { rows: unknown[][]; fractions?: boolean }[] };
    expect(json.tables[0].rows[0][1]).toEqual({ estimate: 0.413, low: 0.3829, high: 0.4438, samples: 1000 });
    expect(json.tables[0].rows[1][1]).toEqual({ fraction: '1/3', percent: 33.33 });
    expect(json.tables[0].fractions).toBeUndefined();
  });
});

describe('a table whose chances settle', () => {
  const rows = (ps: [number, number][][]) => ps.map((r, i) => [i + 1, ...r.map(([n, d]) => fraction(n, d))]);
  const table = (ps: [number, number][][], settles = true) => ({ title: 't', columns: ['T', 'a', 'b'], rows: rows(ps), fractions: false, settles });

  it('stops where every later chance prints 0 % or 100 %, says so in one line, and keeps every row in the JSON', () => {
    // T = 3 prints 0.0 % (1/10000) and so does everything after: the text stops after T = 2.
    const t = table([[[1, 2], [1, 1]], [[1, 3], [0, 1]], [[1, 10000], [0, 1]], [[0, 1], [1, 1]]]);
    const text = oddsText({ title: 'R', tables: [t] }, 'en');
    expect(text.split('\n').filter((l) => /^ {2}\d/.test(l)).map((l) => l.trim().split(/\s+/)[0])).toEqual(['1', '2']);
    expect(text).toContain('  From T = 3 on, every chance rounds to 0.0 % or 100.0 %: 2 rows left out (--json has them all).');
    const fr = oddsText({ title: 'R', tables: [table([[[1, 2], [1, 2]], [[0, 1], [0, 1]]])] }, 'fr');
    expect(fr).toContain('  À partir de T = 2, toutes les chances s’arrondissent à 0,0\u00a0%\u00a0: 1 ligne omise (toutes dans --json).');
    expect((oddsJson({ title: 'R', tables: [t] }) as { tables: { rows: unknown[] }[] }).tables[0].rows).toHaveLength(4);
  });

  it('keeps every row of a table that does not settle, or whose last row still has a chance', () => {
    const ps: [number, number][][] = [[[1, 2], [1, 2]], [[0, 1], [0, 1]]];
    expect(oddsText({ title: 'R', tables: [table(ps, false)] }, 'en')).not.toContain('left out');
    expect(oddsText({ title: 'R', tables: [table([[[0, 1], [0, 1]], [[1, 4], [0, 1]]])] }, 'en')).not.toContain('left out');
    // Every row settled: the first is kept, so the table is never empty.
    const all = oddsText({ title: 'R', tables: [table([[[0, 1], [0, 1]], [[0, 1], [0, 1]]])] }, 'en');
    expect(all).toContain('  From T = 2 on, every chance rounds to 0.0 %: 1 row left out');
  });
});
