/**
 * A game of a defined engine as the balance figures read it (engine/balance/record.ts), from what
 * its definition gives:
 *
 * - Sides: a game the players play against each other (the definition names a `winner`) has a side
 *   per seat, side k seat k (side 0 the first seat, whose win rate `sim` gives); a game the players
 *   win or lose together has one side, all of them.
 * - Seats in play order: from the seat to act once the game is set up (the rules' `actor`; seat 0
 *   when they name none), round the table.
 * - Turns: the game's length, in its unit (`length`, else one turn an action), as the report has it.
 * - Decisions: the actions, and the answers to the rules' questions (the setup's included).
 * - Cards: the definition's `cards`, one list a side, ids of the pack's cards only; none without it.
 * - The lead: from the definition's `scores`, read after every action, in a game played against
 *   each other (in a game won together nobody leads); none without it.
 */
import { cardSet, leadOf, type GameRecord } from '../balance/record.js';
import type { EngineSetup } from '../define-game.js';
import { decisionCounter, type PlayedGame } from '../play.js';
import type { AnyDefined } from './definition.js';

/** What is followed while a game is played (playGame's `onStep`): its decisions, who acts first, the scores. */
export interface GameTrace {
  onStep(state: unknown, action: unknown, answers: readonly number[]): void;
  readonly decisions: number;
  first: number;
  rows: number[][];
}

export function gameTrace(d: AnyDefined): GameTrace {
  const scores = d.winner ? d.scores : undefined;
  const counter = decisionCounter();
  const trace: GameTrace = {
    get decisions() {
      return counter.decisions;
    },
    first: 0,
    rows: [],
    onStep(state, action, answers) {
      counter.onStep(state, action, answers);
      if (action === null) trace.first = d.game.actor && !d.game.over(state) ? d.game.actor(state) : 0;
      else if (scores) trace.rows.push([...scores(state)]);
    },
  };
  return trace;
}

const knownMemo = new WeakMap<readonly string[], Set<string>>();

/** The pack's card ids as a set, made once a list (a thread plays many games with one). */
function knownSet(ids: readonly string[]): Set<string> {
  let known = knownMemo.get(ids);
  if (!known) knownMemo.set(ids, (known = new Set(ids)));
  return known;
}

/**
 * `cardIds`: the pack's cards, by id (a list the rules' `cards` name others of is filtered to them);
 * absent, the ids are taken as given.
 */
export function definedRecord(d: AnyDefined, cat: unknown, cardIds: readonly string[] | undefined, setup: EngineSetup, played: PlayedGame<unknown, unknown, unknown>, winner: number | null, length: number, trace: GameTrace): GameRecord {
  const competitive = Boolean(d.winner);
  const sides = competitive ? setup.players : 1;
  const stalled = played.result === 'stalled';
  const side = competitive ? winner : played.result === (d.victory ?? 'victory') ? 0 : null;
  const known = cardIds ? knownSet(cardIds) : undefined;
  const keep = (ids: readonly string[]) => cardSet(known ? ids.filter((id) => known.has(id)) : ids);
  let cards: GameRecord['sides'] = Array.from({ length: sides }, () => ({ drawn: [], played: [] }));
  if (d.cards) {
    const lists = d.cards(cat, played.state, played.events);
    if (!Array.isArray(lists) || lists.length !== sides) {
      const what = competitive ? `one a seat (${sides} seats)` : 'one for the players together';
      throw new Error(`the engine's cards() gave ${Array.isArray(lists) ? `${lists.length} list(s)` : 'no list'}; it gives a { drawn, played } list a side: ${what}`);
    }
    cards = lists.map((l) => ({ drawn: keep(l.drawn ?? []), played: keep(l.played ?? []) }));
  }
  return {
    winner: stalled ? null : side,
    stalled,
    seats: competitive ? Array.from({ length: sides }, (_, k) => (trace.first + k) % sides) : Array<number>(setup.players).fill(0),
    players: setup.players,
    turns: length,
    decisions: trace.decisions,
    sides: cards,
    lead: competitive && d.scores ? leadOf(trace.rows, stalled ? null : side) : null,
  };
}
