/** A policy that checks invariants on every state it is asked to play from (property tests over whole games). */
import type { Policy } from '../../src/engine/game-def.js';

/** `inner`, plus `check(state)`'s complaints collected in `seen` before each of its actions. */
export function watching<S, A>(inner: Policy<S, A, any>, check: (s: S) => string[], seen: string[]): Policy<S, A, any> {
  return {
    name: inner.name,
    chooseAction: (s, legal) => {
      seen.push(...check(s));
      return inner.chooseAction(s, legal);
    },
    choose: (s, c) => inner.choose(s, c),
  };
}
