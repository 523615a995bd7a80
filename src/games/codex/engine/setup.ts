/**
 * A new game: shuffled piles, each character with their PV, starting Objet and Rations (4, 3 or
 * 2 each for 2, 3 or 4 players; a solo player runs two characters by the 2-player rules), then
 * the first chapter's setup.
 */
import type { Catalogue } from './catalogue.js';
import type { Ctx } from './context.js';
import { mapPacked } from '../../../engine/packed.js';
import { seedRng } from '../../../engine/rng.js';
import { copyForcedOrders, shuffleOrForced, type ForcedOrders, type ShuffleSource } from '../../../engine/forced-order.js';
import type { GameState, PlayerState } from './types.js';

export const RATIONS_PER_PLAYER: Record<number, number> = { 1: 4, 2: 4, 3: 3, 4: 2 };

export class SetupError extends Error {}

export interface NewGame {
  seed: number;
  /** Personnage ids, one per character in play (two for a solo player). */
  characters: string[];
  /** Players at the table: 1 to 4; 1 runs two characters. Defaults to the number of characters. */
  players?: number;
  /** The order a scenario gives to the piles' shuffles (its `order:`), first the setup's, then the étages' (INDEX). */
  forcedOrders?: ForcedOrders;
}

/** The state before any setup: piles shuffled, characters equipped. */
export function emptyGame(cat: Catalogue, opts: NewGame): GameState {
  const players = opts.players ?? opts.characters.length;
  const expected = players === 1 ? 2 : players;
  if (!(players >= 1 && players <= 4)) throw new SetupError(`the game is played by 1 to 4 players, not ${players}`);
  if (opts.characters.length !== expected) throw new SetupError(`${players} player${players > 1 ? 's' : ''} need${players > 1 ? '' : 's'} ${expected} characters, got ${opts.characters.length}`);
  if (new Set(opts.characters).size !== opts.characters.length) throw new SetupError(`each character plays once: ${opts.characters.join(', ')}`);
  const rng = seedRng(opts.seed);
  // Without forced orders, each pile is shuffled by the seed exactly as it always was (same games from the same seeds).
  const source: ShuffleSource = { rng, forcedOrders: copyForcedOrders(opts.forcedOrders) };
  const piles = {
    zones: shuffleOrForced(source, 'zones', [...cat.piles.zones]),
    creatures: shuffleOrForced(source, 'creatures', [...cat.piles.creatures]),
    special: [...cat.piles.special],
    objets: shuffleOrForced(source, 'objets', [...cat.piles.objets]),
    boss: shuffleOrForced(source, 'boss', [...cat.piles.boss]),
  };
  const rations = [...cat.rations];
  const perPlayer = RATIONS_PER_PLAYER[players];
  const list: PlayerState[] = mapPacked(opts.characters, (id, seat) => {
    const ch = cat.personnages.get(id);
    if (!ch) throw new SetupError(`unknown character "${id}"; characters: ${[...cat.personnages.keys()].join(', ')}`);
    return {
      seat,
      character: id,
      pv: ch.pv,
      maxPv: ch.pv,
      zone: 0,
      items: [{ uid: `${ch.startingItem}~s${seat}`, card: ch.startingItem, engaged: false, revealed: true, known: true }],
      rations: mapPacked(rations.splice(0, perPlayer), (card) => ({ card, engaged: false })),
      characterEngaged: false,
      secrets: [],
      secretUses: [],
      enteredRound: 0,
      moves: 0,
      attacks: 0,
      oncePerTurn: [],
    };
  });
  return {
    rng,
    forcedDice: [],
    players: list,
    zones: [],
    creatures: [],
    piles,
    chapter: 1,
    round: 0,
    phase: 'players',
    played: [],
    turn: null,
    result: null,
    nextUid: 1,
    secretsRead: [],
    actions: 0,
    // Only a scenario's state holds orders: a real game's keeps its shape.
    ...(source.forcedOrders ? { forcedOrders: source.forcedOrders } : {}),
  };
}

/** A new game, its first chapter set up (setup effects may ask the players). */
export function newGame(cat: Catalogue, opts: NewGame, ctx: Ctx): GameState {
  const state = emptyGame(cat, opts);
  ctx.edition.setupChapter(state, ctx);
  return state;
}
