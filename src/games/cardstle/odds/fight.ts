/**
 * A fight between one character and one enemy (docs/rules/cardstle.md, « Fights ») as a Markov
 * chain over (the character's Vie, the enemy's, who is stunned), one step a round, solved exactly
 * (engine/odds/markov.ts) from the exact law of each opposed test:
 * - initiative: both draw their Mov, the higher goes first, a tie is drawn again (a stunned side
 *   draws one card fewer in the redraws too: it is the same test); at least `critical` times the
 *   other's result, the first side attacks twice (never more);
 * - the character may flee instead of attacking when it wins the initiative (the policy says when);
 * - an attack: Att against Def, the defender takes ties; a higher attack takes 1 Vie, a critical one
 *   2; a critical defence stuns the attacker: one card fewer at its next test, never fewer than one.
 */
import { absorb, type Absorption, type Chain, type Chance, type ChainStep } from '../../../engine/odds/markov.js';
import { jointProbability } from '../../../engine/odds/one-deck.js';
import { add, div, gcd, ONE, sub, ZERO, type Fraction } from '../../../engine/odds/fraction.js';
import type { EnemyStats } from '../tables.js';
import type { TestVersion } from './versions.js';

export type FightOutcome = 'character' | 'enemy' | 'flee';

export interface FightState {
  character: number;
  enemy: number;
  /** One card fewer at the side's next test. */
  characterStunned: boolean;
  enemyStunned: boolean;
}

/** Whether the character, having won the initiative, flees rather than attack. */
export type FleePolicy = (s: FightState) => boolean;

/** Our default: flee with 1 Vie left when the enemy has more. */
export const fleeWhenLast: FleePolicy = (s) => s.character === 1 && s.enemy > 1;
export const neverFlee: FleePolicy = () => false;

export interface Fight {
  character: EnemyStats;
  enemy: EnemyStats;
  /** A test's result is critical at this many times the other's (the tables' `critical`). */
  critical: number;
  flee: FleePolicy;
}

/** The result of one attack: damage done, or the attacker stunned by a critical defence. */
export interface AttackLaw {
  miss: Fraction;
  stun: Fraction;
  hit: Fraction;
  critical: Fraction;
}

type Side = 'character' | 'enemy';
const cards = (points: number, stunned: boolean) => Math.max(1, points - (stunned ? 1 : 0));

/** The four ways an attack ends, the attacker drawing `att` cards and the defender `def`. */
export function attackLaw(version: TestVersion, attacker: Side, att: number, def: number, critical: number): AttackLaw {
  // The character is always side A of the opposed law.
  const law = attacker === 'character' ? version.opposed(att, def) : version.opposed(def, att);
  const p = (event: (a: number, d: number) => boolean) => jointProbability(law, attacker === 'character' ? event : (x, y) => event(y, x));
  return {
    critical: p((a, d) => a > d && a >= critical * d),
    hit: p((a, d) => a > d && a < critical * d),
    stun: p((a, d) => d >= a && d >= critical * a && d > 0),
    miss: p((a, d) => d >= a && !(d >= critical * a && d > 0)),
  };
}

/** Who goes first and how many times it attacks, after ties are drawn again. */
export interface InitiativeLaw {
  characterTwice: Fraction;
  characterOnce: Fraction;
  enemyTwice: Fraction;
  enemyOnce: Fraction;
}

export function initiativeLaw(version: TestVersion, mov: number, enemyMov: number, critical: number): InitiativeLaw {
  const law = version.opposed(mov, enemyMov);
  const tie = jointProbability(law, (x, y) => x === y);
  const decided = sub(ONE, tie);
  if (decided.num === 0n) throw new RangeError('the initiative is always a tie: it would be drawn again forever');
  const p = (event: (x: number, y: number) => boolean) => div(jointProbability(law, event), decided);
  return {
    characterTwice: p((x, y) => x > y && x >= critical * y),
    characterOnce: p((x, y) => x > y && x < critical * y),
    enemyTwice: p((x, y) => y > x && y >= critical * x),
    enemyOnce: p((x, y) => y > x && y < critical * x),
  };
}

type Next = Array<{ to: FightState | FightOutcome; p: Chance }>;

/**
 * A law's chances as numerators over one denominator (the lcm of theirs), so that a round's
 * chances, products of a few laws', share a few denominators: the chain (markov.ts) takes them
 * unreduced and puts a state's over one denominator itself. Reducing every product was most of
 * a round's time.
 */
function overOne<K extends string>(law: Record<K, Fraction>): Record<K, bigint> & { den: bigint } {
  const parts = Object.values<Fraction>(law);
  const den = parts.reduce((l, f) => (l / gcd(l, f.den)) * f.den, 1n);
  return { ...(Object.fromEntries(Object.entries<Fraction>(law).map(([k, f]) => [k, f.num * (den / f.den)])) as Record<K, bigint>), den };
}

/**
 * The laws of a version's initiatives and attacks, by card counts and `critical`: the same for
 * every fight of the version (a character's 16 enemies, or every fight in dice), so counted once.
 */
const lawsOfVersion = new WeakMap<TestVersion, Map<string, unknown>>();
const lawsOf = (version: TestVersion): Map<string, unknown> => {
  let laws = lawsOfVersion.get(version);
  if (!laws) lawsOfVersion.set(version, (laws = new Map()));
  return laws;
};

/**
 * The rounds of one fight: from a state, where one round leads, with what chance (not in lowest
 * terms). A round is a tree of a few hundred branches, and a fight has up to ~60 states: the
 * laws a branch needs are looked up by its stuns in small tables, the sides' Vie and stuns are
 * plain numbers, and the states a round ends on are made once each, not once a branch.
 */
