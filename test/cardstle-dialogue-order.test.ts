/**
 * Cardstle's dialogues with several characters and the order a scenario gives to its shuffles
 * (the scenarios themselves are in src/games/cardstle/scenarios/, run by cardstle-scenarios):
 * what a scenario may not say about them, each refused at its line; the random deal's `order:`
 * meaning something (without it the two seeds deal different rooms); and a log recorded before
 * dialogues had several characters replaying to its hash (so every seed deals the game it dealt).
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parse, stringify } from 'yaml';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadPackFromDir } from '../src/core/pack.js';
import { forcedOrdersOf } from '../src/engine/forced-order.js';
import { finalHashOf, replayLog, type GameLog } from '../src/engine/play.js';
import { seedRng } from '../src/engine/rng.js';
import { runScenarioFiles } from '../src/pipeline/scenario.js';
import { buildCatalogue, type Catalogue } from '../src/games/cardstle/engine/catalogue.js';
import { cardstleGame } from '../src/games/cardstle/engine/game.js';
import { narrator } from '../src/games/cardstle/engine/narrate.js';
import { randomRoom } from '../src/games/cardstle/engine/rooms.js';
import type { CardstleAction, CardstleState } from '../src/games/cardstle/engine/types.js';
import { fixtures, root, tempDir } from './helpers.js';

const scenarios = path.join(root, 'src', 'games', 'cardstle', 'scenarios');
let dir: string;
let cat: Catalogue;

beforeAll(async () => {
  dir = tempDir('cardstle-order-');
  mkdirSync(dir, { recursive: true });
  cat = buildCatalogue(await loadPackFromDir(path.join(root, 'cards', 'cardstle'), 'cards/cardstle'));
});

/** Runs a scenario written here; its failures as "line rule message". */
async function run(name: string, scenario: Record<string, unknown>): Promise<string[]> {
  const file = path.join(dir, `${name}.yaml`);
  writeFileSync(file, stringify({ game: 'cardstle', name, ...scenario }));
  const [report] = await runScenarioFiles([file], root);
  return report.failures.map((d) => `${d.line} ${d.rule} ${d.message}`);
}

/** A shipped scenario, as data, to change a field of. */
function shipped(file: string): Record<string, unknown> {
  return parse(readFileSync(path.join(scenarios, file), 'utf8')) as Record<string, unknown>;
}

const together = () => shipped('dialogue-together.yaml');

