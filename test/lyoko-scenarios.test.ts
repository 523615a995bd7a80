/**
 * Code Lyoko's rules, one scenario each (src/games/lyoko/scenarios/): the coups, obstacles,
 * confrontations and surprises, the stand-up, unique cards, the VP floor, the tower and the return
 * to the past, extras and équipements, triggered and permanent abilities.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { formatText } from '../src/core/diagnostics.js';
import { loadPackFromDir, type LoadedPack } from '../src/core/pack.js';
import { loadYamlSource } from '../src/core/yaml-source.js';
import { runLyokoScenario } from '../src/games/lyoko/engine/scenario.js';
import { root } from './helpers.js';

const dir = path.join(root, 'src', 'games', 'lyoko', 'scenarios');
const files = readdirSync(dir).filter((f) => f.endsWith('.yaml')).sort();
let pack: LoadedPack;
beforeAll(async () => {
  pack = await loadPackFromDir(path.join(root, 'cards', 'lyoko'), 'cards/lyoko');
});

describe('Code Lyoko scenarios', () => {
  it('cover the rules, at least 40 of them', () => expect(files.length).toBeGreaterThanOrEqual(40));
  for (const f of files) {
    it(f, () => {
      const src = loadYamlSource(`src/games/lyoko/scenarios/${f}`, readFileSync(path.join(dir, f), 'utf8'));
      const outcome = runLyokoScenario(pack, src);
      expect(formatText(outcome.failures)).toBe('');
    });
  }
});
