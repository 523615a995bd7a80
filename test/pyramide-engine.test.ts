/**
 * The Sokar pyramid's engine over whole games, and its odds. Invariants over random seeds and
 * parties (fast-check), checked after every action: no two pieces on a cell, no piece on a wall
 * or a chest, no wall on a hatched, mummy or lettered cell, loot and XP never negative; and every
 * game ends after the twelfth turn. The same seed gives the same game, and a log replays to its
 * final state; the setup deals the chests' values and asks each adventurer's hand and entrance; a
 * seat's view hides the others' cards and the closed chests. The odds are checked against the
 * number of ways 5d6 reach each sum, counted here by enumeration.
 */
import fc from 'fast-check';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadPackFromDir, type LoadedPack } from '../src/core/pack.js';
import type { Choice } from '../src/engine/choices.js';
import { toNumber } from '../src/engine/odds/fraction.js';
import { finalHashOf, playGame, replayLog, stateHash, step } from '../src/engine/play.js';
import { seated, seatingOf } from '../src/engine/seats.js';
import { makeBot } from '../src/games/pyramide/engine/bots.js';
import { buildCatalogue, TURNS, type Catalogue } from '../src/games/pyramide/engine/catalogue.js';
import { pyramideGame } from '../src/games/pyramide/engine/game.js';
import { setAsideOptions } from '../src/games/pyramide/engine/setup.js';
import { HIDDEN, NO_WALL, type PyramideState } from '../src/games/pyramide/engine/types.js';
import { pyramideOdds } from '../src/games/pyramide/odds.js';
import { parties } from '../src/games/pyramide/sim/run.js';
import { root } from './helpers.js';
import { propertyRuns } from './property-runs.js';

let cat: Catalogue;
let pack: LoadedPack;
beforeAll(async () => {
  pack = await loadPackFromDir(path.join(root, 'cards', 'pyramide'), 'cards/pyramide');
  cat = buildCatalogue(pack);
});

const ids = () => Object.keys(cat.adventurers).sort();
const bots = (seed: number, k: number, name = 'random') => seated(seatingOf(pyramideGame), Array.from({ length: k + 1 }, (_, seat) => makeBot(name, cat, seed * 31 + seat)));

/** What is broken in `s`, in words (empty: nothing). Plain checks, not expect(): they run after every action of every game. */
function invariants(s: PyramideState): string[] {
  const broken: string[] = [];
  const kinds = cat.maps[s.map].kinds;
  const cells = [...s.adventurers.map((a) => a.cell), ...s.monsters.map((m) => m.cell)];
  if (new Set(cells).size !== cells.length) broken.push(`two pieces on a cell: ${cells.join(', ')}`);
  for (const c of cells) {
    if (s.walls[c] !== NO_WALL) broken.push(`a piece on a wall at cell ${c}`);
    if (kinds[c] === 'chest') broken.push(`a piece on a chest at cell ${c}`);
  }
  s.walls.forEach((w, c) => {
    if (w !== NO_WALL && ['hatched', 'mummy', 'demigod', 'chest'].includes(kinds[c])) broken.push(`a wall on ${kinds[c]} cell ${c}`);
  });
  if (s.loot < 0) broken.push(`loot ${s.loot}`);
  if (s.godXp < 0) broken.push(`the god's XP ${s.godXp}`);
  for (const a of s.adventurers) if (a.xp < 0) broken.push(`${a.id}'s XP ${a.xp}`);
  if (s.turn > TURNS) broken.push(`turn ${s.turn} after the last (${TURNS})`);
  return broken;
}

