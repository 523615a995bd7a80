/**
 * The figures of a simulation run, from the games' summaries: the win rate with its 95 % interval
 * (Wilson's, good for small samples and rates near 0 or 1), per player count and per party, and
 * what each card did. This object is what `sim --json` prints.
 */
import { wilson } from '../../../engine/stats.js';
import { dict, own } from '../../../core/own.js';
import type { GameSummary, Outcome } from './summary.js';
import type { BalanceFigures } from '../../../engine/balance/figures.js';
import type { SimOptions } from './run.js';

export interface Rate {
  games: number;
  wins: number;
  winRate: number;
  ci95: [number, number];
}

export interface GameRef {
  seed: number;
  index: number;
  players: number;
  composition: string;
  rounds: number;
  actions: number;
}

/** What the report needs to know of the cards, from the catalogue. */
export interface ReportCards {
  /** The manifest's title ("CODEX"), for the report's title and headings. */
  title: string;
  /**
   * The cards of type `objet`, the only ones the item figures list: whether any of their effects
   * has a cost ({PA} or engaging), without which an Objet is never "used", only acts.
   */
  objets: Record<string, { costly: boolean }>;
}

export interface ItemFigures {
  /** Put face down in a zone at a chapter's setup, or taken as a boss's reward. */
  placed: number;
  /** Placements the party took at least once. */
  pickedUp: number;
  /** Every pick-up, again after a drop or a throw included. */
  pickUps: number;
  /** pickedUp / placed: at most 1; null when never placed. */
  pickUpRate: number | null;
  /** Costs paid for its effects; null for an Objet whose effects have none. */
  uses: number | null;
  usesPerGame: number | null;
  /** What it did, by outcome: damage prevented, PA saved, PV restored… */
  did: Partial<Record<Outcome, { total: number; perGame: number }>>;
}

export interface SimReport {
  game: string;
  /** The game's measures and what each card does (engine/balance/figures.ts). */
  balance?: BalanceFigures;
  /** The manifest's title. */
  title: string;
  bot: string;
  games: number;
  seed: number;
  players: number[];
  winRate: number;
  ci95: [number, number];
  victories: number;
  defeats: number;
  stalled: number;
  byPlayers: Record<string, Rate>;
  byComposition: Record<string, Rate>;
  chapterReached: Record<string, number>;
  roundsPerChapter: Record<string, { mean: number; median: number; max: number }>;
  /** PV the characters lost, per game, by the card that took them. */
  pvLostPerGame: Record<string, number>;
  /** What each weapon did; `hitRate` is null for a weapon that never attacked (it has no rate). */
  weapons: Record<string, { attacks: number; hitRate: number | null; damagePerGame: number; kills: number; killsPerGame: number }>;
  /** Defeats by the card that dealt the last PV, as a share of defeats. */
  killingBlows: Record<string, { defeats: number; share: number }>;
  creaturesKilledPerGame: Record<string, number>;
  items: Record<string, ItemFigures>;
  shortestLoss: GameRef | null;
  longestWin: GameRef | null;
}

const round = (x: number, digits = 4) => Math.round(x * 10 ** digits) / 10 ** digits;

function rate(list: GameSummary[]): Rate {
  const wins = list.filter((g) => g.result === 'victory').length;
  return { games: list.length, wins, winRate: round(list.length ? wins / list.length : 0), ci95: wilson(wins, list.length) };
}

function groupBy(list: GameSummary[], key: (g: GameSummary) => string): Record<string, GameSummary[]> {
  const out = dict<GameSummary[]>();
  for (const g of list) (out[key(g)] ??= []).push(g);
  return Object.fromEntries(Object.entries(out).sort(([a], [b]) => a.localeCompare(b)));
}

/** Sums of per-game maps, sorted by key so the JSON is the same for the same games. */
function sumMaps(list: Record<string, number>[]): Record<string, number> {
  const out = dict<number>();
  for (const m of list) for (const [k, v] of Object.entries(m)) out[k] = (out[k] ?? 0) + v;
  return Object.fromEntries(Object.entries(out).sort(([a], [b]) => a.localeCompare(b)));
}

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length ? (s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2) : 0;
};

const ref = (g: GameSummary): GameRef => ({ seed: g.seed, index: g.index, players: g.players, composition: g.composition, rounds: g.rounds.reduce((a, b) => a + b, 0), actions: g.actions });

