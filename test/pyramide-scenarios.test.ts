/**
 * The Sokar pyramid's rules, one scenario each (src/games/pyramide/scenarios/): moves and cards,
 * combats and their pushback chains, chests, each adventurer's passive and special, the god's walls,
 * summons, minions and levels, the turn order and the end.
 */
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { runScenarioFiles } from '../src/pipeline/scenario.js';
import { root } from './helpers.js';

const dir = path.join(root, 'src', 'games', 'pyramide', 'scenarios');
const files = readdirSync(dir).filter((f) => f.endsWith('.yaml')).sort();

// Each file played as `deckwright scenario` plays it: the game from its `game:`, the failures located.
describe('Sokar pyramid scenarios', () => {
  it('cover the rules, at least 40 of them', () => expect(files.length).toBeGreaterThanOrEqual(40));
  for (const f of files) {
    it(f, async () => {
      const [report] = await runScenarioFiles([path.join(dir, f)], root);
      expect(report.failures.map((d) => `${d.line}:${d.column} ${d.rule} ${d.message}`)).toEqual([]);
    });
  }
});
