/**
 * The balance records of the pyramid, Cardstle and Code Lyoko (each game's sim/record.ts), over a
 * few seeded games of the shipped packs: the plan each engine's `records` gives a sweep plays, in
 * this thread, the records its sim's games carry; each record agrees with its game's summary (the
 * winner, the seats, the length); its cards are the pack's, each once, played ⊆ drawn ⊆ pool; the
 * lead follows the game's score. And `records` refuses what `sim` refuses, in a sentence.
 */
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadPackFromDir, packWithFiles, type LoadedPack } from '../src/core/pack.js';
import type { RecordRequest } from '../src/core/pack-types.js';
import { recordFunction, type RecordSetup } from '../src/engine/balance/plan.js';
import { cardSet, type GameRecord } from '../src/engine/balance/record.js';
import { cardstleEngine } from '../src/games/cardstle/pack-engine.js';
import { simulateRange as cardstleGames } from '../src/games/cardstle/sim/run.js';
import { lyokoDeckLists } from '../src/games/lyoko/deck/ready-made.js';
import { lyokoEngine } from '../src/games/lyoko/pack-engine.js';
import { simulateRange as lyokoGames } from '../src/games/lyoko/sim/run.js';
import { pyramideEngine } from '../src/games/pyramide/pack-engine.js';
import { ADVENTURERS, GOD } from '../src/games/pyramide/sim/record.js';
import { simulateRange as pyramideGames } from '../src/games/pyramide/sim/run.js';
import { root } from './helpers.js';

const load = (game: string) => loadPackFromDir(path.join(root, 'cards', game), `cards/${game}`);
const request = (over: Partial<RecordRequest> = {}): RecordRequest => ({ seed: 1, bot: 'heuristic', players: null, ...over });
/** The ids of `ids` missing from `among` (none expected): a failure names them. */
const missing = (ids: readonly string[], among: Iterable<string>) => {
  const set = new Set(among);
  return ids.filter((id) => !set.has(id));
};

/** What every record holds, whatever the game: the pack's cards, each once, played ⊆ drawn ⊆ pool. */
function checkCards(r: GameRecord, cards: Record<string, string>): void {
  for (const s of r.sides) {
    for (const list of [s.drawn, s.played, s.pool ?? []]) {
      expect(list).toEqual(cardSet(list));
      expect(missing(list, Object.keys(cards))).toEqual([]);
    }
    expect(missing(s.played, s.drawn)).toEqual([]);
    if (s.pool) expect(missing(s.drawn, s.pool)).toEqual([]);
  }
}

/** The records the plan's module gives (what a sweep's thread plays), games `from`…`to`-1. */
async function planRecords(setup: RecordSetup, from: number, to: number): Promise<GameRecord[]> {
  const play = await recordFunction(setup);
  return play(structuredClone(setup.data) as never, from, to);
}

