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

  it('fails forced dice that no step rolls, at `dice:`', async () => {
    const file = variant('attack-hit.yaml', (t) => t.replace('dice: [5]', 'dice: [5, 2]'));
    const [r] = await runScenarioFiles([file], root);
    expect(r.failures).toHaveLength(1);
    expect(r.failures[0]).toMatchObject({ line: 12, rule: 'scenario/expect' });
    expect(r.failures[0].message).toBe('1 forced die was never rolled (2): a scenario gives exactly the dice its steps roll');
  });

  it('refuses a step other than the last and goes on from the same state (refused:)', async () => {
    const file = variant('three-pa.yaml', (t) =>
      t
        .replace('  - do: { type: move, to: ruelle }\n', '  - do: { type: attack, item: harpon, target: docker-possede }\n    refused: not-in-range\n  - do: { type: move, to: ruelle }\n')
        .replace(/expect:\n  error: not-enough-pa\n/, 'expect:\n'),
    );
    const [r] = await runScenarioFiles([file], root);
    // The attack is refused (no such item held: the code says why), the three moves are played, the fourth refused.
    expect(r.failures.map((f) => f.message)).toEqual([expect.stringMatching(/^refused with [a-z-]+ \(.*\), not not-in-range$/), expect.stringContaining('the engine refused this step: not-enough-pa')]);
    const ok = variant('three-pa.yaml', (t) => t.replace('  - do: { type: move, to: fin-de-chapitre }\n', '  - do: { type: move, to: fin-de-chapitre }\n    refused: not-enough-pa\n').replace(/expect:\n  error: not-enough-pa\n/, 'expect:\n'));
    expect((await runScenarioFiles([ok], root))[0].failures).toEqual([]);
    const played = variant('three-pa.yaml', (t) => t.replace('  - do: { type: move, to: ruelle }\n', '  - do: { type: move, to: ruelle }\n    refused: not-enough-pa\n'));
    const [p] = await runScenarioFiles([played], root);
    expect(p.failures[0].message).toBe('the engine played this step; it was to be refused with not-enough-pa');
  });

  it('checks the state between steps (expect: on a step), at that step', async () => {
    const file = variant('three-pa.yaml', (t) =>
      t.replace('  - do: { type: move, to: place }\n', '  - do: { type: move, to: place }\n    expect:\n      players:\n        curieux: { zone: place, pa: 2 }\n'),
    );
    const [r] = await runScenarioFiles([file], root);
    expect(r.failures).toHaveLength(1);
    expect(r.failures[0]).toMatchObject({ line: 15, column: 37, rule: 'scenario/expect' });
    expect(r.failures[0].message).toBe("curieux's PA: expected 2, got 1");
  });

  it('checks events that must not happen, and the options a choice offers', async () => {
    const none = variant('attack-hit.yaml', (t) => t.replace('  events:\n', '  notEvents:\n    - { e: kill }\n    - { e: roll, hit: true }\n  events:\n'));
    const [a] = await runScenarioFiles([none], root);
    expect(a.failures).toHaveLength(1);
    expect(a.failures[0].message).toMatch(/^an event \{"e":"roll","hit":true\} happened: \{"e":"roll"/);
    const options = variant('first-condition.yaml', (t) => t.replace("  choices: [target-player]\n", "  choices: [{ kind: target-player, options: [curieux, obstine] }]\n"));
    const [b] = await runScenarioFiles([options], root);
    expect(b.failures[0].message).toMatch(/^choices asked: expected \[\{"kind":"target-player","options":\["curieux","obstine"\]\}\], got \[\{"kind":"target-player","options":\[/);
  });

  it('starts from a real setup without `zones:`, and refuses a position given with it', async () => {
    const both = variant('real-setup.yaml', (t) => t.replace('steps:\n', 'setup:\n  players:\n    curieux: { pv: 3 }\nsteps:\n'));
    const [r] = await runScenarioFiles([both], root);
    expect(r.failures).toHaveLength(1);
    expect(r.failures[0]).toMatchObject({ rule: 'scenario/setup', line: 7 });
    expect(r.failures[0].message).toContain('a scenario without `zones:` starts from a real setup');
    const extra = variant('real-setup.yaml', (t) => t.replace('steps:\n', 'setupAnswers: [0]\nsteps:\n'));
    expect((await runScenarioFiles([extra], root))[0].failures[0].message).toBe('answers left unused by the setup: 0');
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
