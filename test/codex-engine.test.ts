/**
 * The CODEX engine over whole games: setup by the book, determinism (same seed, same log hash),
 * replay of a recorded log to the same final state, coded errors, and invariants that hold in
 * any game (property tests over random games with fast-check).
 */
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadPackFromDir } from '../src/core/pack.js';
import { heuristicBot } from '../src/games/codex/engine/bots/heuristic.js';
import { randomBot } from '../src/engine/bots.js';
import { searchBot } from '../src/games/codex/engine/bots/search.js';
import { buildCatalogue, type Catalogue } from '../src/games/codex/engine/catalogue.js';
import { playGame, replayLog, stateHash } from '../src/games/codex/engine/game.js';
import { newGame } from '../src/games/codex/engine/setup.js';
import { legal, makeCtx, step } from '../src/games/codex/engine/step.js';
import type { Action, GameState, Policy } from '../src/games/codex/engine/types.js';
import { codexDir } from './helpers.js';
import { watching } from './engine/watching.js';
import { propertyRuns } from './property-runs.js';

let cat: Catalogue;
beforeAll(async () => {
  cat = buildCatalogue(await loadPackFromDir(codexDir));
});

const CHARS = ['obstine', 'reveur', 'curieux', 'prudent'];
const party = (players: number) => CHARS.slice(0, players === 1 ? 2 : players);

describe('setup', () => {
  it.each([
    [1, 2, 4],
    [2, 2, 4],
    [3, 3, 3],
    [4, 4, 2],
  ])('%i player(s): %i characters, %i Rations each, as many zones as players between Début and Fin, a creature on each', (players, characters, rations) => {
    const state = newGame(cat, { seed: 7, characters: party(players), players }, makeCtx(cat, () => 0, false));
    expect(state.players).toHaveLength(characters);
    for (const p of state.players) {
      expect(p.rations).toHaveLength(rations);
      expect(p.pv).toBe(6);
      expect(p.zone).toBe(0);
      expect(p.items.map((i) => i.card)).toEqual([cat.personnages.get(p.character)!.startingItem]);
    }
    expect(state.zones[0].card).toBe('debut-du-chapitre');
    expect(state.zones.at(-1)!.card).toBe('fin-de-chapitre');
    expect(state.zones).toHaveLength(characters + 2);
    const regular = state.creatures.filter((c) => c.deck === 'creatures');
    expect(regular.map((c) => c.zone).sort()).toEqual(Array.from({ length: characters }, (_, i) => i + 1));
  });

  it('refuses a party that does not fit the player count', () => {
    expect(() => newGame(cat, { seed: 1, characters: ['obstine'], players: 1 }, makeCtx(cat, () => 0, false))).toThrow(/2 characters/);
  });
});

describe('determinism and replay', () => {
  it('plays the same game for the same seed, and another for another seed', () => {
    const play = (seed: number) => playGame(cat, { seed, characters: party(3), policy: heuristicBot(cat), record: true }).log!;
    expect(play(11).finalHash).toBe(play(11).finalHash);
    expect(JSON.stringify(play(11))).toBe(JSON.stringify(play(11)));
    expect(play(12).finalHash).not.toBe(play(11).finalHash);
  });

  it('the search bot spends an iteration budget, not a time budget: same seed, same game', () => {
    const play = () => playGame(cat, { seed: 21, characters: party(2), policy: searchBot(cat, 21, 4), record: true }).log!;
    const a = play();
    expect(['victory', 'defeat']).toContain(a.result);
    expect(play().finalHash).toBe(a.finalHash);
  });

  it('replays a recorded log to the same final state', () => {
    for (const seed of [3, 4, 5]) {
      for (const policy of [randomBot<GameState, Action>(seed) as Policy, heuristicBot(cat)]) {
        const { log, state } = playGame(cat, { seed, characters: party(2), policy, record: true });
        const replayed = replayLog(cat, log!);
        expect(stateHash(replayed.state)).toBe(log!.finalHash);
        expect(replayed.state).toEqual(state);
      }
    }
  });

  it('refuses a log that does not fit', () => {
    const { log } = playGame(cat, { seed: 9, characters: party(2), policy: heuristicBot(cat), record: true });
    const broken = { ...log!, steps: log!.steps.map((s, i) => (i === 3 ? { ...s, action: { type: 'move' as const, to: 99 } } : s)) };
    expect(() => replayLog(cat, broken)).toThrow(/step 4 \(move\) is not legal/);
  });
});

describe('transitions', () => {
  it('never change the state given, and return coded errors for illegal actions', () => {
    const state = newGame(cat, { seed: 2, characters: party(2) }, makeCtx(cat, () => 0, false));
    const before = JSON.stringify(state);
    const r = step(cat, state, { type: 'start-turn', player: 0 }, () => 0);
    expect(r.ok).toBe(true);
    expect(JSON.stringify(state)).toBe(before);
    const refused = step(cat, state, { type: 'attack', item: 'nothing', target: 'nobody' }, () => 0);
    expect(refused).toEqual({ ok: false, error: expect.objectContaining({ code: 'no-turn' }) });
  });
});