export function buildReport(game: string, opts: SimOptions, games: GameSummary[], cards: ReportCards): SimReport {
  const n = games.length;
  const all = rate(games);
  const perGame = (m: Record<string, number>) => Object.fromEntries(Object.entries(m).map(([k, v]) => [k, round(v / Math.max(1, n), 3)]));
  const rounds = dict<number[]>();
  for (const g of games) g.rounds.forEach((r, i) => (rounds[`chapter${i + 1}`] ??= []).push(r));
  const totals = dict<{ attacks: number; hits: number; damage: number; kills: number }>();
  for (const g of games) {
    for (const [card, w] of Object.entries(g.weapons)) {
      const acc = (totals[card] ??= { attacks: 0, hits: 0, damage: 0, kills: 0 });
      acc.attacks += w.attacks;
      acc.hits += w.hits;
      acc.damage += w.damage;
      acc.kills += w.kills;
    }
  }
  const weapons: SimReport['weapons'] = dict();
  for (const [card, w] of Object.entries(totals)) {
    weapons[card] = {
      attacks: w.attacks,
      hitRate: w.attacks ? round(w.hits / w.attacks, 3) : null,
      damagePerGame: round(w.damage / Math.max(1, n), 3),
      kills: w.kills,
      killsPerGame: round(w.kills / Math.max(1, n), 3),
    };
  }
  const defeats = games.filter((g) => g.result === 'defeat');
  const blows = sumMaps(defeats.filter((g) => g.killingBlow).map((g) => ({ [g.killingBlow!]: 1 })));
  const placed = sumMaps(games.map((g) => g.itemsSeen));
  const placedTaken = sumMaps(games.map((g) => g.itemsSeenTaken));
  const taken = sumMaps(games.map((g) => g.itemsTaken));
  const used = sumMaps(games.map((g) => g.itemsUsed));
  const did = dict<Partial<Record<Outcome, number>>>();
  for (const g of games) {
    for (const [card, m] of Object.entries(g.effects)) {
      const acc = (did[card] ??= {});
      for (const [k, v] of Object.entries(m) as [Outcome, number][]) acc[k] = (acc[k] ?? 0) + v;
    }
  }
  const items: SimReport['items'] = dict();
  const seen = [...Object.keys(placed), ...Object.keys(taken), ...Object.keys(used), ...Object.keys(did)];
  // Only cards of type objet: a Personnage's or a Secret's use is no Objet's.
  for (const card of [...new Set(seen)].filter((c) => own(cards.objets, c)).sort()) {
    const [p, t, u] = [own(placed, card) ?? 0, own(taken, card) ?? 0, own(used, card) ?? 0];
    const pt = Math.min(p, own(placedTaken, card) ?? 0);
    const costly = own(cards.objets, card)!.costly;
    const outcomes = Object.entries(own(did, card) ?? {}).sort(([a], [b]) => a.localeCompare(b)) as [Outcome, number][];
    items[card] = {
      placed: p,
      pickedUp: pt,
      pickUps: t,
      pickUpRate: p ? round(pt / p, 3) : null,
      uses: costly ? u : null,
      usesPerGame: costly ? round(u / Math.max(1, n), 3) : null,
      did: Object.fromEntries(outcomes.map(([k, v]) => [k, { total: v, perGame: round(v / Math.max(1, n), 3) }])),
    };
  }
  const length = (g: GameSummary) => g.actions;
  const pick = (list: GameSummary[], better: (a: GameSummary, b: GameSummary) => boolean) => list.reduce<GameSummary | null>((best, g) => (!best || better(g, best) ? g : best), null);
  const shortestLoss = pick(defeats, (a, b) => length(a) < length(b));
  const longestWin = pick(games.filter((g) => g.result === 'victory'), (a, b) => length(a) > length(b));
  return {
    game,
    title: cards.title,
    bot: opts.bot,
    games: n,
    seed: opts.seed,
    players: opts.players,
    winRate: all.winRate,
    ci95: all.ci95,
    victories: all.wins,
    defeats: defeats.length,
    stalled: games.filter((g) => g.result === 'stalled').length,
    byPlayers: Object.fromEntries(Object.entries(groupBy(games, (g) => String(g.players))).map(([k, l]) => [k, rate(l)])),
    byComposition: Object.fromEntries(Object.entries(groupBy(games, (g) => g.composition)).map(([k, l]) => [k, rate(l)])),
    chapterReached: Object.fromEntries(Object.entries(groupBy(games, (g) => String(g.chapter))).map(([k, l]) => [k, l.length])),
    roundsPerChapter: Object.fromEntries(Object.entries(rounds).map(([k, xs]) => [k, { mean: round(xs.reduce((a, b) => a + b, 0) / xs.length, 2), median: median(xs), max: Math.max(...xs) }])),
    pvLostPerGame: perGame(sumMaps(games.map((g) => g.pvLost))),
    weapons: Object.fromEntries(Object.entries(weapons).sort(([a], [b]) => a.localeCompare(b))),
    killingBlows: Object.fromEntries(Object.entries(blows).map(([k, v]) => [k, { defeats: v, share: round(v / Math.max(1, defeats.length), 3) }])),
    creaturesKilledPerGame: perGame(sumMaps(games.map((g) => g.kills))),
    items,
    shortestLoss: shortestLoss && ref(shortestLoss),
    longestWin: longestWin && ref(longestWin),
  };
}
