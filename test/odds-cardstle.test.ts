/**
 * Cardstle's odds (`deckwright odds cardstle`) against independent counts: an opposed test from
 * the donne against every draw of the cards, played card by card with the fétiche's extra draws; a
 * fight against a round-by-round recursion over every coin of a tiny test, then against the chain
 * solved by hand; the report's Monte Carlo check against the exact fights it sits beside.
 */
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadPackFromDir } from '../src/core/pack.js';
import { covers, monteCarlo, type Estimate } from '../src/engine/odds/estimate.js';
import { add, fraction, ONE, toNumber, type Fraction } from '../src/engine/odds/fraction.js';
import { independentLaw, type DeckCard } from '../src/engine/odds/one-deck.js';
import { oddsJson, oddsText } from '../src/engine/odds/report.js';
import type { Distribution } from '../src/engine/odds/sums.js';
import { cardstleOdds, enemiesOf, partyOf } from '../src/games/cardstle/odds.js';
import { fightOdds, neverFlee, total, type Fight } from '../src/games/cardstle/odds/fight.js';
import { playFight } from '../src/games/cardstle/odds/simulate.js';
import { cardVersion, donne, type TestVersion } from '../src/games/cardstle/odds/versions.js';
import { tablesOf } from '../src/games/cardstle/tables.js';
import { root } from './helpers.js';

const pack = await loadPackFromDir(path.join(root, 'cards', 'cardstle'));
const tables = tablesOf(pack)!.tables;

/** Every draw, card by card: the character draws k (a fétiche card draws one more), then the enemy m from what is left. */
function everyDraw(deck: DeckCard[], k: number, m: number): Map<string, Fraction> {
  const out = new Map<string, Fraction>();
  const walk = (left: DeckCard[], needC: number, needE: number, x: number, y: number, p: Fraction) => {
    if (!needC && !needE) return void out.set(`${x},${y}`, add(out.get(`${x},${y}`) ?? fraction(0), p));
    left.forEach((card, i) => {
      const rest = [...left.slice(0, i), ...left.slice(i + 1)];
      const q = { num: p.num, den: p.den * BigInt(left.length) };
      if (needC) walk(rest, needC - (card.grantsA ? 0 : 1), needE, x + card.value, y, q);
      else walk(rest, 0, needE - 1, x, y + card.value, q);
    });
  };
  walk(deck, k, m, 0, 0, ONE);
  return new Map([...out].map(([key, p]) => [key, fraction(p.num, p.den)]));
}

describe('Cardstle opposed tests from one donne', () => {
  it('match every draw card by card, the fétiche drawing one more', () => {
    const fetiche = { rank: '9' as const, colour: 'noir' };
    const version = cardVersion(tables, fetiche, 2);
    const deck = donne(tables, fetiche);
    expect(deck.length).toBe(40);
    expect(deck.filter((c) => c.grantsA).map((c) => c.value)).toEqual([9, 9]);
    for (const [k, m] of [[1, 1], [1, 2]]) {
      const law = version.opposed(k, m);
      const counted = everyDraw(deck, k, m);
      let cells = 0;
      law.weights.forEach((row, x) => row.forEach((w, y) => {
        if (!w) return;
        cells++;
        expect(fraction(w, law.den), `${k} vs ${m}: ${x},${y}`).toEqual(counted.get(`${x},${y}`));
      }));
      expect(cells).toBe(counted.size);
    }
  });
});

/** A tiny test: each point rolls a coin worth 1 or 2. */
const coins = (k: number): Distribution => {
  let d: Distribution = [ONE];
  for (let i = 0; i < k; i++) {
    const next: Distribution = new Array(d.length + 2).fill(fraction(0));
    d.forEach((p, s) => {
      next[s + 1] = add(next[s + 1], { num: p.num, den: p.den * 2n });
      next[s + 2] = add(next[s + 2], { num: p.num, den: p.den * 2n });
    });
    d = next.map((f) => fraction(f.num, f.den));
  }
  return d;
};
const coinVersion: TestVersion = { id: 'des', character: coins, enemy: coins, opposed: (k, m) => independentLaw(coins(k), coins(m)) };

