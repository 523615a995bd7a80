/**
 * INDEX as an edition of CODEX's rules (src/games/codex/engine/edition.ts): CODEX's clause table
 * and reactions, extended where INDEX's book differs. Loading this module registers the edition,
 * so a catalogue built from INDEX's cards (`edition: 'index'`) is played by these rules.
 */
import { CODEX_REACTIONS } from '../../codex/engine/reactions.js';
import { CODEX_EDITION, registerEdition, type Edition } from '../../codex/engine/edition.js';
import { ambush } from './ambush.js';
import { endFloorClause, lookUnrevealedClause, putSecretItemClause } from './clauses.js';
import { endFloor, setupFloor } from './floors.js';
import { endRound, explainReveal, playReveal, revealActions } from './reveal.js';
import { checkAllPlayersHere, settle } from './sortie.js';

export const INDEX_EDITION: Edition = {
  id: 'index',
  clauses: { ...CODEX_EDITION.clauses, 'end-floor': endFloorClause, 'put-secret-item': putSecretItemClause, 'look-unrevealed': lookUnrevealedClause },
  react: {
    ...CODEX_REACTIONS,
    entered(state, ctx, seat, zone, first) {
      CODEX_REACTIONS.entered(state, ctx, seat, zone, first);
      checkAllPlayersHere(state, ctx, zone);
    },
    appeared(state, ctx, c, source) {
      state.enemySeen = true;
      // A scenario puts its creatures where it says.
      if (source !== 'scenario') ambush(state, ctx, c);
    },
  },
  // No free phase: with no enemy left, rounds go on, and a quiet one reveals the next Salles.
  freePhase: false,
  setupChapter: setupFloor,
  endChapter: endFloor,
  turnActions: revealActions,
  playAction(state, ctx, action) {
    if (action.type !== 'reveal') throw new Error(`INDEX has no action "${action.type}"`);
    playReveal(state, ctx, state.turn!.player);
  },
  explainIllegal: (state, ctx) => explainReveal(state, ctx),
  endRound,
  settle,
};

registerEdition(INDEX_EDITION);