describe('a dialogue of several characters, as a scenario writes it', () => {
  it('refuses a character in a dialogue who does not stand on the enemy\'s card', async () => {
    const sc = together();
    (sc.position as { characters: { at: string }[] }).characters[1].at = 'A1';
    const failures = await run('talker-away', sc);
    expect(failures).toHaveLength(1);
    expect(failures[0]).toMatch(/scenario\/setup Bastien is not on B1: those in a dialogue stand on the enemy's card/);
  });

  it('refuses a dialogue with an enemy met in a fight', async () => {
    const sc = together();
    (sc.position as { room: { foes: { mode: string }[] } }).room.foes[0].mode = 'fight';
    expect(await run('talker-fight', sc)).toEqual([expect.stringMatching(/scenario\/setup the enemy on B1 is met in a fight: write "mode: talk"/)]);
  });

  it('refuses an affinity for a character not in the position, and one for no card', async () => {
    const sc = together();
    (sc.position as { room: { affinity: unknown } }).room.affinity = { Vc: { Aurore: 2, Zoé: 1 } };
    expect(await run('affinity-name', sc)).toEqual([expect.stringMatching(/scenario\/setup "Zoé" is not a character of the position; its characters: Aurore, Bastien/)]);
    (sc.position as { room: { affinity: unknown } }).room.affinity = { Xy: 2 };
    expect(await run('affinity-card', sc)).toEqual([expect.stringMatching(/"Xy" is not a card/)]);
  });

  it("reads one number as every character's affinity: two in the dialogue add it twice", async () => {
    const sc = together();
    (sc.position as { room: { affinity: unknown } }).room.affinity = { Vc: 2 };
    expect(await run('affinity-everyone', sc)).toEqual([]);
  });

  it('fails when the affinities are not summed as expected (the scenario can fail)', async () => {
    const sc = together();
    (sc.position as { room: { affinity: unknown } }).room.affinity = { Vc: { Aurore: 2 } };
    const failures = await run('affinity-one', sc);
    expect(failures.some((f) => /no event .*"affinity":4/.test(f))).toBe(true);
  });

  it('is told by replay with the others in the dialogue', () => {
    const tell = narrator(['Aurore', 'Bastien'], 'cartes', 'fr');
    const line = tell({ e: 'dialogue', who: 1, card: 9, stat: 'att', mine: 9, theirs: 7, affinity: 4, talkers: [0, 1], points: 2, convinced: true });
    expect(line).toBe('Bastien dialogue avec le 10 de Cœur (dans le dialogue avec Aurore) (Attaque)\u00a0: 9 avec une affinité de 4 contre 7, 2 points de conviction, l’ennemi est convaincu');
    expect(tell({ e: 'dialogue', who: 0, card: 9, stat: 'att', mine: 7, theirs: 7, affinity: 2, talkers: [0], points: 0, convinced: false })).not.toMatch(/dans le dialogue/);
    // An English pack's narrator reads English, in words rather than ids.
    const en = narrator(['Aurore', 'Bastien'], 'cartes', 'en')({ e: 'dialogue', who: 1, card: 9, stat: 'att', mine: 9, theirs: 7, affinity: 4, talkers: [0, 1], points: 2, convinced: true });
    expect(en).toBe('Bastien talks with the 10 of Hearts (in the dialogue with Aurore) (Attack): 9 with affinity 4 against 7, 2 points of conviction, convinced');
  });
});

describe("Cardstle's order: for the room deck and the pile", () => {
  const deal = () => shipped('room-deal-order.yaml');

  it('refuses the pile given both whole (position.pile) and by its order, at order.pile', async () => {
    const file = path.join(dir, 'pile-twice.yaml');
    const text = [
      'game: cardstle',
      'name: the pile given twice',
      'position:',
      '  room: { grid: "@ 8p", up: [B1] }',
      '  characters: [{ name: Aurore }]',
      '  pile: [Rk, 10t]',
      'order:',
      '  pile: [Rk]',
      'steps: []',
      'expect: {}',
    ].join('\n');
    writeFileSync(file, text);
    const [report] = await runScenarioFiles([file], root);
    expect(report.failures.map((d) => `${d.line}:${d.column} ${d.rule} ${d.message}`)).toEqual([
      "8:10 scenario/order `position.pile` already gives the pile whole: give it there, or give its top here (its first order is the position's pile, the next ones the next rooms'), not both",
    ]);
  });

  it('refuses a pile Cardstle does not shuffle, naming those it does', async () => {
    const sc = deal();
    sc.order = { donne: ['9p'] };
    expect(await run('pile-unknown', sc)).toEqual([expect.stringMatching(/scenario\/order Cardstle shuffles no pile "donne"; its piles: room-deck .*, pile/)]);
  });

  it("refuses a card the room deck does not hold when it is dealt (a character's treasure), at order.room-deck", async () => {
    const sc = deal();
    (sc.position as { characters: Record<string, unknown>[] }).characters[0].treasures = ['Dc'];
    // She keeps it between the rooms (« un maximum de 2 trésors par joueur »): the next room is dealt without it.
    sc.steps = [{ do: 'move B1', answers: ['Dc'] }];
    const failures = await run('deck-held', sc);
    expect(failures).toEqual([expect.stringMatching(/scenario\/order the order of "room-deck" names "Dc", which is not in that pile when it is shuffled/)]);
  });

  it('reports an order given for a shuffle the scenario never makes', async () => {
    const sc = deal();
    (sc.position as Record<string, unknown>).rooms = 1;
    sc.expect = { result: 'victory' };
    delete sc.draws;
    const failures = await run('never-dealt', sc);
    expect(failures).toEqual([expect.stringMatching(/orders given but never dealt: room-deck \(1 order\), pile \(1 order\)/)]);
  });

  it('makes the deal the same whatever the seed, when without it seeds 1 and 2 deal different rooms', async () => {
    const laid: string[] = [];
    for (const seed of [1, 2]) {
      const sc = deal();
      sc.seed = seed;
      delete sc.order;
      const failures = await run(`no-order-${seed}`, sc);
      const got = failures.find((f) => f.includes('the cards lying in the room'));
      expect(got).toBeDefined();
      laid.push(got!.replace(/^.*got /, ''));
    }
    expect(laid[0]).not.toEqual(laid[1]);
    for (const f of ['room-deal-order.yaml', 'room-deal-order-seed-2.yaml']) {
      const [report] = await runScenarioFiles([path.join(scenarios, f)], root);
      expect(report.failures).toEqual([]);
    }
  });

  it("leaves a random room as the seed deals it when the order is another pile's", () => {
    for (let seed = 1; seed <= 200; seed++) {
      const a = { rng: seedRng(seed), chars: [] } as unknown as CardstleState;
      const b = { rng: seedRng(seed), chars: [], forcedOrders: forcedOrdersOf({ pile: ['Rk'] }) } as unknown as CardstleState;
      expect(randomRoom(cat, b, 1)).toEqual(randomRoom(cat, a, 1));
      expect(b.rng).toEqual(a.rng);
    }
  });
});

describe('a log recorded before several characters could talk together', () => {
  it('replays to the final hash it recorded', () => {
    // Recorded by the engine as it was before this change: seed 2, heuristic players, a game
    // master who talks with every enemy; two characters talked with the same enemy.
    const log = JSON.parse(readFileSync(path.join(fixtures, 'cardstle-logs', 'two-talk-one-enemy.log.json'), 'utf8')) as GameLog<CardstleAction>;
    const replayed = replayLog(cardstleGame, cat, log);
    expect(replayed.state.room.cells.some((c) => c.foe && c.foe.talkers.length)).toBe(true);
    expect(finalHashOf(cardstleGame, cat, replayed.state)).toBe(log.finalHash);
  });

});

