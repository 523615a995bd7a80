/**
 * Playtests of Cardstle: game i is played with seed S + i by the pack's first party (its first k
 * characters with `--players k`) through the pack's rooms and then random ones (DEFAULT_ROOMS in
 * all), every decision by the bot asked. A thread sends back one summary a game: how far the
 * party went, who survived, the turns each room took, treasures gained and used, objects crafted,
 * and the Vie each card turned over cost.
 */
import type { GameRecord } from '../../../engine/balance/record.js';
import { runShares } from '../../../engine/parallel.js';
import { decisionCounter, playGame, type PlayOptions } from '../../../engine/play.js';
import { makeBot } from '../engine/bots.js';
import { DEFAULT_ROOMS, type Catalogue } from '../engine/catalogue.js';
import { cardstleGame } from '../engine/game.js';
import type { CardstleAction, CardstleEvent, CardstleSetup, CardstleState } from '../engine/types.js';
import { cardstleRecord } from './record.js';

export interface CardstleSimOptions {
  games: number;
  seed: number;
  bot: string;
  party: string;
  players: number;
  rooms: number;
}

export interface CardstleGameSummary {
  index: number;
  seed: number;
  /** 'victory', 'defeat' or 'stalled'. */
  result: string;
  /** Rooms done, and the rounds each took (the last one unfinished when the party died). */
  cleared: number;
  rounds: number[];
  /** Per character (party order): alive at the end. */
  alive: boolean[];
  /** Treasures gained by where they came from, and used by what for. */
  gained: Record<string, number>;
  used: Record<string, number>;
  crafted: Record<string, number>;
  /** Per card 0–51: times turned over, and the Vie it cost (its enemy's blows, its trap). */
  turned: number[];
  hurt: number[];
  /** Per card: the sum of the squares of the Vie each turning cost (for the intervals). */
  hurtSq: number[];
  fights: number;
  dialogues: number;
  actions: number;
  /** The game for the balance figures (record.ts). */
  record: GameRecord;
}

export function defaultOptions(cat: Catalogue, o: { games: number; seed: number; bot: string; players?: number | null }): CardstleSimOptions {
  const party = cat.defaultParty;
  const size = cat.parties[party].characters.length;
  if (o.players && o.players > size) throw new Error(`a party of ${o.players} does not fit: the party "${party}" has ${size} character(s)`);
  return { games: o.games, seed: o.seed, bot: o.bot, party, players: o.players ?? 0, rooms: Math.max(cat.roomsPlayed ?? DEFAULT_ROOMS, cat.roomOrder.length) };
}

export function gameSetup(opts: CardstleSimOptions, index: number): CardstleSetup {
  return { seed: (opts.seed + index) >>> 0, party: opts.party, players: opts.players, rooms: opts.rooms };
}

/** The bot asked, seeded from the game's seed: it plays every seat. */
export function gamePolicy(cat: Catalogue, opts: Pick<CardstleSimOptions, 'bot'>, setup: CardstleSetup) {
  return makeBot(opts.bot, cat, (setup.seed * 31 + 7) >>> 0);
}

export function playOne(cat: Catalogue, opts: CardstleSimOptions, index: number, record = false, events = true, onStep?: PlayOptions<CardstleState, CardstleAction, CardstleSetup>['onStep']) {
  const setup = gameSetup(opts, index);
  const played = playGame(cardstleGame, cat, { setup, policy: gamePolicy(cat, opts, setup), events, record, onStep });
  return { setup, played };
}

export function summarize(index: number, setup: CardstleSetup, result: string, alive: boolean[], actions: number, events: CardstleEvent[]): Omit<CardstleGameSummary, 'record'> {
  const turned = new Array<number>(52).fill(0);
  const hurt = new Array<number>(52).fill(0);
  const hurtSq = new Array<number>(52).fill(0);
  // The Vie the latest turning of each card has cost so far: squared into hurtSq at the next turning and at the end.
  const current = new Array<number>(52).fill(0);
  const flush = (c: number) => {
    hurtSq[c] += current[c] * current[c];
    current[c] = 0;
  };
  const gained: Record<string, number> = {};
  const used: Record<string, number> = {};
  const crafted: Record<string, number> = {};
  const rounds: number[] = [];
  let cleared = 0;
  let fights = 0;
  let dialogues = 0;
  let lastRound = 0;
  for (const e of events) {
    if (e.e === 'reveal') {
      flush(e.card);
      turned[e.card]++;
    } else if (e.e === 'hurt') {
      hurt[e.card] += e.amount;
      current[e.card] += e.amount;
    }
    else if (e.e === 'gain') gained[e.from] = (gained[e.from] ?? 0) + 1;
    else if (e.e === 'use') used[e.use] = (used[e.use] ?? 0) + 1;
    else if (e.e === 'craft') crafted[e.recipe] = (crafted[e.recipe] ?? 0) + 1;
    else if (e.e === 'encounter') e.mode === 'fight' ? fights++ : dialogues++;
    else if (e.e === 'turn') lastRound = e.round;
    else if (e.e === 'room-end') {
      cleared++;
      rounds.push(e.rounds);
    } else if (e.e === 'end' && e.result !== 'victory') rounds.push(lastRound);
  }
  for (let c = 0; c < 52; c++) flush(c);
  return { index, seed: setup.seed, result, cleared, rounds, alive, gained, used, crafted, turned, hurt, hurtSq, fights, dialogues, actions };
}

export function simulateRange(cat: Catalogue, opts: CardstleSimOptions, from: number, to: number, onGame?: (done: number) => void): CardstleGameSummary[] {
  const out: CardstleGameSummary[] = [];
  for (let i = from; i < to; i++) {
    const counter = decisionCounter();
    const { setup, played } = playOne(cat, opts, i, false, true, counter.onStep);
    const record = cardstleRecord(cat, played.state, played.result, played.events, counter.decisions);
    out.push({ ...summarize(i, setup, played.result, played.state.chars.map((c) => c.alive), played.state.actions, played.events), record });
    onGame?.(i - from + 1);
  }
  return out;
}

/** The records of games `from`…`to`-1, for the balance figures (`sweep`; engine/balance/plan.ts). */
export function playRecords(data: { cat: Catalogue; opts: CardstleSimOptions }, from: number, to: number): GameRecord[] {
  return simulateRange(data.cat, data.opts, from, to).map((g) => g.record);
}

export function playShare(data: { cat: Catalogue; opts: CardstleSimOptions }, from: number, to: number, onGame?: (done: number) => void): CardstleGameSummary[] {
  return simulateRange(data.cat, data.opts, from, to, onGame);
}

export async function runSimulation(cat: Catalogue, opts: CardstleSimOptions, run: { jobs?: number; onProgress?: (d: number, t: number) => void } = {}): Promise<CardstleGameSummary[]> {
  return runShares<CardstleGameSummary>({ module: new URL(import.meta.url), exportName: 'playShare', data: { cat, opts }, total: opts.games, jobs: run.jobs, onProgress: run.onProgress });
}
