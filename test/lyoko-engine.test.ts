/**
 * Code Lyoko's engine over whole games: the two ready-made decks played against each other by
 * random bots, each seat shown only its view. Invariants over random seeds (fast-check): every
 * card conserved, VP never below 0, every game ends; the same seed gives the same game, and a
 * game's log replays to its final state; the setup deals V.2's hands and gives the first player
 * one coup; a seat's view hides the others' hands and every deck's order.
 */
import type { LyokoEvent } from '../src/games/lyoko/engine/types.js';
import type { CardFigures } from '../src/games/lyoko/sim/report.js';
import fc from 'fast-check';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { parseDeckList } from '../src/core/deck/deck-list.js';
import { resolveDeck } from '../src/core/deck/resolve.js';
import { loadPackFromDir, type LoadedPack } from '../src/core/pack.js';
import { randomBot } from '../src/engine/bots.js';
import { finalHashOf, playGame, replayLog, stateHash } from '../src/engine/play.js';
import { seated, seatingOf } from '../src/engine/seats.js';
import { buildCatalogue, type Catalogue } from '../src/games/lyoko/engine/catalogue.js';
import { HIDDEN, lyokoGame } from '../src/games/lyoko/engine/game.js';
import type { LyokoAction, LyokoState } from '../src/games/lyoko/engine/types.js';
import { root } from './helpers.js';
import { propertyRuns } from './property-runs.js';

let cat: Catalogue;
let pack: LoadedPack;
let decks: string[][];
beforeAll(async () => {
  pack = await loadPackFromDir(path.join(root, 'cards', 'lyoko'), 'cards/lyoko');
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
      { numRuns: propertyRuns(40) },
    );
  });

  it('are the same game from the same seed, and replay from their log', () => {
    for (const seed of [1, 2, 3]) {
      const a = playGame(lyokoGame, cat, { setup: { seed, decks }, policy: bots(seed), record: true });
      const b = playGame(lyokoGame, cat, { setup: { seed, decks }, policy: bots(seed), record: true });
      expect(stateHash(a.state)).toBe(stateHash(b.state));
      expect(finalHashOf(lyokoGame, cat, replayLog(lyokoGame, cat, a.log!).state)).toBe(a.log!.finalHash);
      // The state names cards by number, the log by id: a pack whose cards come in another order replays it to the same hash.
      // (The heroes keep theirs: a hero is named by its place among the five in actions too.)
      const isHero = (c: LoadedPack['cards'][number]) => c.type.id === 'heros';
      const reordered = buildCatalogue({ ...pack, cards: [...pack.cards.filter(isHero), ...pack.cards.filter((c) => !isHero(c)).reverse()] });
      expect(reordered.list[0].no).toBe(0);
      expect(reordered.list[0].id).not.toBe(cat.list[0].id);
      expect(finalHashOf(lyokoGame, reordered, replayLog(lyokoGame, reordered, a.log!).state)).toBe(a.log!.finalHash);
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
    expect(v.players[1].deck.every((c) => c === HIDDEN)).toBe(true);
    expect(v.players[0].deck).toEqual([...s.players[0].deck].sort((a, b) => a - b));
    expect(v.players[1].unseen).toEqual([...s.players[1].hand, ...s.players[1].deck].sort((a, b) => a - b));
    // Two deals that differ only in what seat 0 cannot see look the same to it.
    const other = lyokoGame.clone(s);
    other.players[1].hand.reverse();
    other.players[0].deck.reverse();
    expect(lyokoGame.view!(other, 0)).toEqual(v);
  });
});

