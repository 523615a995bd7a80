/**
 * Cardstle's engine over whole games. Invariants over random seeds, bots and party sizes
 * (fast-check), checked after every action: every living character on a place of the room, Vie
 * between 0 and its statistic, the dead holding nothing, at most the cap of objects, the cards in
 * play (room, pile, treasures) never more than the decks hold; and every game ends (victory,
 * defeat, or stalled at the round limit). The same seed gives the same game, a log replays to its
 * final state and is told in English; the sim report's figures add up.
 */
import fc from 'fast-check';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadPackFromDir, type LoadedPack } from '../src/core/pack.js';
import { finalHashOf, playGame, replayLog, step } from '../src/engine/play.js';
import { makeBot, BOTS } from '../src/games/cardstle/engine/bots.js';
import { buildCatalogue, type Catalogue } from '../src/games/cardstle/engine/catalogue.js';
import { cardstleGame } from '../src/games/cardstle/engine/game.js';
import type { CardstleState } from '../src/games/cardstle/engine/types.js';
import { cardstleEngine } from '../src/games/cardstle/pack-engine.js';
import { cardstleReport } from '../src/games/cardstle/sim/report.js';
import { defaultOptions, simulateRange } from '../src/games/cardstle/sim/run.js';
import { root } from './helpers.js';
import { propertyRuns } from './property-runs.js';

let cat: Catalogue;
let pack: LoadedPack;
beforeAll(async () => {
  pack = await loadPackFromDir(path.join(root, 'cards', 'cardstle'), 'cards/cardstle');
  cat = buildCatalogue(pack);
});

/** What is broken in `s`, in words (empty: nothing). Plain checks, not expect(): they run after every action of every game. */
function invariants(s: CardstleState): string[] {
  const broken: string[] = [];
  const held = new Array<number>(52).fill(0);
  for (const c of s.room.cells) if (c.card >= 0) held[c.card]++;
  for (const c of s.pile) held[c]++;
  for (const ch of s.chars) {
    for (const t of ch.treasures) held[t]++;
    if (ch.vie < 0 || ch.vie > ch.stats.vie) broken.push(`${ch.name}: Vie ${ch.vie} of ${ch.stats.vie}`);
    if (ch.objects.length > cat.tables.objects) broken.push(`${ch.name}: ${ch.objects.length} objects, more than ${cat.tables.objects}`);
    if (!ch.alive) {
      if (ch.treasures.length) broken.push(`${ch.name}, dead, holds treasures ${ch.treasures.join(', ')}`);
    } else {
      if (ch.vie <= 0) broken.push(`${ch.name}, alive, has Vie ${ch.vie}`);
      if (s.room.cells[ch.cell]?.place !== true) broken.push(`${ch.name} not on a place (cell ${ch.cell})`);
    }
  }
  // A room uses one deck, or two when it lays more than half of one.
  held.forEach((n, card) => {
    if (n > 2) broken.push(`card ${card} held ${n} times`);
  });
  return broken;
}

