/**
 * The shipped games' templates are no longer compiled by deckwright's own build (they are
 * transpiled when drawn): `check --types` keeps them type-correct against their card types.
 */
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadPackFromDir } from '../src/core/pack.js';
import { checkTemplateTypes } from '../src/pipeline/check-types.js';
import { fixtures, root } from './helpers.js';

describe('check --types', () => {
  it("finds no type error in the templates of deckwright's games and of its example packs", async () => {
    for (const dir of ['codex', 'index', 'cardstle', 'pyramide', 'lyoko'].map((g) => path.join(root, 'cards', g)).concat([path.join(fixtures, 'formats-pack'), path.join(fixtures, 'kit-examples')])) {
      const pack = await loadPackFromDir(dir, path.relative(root, dir));
      expect(pack.templates?.files.size, dir).toBeGreaterThan(0);
      expect(await checkTemplateTypes(pack), dir).toEqual([]);
    }
  }, 120_000);
});
