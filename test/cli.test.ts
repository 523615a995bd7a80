/** The command line as a user runs it, `check`: exit codes, output formats, and no stack trace for bad input. */
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { BROKEN_SETS, copyPack, deadPid, fixtures, outputWithoutTypography, tempDir, withoutTypography } from './helpers.js';
import { brokenProject, noStack, run, runHere } from './cli-helpers.js';

describe('deckwright check', () => {
  it('exits 0 on the shipped CODEX pack', () => {
    const r = run(['check', 'codex']);
    expect(r.code).toBe(0);
    expect(r.stdout).toBe('');
    expect(r.stderr).toContain('0 errors');
  });

  it('prints compiler-style lines and exits 1 on errors', () => {
    const r = run(['check', 'mini'], brokenProject('reference-starting-item'));
    expect(r.code).toBe(1);
    expect(outputWithoutTypography(r.stdout)).toBe(
      'cards/mini/personnages.yaml:7:19 error core/reference startingItem refers to "dague-noir", but no objet card has that id; did you mean "dague-noire"?',
    );
  });

  it('prints the JSON contract with --format json', async () => {
    const r = await runHere(['check', '--format', 'json', 'mini'], brokenProject('schema-misspelt-key'));
    expect(r.code).toBe(1);
    const list = withoutTypography(JSON.parse(r.stdout) as { rule: string }[]);
    expect(list[1]).toEqual({
      file: 'cards/mini/creatures.yaml',
      line: 7,
      column: 5,
      endLine: 7,
      endColumn: 20,
      severity: 'error',
      rule: 'core/schema',
      message: expect.stringContaining("did you mean 'riposteDistance'?"),
      card: 'bagarreur-de-la-crique',
    });
  });

  it('takes a path to a pack folder too', async () => {
    const cwd = brokenProject('yaml-tab-indent');
    const r = await runHere(['check', path.join(cwd, 'cards', 'mini')], tempDir());
    expect(r.code).toBe(1);
    expect(r.stdout).toMatch(/creatures-speciales\.yaml:5:1 error core\/yaml-syntax Tabs are not allowed/);
    noStack(r.stdout + r.stderr);
  });

  it('exits 2 without a stack trace when it cannot run', async () => {
    const unknown = run(['check', 'nosuchgame']);
    expect(unknown.code).toBe(2);
    expect(unknown.stderr).toContain("unknown game 'nosuchgame'");
    expect(unknown.stderr).toContain('games here: cardstle, codex');
    noStack(unknown.stderr);
    const badFormat = await runHere(['check', '--format', 'xml', 'codex']);
    expect(badFormat.code).toBe(2);
    expect(badFormat.stderr).toContain("--format must be one of text, json, sarif, got 'xml'");
  });

  it('--format sarif gives a SARIF 2.1.0 log with the same locations as the text format', async () => {
    const cwd = brokenProject('reference-summoned-creature');
    const text = await runHere(['check', 'mini'], cwd);
    const r = await runHere(['check', 'mini', '--format', 'sarif'], cwd);
    expect(r.code).toBe(1);
    const log = JSON.parse(r.stdout);
    expect(log.version).toBe('2.1.0');
    const driver = log.runs[0].tool.driver;
    expect(driver.name).toBe('deckwright');
    expect(driver.rules.map((x: { id: string }) => x.id)).toContain('codex/text-parse');
    const results = log.runs[0].results.map((x: { ruleId: string; level: string; locations: { physicalLocation: { artifactLocation: { uri: string }; region: { startLine: number; startColumn: number } } }[] }) => {
      const p = x.locations[0].physicalLocation;
      return `${p.artifactLocation.uri}:${p.region.startLine}:${p.region.startColumn} ${x.level} ${x.ruleId}`;
    });
    expect(results).toEqual(text.stdout.trim().split('\n').map((l) => l.split(' ').slice(0, 3).join(' ')));
  });

  it('--fix repairs typography and canonical form in place, keeps comments, and says what it changed', async () => {
    const { cwd, dir } = copyPack(path.join(fixtures, 'mini-codex'), 'mini');
    // The mini pack was written with the keyboard's apostrophes: set it in French typography first.
    expect((await runHere(['check', 'mini', '--fix'], cwd)).code).toBe(0);
    const file = path.join(dir, 'creatures.yaml');
    const original = readFileSync(file, 'utf8');
    const broken = `# a comment that stays\n${original
      .replace('J’inflige 3\u00a0dégâts à un joueur dans ma zone.', "j'inflige 3 dégâts à un joueur dans ma zone.")
      .replace('puis je déplace', 'puis  je déplace')}`;
    writeFileSync(file, broken);
    // What a --fix killed in the middle of writing left behind.
    const stale = path.join(dir, `creatures.yaml.tmp-${deadPid()}-0`);
    writeFileSync(stale, 'half a file');
    const before = await runHere(['check', 'mini'], cwd);
    expect(before.code).toBe(0); // warnings only
    expect(before.stdout).toContain('warning core/typography');
    expect(before.stdout).toContain('warning codex/canonical-text');
    const r = await runHere(['check', 'mini', '--fix'], cwd);
    expect(r.code).toBe(0);
    expect(r.stderr).toMatch(/creatures\.yaml:\d+:\d+ fixed core\/typography/);
    expect(r.stderr).toMatch(/mini: \d+ problems fixed in 1 file/);
    expect(r.stdout).toBe('');
    expect(readFileSync(file, 'utf8')).toBe(`# a comment that stays\n${original}`);
    expect(existsSync(stale)).toBe(false);
    noStack(r.stderr);
  });

  // One test a fixture, so the run shows its progress case by case. The CLI runs in this process
  // (the tests above run it as processes of their own): a process each would be most of the time.
  describe('never crashes on a broken fixture', () => {
    for (const set of BROKEN_SETS) for (const name of readdirSync(path.join(fixtures, set.dir)).sort()) {
      it(`${set.dir}/${name}`, async () => {
        const r = await runHere(['check', 'mini'], brokenProject(name, set));
        // Exit 1 on errors; a case that shows a warning-only rule exits 0.
        const expected = JSON.parse(readFileSync(path.join(fixtures, set.dir, name, 'expected.json'), 'utf8')) as { rule: string }[];
        expect(r.stdout, name).toContain(expected[0].rule);
        expect(r.code, name).toBe(/:\d+:\d+ error /.test(r.stdout) ? 1 : 0);
        noStack(r.stdout + r.stderr);
      });
    }
  });
});