/** Every coin of every test, round after round (floating point), with no shared code: P(character wins), P(enemy wins). */
function recurse(f: Fight, rounds: number): [number, number] {
  const sums = (k: number): Map<number, number> => {
    let m = new Map([[0, 1]]);
    for (let i = 0; i < k; i++) {
      const n = new Map<number, number>();
      for (const [s, p] of m) for (const c of [1, 2]) n.set(s + c, (n.get(s + c) ?? 0) + p / 2);
      m = n;
    }
    return m;
  };
  const pts = (x: number, stunned: boolean) => Math.max(1, x - (stunned ? 1 : 0));
  let mass = new Map<string, number>([[`${f.character.vie},${f.enemy.vie},0,0`, 1]]);
  let win = 0;
  let lose = 0;
  for (let r = 0; r < rounds; r++) {
    const next = new Map<string, number>();
    for (const [key, p0] of mass) {
      const [c0, e0, sc, se] = key.split(',').map(Number);
      const ini: [number, number, number][] = [];
      let decided = 0;
      for (const [x, px] of sums(pts(f.character.mov, sc === 1))) for (const [y, py] of sums(pts(f.enemy.mov, se === 1))) if (x !== y) (ini.push([x, y, px * py]), (decided += px * py));
      for (const [x, y, pi] of ini) {
        const first = x > y ? 'c' : 'e';
        const order = Math.max(x, y) >= 2 * Math.min(x, y) ? [first, first, first === 'c' ? 'e' : 'c'] : [first, first === 'c' ? 'e' : 'c'];
        const go = (i: number, c: number, e: number, sC: boolean, sE: boolean, p: number) => {
          if (i === order.length) return void next.set(`${c},${e},${+sC},${+sE}`, (next.get(`${c},${e},${+sC},${+sE}`) ?? 0) + p);
          const byC = order[i] === 'c';
          const att = sums(pts(byC ? f.character.att : f.enemy.att, byC ? sC : sE));
          const def = sums(pts(byC ? f.enemy.def : f.character.def, byC ? sE : sC));
          for (const [a, pa] of att)
            for (const [d, pd] of def) {
              const q = p * pa * pd;
              if (a > d) {
                const dmg = a >= 2 * d ? 2 : 1;
                if (byC ? e - dmg <= 0 : c - dmg <= 0) (byC ? (win += q) : (lose += q));
                else go(i + 1, byC ? c : c - dmg, byC ? e - dmg : e, false, false, q);
              } else go(i + 1, c, e, byC && d >= 2 * a, !byC && d >= 2 * a, q);
            }
        };
        go(0, c0, e0, false, false, (p0 * pi) / decided);
      }
    }
    mass = next;
  }
  return [win, lose];
}

describe('Cardstle fights, exactly', () => {
  it('match a round-by-round recursion over every coin, stuns and double attacks included', () => {
    for (const f of [
      { character: { vie: 2, att: 2, def: 1, mov: 2 }, enemy: { vie: 1, att: 1, def: 2, mov: 1 } },
      { character: { vie: 2, att: 1, def: 2, mov: 1 }, enemy: { vie: 3, att: 2, def: 1, mov: 2 } },
    ]) {
      const fight: Fight = { ...f, critical: 2, flee: neverFlee };
      const exact = fightOdds(fight, coinVersion);
      expect(total(exact)).toEqual(ONE);
      const [win, lose] = recurse(fight, 60);
      expect(toNumber(exact.character)).toBeCloseTo(win, 10);
      expect(toNumber(exact.enemy)).toBeCloseTo(lose, 10);
    }
  });

  it('give a 2-Vie character against a 1-Vie enemy, every test one coin, what solving by hand gives', () => {
    // Each initiative is won 2 to 1 (ties drawn again): the winner attacks twice, each attack
    // killing 1 time in 4 (a 2 against a 1 is critical: 2 Vie, all the character has). A round
    // ends the fight for the character (1/2)(1/4 + 3/4·1/4) + (1/2)(3/4·3/4·1/4) = 37/128, the
    // same for the enemy; so 1/2 each, in 1 / (37/64) = 64/37 rounds on average.
    const one = { vie: 0, att: 1, def: 1, mov: 1 };
    const exact = fightOdds({ character: { ...one, vie: 2 }, enemy: { ...one, vie: 1 }, critical: 2, flee: neverFlee }, coinVersion);
    expect(exact.character).toEqual(fraction(1, 2));
    expect(exact.rounds).toEqual(fraction(64, 37));
  });
});

