/**
 * A test, in either version (docs/rules/cardstle.md, « Tests »). Cards: draw from the 40-card
 * donne as many cards as points, each card matching the drawer's fétiche (value and colour)
 * granting one more; the cards of an opposed test stay out until both sides have drawn (`out`),
 * then all go back. Dice: as many d6 as points, and the d12 (characters only): showing the
 * fétiche number, one more d6; the d12 is not added. A scenario's forced draws come first.
 */
import { emit } from '../../../engine/choices.js';
import { OutOfDice, randomInt, rollDie } from '../../../engine/rng.js';
import { donneColour, donneValue, DONNE_SIZE } from './cards.js';
import type { CardstleCtx, CardstleState } from './types.js';

/** Who draws: a character's fétiche, or null for an enemy or a trap (no fétiche, no d12). */
export type Drawer = { fetiche: number; colour: number } | null;

/** The donne's cards out during one opposed test. */
export function donneOut(): Uint8Array {
  return new Uint8Array(DONNE_SIZE);
}

function drawCard(s: CardstleState, ctx: CardstleCtx, out: Uint8Array): number {
  if (s.forcedDice.length) {
    const i = s.forcedDice.shift()!;
    out[i] = 1;
    return i;
  }
  if (ctx.forcedDiceOnly) throw new OutOfDice('the forced draws are used up');
  let left = 0;
  for (let i = 0; i < DONNE_SIZE; i++) if (!out[i]) left++;
  if (!left) return -1;
  let k = randomInt(s.rng, left);
  for (let i = 0; i < DONNE_SIZE; i++) {
    if (out[i]) continue;
    if (k-- === 0) {
      out[i] = 1;
      return i;
    }
  }
  return -1;
}

/**
 * The result of a test of `n` cards or dice (at least one) by `who`, for `label` (who tests what,
 * told in the event). `out` is the opposed test's donne (cards version).
 */
export function test(s: CardstleState, ctx: CardstleCtx, n: number, who: Drawer, out: Uint8Array, label: [string, string]): number {
  const drawn: number[] = [];
  let total = 0;
  let lucky: number | undefined;
  n = Math.max(1, n);
  if (s.version === 'cartes') {
    for (let k = 0; k < n; k++) {
      const i = drawCard(s, ctx, out);
      if (i < 0) break; // the donne is empty: what is drawn is the test
      drawn.push(i);
      total += donneValue(i);
      if (who && donneValue(i) === who.fetiche && donneColour(i) === who.colour) n++;
    }
  } else {
    for (let k = 0; k < n; k++) {
      const d = rollDie(s, ctx.forcedDiceOnly, 6);
      drawn.push(d);
      total += d;
    }
    if (who) {
      lucky = rollDie(s, ctx.forcedDiceOnly, 12);
      if (lucky === who.fetiche) {
        const d = rollDie(s, ctx.forcedDiceOnly, 6);
        drawn.push(d);
        total += d;
      }
    }
  }
  if (ctx.events) emit(ctx, { e: 'test', who: label[0], stat: label[1], cards: drawn, total, ...(lucky !== undefined ? { lucky } : {}) });
  return total;
}
