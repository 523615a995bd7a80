/**
 * A fight played card by card (Monte Carlo), to check the exact chain (fight.ts) by another road:
 * here the donne is really shuffled for each test, the attacker draws first and the defender from
 * what is left (the character first at the initiative), a fétiche card drawn draws one more, a
 * tied initiative is drawn again.
 */
import type { Rng } from '../../../engine/rng.js';
import { randomInt } from '../../../engine/rng.js';
import type { DeckCard } from '../../../engine/odds/one-deck.js';
import type { Fight, FightOutcome, FightState } from './fight.js';

/** Draw k cards from the top of a deck being shuffled as it is drawn (`left` cards not yet drawn); `grants` cards draw one more. */
function drawFrom(rng: Rng, deck: DeckCard[], left: { n: number }, k: number, grants: boolean): number {
  let sum = 0;
  for (let need = k; need > 0; ) {
    const i = randomInt(rng, left.n);
    const card = deck[i];
    deck[i] = deck[left.n - 1];
    deck[left.n - 1] = card;
    left.n--;
    sum += card.value;
    if (!(grants && card.grantsA)) need--;
  }
  return sum;
}

/** One opposed test from one donne: the first named side draws first. Returns [character's total, enemy's]. */
function opposed(rng: Rng, deck: DeckCard[], k: number, m: number, characterFirst: boolean): [number, number] {
  const left = { n: deck.length };
  if (characterFirst) {
    const x = drawFrom(rng, deck, left, k, true);
    return [x, drawFrom(rng, deck, left, m, false)];
  }
  const y = drawFrom(rng, deck, left, m, false);
  return [drawFrom(rng, deck, left, k, true), y];
}

const cards = (points: number, stunned: boolean) => Math.max(1, points - (stunned ? 1 : 0));

/** One fight, card by card, with the donne `deck` (its fétiche cards marked grantsA). */
export function playFight(rng: Rng, fight: Fight, deck: DeckCard[]): FightOutcome {
  const { character: c, enemy: e, critical } = fight;
  const s: FightState = { character: c.vie, enemy: e.vie, characterStunned: false, enemyStunned: false };
  for (;;) {
    let x: number;
    let y: number;
    const k = cards(c.mov, s.characterStunned);
    const m = cards(e.mov, s.enemyStunned);
    do [x, y] = opposed(rng, deck, k, m, true);
    while (x === y);
    s.characterStunned = s.enemyStunned = false;
    const first: 'character' | 'enemy' = x > y ? 'character' : 'enemy';
    const twice = Math.max(x, y) >= critical * Math.min(x, y);
    if (first === 'character' && fight.flee(s)) return 'flee';
    const other: 'character' | 'enemy' = first === 'character' ? 'enemy' : 'character';
    for (const attacker of twice ? [first, first, other] : [first, other]) {
      const byCharacter = attacker === 'character';
      const att = cards(byCharacter ? c.att : e.att, byCharacter ? s.characterStunned : s.enemyStunned);
      const def = cards(byCharacter ? e.def : c.def, byCharacter ? s.enemyStunned : s.characterStunned);
      s.characterStunned = s.enemyStunned = false;
      const [cx, ey] = byCharacter ? opposed(rng, deck, att, def, true) : opposed(rng, deck, def, att, false);
      const [a, d] = byCharacter ? [cx, ey] : [ey, cx];
      if (a > d) {
        const defender = byCharacter ? 'enemy' : 'character';
        s[defender] -= a >= critical * d ? 2 : 1;
        if (s[defender] <= 0) return attacker;
      } else if (d >= critical * a) {
        if (byCharacter) s.characterStunned = true;
        else s.enemyStunned = true;
      }
    }
  }
}
