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
import { absorb, type Absorption, type Chain, type ChainStep } from '../../../engine/odds/markov.js';
import { jointProbability } from '../../../engine/odds/one-deck.js';
import { add, div, mul, ONE, sub, ZERO, type Fraction } from '../../../engine/odds/fraction.js';
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
  const split = (a: number, d: number) => (attacker === 'character' ? [a, d] : [d, a]);
  const p = (event: (a: number, d: number) => boolean) => jointProbability(law, (x, y) => event(...(split(x, y) as [number, number])));
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

type Next = Array<{ to: FightState | FightOutcome; p: Fraction }>;

/** One round from `s`: where it leads, with what chance. */
export function roundFrom(fight: Fight, version: TestVersion, s: FightState, cache = new Map<string, unknown>()): Next {
  const cached = <T>(key: string, make: () => T): T => {
    if (!cache.has(key)) cache.set(key, make());
    return cache.get(key) as T;
  };
  const { character: c, enemy: e, critical } = fight;
  const init = cached(`i${cards(c.mov, s.characterStunned)},${cards(e.mov, s.enemyStunned)}`, () => initiativeLaw(version, cards(c.mov, s.characterStunned), cards(e.mov, s.enemyStunned), critical));
  // Both sides tested: the stuns are spent.
  const after: FightState = { ...s, characterStunned: false, enemyStunned: false };
  const out: Next = [];
  const attacks = (order: Side[], state: FightState, p: Fraction): void => {
    if (p.num === 0n) return;
    if (!order.length) return void out.push({ to: state, p });
    const [attacker, ...rest] = order;
    const defender: Side = attacker === 'character' ? 'enemy' : 'character';
    const aStats = attacker === 'character' ? c : e;
    const dStats = attacker === 'character' ? e : c;
    const aStunned = attacker === 'character' ? state.characterStunned : state.enemyStunned;
    const dStunned = attacker === 'character' ? state.enemyStunned : state.characterStunned;
    const att = cards(aStats.att, aStunned);
    const def = cards(dStats.def, dStunned);
    const law = cached(`a${attacker}${att},${def}`, () => attackLaw(version, attacker, att, def, critical));
    const spent: FightState = { ...state, characterStunned: false, enemyStunned: false };
    const stunned: FightState = attacker === 'character' ? { ...spent, characterStunned: true } : { ...spent, enemyStunned: true };
    attacks(rest, spent, mul(p, law.miss));
    attacks(rest, stunned, mul(p, law.stun));
    for (const [damage, q] of [[1, law.hit], [2, law.critical]] as const) {
      const left = state[defender] - damage;
      if (left <= 0) {
        if (q.num) out.push({ to: attacker, p: mul(p, q) });
      } else attacks(rest, { ...spent, [defender]: left }, mul(p, q));
    }
  };
  const first = (who: Side, twice: boolean, p: Fraction) => {
    if (who === 'character' && fight.flee(after)) return void (p.num && out.push({ to: 'flee', p }));
    const other: Side = who === 'character' ? 'enemy' : 'character';
    attacks(twice ? [who, who, other] : [who, other], after, p);
  };
  first('character', true, init.characterTwice);
  first('character', false, init.characterOnce);
  first('enemy', true, init.enemyTwice);
  first('enemy', false, init.enemyOnce);
  return out;
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
  const cache = new Map<string, unknown>();
  // A stun left at the end of a round is spent on the next initiative; on a side that draws one
  // card of Mov it changes nothing, so such states are one.
  const key = (s: FightState | FightOutcome) =>
    typeof s === 'string' ? s : `${s.character},${s.enemy},${+(s.characterStunned && fight.character.mov > 1)},${+(s.enemyStunned && fight.enemy.mov > 1)}`;
  const chain: Chain<FightState | FightOutcome> = {
    key,
    step: (s): ChainStep<FightState | FightOutcome> => (typeof s === 'string' ? { outcome: s } : { next: roundFrom(fight, version, s, cache) }),
  };
  const start: FightState = { character: fight.character.vie, enemy: fight.enemy.vie, characterStunned: false, enemyStunned: false };
  const r: Absorption = absorb<FightState | FightOutcome>(start, chain);
  const get = (o: FightOutcome) => r.outcomes.get(o) ?? ZERO;
  return { character: get('character'), enemy: get('enemy'), flee: get('flee'), rounds: r.meanSteps };
}

/** P(win) + P(lose) + P(flee): 1 for a fight that ends (a check the tests make). */
export const total = (o: FightOdds): Fraction => add(add(o.character, o.enemy), o.flee);