describe('the pyramid: the god (side 0) against the party (side 1)', () => {
  let pack: LoadedPack;
  beforeAll(async () => {
    pack = await load('pyramide');
  });

  it('records who won, the seats in play order, the rounds, the cards and the lead of each game', async () => {
    const setup = pyramideEngine.records!(pack, request({ seed: 1 }));
    expect([setup.module, setup.exportName, setup.sides, setup.competitive, setup.unit]).toEqual(['own:src/games/pyramide/sim/run.js', 'playRecords', ['Le Dieu', 'Les aventuriers'], true, 'rounds']);
    // Every adventurer, action card and demigod of the pack, the action cards named with their adventurer's.
    const kinds = new Set(['aventurier', 'action', 'demi-dieu']);
    expect(Object.keys(setup.cards).sort()).toEqual(pack.cards.filter((c) => kinds.has(c.type.id)).map((c) => c.id).sort());
    expect(setup.cards['dalia-dynamite']).toBe('Poser une dynamite (Dalia)');
    const data = setup.data as { cat: Parameters<typeof pyramideGames>[0]; opts: Parameters<typeof pyramideGames>[1] };
    const games = pyramideGames(data.cat, data.opts, 0, 9);
    expect(await planRecords(setup, 0, 9)).toEqual(games.map((g) => g.record));
    const demigods = data.cat.demigods.map((d) => d.id).sort();
    for (const g of games) {
      const r = g.record;
      checkCards(r, setup.cards);
      expect(r.winner).toBe(g.winner === 'god' ? GOD : g.winner === 'adventurers' ? ADVENTURERS : null);
      expect(r.stalled).toBe(g.winner === null);
      // The adventurers play each round before the god.
      expect(r.seats).toEqual([...g.party.map(() => ADVENTURERS), GOD]);
      expect(r.players).toBe(g.party.length);
      expect(r.turns).toBeGreaterThanOrEqual(1);
      expect(r.turns).toBeLessThanOrEqual(12);
      expect(r.decisions).toBeGreaterThan(r.turns * (g.party.length + 1));
      const [god, party] = r.sides;
      expect(god.pool).toEqual(demigods);
      expect(god.played).toEqual(god.drawn);
      // The party: its adventurers, and action cards of theirs only.
      expect(missing(g.party, party.played)).toEqual([]);
      expect(party.drawn.filter((id) => !g.party.includes(id) && !g.party.some((a) => id.startsWith(`${a}-`)))).toEqual([]);
      expect(missing(Object.keys(data.cat.adventurers), party.pool!)).toEqual([]);
      // The god leads until the loot is more than the closed chests hold, and the god wins a tie:
      // with nobody ever tied, the lead changes an odd number of times when the party wins.
      expect(r.lead!.changes % 2).toBe(r.winner === ADVENTURERS ? 1 : 0);
      expect(r.lead!.decidedAt).toBeGreaterThan(0);
      expect(r.lead!.decidedAt).toBeLessThanOrEqual(1);
      if (r.lead!.changes === 0) expect(r.lead!.decidedAt).toBeCloseTo(1 / r.turns, 3);
    }
    // Both sides won some of these games, and the party took the lead from the god in some.
    expect(new Set(games.map((g) => g.record.winner))).toEqual(new Set([GOD, ADVENTURERS]));
  });

  it('refuses a bot it does not have and a party the maps cannot hold, in a sentence', () => {
    expect(() => pyramideEngine.records!(pack, request({ bot: 'clever' }))).toThrow('unknown bot "clever"; bots: random, heuristic, search');
    expect(() => pyramideEngine.records!(pack, request({ players: [9] }))).toThrow('a party of 9 adventurers does not fit');
  });
});

describe('Cardstle: the party, one side', () => {
  let pack: LoadedPack;
  beforeAll(async () => {
    pack = await load('cardstle');
  });

  it('plays the rooms its option `pieces` says, and 3 for a game.yaml written before the option (no `options:`)', async () => {
    // The shipped game.yaml is the earlier form: it names no option.
    expect(pack.manifestSrc.text).not.toMatch(/^options:/m);
    const rooms = (p: LoadedPack) => (cardstleEngine.records!(p, request()).data as { opts: { rooms: number } }).opts.rooms;
    expect(rooms(pack)).toBe(3);
    const withOption = (value: string) => packWithFiles(pack, new Map([['game.yaml', `${pack.manifestSrc.text}\noptions: { pieces: ${value} }\n`]]));
    expect(rooms(await withOption('5'))).toBe(5);
    // A value out of its range is the manifest's error, located, as `check` reports it.
    const bad = await withOption('0');
    const problem = bad.problems.find((d) => d.severity === 'error');
    expect(problem).toMatchObject({ file: 'cards/cardstle/game.yaml' });
    expect(problem!.message).toMatch(/pieces/);
  });

  it('records the party\'s result, its characters, the rounds, the room deck\'s cards it met and spent', async () => {
    const setup = cardstleEngine.records!(pack, request({ seed: 3 }));
    expect([setup.module, setup.exportName, setup.sides, setup.competitive, setup.unit]).toEqual(['own:src/games/cardstle/sim/run.js', 'playRecords', ['Le groupe'], false, 'rounds']);
    // The room deck's 52 cards, not the donne's (the game's dice).
    expect(Object.keys(setup.cards).sort()).toEqual(pack.cards.filter((c) => c.type.id === 'salle').map((c) => c.id).sort());
    expect(Object.keys(setup.cards)).toHaveLength(52);
    const data = setup.data as { cat: Parameters<typeof cardstleGames>[0]; opts: Parameters<typeof cardstleGames>[1] };
    const games = cardstleGames(data.cat, data.opts, 0, 8);
    expect(await planRecords(setup, 0, 8)).toEqual(games.map((g) => g.record));
    for (const g of games) {
      const r = g.record;
      checkCards(r, setup.cards);
      expect(r.winner).toBe(g.result === 'victory' ? 0 : null);
      expect(r.stalled).toBe(g.result === 'stalled');
      expect(r.seats).toEqual(g.alive.map(() => 0));
      expect(r.players).toBe(g.alive.length);
      expect(r.sides).toHaveLength(1);
      expect(r.sides[0].pool).toBeUndefined();
      expect(r.lead).toBeNull();
      if (!r.stalled) expect(r.turns).toBe(g.rounds.reduce((a, b) => a + b, 0));
      expect(r.decisions).toBeGreaterThanOrEqual(g.actions);
      // Every card turned over was met.
      const turned = g.turned.flatMap((n, card) => (n ? [data.cat.cardIds[card]] : []));
      expect(missing(turned, r.sides[0].drawn)).toEqual([]);
      expect(r.sides[0].played.length).toBeGreaterThan(0);
    }
  });

  it('refuses two party sizes and a bot it does not have, in a sentence', () => {
    expect(() => cardstleEngine.records!(pack, request({ players: [2, 3] }))).toThrow('Cardstle plays one party a run');
    expect(() => cardstleEngine.records!(pack, request({ bot: 'clever' }))).toThrow('no bot "clever"');
  });
});