describe('Sokar pyramid games', () => {
  it('keep one piece a cell, no wall on a spawn or access cell, and end after turn 12 (fast-check over seeds and parties)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1_000_000 }), fc.integer({ min: 1, max: 4 }), fc.nat(), (seed, k, pick) => {
        const all = parties(ids(), k);
        const party = all[pick % all.length];
        const policy = bots(seed, k);
        const ctx = pyramideGame.context(cat, (st, c) => policy.choose(st, c), false, false);
        const s = pyramideGame.setup(cat, { seed, party, map: '' }, ctx);
        expect(invariants(s), 'after setup').toEqual([]);
        let n = 0;
        while (!pyramideGame.over(s)) {
          const r = step(pyramideGame, cat, s, policy.chooseAction(s, pyramideGame.legal(cat, s)), (st, c) => policy.choose(st, c), { inPlace: true, trusted: true });
          if (!r.ok) expect(r, `action ${n + 1}`).toMatchObject({ ok: true });
          const broken = invariants(s);
          if (broken.length) expect(broken, `after action ${n + 1}`).toEqual([]);
          if (++n >= 5000) expect(n, 'actions in one game').toBeLessThan(5000);
        }
        expect(s.winner === 'god' || s.winner === 'adventurers').toBe(true);
        expect(s.turn === TURNS || s.chests.every((c) => c.open)).toBe(true);
      }),
      { numRuns: propertyRuns(40) },
    );
  });

  it('are the same game from the same seed, and replay from their log', () => {
    for (const [seed, bot] of [[1, 'random'], [2, 'heuristic'], [3, 'random']] as const) {
      const party = ['dalia', 'malik', 'yasim'];
      const a = playGame(pyramideGame, cat, { setup: { seed, party, map: 'sokar' }, policy: bots(seed, 3, bot), record: true });
      const b = playGame(pyramideGame, cat, { setup: { seed, party, map: 'sokar' }, policy: bots(seed, 3, bot), record: true });
      expect(stateHash(a.state)).toBe(stateHash(b.state));
      expect(finalHashOf(pyramideGame, cat, replayLog(pyramideGame, cat, a.log!).state)).toBe(a.log!.finalHash);
    }
  });

  it('sets up as the book says: values dealt face down, 6 of 9 cards kept, each adventurer on an entrance of its choice', () => {
    const asked: Choice[] = [];
    const ctx = pyramideGame.context(cat, (_s, c) => (asked.push(c), c.options.length - 1), true, false);
    const s = pyramideGame.setup(cat, { seed: 5, party: ['lucas', 'tanek'], map: 'sokar' }, ctx);
    expect(asked.map((c) => [c.kind, c.player])).toEqual([['hand', 1], ['entrance', 1], ['hand', 2], ['entrance', 2]]);
    // The different sets of 3 of the 9 cards (4 + 1 + 2 + 2 alike): 14 of them (20 sums of 4 counts to 3, less 6 over a kind's copies).
    expect(asked[0].options).toHaveLength(14);
    expect(setAsideOptions(cat.adventurers.lucas.cards)).toHaveLength(14);
    for (const a of s.adventurers) {
      expect(a.hand).toHaveLength(6);
      expect(a.discard).toHaveLength(3);
      expect(cat.maps.sokar.entrances).toContain(a.cell);
    }
    expect(s.adventurers[0].cell).not.toBe(s.adventurers[1].cell);
    expect(s.chests.map((c) => c.value).sort()).toEqual([...cat.maps.sokar.values].sort());
  });

  it("shows a seat its own cards only, and nobody a closed chest's value; the search bot deals them again", () => {
    const policy = bots(9, 2);
    const played = playGame(pyramideGame, cat, { setup: { seed: 9, party: ['danica', 'hemakshi'], map: 'sokar' }, policy, maxActions: 30 });
    const s = played.state;
    const god = pyramideGame.view!(s, 0);
    expect(god.adventurers.every((a) => a.hand.every((c) => c === HIDDEN) && a.discard.every((c) => c === HIDDEN))).toBe(true);
    expect(god.chests.filter((c) => !c.open).every((c) => c.value === 0)).toBe(true);
    expect(god.closedValues).toEqual(s.chests.filter((c) => !c.open).map((c) => c.value).sort((x, y) => x - y));
    const danica = pyramideGame.view!(s, 1);
    expect(danica.adventurers[0].hand).toEqual(s.adventurers[0].hand);
    expect(danica.adventurers[1].hand.every((c) => c === HIDDEN)).toBe(true);
    const dealt = pyramideGame.clone(god);
    pyramideGame.determinise!(dealt, [1, 2, 3, 4]);
    expect(dealt.adventurers[1].hand).toHaveLength(s.adventurers[1].hand.length);
    expect([...dealt.adventurers[1].hand, ...dealt.adventurers[1].discard].sort()).toEqual([...s.adventurers[1].hand, ...s.adventurers[1].discard].sort());
    expect(dealt.chests.filter((c) => !c.open).map((c) => c.value).sort()).toEqual(god.closedValues);
  });

  it('plays with the heuristic bots better than with random ones, for each side', () => {
    const rate = (god: string, adv: string) => {
      let godWins = 0;
      for (let i = 0; i < 12; i++) {
        const party = ['dalia', 'lucas', 'yasim'];
        const policy = seated(seatingOf(pyramideGame), [makeBot(god, cat, i), ...party.map((_, k) => makeBot(adv, cat, i * 7 + k))]);
        if (playGame(pyramideGame, cat, { setup: { seed: 100 + i, party, map: 'sokar' }, policy }).result === 'god') godWins++;
      }
      return godWins;
    };
    // Random adventurers against a heuristic god lose nearly always; heuristic ones win some.
    expect(rate('heuristic', 'random')).toBeGreaterThanOrEqual(11);
    expect(rate('heuristic', 'heuristic')).toBeLessThanOrEqual(9);
  });
});

