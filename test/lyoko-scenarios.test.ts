/**
 * Code Lyoko's rules, one scenario each (src/games/lyoko/scenarios/): the coups, obstacles,
 * confrontations and surprises, the stand-up, unique cards, the VP floor, the tower and the return
 * to the past, extras and équipements, triggered and permanent abilities.
 */
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { runScenarioFiles } from '../src/pipeline/scenario.js';
import { root } from './helpers.js';

const dir = path.join(root, 'src', 'games', 'lyoko', 'scenarios');
const files = readdirSync(dir).filter((f) => f.endsWith('.yaml')).sort();

// Each file played as `deckwright scenario` plays it: the game from its `game:`, the failures located.
describe('Code Lyoko scenarios', () => {
  it('cover the rules, at least 40 of them', () => expect(files.length).toBeGreaterThanOrEqual(40));
  for (const f of files) {
    it(f, async () => {
      const [report] = await runScenarioFiles([path.join(dir, f)], root);
      expect(report.failures.map((d) => `${d.line}:${d.column} ${d.rule} ${d.message}`)).toEqual([]);
    });
  }
});
