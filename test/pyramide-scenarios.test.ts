/**
 * The Sokar pyramid's rules, one scenario each (src/games/pyramide/scenarios/): moves and cards,
 * combats and their pushback chains, chests, each adventurer's passive and special, the god's walls,
 * summons, minions and levels, the turn order and the end.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { formatText } from '../src/core/diagnostics.js';
import { loadPackFromDir, type LoadedPack } from '../src/core/pack.js';
import { loadYamlSource } from '../src/core/yaml-source.js';
import { runPyramideScenario } from '../src/games/pyramide/engine/scenario.js';
import { root } from './helpers.js';

const dir = path.join(root, 'src', 'games', 'pyramide', 'scenarios');
const files = readdirSync(dir).filter((f) => f.endsWith('.yaml')).sort();
let pack: LoadedPack;
beforeAll(async () => {
  pack = await loadPackFromDir(path.join(root, 'cards', 'pyramide'), 'cards/pyramide');
});

describe('Sokar pyramid scenarios', () => {
  it('cover the rules, at least 40 of them', () => expect(files.length).toBeGreaterThanOrEqual(40));
  for (const f of files) {
    it(f, () => {
      const src = loadYamlSource(`src/games/pyramide/scenarios/${f}`, readFileSync(path.join(dir, f), 'utf8'));
      const outcome = runPyramideScenario(pack, src);
      expect(formatText(outcome.failures)).toBe('');
    });
  }
});
