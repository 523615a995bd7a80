/**
 * What makes an edition of the game (CODEX, and INDEX beside it): what each clause of the card
 * language does, what the rules do when the state changes, and how a chapter (CODEX) or an étage
 * (INDEX) is laid out, played and ended. The rules receive it through their context
 * (`ctx.edition`), so an edition overrides or extends CODEX's tables instead of copying the
 * interpreter.
 *
 * The catalogue names its edition (`cat.edition`), and editions register here when their module
 * is loaded: a worker thread that plays INDEX games loads INDEX's module, which registers it,
 * while CODEX's engine never imports an edition built on it.
 */
import type { Catalogue } from './catalogue.js';
import { endChapter, setupChapter } from './chapter.js';
import type { ClauseTable } from './clauses.js';
import type { Ctx } from './context.js';
import { CODEX_CLAUSES } from './effects.js';
import { CODEX_REACTIONS, type Reactions } from './reactions.js';
import type { Action, EngineError, GameState } from './types.js';

export interface Edition {
  id: string;
  clauses: ClauseTable;
  react: Reactions;
  /**
   * CODEX: once no creature is left, moving and acting cost nothing and the party may end the
   * chapter (the "free phase"). INDEX has no such phase: rounds go on until the étage ends.
   */
  freePhase: boolean;
  /** Lays out and sets up the chapter `state.chapter` (its zones, creatures, Objets, setup effects). */
  setupChapter(state: GameState, ctx: Ctx): void;
  /** Ends the current chapter (CODEX: the end-chapter action; INDEX: the étage's end), then sets up the next or ends the game. */
  endChapter(state: GameState, ctx: Ctx): void;
  /** Actions the edition adds to a player's turn (INDEX: reveal), with `pa` left to spend. */
  turnActions(state: GameState, ctx: Ctx, seat: number, pa: number): Action[];
  /** Plays an action of the edition's own (one `turnActions` offered). */
  playAction(state: GameState, ctx: Ctx, action: Action): void;
  /** Why an action of the edition's own is refused now; undefined when the edition has none. */
  explainIllegal?(state: GameState, ctx: Ctx, action: Action): EngineError;
  /** After the creature phase, before the next round (INDEX: the automatic reveal). */
  endRound(state: GameState, ctx: Ctx): void;
  /** After every action: rules that hold as soon as the table is so (INDEX: every player in the Sortie). */
  settle?(state: GameState, ctx: Ctx): void;
  /** What a position written by hand (a scenario) needs once its cards are placed (INDEX: the round's enemy watch). */
  initPosition?(state: GameState): void;
}

/**
 * Thrown by a rule that ends the chapter at once (INDEX: "L'étage se termine immédiatement
 * lorsque le dernier joueur arrive"): the step stops what it was doing, and the edition's
 * `endChapter` runs. "Terminer l'étage met fin au tour en cours."
 */
export class ChapterEnds extends Error {
  constructor() {
    super('the chapter ends');
  }
}

export const CODEX_EDITION: Edition = {
  id: 'codex',
  clauses: CODEX_CLAUSES,
  react: CODEX_REACTIONS,
  freePhase: true,
  setupChapter,
  endChapter,
  turnActions: () => [],
  playAction: (_state, _ctx, action) => {
    throw new Error(`CODEX has no action "${action.type}"`);
  },
  endRound: () => {},
};

const editions = new Map<string, Edition>([['codex', CODEX_EDITION]]);

/** Makes an edition known by its id, so that catalogues naming it are played by its rules. */
export function registerEdition(edition: Edition): void {
  editions.set(edition.id, edition);
}

/** The edition a catalogue's cards are played with. */
export function editionOf(cat: Catalogue): Edition {
  const e = editions.get(cat.edition ?? 'codex');
  if (!e) throw new Error(`the rules of edition "${cat.edition}" are not loaded (import its engine module first)`);
  return e;
}
