/**
 * INDEX's engine over whole games: CODEX's rules played as INDEX's edition. Determinism, replay of
 * a recorded log to the same final state, invariants over random games (players never in a
 * face-down Salle, enemies never beyond the revealed ones, every game ends), the simulation and
 * replay commands through the CLI, and the engine layer knowing nothing of either game.
 */
import fc from 'fast-check';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadPackFromDir } from '../src/core/pack.js';
import { randomBot } from '../src/engine/bots.js';
import { lastZone } from '../src/games/codex/engine/board.js';
import { heuristicBot } from '../src/games/codex/engine/bots/heuristic.js';
import { searchBot } from '../src/games/codex/engine/bots/search.js';
import type { Catalogue } from '../src/games/codex/engine/catalogue.js';
import { playGame, replayLog, stateHash } from '../src/games/codex/engine/game.js';
import { newGame } from '../src/games/codex/engine/setup.js';
import { legal, makeCtx } from '../src/games/codex/engine/step.js';
import type { Action, GameState, Policy } from '../src/games/codex/engine/types.js';
import { buildIndexCatalogue } from '../src/games/index/engine/catalogue.js';
import '../src/games/index/engine/edition.js';
import { root } from './helpers.js';
import { watching } from './engine/watching.js';
import { propertyRuns } from './property-runs.js';

let cat: Catalogue;
beforeAll(async () => {
  cat = buildIndexCatalogue(await loadPackFromDir(path.join(root, 'cards', 'index')));
});

const CHARS = ['obstine', 'reveur', 'curieux', 'prudent'];
const party = (players: number) => CHARS.slice(0, players === 1 ? 2 : players);

describe('INDEX setup', () => {
  it('lays out the first étage by the book for every player count', () => {
    for (const players of [1, 2, 3, 4]) {
      const s = newGame(cat, { seed: players, characters: party(players), players }, makeCtx(cat, () => 0, false));
      expect(s.zones.map((z) => z.card).slice(0, 1)).toEqual(['entree-de-l-etage']);
      expect(s.zones.at(-1)!.card).toBe('sortie-de-l-etage');
      expect(s.zones.filter((z) => z.hidden)).toHaveLength(6);
      expect(s.zones.at(-1)!.items).toHaveLength(1);
      expect(s.creatures).toEqual([]);
      expect(s.players.every((p) => p.zone === 0 && p.pv === 6)).toBe(true);
      expect(s.players[0].rations).toHaveLength({ 1: 4, 2: 4, 3: 3, 4: 2 }[players]!);
    }
  });
});

describe('INDEX determinism and replay', () => {
  it('plays the same game for the same seed, and another for another seed', () => {
    const play = (seed: number) => playGame(cat, { seed, characters: party(3), policy: heuristicBot(cat), record: true }).log!;
    expect(JSON.stringify(play(11))).toBe(JSON.stringify(play(11)));
    expect(play(12).finalHash).not.toBe(play(11).finalHash);
  });

  it('replays a recorded log to the same final state, with every bot', () => {
    for (const seed of [3, 4]) {
      for (const policy of [randomBot<GameState, Action>(seed) as Policy, heuristicBot(cat), searchBot(cat, seed, 3)]) {
        const { log, state } = playGame(cat, { seed, characters: party(2), policy, record: true });
        const replayed = replayLog(cat, log!);
        expect(stateHash(replayed.state)).toBe(log!.finalHash);
        expect(replayed.state).toEqual(state);
      }
    }
  });
});

/** What must hold in every INDEX state. */
function invariants(s: GameState): string[] {
  const seen: string[] = [];
  const reach = lastZone(s);
  for (const p of s.players) {
    if (p.pv < 0 || p.pv > 6) seen.push(`PV ${p.pv}`);
    if (p.zone > reach) seen.push(`${p.character} in face-down zone ${p.zone}`);
  }
  if (s.turn && s.turn.pa < 0) seen.push(`PA ${s.turn.pa}`);
  for (const c of s.creatures) if (c.zone < 0 || (c.zone > reach && c.deck !== 'boss')) seen.push(`${c.uid} beyond the revealed Salles at ${c.zone}`);
  // Revealed Salles run from the Entrée without a gap.
  const first = s.zones.findIndex((z) => z.hidden);
  if (first >= 0 && s.zones.slice(first, -1).some((z) => !z.hidden)) seen.push('a revealed Salle after a face-down one');
  return seen;
}

describe('INDEX invariants over random games', () => {
  it('nobody in a face-down Salle, enemies within the revealed ones (a Boss waits in the Sortie), every game ends unless the party is stuck', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 2 ** 31 - 1 }), fc.integer({ min: 1, max: 4 }), fc.boolean(), (seed, players, smart) => {
        const seen: string[] = [];
        const inner = smart ? heuristicBot(cat) : randomBot<GameState, Action>(seed);
        const { state, result } = playGame(cat, { seed, characters: party(players), players, policy: watching(inner, invariants, seen), record: true });
        expect(seen).toEqual([]);
        // A party that can no longer harm the enemies left goes on turning (docs/rules/index.md):
        // the only game that may stop at the action limit.
        if (result === 'stalled') return expect(state.creatures.length > 0 && !legal(cat, state).some((a) => a.type === 'attack'), JSON.stringify(legal(cat, state))).toBe(true);
        expect(['victory', 'defeat']).toContain(result);
        if (result === 'victory') expect(state.chapter).toBe(3);
      }),
      { numRuns: propertyRuns(100) },
    );
  });

  it('the heuristic bot wins some games and loses some: the étages can be cleared', () => {
    const results = Array.from({ length: 60 }, (_, i) => playGame(cat, { seed: 100 + i, characters: party(2), policy: heuristicBot(cat) }).result);
    expect(results).toContain('victory');
    expect(results).toContain('defeat');
  });
});

describe('the engine layer', () => {
  it('names no game: neither CODEX nor INDEX appears in src/engine/', () => {
    const files = (dir: string): string[] => readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? files(path.join(dir, e.name)) : [path.join(dir, e.name)]));
    for (const f of files(path.join(root, 'src', 'engine'))) expect(readFileSync(f, 'utf8'), f).not.toMatch(/\bCODEX\b|\bINDEX\b|games\/(codex|index)/);
  });
});