export function roundsOf(fight: Fight, version: TestVersion): (s: FightState) => Next {
  const { character: c, enemy: e, critical } = fight;
  const cache = lawsOf(version);
  const cached = <T>(key: string, make: () => T): T => {
    if (!cache.has(key)) cache.set(key, make());
    return cache.get(key) as T;
  };
  // By the stuns: [character stunned][enemy stunned].
  const initiatives: Array<Array<Record<keyof InitiativeLaw, bigint> & { den: bigint }>> = [false, true].map((cs) =>
    [false, true].map((es) => {
      const [k, m] = [cards(c.mov, cs), cards(e.mov, es)];
      return cached(`i${critical}:${k},${m}`, () => overOne(initiativeLaw(version, k, m, critical)));
    }),
  );
  // By the attacker, then [attacker stunned][defender stunned].
  const attacksBy = (attacker: Side): Array<Array<Record<keyof AttackLaw, bigint> & { den: bigint }>> =>
    [false, true].map((as) =>
      [false, true].map((ds) => {
        const att = cards((attacker === 'character' ? c : e).att, as);
        const def = cards((attacker === 'character' ? e : c).def, ds);
        return cached(`a${critical}:${attacker}${att},${def}`, () => overOne(attackLaw(version, attacker, att, def, critical)));
      }),
    );
  const byCharacter = attacksBy('character');
  const byEnemy = attacksBy('enemy');
  // Every state a round can end on, made once: [((character · (enemy Vie + 1) + enemy) · 2 + its stun) · 2 + the enemy's stun]
  // (Vie never goes up in a fight).
  const states: FightState[] = [];
  const stateOf = (character: number, enemy: number, characterStunned: boolean, enemyStunned: boolean): FightState => {
    if (enemy > e.vie) throw new RangeError(`a fight state with the enemy at ${enemy} Vie, above its ${e.vie}`);
    const i = ((character * (e.vie + 1) + enemy) * 2 + +characterStunned) * 2 + +enemyStunned;
    return (states[i] ??= { character, enemy, characterStunned, enemyStunned });
  };

  return (s) => {
    const init = initiatives[+s.characterStunned][+s.enemyStunned];
    // Both sides tested: the stuns are spent.
    const after = stateOf(s.character, s.enemy, false, false);
    const out: Next = [];
    // The attacks of `order` from its i-th on: true for the character's, false for the enemy's.
    // (Its chance so far is num/den; the four ways an attack ends share the denominator.)
    const attacks = (order: readonly boolean[], i: number, ch: number, en: number, cs: boolean, es: boolean, num: bigint, den: bigint): void => {
      if (num === 0n) return;
      if (i === order.length) return void out.push({ to: stateOf(ch, en, cs, es), p: { num, den } });
      const mine = order[i];
      const law = mine ? byCharacter[+cs][+es] : byEnemy[+es][+cs];
      const next = den * law.den;
      // The stuns before this attack are spent; a critical defence stuns the attacker.
      attacks(order, i + 1, ch, en, false, false, num * law.miss, next);
      attacks(order, i + 1, ch, en, mine, !mine, num * law.stun, next);
      for (const [damage, q] of [[1, law.hit], [2, law.critical]] as const) {
        const left = (mine ? en : ch) - damage;
        if (left <= 0) {
          if (q) out.push({ to: mine ? 'character' : 'enemy', p: { num: num * q, den: next } });
        } else attacks(order, i + 1, mine ? ch : left, mine ? left : en, false, false, num * q, next);
      }
    };
    const first = (character: boolean, twice: boolean, num: bigint) => {
      if (character && fight.flee(after)) return void (num && out.push({ to: 'flee', p: { num, den: init.den } }));
      attacks(twice ? [character, character, !character] : [character, !character], 0, after.character, after.enemy, false, false, num, init.den);
    };
    first(true, true, init.characterTwice);
    first(true, false, init.characterOnce);
    first(false, true, init.enemyTwice);
    first(false, false, init.enemyOnce);
    return out;
  };
}

export interface FightOdds {
  character: Fraction;
  enemy: Fraction;
  flee: Fraction;
  /** The mean number of rounds. */
  rounds: Fraction;
}

/** A whole fight from full Vie, neither side stunned, solved exactly. */
export function fightOdds(fight: Fight, version: TestVersion): FightOdds {
  // A stun left at the end of a round is spent on the next initiative; on a side that draws one
  // card of Mov it changes nothing, so such states are one.
  // The solver asks a state's key once a branch of a round that ends on it: each worked out once.
  const keys = new Map<FightState, string>();
  const key = (s: FightState | FightOutcome) => {
    if (typeof s === 'string') return s;
    let k = keys.get(s);
    if (k === undefined) keys.set(s, (k = `${s.character},${s.enemy},${+(s.characterStunned && fight.character.mov > 1)},${+(s.enemyStunned && fight.enemy.mov > 1)}`));
    return k;
  };
  const round = roundsOf(fight, version);
  const chain: Chain<FightState | FightOutcome> = {
    key,
    step: (s): ChainStep<FightState | FightOutcome> => (typeof s === 'string' ? { outcome: s } : { next: round(s) }),
  };
  const start: FightState = { character: fight.character.vie, enemy: fight.enemy.vie, characterStunned: false, enemyStunned: false };
  const r: Absorption = absorb<FightState | FightOutcome>(start, chain);
  const get = (o: FightOutcome) => r.outcomes.get(o) ?? ZERO;
  return { character: get('character'), enemy: get('enemy'), flee: get('flee'), rounds: r.meanSteps };
}

/** P(win) + P(lose) + P(flee): 1 for a fight that ends (a check the tests make). */
export const total = (o: FightOdds): Fraction => add(add(o.character, o.enemy), o.flee);
