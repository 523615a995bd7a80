/**
 * The figures of Cardstle's playtests, from the games' summaries: how often the party gets through
 * every room (the report's `winRate`), survives, and each character lives, with 95 % intervals;
 * the rooms cleared and the rounds each took; treasures gained and used, objects crafted; fights
 * and dialogues; and which cards hurt most: the Vie lost each time a card is turned over, by rank
 * and suit, with the interval of its mean.
 */
import type { BalanceFigures } from '../../../engine/balance/figures.js';
import { wilson, Z95 } from '../../../engine/stats.js';
import { RANKS, SUITS } from '../tables.js';
import { cardOf, nameOf } from '../engine/cards.js';
import type { Catalogue } from '../engine/catalogue.js';
import type { CardstleGameSummary, CardstleSimOptions } from './run.js';

export interface Rate {
  label: string;
  n: number;
  rate: number;
  ci95: [number, number];
}

export interface HurtRow {
  label: string;
  turned: number;
  vie: number;
  /** Vie lost a turning, and the 95 % interval of that mean. */
  mean: number;
  ci95: [number, number];
}

export interface CardstleReport {
  games: number;
  bot: string;
  seed: number;
  party: string;
  players: string[];
  rooms: number;
  /** The share of games where the party got through every room. */
  winRate: number;
  ci95: [number, number];
  /** What the CLI names the win rate by: the party getting through every room. */
  sides: { name: string; winRate: number; ci95: [number, number] }[];
  results: Record<string, number>;
  survival: Rate[];
  roomsCleared: { rooms: number; games: number }[];
  roundsByRoom: { room: number; played: number; cleared: number; meanRounds: number }[];
  perGame: { fights: number; dialogues: number; actions: number };
  gained: Record<string, number>;
  used: Record<string, number>;
  crafted: Record<string, number>;
  hurtByCard: HurtRow[];
  hurtByRank: HurtRow[];
  /** The game's measures and what each card does (engine/balance/figures.ts), set last: the keys before it read as they always have. */
  balance?: BalanceFigures;
}

const round = (x: number, d = 4) => Math.round(x * 10 ** d) / 10 ** d;
const sum = (xs: number[]) => xs.reduce((a, b) => a + b, 0);

function rate(label: string, wins: number, n: number): Rate {
  return { label, n, rate: n ? round(wins / n) : 0, ci95: wilson(wins, n) };
}

/** The mean Vie a turning costs, with the normal interval of the mean (turnings are many). */
function hurtRow(label: string, turned: number, vie: number, sq: number): HurtRow {
  const mean = turned ? vie / turned : 0;
  const sd = turned > 1 ? Math.sqrt(Math.max(0, (sq - turned * mean * mean) / (turned - 1))) : 0;
  const half = turned ? (Z95 * sd) / Math.sqrt(turned) : 0;
  return { label, turned, vie, mean: round(mean), ci95: [round(Math.max(0, mean - half)), round(mean + half)] };
}

const perGame = (games: CardstleGameSummary[], pick: (g: CardstleGameSummary) => Record<string, number>) => {
  const out: Record<string, number> = {};
  for (const g of games) for (const [k, v] of Object.entries(pick(g))) out[k] = (out[k] ?? 0) + v;
  return Object.fromEntries(Object.entries(out).sort(([a], [b]) => a.localeCompare(b)).map(([k, v]) => [k, round(v / (games.length || 1))]));
};

export function cardstleReport(cat: Catalogue, opts: CardstleSimOptions, games: CardstleGameSummary[]): CardstleReport {
  const n = games.length;
  const party = cat.parties[opts.party];
  const names = (opts.players ? party.characters.slice(0, opts.players) : party.characters).map((c) => c.name);
  const results: Record<string, number> = {};
  for (const g of games) results[g.result] = (results[g.result] ?? 0) + 1;
  const wins = results.victory ?? 0;
  const survival = [
    rate('le groupe (au moins un survivant)', games.filter((g) => g.alive.some(Boolean)).length, n),
    rate('le groupe entier', games.filter((g) => g.alive.every(Boolean)).length, n),
    ...names.map((name, i) => rate(name, games.filter((g) => g.alive[i]).length, n)),
  ];
  const roomsCleared = Array.from({ length: opts.rooms + 1 }, (_, k) => ({ rooms: k, games: games.filter((g) => g.cleared === k).length }));
  const roundsByRoom = Array.from({ length: opts.rooms }, (_, r) => {
    const played = games.filter((g) => g.rounds.length > r);
    const cleared = played.filter((g) => g.cleared > r);
    return { room: r + 1, played: played.length, cleared: cleared.length, meanRounds: round(cleared.length ? sum(cleared.map((g) => g.rounds[r])) / cleared.length : 0, 2) };
  });
  const turned = new Array<number>(52).fill(0);
  const vie = new Array<number>(52).fill(0);
  const sq = new Array<number>(52).fill(0);
  for (const g of games) {
    for (let c = 0; c < 52; c++) {
      turned[c] += g.turned[c];
      vie[c] += g.hurt[c];
      sq[c] += g.hurtSq[c];
    }
  }
  const byCard = (cards: number[]) => [sum(cards.map((c) => turned[c])), sum(cards.map((c) => vie[c])), sum(cards.map((c) => sq[c]))] as const;
  const hurtByCard = Array.from({ length: 52 }, (_, c) => hurtRow(nameOf(c), turned[c], vie[c], sq[c]))
    .filter((r) => r.turned)
    .sort((a, b) => b.mean - a.mean || b.turned - a.turned || a.label.localeCompare(b.label));
  const hurtByRank = RANKS.map((r) => hurtRow(r, ...byCard(SUITS.map((s) => cardOf(r, s))))).filter((r) => r.turned);
  return {
    games: n,
    bot: opts.bot,
    seed: opts.seed,
    party: party.name,
    players: names,
    rooms: opts.rooms,
    winRate: n ? round(wins / n) : 0,
    ci95: wilson(wins, n),
    sides: [{ name: `${party.name} gets through ${opts.rooms} room(s)`, winRate: n ? round(wins / n) : 0, ci95: wilson(wins, n) }],
    results,
    survival,
    roomsCleared,
    roundsByRoom,
    perGame: { fights: round(sum(games.map((g) => g.fights)) / (n || 1)), dialogues: round(sum(games.map((g) => g.dialogues)) / (n || 1)), actions: round(sum(games.map((g) => g.actions)) / (n || 1), 1) },
    gained: perGame(games, (g) => g.gained),
    used: perGame(games, (g) => g.used),
    crafted: perGame(games, (g) => g.crafted),
    hurtByCard,
    hurtByRank,
  };
}
