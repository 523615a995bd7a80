/**
 * The scenario keys CODEX and INDEX share for what a scenario could not state before: `order:`
 * (the piles' shuffles, in a real setup and between étages), an Objet's face (`{ card, faceUp }`,
 * stated in the setup, checked held or lying in a zone), and what a chapter's end disengaged (the
 * `untap` event, told before a boss chapter's victory). Each is checked to pass and to fail.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { runScenarioFiles } from '../src/pipeline/scenario.js';
import { buildIndexCatalogue } from '../src/games/index/engine/catalogue.js';
import '../src/games/index/engine/edition.js';
import { cloneState } from '../src/games/codex/engine/clone.js';
import { determinise } from '../src/games/codex/engine/position.js';
import { newGame } from '../src/games/codex/engine/setup.js';
import { makeCtx } from '../src/games/codex/engine/step.js';
import { seedRng } from '../src/engine/rng.js';
import { loadPackFromDir } from '../src/core/pack.js';
import { buildCatalogue } from '../src/games/codex/engine/catalogue.js';
import type { Replayed } from '../src/games/codex/engine/game.js';
import { narrate } from '../src/games/codex/engine/narrate.js';
import type { GameEvent, GameState } from '../src/games/codex/engine/types.js';
import { codexDir, root, tempDir } from './helpers.js';

const scenarios = (game: string) => path.join(root, 'src', 'games', game, 'scenarios');
const variant = (game: string, name: string, edit: (text: string) => string) => {
  const file = path.join(tempDir(), name);
  writeFileSync(file, edit(readFileSync(path.join(scenarios(game), name), 'utf8')));
  return file;
};
const failures = async (file: string) => (await runScenarioFiles([file], root))[0].failures;
const withSeed = (seed: number) => (t: string) => t.replace(/^seed: \d+$/m, `seed: ${seed}`);
const withoutOrder = (t: string) => t.replace(/^order:\n(  .*\n)+/m, '');

/** The shipped copies that give their shuffles with `order:` instead of reading one seed's. */
const ORDERED = [
  ['codex', 'real-setup-ordered.yaml'],
  ['index', 'real-setup-ordered.yaml'],
  ['index', 'leftovers-shuffled-ordered.yaml'],
  ['index', 'third-floor-setup-ordered.yaml'],
  ['index', 'quiet-round-floor-end-ordered.yaml'],
] as const;

describe('order: in CODEX and INDEX scenarios', () => {
  for (const [game, name] of ORDERED) {
    it(`${game}/${name} passes whatever the seed, and needs its order to`, async () => {
      for (const seed of [1, 2, 99, 2024]) expect(await failures(variant(game, name, withSeed(seed))), `seed ${seed}`).toEqual([]);
      // Without its order, some seed deals something else: the order is what the scenario tests.
      const unordered = await Promise.all([1, 2, 99, 2024].map((seed) => failures(variant(game, name, (t) => withoutOrder(withSeed(seed)(t))))));
      expect(unordered.some((f) => f.length > 0)).toBe(true);
    });
  }

  it('locates a card the pile lacks at that pile of `order:`', async () => {
    const file = variant('index', 'real-setup-ordered.yaml', (t) => t.replace('  zones: [marche-aux-poissons,', '  zones: [nowhere, marche-aux-poissons,'));
    const [f] = await failures(file);
    expect(f).toMatchObject({ rule: 'scenario/order', line: 8 });
    expect(f.message).toMatch(/^the order of "zones" names "nowhere", which is not in that pile when it is shuffled; it holds: /);
  });

  it('reports an order no shuffle dealt (a position deals from its own piles, only its steps shuffle)', async () => {
    const file = variant('index', 'pick-up-reveals.yaml', (t) => t.replace('steps:\n', 'order:\n  zones: [docks]\nsteps:\n'));
    const [f] = await failures(file);
    expect(f.message).toBe('orders given but never dealt: zones (1 order); a scenario gives the order of the shuffles its setup and steps make');
  });

  it('gives successive shuffles their successive orders: the setup, then each étage', async () => {
    const file = variant('index', 'leftovers-shuffled-ordered.yaml', (t) => t.replace('  zones: [crique, place, docks]', '  zones: [[crique, place, docks], [docks]]'));
    expect((await failures(file)).map((f) => f.message)).toEqual(['orders given but never dealt: zones (1 order); a scenario gives the order of the shuffles its setup and steps make']);
  });

  it('keeps the orders left through a state copy, and drops them from a world dealt again', async () => {
    const cat = buildIndexCatalogue(await loadPackFromDir(path.join(root, 'cards', 'index')));
    const state = newGame(cat, { seed: 5, characters: ['curieux', 'reveur'], forcedOrders: { zones: [['place'], ['docks']] } }, makeCtx(cat, () => 0, false));
    expect(state.zones[1].card).toBe('place');
    const copy = cloneState(state);
    expect(copy.forcedOrders).toEqual({ zones: [['docks']] });
    expect(copy.forcedOrders).not.toBe(state.forcedOrders);
    determinise(copy, seedRng(1));
    expect(copy.forcedOrders).toBeUndefined();
    // A real game's state has no orders at all, and its piles are the seed's as before.
    const plain = newGame(cat, { seed: 5, characters: ['curieux', 'reveur'] }, makeCtx(cat, () => 0, false));
    expect('forcedOrders' in plain).toBe(false);
    expect('forcedOrders' in cloneState(plain)).toBe(false);
  });
});

