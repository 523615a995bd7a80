/**
 * The CODEX rule scenarios (src/games/codex/scenarios/) all pass, and the runner really fails a
 * scenario whose expectation is wrong, whose step meets a choice it did not answer, or whose file
 * is malformed, each located in the scenario file.
 */
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { runScenarioFiles } from '../src/pipeline/scenario.js';
import { root, tempDir } from './helpers.js';

const dir = path.join(root, 'src', 'games', 'codex', 'scenarios');
const files = readdirSync(dir).filter((f) => f.endsWith('.yaml')).sort();

describe('CODEX scenarios', () => {
  it('has scenarios', () => expect(files.length).toBeGreaterThanOrEqual(40));
  for (const f of files) {
    it(f, async () => {
      const [report] = await runScenarioFiles([path.join(dir, f)], root);
      expect(report.failures.map((d) => `${d.line}:${d.column} ${d.message}`)).toEqual([]);
    });
  }
});

describe('the scenario runner', () => {
  const variant = (name: string, edit: (text: string) => string) => {
    const file = path.join(tempDir(), name);
    writeFileSync(file, edit(readFileSync(path.join(dir, name), 'utf8')));
    return file;
  };

  it('fails a wrong expectation, at its line', async () => {
    const file = variant('tacle-pay-pv.yaml', (t) => t.replace('pa: 2, pv: 5', 'pa: 2, pv: 6'));
    const [r] = await runScenarioFiles([file], root);
    expect(r.failures).toHaveLength(1);
    expect(r.failures[0]).toMatchObject({ line: 16, rule: 'scenario/expect' });
    expect(r.failures[0].message).toContain("curieux's PV: expected 6, got 5");
  });

  it('fails a step that meets a choice it does not answer', async () => {
    const file = variant('first-condition.yaml', (t) => t.replace('    answers: [reveur]\n', ''));
    const [r] = await runScenarioFiles([file], root);
    expect(r.failures[0].message).toMatch(/unexpected choice .*target-player: curieux, reveur/);
  });

  it('fails an action the rules refuse, with its code', async () => {
    const file = variant('three-pa.yaml', (t) => t.replace(/expect:\n  error: not-enough-pa\n/, 'expect:\n'));
    const [r] = await runScenarioFiles([file], root);
    expect(r.failures[0].message).toContain('the engine refused this step: not-enough-pa');
  });

  it('fails a step that rolls a die the scenario does not give, at that step, instead of rolling the generator', async () => {
    const none = variant('attack-hit.yaml', (t) => t.replace('dice: [5]\n', ''));
    const short = variant('attack-hit.yaml', (t) => t.replace(/steps:\n(.*)\n/, 'steps:\n$1\n$1\n'));
    const [a, b] = await runScenarioFiles([none, short], root);
    expect(a.failures).toHaveLength(1);
    expect(a.failures[0]).toMatchObject({ line: 13, rule: 'scenario/dice' });
    expect(a.failures[0].message).toBe('this step rolls a die, but the scenario gives no `dice:`; a scenario says every die it rolls: add one (1 to 6) to `dice:`');
    expect(b.failures).toHaveLength(1);
    expect(b.failures[0]).toMatchObject({ line: 15, rule: 'scenario/dice' });
    expect(b.failures[0].message).toBe('this step rolls a die, but the 1 die given in `dice:` is used up; a scenario says every die it rolls: add one more (1 to 6) to `dice:`');
  });

  it('reports a malformed scenario and an unknown card where they are written', async () => {
    const bad = variant('attack-hit.yaml', (t) => t.replace('steps:', 'stepz:'));
    const unknown = variant('attack-hit.yaml', (t) => t.replace('card: docker-possede', 'card: docker-possedee'));
    const [a, b] = await runScenarioFiles([bad, unknown], root);
    expect(a.failures[0].rule).toBe('scenario/schema');
    expect(b.failures[0]).toMatchObject({ line: 10, rule: 'scenario/setup' });
    expect(b.failures[0].message).toContain('unknown creature "docker-possedee"');
  });
});
