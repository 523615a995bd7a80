/**
 * The Sokar pyramid on the engine layer. Seats: 0 the god, 1 to n the adventurers in their order.
 * Hidden information (« Il est interdit aux aventuriers de dévoiler ses cartes actions dans sa
 * main et dans sa défausse »; the chests' values « placé au hasard »): a seat sees its own cards
 * only, and nobody sees a closed chest's value; the search bot deals them again.
 */
import type { Decide } from '../../../engine/choices.js';
import { copyForcedOrders } from '../../../engine/forced-order.js';
import type { GameDef } from '../../../engine/game-def.js';
import { randomInt, seedRng, shuffle, type Rng } from '../../../engine/rng.js';
import { applyAdventurer } from './adventurer.js';
import type { Catalogue } from './catalogue.js';
import { actingSeat } from './combat.js';
import { applyGod } from './god.js';
import { legalActions, sameAction } from './legal.js';
import { setupGame } from './setup.js';
import { leftInChests } from './turns.js';
import { HIDDEN, type PyramideAction, type PyramideCtx, type PyramideEvent, type PyramideSetup, type PyramideState } from './types.js';

export const LOG_FORMAT = 'deckwright-pyramide-log';

export function cloneState(s: PyramideState): PyramideState {
  return {
    ...s,
    rng: [...s.rng] as Rng,
    forcedDice: [...s.forcedDice],
    ...(s.forcedOrders ? { forcedOrders: copyForcedOrders(s.forcedOrders) } : {}),
    walls: [...s.walls],
    chests: s.chests.map((c) => ({ ...c })),
    ...(s.closedValues ? { closedValues: [...s.closedValues] } : {}),
    adventurers: s.adventurers.map((a) => ({ ...a, hand: [...a.hand], discard: [...a.discard], ...(a.unseen ? { unseen: [...a.unseen] } : {}) })),
    monsters: s.monsters.map((m) => ({ ...m })),
    demigodLevels: { ...s.demigodLevels },
    minionSteps: { ...s.minionSteps },
    blueWall: s.blueWall ? { ...s.blueWall } : null,
  };
}

export const pyramideGame: GameDef<PyramideState, PyramideAction, PyramideEvent, Catalogue, PyramideSetup> = {
  logFormat: LOG_FORMAT,
  context: (_cat, decide: Decide<PyramideState>, events, forcedDiceOnly): PyramideCtx => ({ decide, events: events ? [] : null, answers: [], forcedDiceOnly }),
  setup: setupGame,
  legal: legalActions,
  illegal(cat, s, a) {
    if (s.phase === 'over') return { code: 'game-over', message: 'the game is over' };
    if (legalActions(cat, s).some((x) => sameAction(x, a))) return null;
    return { code: 'illegal-action', message: `${s.phase === 'god' ? 'the god' : s.adventurers[s.active].id} cannot do this now: ${JSON.stringify(a)}` };
  },
  apply(cat, s, a, ctx) {
    s.actions++;
    if (s.phase === 'god') applyGod(cat, s, a, ctx);
    else applyAdventurer(cat, s, a, ctx);
  },
  clone: cloneState,
  actor: actingSeat,
  view(s, seat) {
    const v = cloneState(s);
    v.adventurers.forEach((a, i) => {
      if (i + 1 === seat) return;
      a.unseen = [...a.hand, ...a.discard].sort();
      a.hand = a.hand.map(() => HIDDEN);
      a.discard = a.discard.map(() => HIDDEN);
    });
    // Everyone knows which values the map deals (they are printed), not which chest holds which.
    v.closedValues = v.chests.filter((c) => !c.open).map((c) => c.value).sort((x, y) => x - y);
    for (const c of v.chests) if (!c.open) c.value = 0;
    v.rng = [0, 0, 0, 0];
    return v;
  },
  determinise(s, rng) {
    s.rng = seedRng(randomInt(rng, 2 ** 31));
    // The closed chests hold the values the map dealt and nobody took, in an order nobody knows.
    if (s.closedValues) {
      const pool = shuffle(s.rng, [...s.closedValues]);
      for (const c of s.chests) if (!c.open) c.value = pool.pop() ?? 0;
      delete s.closedValues;
    }
    for (const a of s.adventurers) {
      if (!a.unseen) continue;
      const pool = shuffle(s.rng, [...a.unseen]);
      a.hand = pool.splice(0, a.hand.length).sort();
      a.discard = pool.sort();
      delete a.unseen;
    }
  },
  evaluate(s, root) {
    const god = actingSeat(root) === 0;
    if (s.winner) return (s.winner === 'god') === god ? 1 : 0;
    const left = leftInChests(s);
    const total = s.loot + left || 1;
    const adventurers = Math.min(1, Math.max(0, 0.5 + (s.loot - left) / (2 * total)));
    return god ? 1 - adventurers : adventurers;
  },
  over: (s) => s.phase === 'over',
  result: (s) => s.winner,
  actionCount: (s) => s.actions,
  actionName: (a) => a.t,
  logSetup: (setup) => ({ seed: setup.seed, party: setup.party, map: setup.map }),
  setupOfLog(log) {
    // A log edited by hand or cut short: say which field is wrong, never fail inside the rules.
    if (!Number.isInteger(log.seed)) throw new Error('the log has no whole-number "seed"');
    if (!Array.isArray(log.party) || !log.party.every((x) => typeof x === 'string')) throw new Error('the log\'s "party" is not a list of adventurer ids');
    if (log.map !== undefined && typeof log.map !== 'string') throw new Error('the log\'s "map" is not a map\'s name');
    return { seed: log.seed as number, party: log.party as string[], map: (log.map as string | undefined) ?? '' };
  },
};