describe("an Objet's face in CODEX and INDEX scenarios", () => {
  it('fails a face that is not the expected one, showing the faces', async () => {
    const file = variant('index', 'pick-up-reveals.yaml', (t) => t.replace('{ card: harpon, faceUp: true }', '{ card: harpon, faceUp: false }'));
    const [f, ...rest] = await failures(file);
    expect(rest).toEqual([]);
    expect(f).toMatchObject({ rule: 'scenario/expect', line: 20 });
    expect(f.message).toBe(`curieux's items: expected [{"card":"canne-ferree","faceUp":true},{"card":"harpon","faceUp":false}], got [{"card":"canne-ferree","faceUp":true},{"card":"harpon","faceUp":true}]`);
  });

  it('checks a zone face state, and still reads a plain list as card ids only', async () => {
    const down = variant('index', 'drop-face-up.yaml', (t) => t.replace('place: [{ card: canne-ferree, faceUp: true }]', 'place: [{ card: canne-ferree, faceUp: false }]'));
    expect((await failures(down)).map((f) => f.message)).toEqual(['items in place: expected [{"card":"canne-ferree","faceUp":false}], got [{"card":"canne-ferree","faceUp":true}]']);
    const plain = variant('index', 'drop-face-up.yaml', (t) => t.replace('place: [{ card: canne-ferree, faceUp: true }]', 'place: [canne-ferree]'));
    expect(await failures(plain)).toEqual([]);
  });

  it('matches faced entries before plain ids, whatever their order', async () => {
    // Two Grappins, one face up, one face down: the plain id must not take the face-down one first.
    const file = variant('index', 'pick-up-reveals.yaml', (t) =>
      t
        .replace('    - { card: grappin, zone: place, faceUp: false }\n', '    - { card: grappin, zone: place, faceUp: false }\n    - { card: grappin, zone: place, faceUp: true }\n')
        .replace('      zoneItems:\n        place: [{ card: grappin, faceUp: false }]\n', '      zoneItems:\n        place: [grappin, { card: grappin, faceUp: false }]\n')
        .replace(/  zoneItems:\n    place: \[\{ card: grappin, faceUp: false \}\]\n$/, '  zoneItems:\n    place: [{ card: grappin, faceUp: true }, grappin]\n'),
    );
    expect(readFileSync(file, 'utf8')).toContain('place: [{ card: grappin, faceUp: true }, grappin]');
    expect(await failures(file)).toEqual([]);
  });

  it('refuses a held Objet given face down, and a zone Objet given two faces', async () => {
    const held = variant('index', 'pick-up-reveals.yaml', (t) => t.replace('curieux: { zone: place }', 'curieux: { zone: place, items: [{ card: torche, faceUp: false }] }'));
    const [a] = await failures(held);
    expect(a).toMatchObject({ rule: 'scenario/setup', line: 8 });
    expect(a.message).toMatch(/^curieux cannot hold "torche" face down: an Objet held is face up/);
    const both = variant('index', 'pick-up-reveals.yaml', (t) => t.replace('{ card: harpon, zone: place, faceUp: false }', '{ card: harpon, zone: place, faceUp: false, revealed: true }'));
    const [b] = await failures(both);
    expect(b).toMatchObject({ rule: 'scenario/setup', line: 10 });
    expect(b.message).toContain('revealed is the older name of faceUp');
  });
});

describe("a chapter's end told before a boss chapter's victory (untap)", () => {
  it('fails when the boss étage is said to leave a Ration engaged', async () => {
    const file = variant('index', 'boss-floor-end-rations.yaml', (t) => t.replace('{ e: untap, player: 0, cards: [], rations: 3, source: chapter-end }', '{ e: untap, player: 0, cards: [], rations: 2, source: chapter-end }'));
    const [f, ...rest] = await failures(file);
    expect(rest).toEqual([]);
    expect(f.message).toMatch(/^no event \{"e":"untap","player":0,"cards":\[\],"rations":2,"source":"chapter-end"\} happened; events: .*\{"e":"untap","player":0,"cards":\[\],"rations":3,"source":"chapter-end"\}.*\{"e":"result","result":"victory"\}$/);
  });
});

describe('the untap event in a replay', () => {
  it('is told in the game\'s language', async () => {
    const cat = buildCatalogue(await loadPackFromDir(codexDir));
    const untap: GameEvent = { e: 'untap', player: 1, cards: ['canne-ferree', 'character'], rations: 2, source: 'chapter-end' };
    const replayed = { state: {} as GameState, events: [{ step: 1, action: null, events: [untap] }] } satisfies Replayed;
    expect(narrate(cat, ['obstine', 'curieux'], replayed, 'fr')).toBe('    Curieux dégage Canne Ferrée, l’effet de son personnage, 2 Rations\n');
    expect(narrate(cat, ['obstine', 'curieux'], replayed, 'en')).toBe('    Curieux disengages Canne Ferrée, their character’s own effect, 2 Rations\n');
  });
});
