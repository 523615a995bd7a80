/**
 * The figures of the pyramid's playtests, from the games' summaries: the god's win rate with its
 * interval, by map, by number of adventurers and by adventurer in the party (and each party played
 * often enough); combats by threshold against the exact chance of their dice; the chests taken;
 * and, per map, where adventurers lost combats and where they ended a turn without moving (the
 * report's heat maps).
 */
import type { BalanceFigures } from '../../../engine/balance/figures.js';
import { wilson } from '../../../engine/stats.js';
import { toNumber } from '../../../engine/odds/fraction.js';
import { sumAtLeast } from '../../../engine/odds/dice.js';
import type { Catalogue } from '../engine/catalogue.js';
import type { PyramideGameSummary, PyramideSimOptions } from './run.js';

export interface Rate {
  label: string;
  games: number;
  godWins: number;
  godWinRate: number;
  ci95: [number, number];
}

export interface PyramideReport {
  games: number;
  bot: string;
  seed: number;
  /** The god's win rate over every game (`winRate`, as every engine's report has it). */
  winRate: number;
  ci95: [number, number];
  /** Each side's win rate: the god's, then the adventurers'. */
  sides: { name: string; winRate: number; ci95: [number, number] }[];
  stalled: number;
  byMap: Rate[];
  byPartySize: Rate[];
  byAdventurer: Rate[];
  /** Parties played 20 times or more, the god's best first. */
  byParty: Rate[];
  combats: { foe: string; threshold: number; fights: number; adventurerWins: number; winRate: number; exact: number }[];
  chests: { opened: number; loot: number; left: number };
  heat: { map: string; name: string; rows: number; cols: number; kinds: string[]; lost: number[]; stuck: number[] }[];
  /** The game's measures and what each card does (engine/balance/figures.ts), set last: the keys before it read as they always have. */
  balance?: BalanceFigures;
}

function rate(label: string, games: PyramideGameSummary[]): Rate {
  const n = games.length;
  const godWins = games.filter((g) => g.winner === 'god').length;
  return { label, games: n, godWins, godWinRate: n ? godWins / n : 0, ci95: wilson(godWins, n) };
}

const mean = (xs: number[]) => (xs.length ? xs.reduce((a, b) => a + b, 0) / xs.length : 0);

export function pyramideReport(cat: Catalogue, opts: PyramideSimOptions, games: PyramideGameSummary[]): PyramideReport {
  const all = rate('toutes', games);
  const group = (key: (g: PyramideGameSummary) => string[]) => {
    const m = new Map<string, PyramideGameSummary[]>();
    for (const g of games) for (const k of key(g)) m.set(k, [...(m.get(k) ?? []), g]);
    return m;
  };
  const byMap = [...group((g) => [g.map])].map(([k, gs]) => rate(cat.maps[k]?.name ?? k, gs));
  const byPartySize = [...group((g) => [String(g.party.length)])].sort(([a], [b]) => Number(a) - Number(b)).map(([k, gs]) => rate(`${k} aventurier${k === '1' ? '' : 's'}`, gs));
  const byAdventurer = [...group((g) => g.party)].sort(([a], [b]) => a.localeCompare(b)).map(([k, gs]) => rate(cat.adventurers[k]?.name ?? k, gs));
  const byParty = [...group((g) => [g.party.join(',')])]
    .filter(([, gs]) => gs.length >= 20)
    .map(([k, gs]) => rate(k.split(',').map((id) => cat.adventurers[id]?.name ?? id).join(', '), gs))
    .sort((a, b) => b.godWinRate - a.godWinRate || a.label.localeCompare(b.label));
  const fights = new Map<string, [number, number]>();
  for (const g of games) {
    for (const [k, [n, w]] of Object.entries(g.combats)) {
      const c = fights.get(k) ?? [0, 0];
      fights.set(k, [c[0] + n, c[1] + w]);
    }
  }
  const combats = [...fights]
    .map(([k, [n, w]]) => {
      const [foe, t] = k.split('|');
      const threshold = Number(t);
      return { foe, threshold, fights: n, adventurerWins: w, winRate: n ? w / n : 0, exact: toNumber(sumAtLeast(foe === 'attaque' ? cat.attackDice : cat.dice, 6, threshold)) };
    })
    .sort((a, b) => a.foe.localeCompare(b.foe) || a.threshold - b.threshold);
  const heat = opts.maps.map((id) => {
    const map = cat.maps[id];
    const lost = new Array<number>(map.rows * map.cols).fill(0);
    const stuck = new Array<number>(map.rows * map.cols).fill(0);
    for (const g of games.filter((x) => x.map === id)) {
      for (const c of g.lost) if (c >= 0) lost[c]++;
      for (const c of g.stuck) if (c >= 0) stuck[c]++;
    }
    return { map: id, name: map.name, rows: map.rows, cols: map.cols, kinds: map.kinds, lost, stuck };
  });
  return {
    games: games.length,
    bot: opts.bot,
    seed: opts.seed,
    winRate: all.godWinRate,
    ci95: all.ci95,
    sides: [
      { name: 'Le Dieu', winRate: all.godWinRate, ci95: all.ci95 },
      { name: 'Les aventuriers', winRate: games.length ? games.filter((g) => g.winner === 'adventurers').length / games.length : 0, ci95: wilson(games.filter((g) => g.winner === 'adventurers').length, games.length) },
    ],
    stalled: games.filter((g) => g.winner === null).length,
    byMap,
    byPartySize,
    byAdventurer,
    byParty,
    combats,
    chests: { opened: mean(games.map((g) => g.chests)), loot: mean(games.map((g) => g.loot)), left: mean(games.map((g) => g.left)) },
    heat,
  };
}
