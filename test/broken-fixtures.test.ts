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
import { loadPackFromDir } from '../src/core/pack.js';
import { checkLoadedPack } from '../src/pipeline/check.js';
import { fixGame } from '../src/pipeline/fix.js';
import { BROKEN_SETS, copyPack, fixtures, loadBrokenCase } from './helpers.js';

/**
 * The mini packs were written before core/typography, with the keyboard's apostrophes, as an
 * earlier designer's pack is: they are kept so, and that rule's warnings are left out of every
 * case but those about typography, which list them all.
 */
const TYPOGRAPHY = 'core/typography';

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
        'core/typography',
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
      const aboutTypography = expected.some((e) => e.rule === TYPOGRAPHY);
      const pack = await loadBrokenCase(c.name, c.set);
      const got = (await checkLoadedPack(pack)).filter((d) => aboutTypography || d.rule !== TYPOGRAPHY).map((d) => ({ file: d.file, line: d.line, column: d.column, rule: d.rule }));
      expect(got).toEqual(expected);
      expect(expected.length).toBeGreaterThan(0);
    });
  }

  for (const set of BROKEN_SETS) {
    it(`the mini pack ${set.dir}/ breaks (${set.base}) is itself clean, but for the typography it was written in`, async () => {
      const pack = await loadBrokenCase('..' + path.sep + set.base, set);
      const found = await checkLoadedPack(pack);
      expect(found.filter((d) => d.rule !== TYPOGRAPHY)).toEqual([]);
      // What a pack written before core/typography gets: warnings, each with its fix.
      expect(found.every((d) => d.severity === 'warning' && d.fix)).toBe(true);
    });

    it(`check --fix sets the mini pack ${set.base} in French typography, and it is then clean`, async () => {
      const { dir } = copyPack(path.join(fixtures, set.base), set.base);
      const before = (await checkLoadedPack(await loadPackFromDir(dir, set.base))).filter((d) => d.rule === TYPOGRAPHY);
      const { fixed } = await fixGame({ name: set.base, dir, display: set.base });
      expect(fixed.length).toBe(before.length);
      expect(await checkLoadedPack(await loadPackFromDir(dir, set.base))).toEqual([]);
    }, 60_000);
  }
});
