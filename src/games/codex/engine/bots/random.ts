/** The random bot: any legal action, any answer, drawn from its own seeded generator. */
import { randomInt, seedRng } from '../rng.js';
import type { Policy } from '../types.js';

export function randomBot(seed: number): Policy {
  const rng = seedRng(seed ^ 0x2545f491);
  return {
    name: 'random',
    chooseAction: (_state, legal) => legal[randomInt(rng, legal.length)],
    choose: (_state, choice) => randomInt(rng, choice.options.length),
  };
}
