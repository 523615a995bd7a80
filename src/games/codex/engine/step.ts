/**
 * The transition function: a state and an action give the next state, or a coded error when
 * the rules forbid the action. The players' policy answers the choices met on the way; the
 * answers are returned, so that the step can be logged and replayed exactly.
 */
import { attack, attackCost } from './attack.js';
import type { Catalogue } from './catalogue.js';
import { startRound } from './chapter.js';
import { cloneState } from './clone.js';
import { emit, type Ctx } from './context.js';
import { creaturePhase } from './creature-phase.js';
import { holds } from './conditions.js';
import { executeEffect } from './effects.js';
import { actionKey, explainIllegal, isFree, legalActions, zoneEffect } from './legal.js';
import { movePrice, noteTacleIgnored } from './moves.js';
import { healPlayer, losePv, placePlayer, receiveItem, untapOne } from './ops.js';
import { scope } from './scope.js';
import { ownedEffects } from './statics.js';
import { payCost, runTriggers } from './triggers.js';
import type { Action, Choice, GameEvent, GameState } from './types.js';
import type { Decide as EngineDecide } from '../../../engine/choices.js';
import type { GameDef } from '../../../engine/game-def.js';
import { step as engineStep, type StepOptions as EngineStepOptions, type StepResult as EngineStepResult } from '../../../engine/play.js';
import { LOG_FORMAT } from './log-format.js';
import { newGame, type NewGame } from './setup.js';
import { ChapterEnds, editionOf, type Edition } from './edition.js';
import { determinise, evaluate } from './position.js';

export type Decide = EngineDecide<GameState, Choice>;
export type StepOptions = EngineStepOptions;
export type StepResult = EngineStepResult<GameState, GameEvent>;

export function makeCtx(cat: Catalogue, decide: Decide, events: boolean, forcedDiceOnly = false, edition: Edition = editionOf(cat)): Ctx {
  return { cat, decide, events: events ? [] : null, answers: [], forcedDiceOnly, edition };
}

/** The legal actions now (a query: it asks nobody). */
export function legal(cat: Catalogue, state: GameState): Action[] {
  return legalActions(state, makeCtx(cat, () => 0, false));
}

/** CODEX as the engine layer plays it (src/engine/game-def.ts). */
export const codexGame: GameDef<GameState, Action, GameEvent, Catalogue, NewGame, Ctx> = {
  logFormat: LOG_FORMAT,
  context: makeCtx,
  setup: newGame,
  legal,
  illegal(cat, state, action) {
    const query = makeCtx(cat, () => 0, false);
    const key = actionKey(action);
    return legalActions(state, query).some((a) => actionKey(a) === key) ? null : explainIllegal(state, query, action);
  },
  apply(_cat, state, action, ctx) {
    state.actions += 1;
    // A game over (thrown) ends the step where it happened; so does a chapter's end, whose
    // setting up of the next chapter then runs.
    try {
      apply(state, ctx, action);
      if (state.phase !== 'over') ctx.edition.settle?.(state, ctx);
    } catch (e) {
      if (!(e instanceof ChapterEnds)) throw e;
      state.turn = null;
      ctx.edition.endChapter(state, ctx);
    }
    if (!ctx.edition.freePhase) return;
    if (state.phase === 'players' && !state.creatures.length) state.phase = 'free';
    else if (state.phase === 'free' && state.creatures.length) state.phase = 'players';
  },
  clone: cloneState,
  determinise,
  evaluate,
  over: (state) => state.phase === 'over',
  result: (state) => state.result ?? null,
  actionCount: (state) => state.actions,
  actionName: (action) => action.type,
  logSetup: (setup) => ({ seed: setup.seed, players: setup.players ?? setup.characters.length, characters: setup.characters }),
  setupOfLog: (log) => ({ seed: log.seed as number, characters: log.characters as string[], players: log.players as number }),
};

/** One action: the next state, or the rules' coded refusal. */
export function step(cat: Catalogue, state: GameState, action: Action, decide: Decide, opts: StepOptions = {}): StepResult {
  return engineStep(codexGame, cat, state, action, decide, opts);
}