describe('Cardstle games', () => {
  it('keep their invariants after every action and end (fast-check over seeds, bots and party sizes)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1_000_000 }), fc.constantFrom('random', 'heuristic', 'heuristic+gm-random', 'random+gm-talk'), fc.integer({ min: 1, max: 4 }), (seed, bot, players) => {
        const policy = makeBot(bot, cat, seed);
        const ctx = cardstleGame.context(cat, (st, c) => policy.choose(st, c), false, false);
        const s = cardstleGame.setup(cat, { seed, party: cat.defaultParty, players, rooms: 3 }, ctx);
        expect(invariants(s), 'after setup').toEqual([]);
        let n = 0;
        while (!cardstleGame.over(s) && n < 5000) {
          const r = step(cardstleGame, cat, s, policy.chooseAction(s, cardstleGame.legal(cat, s)), (st, c) => policy.choose(st, c), { inPlace: true, trusted: true });
          if (!r.ok) expect(r, `action ${n + 1}`).toMatchObject({ ok: true });
          const broken = invariants(s);
          if (broken.length) expect(broken, `after action ${n + 1}`).toEqual([]);
          n++;
        }
        expect(['victory', 'defeat', 'stalled']).toContain(s.result);
        if (s.result === 'defeat') expect(s.chars.every((c) => !c.alive)).toBe(true);
        if (s.result === 'victory') expect(s.roomIndex).toBe(2);
      }),
      { numRuns: propertyRuns(60) },
    );
  });

  it('are the same game from the same seed, and replay from their log to the same state', () => {
    for (const [seed, bot] of [[1, 'heuristic'], [2, 'random'], [3, 'heuristic+gm-talk']] as const) {
      const setup = { seed, party: cat.defaultParty, players: 0, rooms: 3 };
      const a = playGame(cardstleGame, cat, { setup, policy: makeBot(bot, cat, seed), record: true });
      const b = playGame(cardstleGame, cat, { setup, policy: makeBot(bot, cat, seed), record: true });
      expect(b.log).toEqual(a.log);
      const replayed = replayLog(cardstleGame, cat, a.log!);
      expect(finalHashOf(cardstleGame, cat, replayed.state)).toBe(a.log!.finalHash);
    }
  });

  it('refuse an illegal action with a code, and leave the state as it was', () => {
    const policy = makeBot('heuristic', cat, 5);
    const ctx = cardstleGame.context(cat, (st, c) => policy.choose(st, c), false, false);
    const s = cardstleGame.setup(cat, { seed: 5, party: cat.defaultParty, players: 0, rooms: 1 }, ctx);
    const empty = s.room.cells.findIndex((c) => !c.place);
    const r = step(cardstleGame, cat, s, { t: 'move', to: empty }, (st, c) => policy.choose(st, c));
    expect(r.ok ? null : r.error.code).toBe('empty-place');
    expect(cardstleGame.illegal(cat, s, { t: 'heal', card: 0 })?.code).toMatch(/no-treasure|full-vie/);
  });

  it('are told in the game\'s language (French) by replay, ending as the log says', () => {
    const setup = { seed: 7, party: cat.defaultParty, players: 0, rooms: 3 };
    const played = playGame(cardstleGame, cat, { setup, policy: makeBot('heuristic', cat, 7), record: true });
    const text = JSON.stringify(played.log);
    const out = cardstleEngine.replay(pack, { file: 'game.log.json', text, data: JSON.parse(text) });
    expect(out.ok).toBe(true);
    if (!out.ok) return;
    expect(out.mismatch).toBeNull();
    expect(out.text).toMatch(/== Pièce 1\u00a0: La crypte \(l’artefact\u00a0: le 10 de Pique\)/);
    expect(out.text).toMatch(/la partie se termine\u00a0: (victoire|défaite|arrêtée à la limite des manches)/);
    // It was told in English, French cards and all: nothing of that is left.
    expect(out.text).not.toMatch(/ of (Hearts|Spades|Diamonds|Clubs)|the game ends|\btests\b|\bmoves\b/);
  });

  it('make a report whose figures add up, the cards that hurt most first', () => {
    const opts = defaultOptions(cat, { games: 120, seed: 11, bot: 'heuristic' });
    const games = simulateRange(cat, opts, 0, 120);
    const r = cardstleReport(cat, opts, games);
    expect(Object.values(r.results).reduce((a, b) => a + b, 0)).toBe(120);
    expect(r.roomsCleared.reduce((a, x) => a + x.games, 0)).toBe(120);
    expect(r.winRate).toBeCloseTo((r.results.victory ?? 0) / 120, 4);
    expect(r.ci95[0]).toBeLessThanOrEqual(r.winRate);
    expect(r.ci95[1]).toBeGreaterThanOrEqual(r.winRate);
    for (let i = 1; i < r.hurtByCard.length; i++) expect(r.hurtByCard[i - 1].mean).toBeGreaterThanOrEqual(r.hurtByCard[i].mean);
    // Chests (2 to 7) never hurt; traps and enemies do.
    for (const rank of ['2', '3', '4', '5', '6', '7']) expect(r.hurtByRank.find((h) => h.label === rank)?.vie ?? 0).toBe(0);
    expect(r.hurtByRank.find((h) => h.label === 'As')!.mean).toBeGreaterThan(0);
    expect(BOTS).toContain('heuristic+gm-talk');
  });
});