/** What must hold in every CODEX state. */
function invariants(s: GameState): string[] {
  const seen: string[] = [];
  for (const p of s.players) {
    if (p.pv < 0 || p.pv > 6) seen.push(`PV ${p.pv}`);
    if (p.items.length > 5) seen.push(`${p.items.length} items`);
  }
  if (s.turn && s.turn.pa < 0) seen.push(`PA ${s.turn.pa}`);
  for (const c of s.creatures) if (c.zone < 0 || c.zone >= s.zones.length) seen.push(`creature off the chapter at ${c.zone}`);
  return seen;
}

/** A party stuck as the book allows: creatures left, and the player to act unable to attack any. */
const stuck = (s: GameState) => s.phase !== 'over' && s.creatures.length > 0 && !legal(cat, s).some((a) => a.type === 'attack');

describe('a party that can no longer win nor lose', () => {
  it('goes on turning, as the book says, and the game stops at the action limit as stalled', () => {
    // The Mouette Voleuse took the last weapons and stands in the party's zone, between it and
    // the Fin de Chapitre where she put them (docs/rules/codex.md, "Setup and the end of a chapter").
    const { state, result } = playGame(cat, { seed: 1300755451, characters: party(1), players: 1, policy: heuristicBot(cat) });
    expect(result).toBe('stalled');
    expect(state.actions).toBe(5000);
    expect(state.creatures.map((c) => c.card)).toContain('mouette-voleuse');
    expect(state.players.every((p) => p.items.length === 0 && p.pv > 0)).toBe(true);
    expect(stuck(state)).toBe(true);
  });
});

describe('invariants over random games', () => {
  it('0 ≤ PV ≤ 6, at most five items, PA never negative, creatures on the chapter zones, every chapter ends unless the party is stuck', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 2 ** 31 - 1 }), fc.integer({ min: 1, max: 4 }), fc.boolean(), (seed, players, smart) => {
        const seen: string[] = [];
        const inner = smart ? heuristicBot(cat) : randomBot<GameState, Action>(seed);
        const { state, result, log } = playGame(cat, { seed, characters: party(players), players, policy: watching(inner, invariants, seen), record: true });
        expect(seen).toEqual([]);
        expect(log!.steps.length).toBe(state.actions);
        // A party that can no longer harm the creatures left goes on turning (docs/rules/codex.md):
        // the only game that may stop at the action limit.
        if (result === 'stalled') return expect(stuck(state), JSON.stringify(legal(cat, state))).toBe(true);
        // Every other game ends in victory or defeat: no chapter is left hanging.
        expect(['victory', 'defeat']).toContain(result);
        expect(state.phase).toBe('over');
        expect(legal(cat, state)).toEqual([]);
        // Chapters follow each other: 1, then the boss chapter, and only a boss chapter ends in victory.
        if (result === 'victory') expect(state.chapter).toBe(2);
      }),
      { numRuns: propertyRuns(150) },
    );
  });
});

describe('an edition of the game', () => {
  it('carries out a clause with its own handler where it overrides CODEX’s, and CODEX’s everywhere else', async () => {
    const { CODEX_EDITION } = await import('../src/games/codex/engine/edition.js');
    const { CODEX_CLAUSES } = await import('../src/games/codex/engine/effects.js');
    const { executeEffect } = await import('../src/games/codex/engine/effects.js');
    const { scope } = await import('../src/games/codex/engine/scope.js');
    const { parseCardText } = await import('../src/games/codex/text/parse.js');
    const cat = buildCatalogue(await loadPackFromDir(codexDir));
    const heals: number[] = [];
    const edition = { ...CODEX_EDITION, clauses: { ...CODEX_CLAUSES, heal: () => (heals.push(1), 0) } };
    const text = parseCardText('Récupérez 2 PV. Infligez 1 dégât à un joueur dans votre zone.', 'Effect');
    if (!text.ok) throw new Error(text.error.message);
    for (const [ed, expectedPv] of [[edition, 3], [CODEX_EDITION, 5]] as const) {
      const ctx = makeCtx(cat, () => 0, true, false, ed);
      const state = newGame(cat, { seed: 3, characters: ['curieux', 'reveur'] }, makeCtx(cat, () => 0, false));
      state.players[0].pv = 4;
      executeEffect(state, ctx, text.ast as never, scope({ kind: 'player', seat: 0 }, 'test'));
      expect(state.players[0].pv + state.players[1].pv).toBe(expectedPv + 6);
    }
    expect(heals).toEqual([1]);
  });
});
