/**
 * Cardstle's rules, one scenario each (src/games/cardstle/scenarios/): moves, each card's role,
 * traps, chests, treasures, fights (initiative, flight, two attacks, criticals, stun, combined
 * attacks, death, the killer's card), the goal artefact, dialogues, crafting, the spells, and
 * both versions of the tests (the fétiche card, the lucky d12).
 */
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { runScenarioFiles } from '../src/pipeline/scenario.js';
import { root } from './helpers.js';

const dir = path.join(root, 'src', 'games', 'cardstle', 'scenarios');
const files = readdirSync(dir).filter((f) => f.endsWith('.yaml')).sort();

// Each file played as `deckwright scenario` plays it: the game from its `game:`, the failures located.
describe('Cardstle scenarios', () => {
  it('cover the rules, at least 30 of them', () => expect(files.length).toBeGreaterThanOrEqual(30));
  for (const f of files) {
    it(f, async () => {
      const [report] = await runScenarioFiles([path.join(dir, f)], root);
      expect(report.failures.map((d) => `${d.line}:${d.column} ${d.rule} ${d.message}`)).toEqual([]);
    });
  }
});