describe('fights played card by card (Monte Carlo)', () => {
  it('have 95 % intervals that cover the exact value about 95 % of the time: a 2-Vie character against a 1-Vie enemy', () => {
    const one = { vie: 0, att: 1, def: 1, mov: 1 };
    const fight: Fight = { character: { ...one, vie: 2 }, enemy: { ...one, vie: 1 }, critical: 2, flee: neverFlee };
    const fetiche = { rank: 'As' as const, colour: 'rouge' };
    const exact = toNumber(fightOdds(fight, cardVersion(tables, fetiche, 1)).character);
    const deck = donne(tables, fetiche);
    let covered = 0;
    for (let seed = 0; seed < 100; seed++) if (covers(monteCarlo(1000, seed, ['character', 'enemy', 'flee'], (rng) => playFight(rng, fight, deck)).character, exact)) covered++;
    expect(covered).toBeGreaterThanOrEqual(88);
  });
});

describe('deckwright odds cardstle (the report)', () => {
  const report = cardstleOdds(pack);
  const json = oddsJson(report) as { tables: { title: string; rows: unknown[][] }[] };

  it('gives each threshold exactly: one card of the donne reaches 2 nine times in ten, a critical of 1 card against 3 half the time', () => {
    const plain = report.tables[0];
    expect(plain.rows[0].slice(0, 2)).toEqual([2, fraction(36, 40)]);
    expect(plain.rows[1][6]).toEqual(fraction(20, 40));
    expect(report.tables.map((t) => t.title)).toContain('Tests, version dés, avec le d12 (personnages)');
  });

  it('stops each threshold table where its chances print 0 % for good, in one line, and keeps T = 2 to 50 in the JSON', () => {
    const text = oddsText(report, 'fr');
    const tables = text.split('\n\n').filter((b) => b.startsWith('Tests'));
    expect(tables).toHaveLength(7);
    const lastT = tables.map((b) => Math.max(...b.split('\n').filter((l) => /^ {2}\d/.test(l)).map((l) => Number(l.trim().split(/\s+/)[0]))));
    // The card version without a fétiche: 5 cards reach 46 one time in a thousand, 47 less than one in two thousand.
    expect(lastT[0]).toBe(46);
    expect(tables[0]).toContain('À partir de T = 47, toutes les chances s’arrondissent à 0,0\u00a0%\u00a0: 4 lignes omises (toutes dans --json).');
    // The dice: 5d6 and the d12's extra d6 reach at most 36.
    expect(lastT.slice(5)).toEqual([31, 29]);
    expect(text).not.toMatch(/^ {2}(3[2-9]|4\d|50) +0,0\u00a0% +0,0\u00a0% +0,0\u00a0% +0,0\u00a0% +0,0\u00a0%/m);
    expect(text.split('\n').length).toBeLessThan(512);
    for (const t of json.tables.filter((t) => t.title.startsWith('Tests'))) expect(t.rows.map((r) => r[0])).toEqual(Array.from({ length: 49 }, (_, i) => i + 2));
  });

  it('has the party against the 16 enemies, and fights whose outcomes sum to 1', () => {
    expect(partyOf(pack).map((c) => c.name)).toEqual(['Aurore Vasseur', 'Bastien Roux', 'Céleste Marchal', 'Denis Lagarde']);
    expect(enemiesOf(tables)).toHaveLength(16);
    const fights = report.tables.filter((t) => t.title.endsWith(': combats'));
    expect(fights).toHaveLength(4);
    for (const t of fights)
      for (const r of t.rows) {
        expect(add(add(r[1] as Fraction, r[2] as Fraction), r[3] as Fraction)).toEqual(ONE);
        expect(add(add(r[5] as Fraction, r[6] as Fraction), r[7] as Fraction)).toEqual(ONE);
      }
  });

  it('marks the Monte Carlo check as estimates, each within 3.3 standard errors (99.9 %) of the exact value', () => {
    const check = report.tables[report.tables.length - 1];
    expect(check.rows).toHaveLength(16);
    for (const r of check.rows)
      for (const i of [2, 4, 6]) {
        const p = toNumber(r[i] as Fraction);
        const e = r[i + 1] as Estimate;
        expect(Math.abs(e.estimate - p), `${String(r[0])} / ${String(r[1])}`).toBeLessThanOrEqual(3.3 * Math.sqrt((p * (1 - p)) / e.samples) + 1 / e.samples);
      }
    const row = json.tables[json.tables.length - 1].rows[0];
    expect(row[2]).toHaveProperty('fraction');
    expect(row[3]).toMatchObject({ samples: 4000 });
  });
});
