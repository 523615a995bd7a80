/**
 * The pyramid's `order: { chests }`: the map's values dealt as a game's setup deals them, the
 * values named first on the chests in the order of their cells (chest-values-order.yaml and its
 * seed-2 copy show it); what a scenario may not write, refused at its line; the setup's deal,
 * without an order, the seeded shuffle it always was.
 */
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { forcedOrdersOf } from '../src/engine/forced-order.js';
import { seedRng, shuffle } from '../src/engine/rng.js';
import { dealChests } from '../src/games/pyramide/engine/setup.js';
import { runScenarioFiles } from '../src/pipeline/scenario.js';
import { root, tempDir } from './helpers.js';

const SOKAR = [1, 1, 2, 2, 3, 4, 5];

async function run(lines: string[]): Promise<string[]> {
  const file = path.join(tempDir('pyramide-order-'), 'order.yaml');
  writeFileSync(file, ['game: pyramide', 'name: order', ...lines, 'steps: []', 'expect: {}'].join('\n'));
  const [report] = await runScenarioFiles([file], root);
  return report.failures.map((d) => `${d.line} ${d.rule} ${d.message}`);
}

describe("the chests' deal", () => {
  it('is, without an order, the seeded shuffle of the map\'s values (a game from a seed is the one it was)', () => {
    for (let seed = 1; seed <= 50; seed++) expect(dealChests({ rng: seedRng(seed) }, SOKAR)).toEqual(shuffle(seedRng(seed), [...SOKAR]));
  });

  it('puts the values an order names on the first chests, the rest shuffled, every value dealt once', () => {
    const dealt = dealChests({ rng: seedRng(3), forcedOrders: forcedOrdersOf({ chests: ['5', '4'] }) }, SOKAR);
    expect(dealt.slice(0, 2)).toEqual([5, 4]);
    expect([...dealt].sort()).toEqual(SOKAR);
  });

  it('would not put 5 on the first chest for both seeds 1 and 2 without the order (the two scenarios mean something)', () => {
    expect([1, 2].map((seed) => dealChests({ rng: seedRng(seed) }, SOKAR)[0]).every((v) => v === 5)).toBe(false);
  });
});

describe('order: { chests } in a scenario', () => {
  it('passes on the map with the values given as numbers or as strings', async () => {
    const at = ['position:', '  adventurers: [{ id: lucas, at: C1 }]'];
    expect(await run([...at, 'order: { chests: [5, "4"] }'])).toEqual([]);
  });

  it('refuses a value the map does not deal, or deals fewer times, at order.chests', async () => {
    const at = ['position:', '  adventurers: [{ id: lucas, at: C1 }]'];
    expect(await run([...at, 'order: { chests: [9] }'])).toEqual(['5 scenario/order the order of "chests" names "9", which is not in that pile when it is shuffled; it holds: 1, 2, 3, 4, 5']);
    expect(await run([...at, 'order: { chests: [5, 5] }'])).toEqual(['5 scenario/order the order of "chests" names "5" more times than the pile holds it (1)']);
  });

  it('refuses the values given both by position.values and by the order', async () => {
    const failures = await run(['position:', '  values: [1, 1, 2, 2, 3, 4, 5]', '  adventurers: [{ id: lucas, at: C1 }]', 'order: { chests: [5] }']);
    expect(failures).toEqual([expect.stringMatching(/^6 scenario\/order `position.values` already gives every chest its value/)]);
  });

  it("refuses an order on a scenario's own grid, which deals no values", async () => {
    const failures = await run(['position:', '  grid: |', '    c/..', '  adventurers: [{ id: lucas, at: D1 }]', 'order: { chests: [5] }']);
    expect(failures).toEqual([expect.stringMatching(/^7 scenario\/order a scenario's own grid deals no values/)]);
  });

  it('refuses a pile the pyramid does not shuffle', async () => {
    const failures = await run(['position:', '  adventurers: [{ id: lucas, at: C1 }]', 'order: { actions: [a] }']);
    expect(failures.length).toBe(1);
    expect(failures[0]).toMatch(/^5 scenario\/schema/);
  });
});
