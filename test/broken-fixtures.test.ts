/**
 * Every error path of loading and checking has a broken fixture: the mini CODEX pack with one file
 * broken (test/fixtures/broken/), the mini INDEX pack (test/fixtures/broken-index/) or the mini
 * Code Lyoko pack (test/fixtures/broken-lyoko/) or the mini Sokar pyramid pack
 * (test/fixtures/broken-pyramide/, its maps' error paths among them) or the mini Cardstle pack
 * (test/fixtures/broken-cardstle/, its party and tables error paths), and the
 * exact diagnostics expected (file, line, column, rule).
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkLoadedPack } from '../src/pipeline/check.js';
import { BROKEN_SETS, fixtures, loadBrokenCase } from './helpers.js';

const cases = BROKEN_SETS.flatMap((set) => readdirSync(path.join(fixtures, set.dir)).sort().map((name) => ({ set, name })));
const expectedOf = (c: (typeof cases)[number]) => JSON.parse(readFileSync(path.join(fixtures, c.set.dir, c.name, 'expected.json'), 'utf8')) as { rule: string }[];

describe('broken YAML fixtures', () => {
  it('cover every rule of this stage', () => {
    const rules = new Set<string>();
    for (const c of cases) for (const e of expectedOf(c)) rules.add(e.rule);
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
        'index/ennemi-actives',
        'index/canonical-text',
        'index/impossible-condition',
        'index/item-counts',
        'index/keywords',
        'index/perspective',
        'index/text-parse',
        'index/text-references',
        'index/typography',
        'index/values',
        'lyoko/character-mode',
        'lyoko/effect-kinds',
        'lyoko/hero-sides',
        'lyoko/stats',
        'lyoko/text-context',
        'lyoko/text-parse',
        'pyramide/ability',
        'pyramide/action-decks',
        'pyramide/map-chests',
        'pyramide/map-grid',
        'pyramide/map-letters',
        'pyramide/map-reach',
        'pyramide/map-values',
        'pyramide/thresholds',
        'cardstle/credits',
        'cardstle/fetiche',
        'cardstle/objects',
        'cardstle/rooms',
        'cardstle/stats',
        'cardstle/tables',
        'cardstle/treasures',
        'core/template',
        'core/fonts',
        'core/limits',
        'render/missing-glyph',
        'render/text-fit',
      ].sort(),
    );
  });

  for (const c of cases) {
    it(`${c.set.dir}/${c.name}`, async () => {
      const expected = expectedOf(c);
      const pack = await loadBrokenCase(c.name, c.set);
      const got = (await checkLoadedPack(pack)).map((d) => ({ file: d.file, line: d.line, column: d.column, rule: d.rule }));
      expect(got).toEqual(expected);
      expect(expected.length).toBeGreaterThan(0);
    });
  }

  for (const set of BROKEN_SETS) {
    it(`the mini pack ${set.dir}/ breaks (${set.base}) is itself clean`, async () => {
      const pack = await loadBrokenCase('..' + path.sep + set.base, set);
      expect(await checkLoadedPack(pack)).toEqual([]);
    });
  }
});