describe('Code Lyoko bots and playtests between decks', () => {
  it('the heuristic bot beats the random one, in either seat, and the search bot plays from its view to the end', async () => {
    const { makeBot } = await import('../src/games/lyoko/engine/bots.js');
    let wins = 0;
    for (let g = 0; g < 20; g++) {
      const h = g % 2;
      const policies = [0, 1].map((seat) => makeBot(seat === h ? 'heuristic' : 'random', cat, g + seat));
      const r = playGame(lyokoGame, cat, { setup: { seed: g, decks: g % 4 < 2 ? decks : [decks[1], decks[0]] }, policy: seated(seating(), policies) });
      if (r.result === `seat-${h}`) wins++;
    }
    expect(wins).toBeGreaterThanOrEqual(18);
    const search = playGame(lyokoGame, cat, { setup: { seed: 3, decks }, policy: seated(seating(), [makeBot('search', cat, 3, 4), makeBot('heuristic', cat, 4)]) });
    expect(search.result).toMatch(/^seat-[01]$/);
  });

  it('sim plays two decks against each other, seats alternated, the same figures from the same seed', async () => {
    const { simulate } = await import('../src/pipeline/sim.js');
    const { resolveGames } = await import('../src/pipeline/games.js');
    const [game] = resolveGames(['lyoko'], root);
    const run = () => simulate(game, { games: 24, players: null, seed: 5, bot: 'heuristic', jobs: 1, json: true });
    const a = await run();
    const b = await run();
    expect(a.ok && b.ok).toBe(true);
    if (!a.ok || !b.ok) return;
    expect(a.report).toEqual(b.report);
    const r = a.report as unknown as { games: number; stalled: number; decks: { name: string; wins: number; ci95: [number, number]; vpByTurn: number[]; cards: { played: number }[] }[] };
    expect(r.games).toBe(24);
    expect(r.decks.map((d) => d.name).sort()).toEqual(['Collège Kadic', 'Guerriers de Lyoko']);
    expect(r.decks[0].wins + r.decks[1].wins + r.stalled).toBe(24);
    expect(r.decks.every((d) => d.vpByTurn.length > 5 && d.cards.length > 10 && d.ci95[0] <= d.ci95[1])).toBe(true);
    // What a card did: Course dans les couloirs (« Gagne 1 PV. Pioche 1 carte. ») gains exactly 1 VP a play,
    // Mauvaise note (« Un adversaire de ton choix perd 2 PV. ») takes at most 2.
    const card = (name: string) => r.decks.flatMap((d) => d.cards as unknown as CardFigures[]).find((c) => c.name === name)!;
    expect(card('Course dans les couloirs')).toMatchObject({ vpGainedPerPlay: 1, vpTakenPerPlay: 0 });
    expect(card('Mauvaise note').vpGainedPerPlay).toBe(0);
    expect(card('Mauvaise note').vpTakenPerPlay).toBeGreaterThan(0);
    expect(card('Mauvaise note').vpTakenPerPlay).toBeLessThanOrEqual(2);
    // Enquête (« Pioche 2 cartes. ») draws at most 2 a play (fewer when a deck runs out); an
    // obstacle is confronted at most once a play (a cancelled confrontation is none).
    expect(card('Enquête').cardsDrawnPerPlay).toBeGreaterThan(1);
    expect(card('Enquête').cardsDrawnPerPlay).toBeLessThanOrEqual(2);
    const virus = card('Virus informatique');
    expect(virus.confrontations).toBeGreaterThan(0);
    expect(virus.confrontations).toBeLessThanOrEqual(virus.played);
    expect(virus.stopRate).toBeGreaterThanOrEqual(0);
  });

  it("a card's doings: what happens from its effect to the next card, ability or coup, and the confrontations against it", async () => {
    const { summarize } = await import('../src/games/lyoko/sim/run.js');
    const events: LyokoEvent[] = [
      { e: 'turn', seat: 0, turn: 1 },
      { e: 'coup', seat: 0 },
      { e: 'play', seat: 0, card: 'enquete' },
      { e: 'effect', seat: 0, card: 'enquete' },
      { e: 'draw', seat: 0, card: 'kiwi' },
      { e: 'draw', seat: 0, card: null }, // an empty deck: nothing drawn
      { e: 'destroy', card: 'krabe', seat: 1 },
      { e: 'destroy', card: 'rosa', seat: 0 }, // its own player's card: not counted
      { e: 'vp', seat: 0, vp: 2 },
      { e: 'vp', seat: 1, vp: 0 },
      { e: 'coup', seat: 0 },
      { e: 'draw', seat: 0, card: 'sissi' }, // the draw coup: no card's doing
      { e: 'confront', char: 'Ulrich', against: 'virus-informatique', by: 1, stat: 'ruse', mine: 2, theirs: 3, outcome: 'echec' },
      { e: 'confront', char: 'Ulrich', against: 'virus-informatique', by: 1, stat: 'ruse', mine: 4, theirs: 3, outcome: 'reussite' },
    ];
    // Seat 0 holds deck 1 and seat 1 deck 0: figures go to decks.
    const g = summarize(0, 1, [1, 0], 'seat-0', events, 2);
    expect(g.effect[1].enquete).toEqual({ gained: 2, taken: 0, drawn: 1, destroyed: 1, confronted: 0, stopped: 0 });
    expect(g.effect[0]['virus-informatique']).toEqual({ gained: 0, taken: 0, drawn: 0, destroyed: 0, confronted: 2, stopped: 1 });
    expect(g.played[1]).toEqual({ enquete: 1 });
  });
});
