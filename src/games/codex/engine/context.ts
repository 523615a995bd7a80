/**
 * What every CODEX rule function receives besides the state: the engine layer's context (who
 * answers the players' choices, where events and answers go; src/engine/choices.ts) and the cards.
 */
import type { ChoiceCtx } from '../../../engine/choices.js';
import type { Catalogue } from './catalogue.js';
import type { Edition } from './edition.js';
import type { Choice, GameEvent, GameState } from './types.js';

export { ask, DecisionError, emit, GameOver } from '../../../engine/choices.js';

export interface Ctx extends ChoiceCtx<GameState, GameEvent, Choice> {
  cat: Catalogue;
  /** The edition being played: its clauses and its reactions to state changes (edition.ts). */
  edition: Edition;
}
