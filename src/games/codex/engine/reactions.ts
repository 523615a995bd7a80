/**
 * What the rules do when the state changes (ops.ts calls these through `ctx.edition.react`): a player's
 * "Vous subissez des dégâts" effects, a zone's "entre ici" effect, a creature's passive sentence
 * ("Quand une Encre meurt"). They are called at once, where the change happens, since a Bouclier's
 * reduction decides the damage itself; going through the context keeps ops.ts free of the
 * interpreter and of the triggers, which import it.
 */
import type { Sentence } from '../text/ast.js';
import type { Ctx } from './context.js';
import { executeSentenceFor } from './effects.js';
import { runTriggers } from './triggers.js';
import type { CreatureState, GameState } from './types.js';

export interface Reactions {
  /** A player is about to take `amount` damage: returns how much their effects prevent. */
  damageTaken(state: GameState, ctx: Ctx, seat: number, amount: number): number;
  /** A player has entered `zone` (`first`: the first to enter it this chapter). */
  entered(state: GameState, ctx: Ctx, seat: number, zone: number, first: boolean): void;
  /** A creature's passive sentence whose event happened. */
  creatureSentence(state: GameState, ctx: Ctx, c: CreatureState, s: Sentence): void;
  /** A creature has just appeared on the table, put there by `source` (INDEX: *Embuscade*). */
  appeared(state: GameState, ctx: Ctx, c: CreatureState, source: string): void;
}

export const CODEX_REACTIONS: Reactions = {
  damageTaken: (state, ctx, seat, amount) => runTriggers(state, ctx, seat, 'damage-taken', { amount }),
  entered: (state, ctx, seat, zone, first) => {
    runTriggers(state, ctx, seat, 'enter', { zone, first });
  },
  creatureSentence: executeSentenceFor,
  appeared: () => {},
};