describe('Code Lyoko: a side a deck list', () => {
  let pack: LoadedPack;
  let decks: { name: string; cards: string[] }[];
  beforeAll(async () => {
    pack = await load('lyoko');
    decks = lyokoDeckLists(pack).map((l) => ({ name: l.name, cards: l.cards }));
  });

  it('records the winning deck, the seats from the first player, the turns, each deck\'s cards and the lead in VP', async () => {
    const setup = lyokoEngine.records!(pack, request({ seed: 2, bot: 'random', decks }));
    expect([setup.module, setup.exportName, setup.sides, setup.competitive, setup.unit]).toEqual(['own:src/games/lyoko/sim/run.js', 'playRecords', decks.map((d) => d.name), true, 'turns']);
    // The cards of the decks played, and no other (no hero: they are in no list).
    expect(Object.keys(setup.cards)).toEqual(cardSet(decks.flatMap((d) => d.cards)));
    const data = setup.data as { cat: Parameters<typeof lyokoGames>[0]; opts: Parameters<typeof lyokoGames>[1] };
    const games = lyokoGames(data.cat, data.opts, 0, 6);
    expect(await planRecords(setup, 0, 6)).toEqual(games.map((g) => g.record));
    for (const g of games) {
      const r = g.record;
      checkCards(r, setup.cards);
      expect(r.winner).toBe(g.winner);
      expect(r.stalled).toBe(g.winner === null);
      // The decks in play order: the game's seats turned to start from the seat drawn to begin.
      expect([g.seats, [...g.seats].reverse()]).toContainEqual(r.seats);
      expect(r.players).toBe(2);
      expect(r.turns).toBe(g.turns);
      r.sides.forEach((s, k) => {
        expect(s.pool).toEqual(cardSet(decks[k].cards));
        expect(s.played).toEqual(cardSet(Object.keys(g.played[k])));
        // A hand of five at least was drawn.
        expect(s.drawn.length).toBeGreaterThanOrEqual(Math.min(5, s.pool!.length));
      });
      expect(r.lead!.changes).toBeLessThan(r.turns);
      expect(r.lead!.decidedAt).toBeGreaterThan(0);
      expect(r.lead!.decidedAt).toBeLessThanOrEqual(1);
    }
    // The decks trade the lead in VP in some of these games.
    expect(games.some((g) => g.record.lead!.changes > 0)).toBe(true);
  });

  it('refuses a request without decks, as its sim does', () => {
    expect(() => lyokoEngine.records!(pack, request())).toThrow('Code Lyoko plays decks against each other: give two decks');
    expect(() => lyokoEngine.records!(pack, request({ decks: decks.slice(0, 1) }))).toThrow('give two decks');
  });
});
