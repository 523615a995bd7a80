/**
 * The INDEX rule scenarios (src/games/index/scenarios/): every engine rule of the book and every
 * reading of docs/rules/index.md, played by CODEX's rules as INDEX's edition, all pass.
 */
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { runScenarioFiles } from '../src/pipeline/scenario.js';
import { root } from './helpers.js';

const dir = path.join(root, 'src', 'games', 'index', 'scenarios');
const files = readdirSync(dir).filter((f) => f.endsWith('.yaml')).sort();

describe('INDEX scenarios', () => {
  it('has at least 30 scenarios', () => expect(files.length).toBeGreaterThanOrEqual(30));
  for (const f of files) {
    it(f, async () => {
      const [report] = await runScenarioFiles([path.join(dir, f)], root);
      expect(report.failures.map((d) => `${d.line}:${d.column} ${d.message}`)).toEqual([]);
    });
  }
});
