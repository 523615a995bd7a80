/**
 * Code Lyoko scenarios that start from a real setup (no `position:`: `decks:`, the seed, the
 * mulligans in `setupAnswers:`) and give the order of the decks' shuffles (`order:`, pile
 * `deck-<seat>`): what they refuse, each at its line. The setup's own rules (one coup on the first
 * turn, one mulligan, the new hand kept) are the scenarios real-setup-*.yaml.
 */
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadPackFromDir, type LoadedPack } from '../src/core/pack.js';
import { loadYamlSource } from '../src/core/yaml-source.js';
import { buildCatalogue } from '../src/games/lyoko/engine/catalogue.js';
import { lyokoGame } from '../src/games/lyoko/engine/game.js';
import { runLyokoScenario } from '../src/games/lyoko/engine/scenario.js';
import { root } from './helpers.js';

let pack: LoadedPack;
beforeAll(async () => {
  pack = await loadPackFromDir(path.join(root, 'cards', 'lyoko'), 'cards/lyoko');
});

const SMALL = '[reflexes, coup-de-pied, bluff, katana, seconde-chance, enquete, course-dans-les-couloirs]';
const failures = (text: string) => runLyokoScenario(pack, loadYamlSource('s.yaml', text)).failures.map((d) => `${d.line}:${d.column} ${d.rule} ${d.message}`);
const realSetup = (more: string, expect = '{}') => `game: lyoko\nname: t\nseed: 3\ndecks: [${SMALL}, ${SMALL}]\nsetupAnswers: [Garder, Garder]\n${more}\nsteps: []\nexpect: ${expect}\n`;

describe('a Code Lyoko scenario from a real setup', () => {
  it('deals the hands the order gives, the rest of the deck after them', () => {
    const order = 'order: { deck-1: [katana, bluff, enquete, reflexes, coup-de-pied, seconde-chance] }';
    expect(failures(realSetup(order, '{ players: [{}, { hand: [katana, bluff, enquete, reflexes, coup-de-pied], deck: [seconde-chance, course-dans-les-couloirs] }] }'))).toEqual([]);
    expect(failures(realSetup(order, '{ players: [{}, { hand: [katana, bluff, enquete, reflexes, seconde-chance] }] }'))).toEqual([expect.stringMatching(/player 2's hand: expected/)]);
  });

  it('refuses an order naming a card the deck does not hold, or more copies than it holds, at that pile', () => {
    expect(failures(realSetup('order: { deck-0: [kiwi] }'))).toEqual([expect.stringMatching(/^6:\d+ scenario\/order the order of "deck-0" names "kiwi", which is not in that pile when it is shuffled; it holds: bluff, coup-de-pied/)]);
    expect(failures(realSetup('order: { deck-0: [bluff, bluff] }'))).toEqual([expect.stringMatching(/^6:\d+ scenario\/order the order of "deck-0" names "bluff" more times than the pile holds it \(1\)/)]);
  });

  it('refuses a pile that is no deck, and reports orders never dealt', () => {
    expect(failures(realSetup('order: { deck-2: [bluff] }'))).toEqual([expect.stringMatching(/^6:\d+ scenario\/order no pile "deck-2": the piles are the players' decks, deck-0, deck-1/)]);
    // Two orders for deck-0: the setup's shuffle uses one, and nobody takes a mulligan.
    expect(failures(realSetup('order: { deck-0: [[bluff], [katana]] }'))).toEqual([expect.stringMatching(/^6:10 scenario\/expect orders given but never dealt: deck-0 \(1 order\)/)]);
  });

  it('needs decks or a position, answers every setup choice, and uses every answer', () => {
    expect(failures('game: lyoko\nname: t\nsteps: []\nexpect: {}\n')).toEqual([expect.stringMatching(/^1:1 scenario\/setup give `position:` .* or `decks:`/)]);
    expect(failures(`game: lyoko\nname: t\ndecks: [${SMALL}, ${SMALL}]\nsteps: []\nexpect: {}\n`)).toEqual([expect.stringMatching(/^3:9 scenario\/setup the setup asks "Garder cette main \?" \(mulligan, seat 0: Garder, Mélanger/)]);
    expect(failures(realSetup('').replace('[Garder, Garder]', '[Garder, Garder, Garder]'))).toEqual([expect.stringMatching(/^5:16 scenario\/setup answers left unused by the setup: Garder/)]);
    expect(failures(realSetup('').replace('[Garder, Garder]', '[Garder, Jeter]'))).toEqual([expect.stringMatching(/answer "Jeter" is not an option of "Garder cette main \?"/)]);
  });

  it('names ready-made decks by their file, and card ids by the pack, at their place', () => {
    expect(failures(realSetup('').replace(`[${SMALL}, ${SMALL}]`, '[guerriers-de-lyoko, kadic]'))).toEqual([expect.stringMatching(/^4:29 scenario\/setup no ready-made deck "kadic" in lyoko's decks \(college-kadic, guerriers-de-lyoko\)/)]);
    expect(failures(realSetup('').replace(`[${SMALL}, ${SMALL}]`, `[${SMALL}, [bluff, constructor]]`))).toEqual([expect.stringMatching(/^4:\d+ scenario\/setup no card has the id "constructor"/)]);
  });

  it('refuses `decks:` and `setupAnswers:` beside a position', () => {
    expect(failures(`game: lyoko\nname: t\ndecks: [${SMALL}, ${SMALL}]\nposition: { players: [{}, {}] }\nsteps: []\nexpect: {}\n`)).toEqual([expect.stringMatching(/^3:9 scenario\/setup `decks:` is for a real setup/)]);
  });
});

describe('the forced orders in the state', () => {
  it('are copied by a clone, and hidden from every seat\'s view', () => {
    const cat = buildCatalogue(pack);
    const decks = [['bluff', 'katana', 'reflexes', 'enquete', 'coup-de-pied', 'seconde-chance'], ['bluff', 'katana', 'reflexes', 'enquete', 'coup-de-pied', 'seconde-chance']];
    const ctx = lyokoGame.context(cat, () => 0, false, false);
    const s = lyokoGame.setup(cat, { seed: 1, decks, forcedOrders: { 'deck-0': [['katana'], ['bluff']] } }, ctx);
    expect(s.players[0].hand[0]).toBe(cat.cards.get('katana')!.no);
    expect(s.forcedOrders).toEqual({ 'deck-0': [['bluff']] });
    const copy = lyokoGame.clone(s);
    copy.forcedOrders!['deck-0'][0].push('katana');
    expect(s.forcedOrders).toEqual({ 'deck-0': [['bluff']] });
    expect(lyokoGame.view!(s, 0).forcedOrders).toBeUndefined();
    expect(lyokoGame.view!(s, 1).forcedOrders).toBeUndefined();
  });

  it('leave the seed\'s games as they were when no order is given', () => {
    const cat = buildCatalogue(pack);
    const decks = [['bluff', 'katana', 'reflexes', 'enquete', 'coup-de-pied', 'seconde-chance'], ['kankrelat', 'krabe', 'bloc', 'frolion', 'tarentule', 'jim-morales']];
    const ctx = () => lyokoGame.context(cat, () => 0, false, false);
    const a = lyokoGame.setup(cat, { seed: 7, decks }, ctx());
    const b = lyokoGame.setup(cat, { seed: 7, decks, forcedOrders: {} }, ctx());
    expect(b.players).toEqual(a.players);
    expect(b.current).toBe(a.current);
  });
});
