/**
 * What one simulated game says about balance, in the same shape for every game with an engine:
 * who won, whether it ended, how long it lasted, which cards each side drew and played, and how
 * the lead moved where the game keeps a score. Engines make one per game (their `recordOf`); the
 * sweep's and the reports' figures (tally.ts, impact.ts, metrics.ts) read nothing else.
 *
 * A *side* is what the figures follow: the party of a co-operative game (one side), a deck list
 * of a duel (Code Lyoko: a side per list, whatever seat it sits in), or a player of a game the
 * players play against each other. Side 0 is the one whose win rate a report gives.
 */

export interface SideCards {
  /** Cards the side saw come into its hands or into play (drawn, dealt, revealed, chosen), by id, each once. */
  drawn: string[];
  /** Cards the side played or used, by id, each once. */
  played: string[];
  /**
   * The cards the side could have drawn (its deck list), by id, each once. Left out when it could
   * draw any card of the pack: then every game counts as one where a card was not drawn or was.
   */
  pool?: string[];
}

export interface GameRecord {
  /** The side that won; null when none did (a draw, a co-operative defeat, a stall). */
  winner: number | null;
  /** Stopped at the action limit with no result. */
  stalled: boolean;
  /** The side in each seat, in the order the seats play (seat 0 plays first). */
  seats: number[];
  /** Player count, as `--players` counts it (the party's size in a co-operative game). */
  players: number;
  /** Length in the game's own unit (rounds or turns). */
  turns: number;
  /** Decisions taken: actions and the answers to the game's questions. */
  decisions: number;
  /** Each side's cards. */
  sides: SideCards[];
  /**
   * Where the game keeps a score: how many times the leader changed, and how early the winner was
   * known (the share of the game played when the winner took the lead for good, above 0 up to 1;
   * null for a game with no winner). Null for games with no score.
   */
  lead: { changes: number; decidedAt: number | null } | null;
}

/**
 * The lead's story from each side's score after each turn (`scores[t][side]`): the changes of the
 * sole leader (a tie leads nobody), and when the winner took the lead for the last time. A game
 * whose winner never led alone is decided at its end (1); one with no winner, never (null).
 */
export function leadOf(scores: readonly (readonly number[])[], winner: number | null): { changes: number; decidedAt: number | null } {
  // The sole leader now (null during a tie), the last sole leader (a tie between two reigns of one
  // side is no change), and the turn the current leader took the lead.
  let leader: number | null = null;
  let last: number | null = null;
  let changes = 0;
  let since = 0;
  scores.forEach((row, t) => {
    let best = -Infinity;
    let who: number | null = null;
    row.forEach((v, side) => {
      if (v > best) [best, who] = [v, side];
      else if (v === best) who = null;
    });
    if (who === leader) return;
    leader = who;
    since = t;
    if (who === null) return;
    if (last !== null && last !== who) changes++;
    last = who;
  });
  // A game with no winner was never decided: it counts in no one's decisiveness.
  if (winner === null) return { changes, decidedAt: null };
  const decidedAt = leader !== winner || !scores.length ? 1 : (since + 1) / scores.length;
  return { changes, decidedAt: Math.round(decidedAt * 1000) / 1000 };
}

/** A record's list of cards, each once, in a fixed order (the same game gives the same bytes). */
export function cardSet(ids: Iterable<string>): string[] {
  return [...new Set(ids)].sort();
}
