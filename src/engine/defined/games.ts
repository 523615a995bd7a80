/**
 * The games of a simulation of a defined engine: game i is played with seed S + i by the player
 * count of its turn, each seat by its own bot (seeded by the game's seed and the seat), shown
 * only its seat's view when the game has one. A game comes back as a small summary, never its
 * events, so that threads send little.
 */
import type { GameRecord } from '../balance/record.js';
import { playGame, type PlayedGame, type PlayOptions } from '../play.js';
import { seated } from '../seats.js';
import type { Policy } from '../game-def.js';
import type { EngineSetup } from '../define-game.js';
import type { AnyDefined } from './definition.js';
import { definedRecord, gameTrace } from './record.js';

/** What every thread needs to play games `from`…`to`: plain data. */
export interface SimData {
  seed: number;
  /** Player counts, in turn. */
  players: number[];
  bot: string;
  cat: unknown;
  /** The pack's card ids: the cards a game's record names are among them (record.ts). */
  cardIds?: string[];
}

export interface GameSummary {
  index: number;
  seed: number;
  players: number;
  /** The game's result, or 'stalled' for one stopped at the action limit. */
  result: string;
  /** The seat that won (games the players play against each other), else null. */
  winner: number | null;
  length: number;
  figures: Record<string, number>;
  /** The game for the balance figures (record.ts). */
  record: GameRecord;
}

export function gameSetup(data: SimData, index: number): EngineSetup {
  return { seed: (data.seed + index) >>> 0, players: data.players[index % data.players.length] };
}

/** The bots of a game: one a seat, each with its own seed, or one for the table when the rules name no actor. */
export function tablePolicy(d: AnyDefined, cat: unknown, bot: string, setup: EngineSetup): Policy<unknown, unknown> {
  const make = d.bots[bot];
  if (!make) throw new Error(`no bot '${bot}'; this game's bots: ${Object.keys(d.bots).join(', ')}`);
  const seedOf = (seat: number) => (Math.imul(setup.seed, 31) + seat) >>> 0;
  const actor = d.game.actor;
  if (!actor) return make(cat, seedOf(0));
  const view = d.game.view ?? ((s: unknown) => s);
  return seated({ actor, view }, Array.from({ length: setup.players }, (_, seat) => make(cat, seedOf(seat))));
}

export function playOne(d: AnyDefined, data: SimData, index: number, record: boolean, onStep?: PlayOptions<unknown, unknown, EngineSetup>['onStep']): { setup: EngineSetup; played: PlayedGame<unknown, unknown, unknown> } {
  const setup = gameSetup(data, index);
  const policy = tablePolicy(d, data.cat, data.bot, setup);
  const played = playGame(d.game, data.cat, { setup, policy, record, events: record || Boolean(d.figures) || Boolean(d.cards), onStep });
  return { setup, played };
}

export function summarize(d: AnyDefined, data: SimData, index: number): GameSummary {
  const trace = gameTrace(d);
  const { setup, played } = playOne(d, data, index, false, trace.onStep);
  const over = played.result !== 'stalled';
  const winner = over && d.winner ? d.winner(played.state) : null;
  const length = d.length ? d.length.of(played.state) : d.game.actionCount(played.state);
  return {
    index,
    seed: setup.seed,
    players: setup.players,
    result: played.result,
    winner,
    length,
    figures: d.figures ? d.figures(data.cat, played.state, played.events) : {},
    record: definedRecord(d, data.cat, data.cardIds, setup, played, winner, length, trace),
  };
}

/** Games `from`…`to`-1, summarised (what a simulation thread runs). */
export function playRange(d: AnyDefined, data: SimData, from: number, to: number, onGame?: (done: number) => void): GameSummary[] {
  const out: GameSummary[] = [];
  for (let i = from; i < to; i++) {
    out.push(summarize(d, data, i));
    onGame?.(i - from + 1);
  }
  return out;
}
