/**
 * Every error path of loading and checking has a broken fixture under test/fixtures/broken/:
 * the mini CODEX pack with one file broken, and the exact diagnostics expected (file, line,
 * column, rule).
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkLoadedPack } from '../src/pipeline/check.js';
import { fixtures, loadBrokenCase } from './helpers.js';

const cases = readdirSync(path.join(fixtures, 'broken')).sort();

describe('broken YAML fixtures', () => {
  it('cover every rule of this stage', () => {
    const rules = new Set<string>();
    for (const c of cases) {
      const expected = JSON.parse(readFileSync(path.join(fixtures, 'broken', c, 'expected.json'), 'utf8')) as { rule: string }[];
      for (const e of expected) rules.add(e.rule);
    }
    expect([...rules].sort()).toEqual(
      [
        'codex/canonical-text',
        'codex/creature-actives',
        'codex/impossible-condition',
        'codex/keywords',
        'codex/perspective',
        'codex/text-parse',
        'codex/text-references',
        'codex/typography',
        'codex/values',
        'core/manifest-count',
        'core/reference',
        'core/schema',
        'core/types',
        'core/text-markup',
        'core/unique-id',
        'core/unknown-icon',
        'core/yaml-syntax',
        'core/template',
        'core/fonts',
        'core/limits',
        'render/missing-glyph',
        'render/text-fit',
      ].sort(),
    );
  });

  for (const c of cases) {
    it(c, async () => {
      const expected = JSON.parse(readFileSync(path.join(fixtures, 'broken', c, 'expected.json'), 'utf8'));
      const pack = await loadBrokenCase(c);
      const got = (await checkLoadedPack(pack)).map((d) => ({ file: d.file, line: d.line, column: d.column, rule: d.rule }));
      expect(got).toEqual(expected);
      expect(expected.length).toBeGreaterThan(0);
    });
  }

  it('the mini pack they break is itself clean', async () => {
    const pack = await loadBrokenCase('..' + path.sep + 'mini-codex');
    expect(await checkLoadedPack(pack)).toEqual([]);
  });
});
