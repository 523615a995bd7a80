/**
 * Code Lyoko's engine over whole games: the two ready-made decks played against each other by
 * random bots, each seat shown only its view. Invariants over random seeds (fast-check): every
 * card conserved, VP never below 0, every game ends; the same seed gives the same game, and a
 * game's log replays to its final state; the setup deals V.2's hands and gives the first player
 * one coup; a seat's view hides the others' hands and every deck's order.
 */
import fc from 'fast-check';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { parseDeckList } from '../src/core/deck/deck-list.js';
import { resolveDeck } from '../src/core/deck/resolve.js';
import { loadPackFromDir } from '../src/core/pack.js';
import { randomBot } from '../src/engine/bots.js';
import { playGame, replayLog, stateHash } from '../src/engine/play.js';
import { seated, seatingOf } from '../src/engine/seats.js';
import { buildCatalogue, type Catalogue } from '../src/games/lyoko/engine/catalogue.js';
import { HIDDEN, lyokoGame } from '../src/games/lyoko/engine/game.js';
import type { LyokoAction, LyokoState } from '../src/games/lyoko/engine/types.js';
import { root } from './helpers.js';

let cat: Catalogue;
let decks: string[][];
beforeAll(async () => {
  const pack = await loadPackFromDir(path.join(root, 'cards', 'lyoko'), 'cards/lyoko');
  cat = buildCatalogue(pack);
  const list = (name: string) => {
    const { deck } = resolveDeck(pack, parseDeckList(name, readFileSync(path.join(root, 'cards', 'lyoko', 'decks', `${name}.txt`), 'utf8')));
    return [...deck.copies].flatMap(([card, n]) => Array<string>(n).fill(card.id));
  };
  decks = [list('guerriers-de-lyoko'), list('college-kadic')];
});

const seating = () => seatingOf(lyokoGame);
const bots = (seed: number) => seated(seating(), [randomBot<LyokoState, LyokoAction>(seed), randomBot<LyokoState, LyokoAction>(seed + 7919)]);
const cardsOf = (s: LyokoState) => s.players.reduce((n, p) => n + p.deck.length + p.hand.length + p.discard.length, 0) + s.inPlay.length;

describe('Code Lyoko games', () => {
  it('keep every card, never go below 0 VP, and end (fast-check over seeds)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1_000_000 }), (seed) => {
        const played = playGame(lyokoGame, cat, { setup: { seed, decks }, policy: bots(seed) });
        expect(played.result).not.toBe('stalled');
        expect(cardsOf(played.state)).toBe(decks[0].length + decks[1].length);
        expect(played.state.players.every((p) => p.vp >= 0)).toBe(true);
      }),
      { numRuns: 40 },
    );
  });

  it('are the same game from the same seed, and replay from their log', () => {
    for (const seed of [1, 2, 3]) {
      const a = playGame(lyokoGame, cat, { setup: { seed, decks }, policy: bots(seed), record: true });
      const b = playGame(lyokoGame, cat, { setup: { seed, decks }, policy: bots(seed), record: true });
      expect(stateHash(a.state)).toBe(stateHash(b.state));
      expect(stateHash(replayLog(lyokoGame, cat, a.log!).state)).toBe(a.log!.finalHash);
    }
  });

  it('deal five cards each, after a mulligan too, and give the first player one coup', () => {
    const kept = lyokoGame.setup(cat, { seed: 5, decks }, lyokoGame.context(cat, () => 0, false, false));
    expect(kept.players.map((p) => p.hand.length)).toEqual([5, 5]);
    expect(kept.coupsLeft).toBe(1);
    const again = lyokoGame.setup(cat, { seed: 5, decks }, lyokoGame.context(cat, () => 1, false, false));
    expect(again.players.map((p) => p.hand.length)).toEqual([5, 5]);
    expect(again.players[0].hand).not.toEqual(kept.players[0].hand);
    expect(cardsOf(again)).toBe(decks[0].length + decks[1].length);
  });

  it('show a seat its own hand and only the number of the others\' cards', () => {
    const s = lyokoGame.setup(cat, { seed: 9, decks }, lyokoGame.context(cat, () => 0, false, false));
    const v = lyokoGame.view!(s, 0);
    expect(v.players[0].hand).toEqual(s.players[0].hand);
    expect(v.players[1].hand).toEqual(s.players[1].hand.map(() => HIDDEN));
    expect(v.players.every((p) => p.deck.every((c) => c === HIDDEN))).toBe(true);
    // Two deals that differ only in what seat 0 cannot see look the same to it.
    const other = lyokoGame.clone(s);
    other.players[1].hand.reverse();
    other.players[0].deck.reverse();
    expect(lyokoGame.view!(other, 0)).toEqual(v);
  });
});
