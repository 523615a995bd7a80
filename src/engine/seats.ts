/**
 * Games where players play against each other with hidden information (Code Lyoko's hands): each
 * seat has its own policy, and a policy decides from what its player sees, never from the state
 * itself. The game says whose decision comes next (`actor`) and what a seat sees (`view`: a copy
 * with the others' hands and every deck's order hidden); a choice goes to the seat it names
 * (`Choice.player`), else to the acting seat. The seated policy is one policy to the rest of the
 * layer, so games, logs, replays, simulations and scenarios play it as they play a team's.
 */
import type { AnyGameDef, Policy } from './game-def.js';

/** What a game with seats supplies: whose decision is next, and what a seat knows. */
export interface Seating<S> {
  /** The seat whose action comes next. */
  actor(state: S): number;
  /** What `seat` knows of `state`: a copy with what that player cannot see hidden. */
  view(state: S, seat: number): S;
}

/** The seating a GameDef declares (`actor` and `view`), or an error naming what it lacks. */
export function seatingOf<S>(def: AnyGameDef<S, unknown, unknown, unknown, unknown>): Seating<S> {
  if (!def.actor || !def.view) throw new Error(`the game ${def.logFormat} has no seats: it declares no actor and view`);
  return { actor: def.actor, view: def.view };
}

/**
 * One policy for the table: each decision asked of the seat it belongs to, shown that seat's view.
 * Named after its policies ("random", or "heuristic vs random" when they differ).
 */
export function seated<S, A>(seating: Seating<S>, policies: readonly Policy<S, A>[]): Policy<S, A> {
  if (!policies.length) throw new Error('a seated policy needs a policy for each seat');
  const names = [...new Set(policies.map((p) => p.name))];
  const policyOf = (seat: number): Policy<S, A> => {
    const p = policies[seat];
    if (!p) throw new Error(`no policy for seat ${seat} (${policies.length} seat(s))`);
    return p;
  };
  return {
    name: names.join(' vs '),
    chooseAction(state, legal) {
      const seat = seating.actor(state);
      const p = policyOf(seat);
      return p.chooseAction(p.readsState === false ? state : seating.view(state, seat), legal);
    },
    choose(state, choice) {
      const seat = choice.player ?? seating.actor(state);
      const p = policyOf(seat);
      return p.choose(p.readsState === false ? state : seating.view(state, seat), choice);
    },
  };
}
