/**
 * What makes an edition of the game (CODEX, and INDEX beside it): what each clause of the card
 * language does, and what the rules do when the state changes. The rules receive it through their
 * context (`ctx.edition`), so an edition overrides or extends CODEX's tables instead of copying
 * the interpreter. The piles and the layout of the zones join it with INDEX's engine.
 */
import type { ClauseTable } from './clauses.js';
import { CODEX_CLAUSES } from './effects.js';
import { CODEX_REACTIONS, type Reactions } from './reactions.js';

export interface Edition {
  clauses: ClauseTable;
  react: Reactions;
}

export const CODEX_EDITION: Edition = { clauses: CODEX_CLAUSES, react: CODEX_REACTIONS };
