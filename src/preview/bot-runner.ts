/**
 * The seated bots' moves in a preview game, played in slices that give the server back between
 * them: a search bot spends tens of milliseconds a decision, and a game of bots in every seat
 * runs to hundreds of decisions. Played in one go it held the whole server (every page's
 * requests, every other game) for seconds. Each slice plays decisions until its time is spent,
 * then waits for the event loop (setImmediate) so that requests that came meanwhile are
 * answered; the moves are exactly runBots's (nextBotMove, in the same order), so a game plays
 * the same through the page as through the session functions.
 */
import { setImmediate as nextTurn } from 'node:timers/promises';
import { MAX_BOT_RUN, nextBotMove, type AnySessionGame, type Session } from '../engine/session.js';

type AnySession = Session<any, any, any, any>;

/** How long one slice of bot moves may hold the server. */
export const BOT_SLICE_MS = 25;

/** A bot's move that threw (the pack's rules or bot failed): the game is kept as it was before that move. */
export class BotFailure extends Error {
  constructor(
    message: string,
    /** The session after the last move that was played. */
    readonly session: AnySession,
  ) {
    super(message);
  }
}

/**
 * The bots play their seats until a person must decide, the game ends, or MAX_BOT_RUN decisions
 * were made; `progress` is told the session after each slice (a page may look at the game meanwhile).
 */
export async function runBotsInSlices(game: AnySessionGame, s: AnySession, progress: (s: AnySession) => void = () => undefined, sliceMs = BOT_SLICE_MS): Promise<AnySession> {
  let cur = s;
  let sliceStart = performance.now();
  for (let i = 0; i < MAX_BOT_RUN; i++) {
    if (performance.now() - sliceStart >= sliceMs) {
      progress(cur);
      await nextTurn();
      sliceStart = performance.now();
    }
    let next: AnySession | null;
    try {
      next = nextBotMove(game, cur);
    } catch (e) {
      // The message alone: a stack is for the pack's developer's console, not the page.
      throw new BotFailure(`a bot failed at step ${cur.steps.length + 1}: ${e instanceof Error ? e.message : String(e)}; the game stays as it was before that move (take the seat back, or undo)`, cur);
    }
    if (!next) break;
    cur = next;
  }
  progress(cur);
  return cur;
}