function apply(state: GameState, ctx: Ctx, a: Action): void {
  if (a.type === 'start-turn') {
    state.turn = { player: a.player, pa: 3, reorganizing: false };
    emit(ctx, { e: 'turn', player: a.player, round: state.round });
    return;
  }
  if (a.type === 'end-chapter') {
    ctx.edition.endChapter(state, ctx);
    return;
  }
  const t = state.turn!;
  const seat = t.player;
  const p = state.players[seat];
  const free = isFree(state);
  const spend = (n: number) => {
    if (!free) t.pa -= n;
  };
  if (a.type !== 'pick-up' && a.type !== 'drop' && a.type !== 'give') t.reorganizing = false;
  switch (a.type) {
    case 'move': {
      const price = movePrice(state, ctx, seat);
      spend(price.pa + (a.tacle === 'pa' ? 1 : 0));
      if (price.saved && !free) emit(ctx, { e: 'effect', player: seat, source: price.saved.by.card, effect: price.saved.by.index, outcome: 'pa-saved', amount: price.saved.pa });
      noteTacleIgnored(state, ctx, seat);
      p.moves += 1;
      if (a.tacle === 'pv') losePv(state, ctx, seat, 1, 'Tacle');
      placePlayer(state, ctx, seat, a.to, 'move');
      return;
    }
    case 'attack': {
      const price = attackCost(state, ctx, seat);
      spend(price.pa);
      if (price.by && !free) emit(ctx, { e: 'effect', player: seat, source: price.by.card, effect: price.by.index, outcome: 'pa-saved', amount: 1 - price.pa });
      p.attacks += 1;
      attack(state, ctx, seat, p.items.find((i) => i.uid === a.item)!, state.creatures.find((c) => c.uid === a.target)!);
      return;
    }
    case 'pick-up': {
      if (!t.reorganizing) spend(1);
      t.reorganizing = true;
      const items = state.zones[p.zone].items;
      const item = items.splice(items.findIndex((i) => i.uid === a.item), 1)[0];
      emit(ctx, { e: 'pick-up', player: seat, item: item.card });
      receiveItem(state, ctx, seat, item);
      return;
    }
    case 'drop':
    case 'give': {
      if (!t.reorganizing) spend(1);
      t.reorganizing = true;
      const item = p.items.splice(p.items.findIndex((i) => i.uid === a.item), 1)[0];
      if (a.type === 'drop') {
        state.zones[p.zone].items.push(item);
        emit(ctx, { e: 'drop', player: seat, item: item.card });
      } else {
        emit(ctx, { e: 'give', player: seat, to: a.to, item: item.card });
        receiveItem(state, ctx, a.to, item);
      }
      return;
    }
    case 'rest': {
      spend(2);
      p.rations[a.ration].engaged = true;
      emit(ctx, { e: 'rest', player: seat, zone: p.zone });
      healPlayer(state, ctx, seat, 2, 'rest');
      untapOne(state, ctx, p, 'item');
      runTriggers(state, ctx, seat, 'rest', { zone: p.zone });
      return;
    }
    case 'use': {
      if (a.source.kind === 'zone') {
        const z = zoneEffect(state, ctx, seat)!;
        emit(ctx, { e: 'use', player: seat, source: z.card, effect: 0 });
        spend(z.def.pa);
        // A zone's "Une fois par tour" (INDEX's Chapelle) is counted per player, like a card's.
        if (z.def.condition?.kind === 'once-per-turn') p.oncePerTurn.push(z.card);
        executeEffect(state, ctx, z.def.text, scope({ kind: 'player', seat }, z.card, { here: z.zone }));
        return;
      }
      const src = a.source;
      const o = ownedEffects(state, ctx, seat).find((x) => x.index === a.effect && (src.kind === 'item' ? x.item?.uid === src.uid : x.source.kind === 'character'))!;
      payCost(state, ctx, seat, o);
      if (o.def.condition?.kind === 'once-per-turn') p.oncePerTurn.push(o.card);
      const sc = scope({ kind: 'player', seat }, o.card);
      // The condition binds what its pronouns point to ("Infligez-lui 1 dégât").
      holds(state, ctx, o.def.condition, sc);
      executeEffect(state, ctx, o.def.text, sc);
      return;
    }
    case 'end-turn': {
      state.played.push(seat);
      state.turn = null;
      if (state.played.length < state.players.length) return;
      if (state.phase === 'players') creaturePhase(state, ctx);
      ctx.edition.endRound(state, ctx);
      startRound(state);
      return;
    }
    default:
      ctx.edition.playAction(state, ctx, a);
  }
}