describe('the pyramid odds', () => {
  /** Ways for 5d6 to reach each sum, counted by enumerating the 7776 rolls. */
  function waysAtLeast(t: number): number {
    let n = 0;
    for (let i = 0; i < 7776; i++) {
      let x = i;
      let sum = 0;
      for (let d = 0; d < 5; d++) {
        sum += (x % 6) + 1;
        x = Math.floor(x / 6);
      }
      if (sum >= t) n++;
    }
    return n;
  }

  it('gives P(5d6 ≥ T) for every threshold as the enumeration counts it, and P(7d6 ≥ T) beside it', () => {
    const report = pyramideOdds(cat, 'x');
    const sums = report.tables[0];
    expect(sums.rows[0][0]).toBe(5);
    for (const row of sums.rows) {
      const t = row[0] as number;
      if (t > 30) continue;
      expect(toNumber(row[1] as never) * 7776).toBeCloseTo(waysAtLeast(t), 6);
    }
    // 7d6 ≥ 25 is exactly one half (the mean is 24.5).
    expect(sums.rows.find((r) => r[0] === 25)![2]).toEqual({ num: 1n, den: 2n });
  });

  it("gives the chance to win each combat of the reference card's table, with the attack card and with Yasim's −1", () => {
    const report = pyramideOdds(cat, 'x');
    const [, combat, attack, yasim] = report.tables;
    expect(combat.columns).toEqual(['adversaire', 'niveau 1', 'niveau 2', 'niveau 3', 'niveau 4']);
    // A level 1 adventurer against a mummy: 16, 1801/2592 ways in 5d6.
    expect(combat.rows[0][0]).toBe('Momie');
    expect(combat.rows[0][1]).toEqual({ num: 1801n, den: 2592n });
    expect(toNumber(combat.rows[0][1] as never) * 7776).toBeCloseTo(waysAtLeast(16), 6);
    expect(attack.rows[0][1]).toEqual({ num: 10139n, den: 10368n });
    expect(yasim.title).toContain('Yasim');
    expect(toNumber(yasim.rows[0][1] as never) * 7776).toBeCloseTo(waysAtLeast(15), 6);
  });
});
