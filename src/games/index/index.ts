/**
 * The INDEX pack's code: what INDEX changes from CODEX, reusing CODEX's where the books agree.
 * Its card types are data (types.yaml, beside this file); its engine is CODEX's rules played as an
 * edition (engine/edition.ts).
 */
import type { PackDef } from '../../core/pack-types.js';
import { describeIndexCard } from './describe.js';
import { ennemiActives } from './rules/ennemi-actives.js';
import { indexCanonicalText } from './rules/canonical-text.js';
import { indexImpossibleCondition } from './rules/impossible-condition.js';
import { indexItemCounts } from './rules/item-counts.js';
import { indexKeywords } from './rules/keywords.js';
import { indexPerspective } from './rules/perspective.js';
import { indexTextParse } from './rules/text-parse.js';
import { indexTextReferences } from './rules/text-references.js';
import { indexTypography } from './rules/typography.js';
import { indexValues } from './rules/values.js';
import { indexExampleFiles } from './rules/example-files.js';

export const pack: PackDef = {
  id: 'index',
  rules: [ennemiActives, indexTextParse, indexKeywords, indexTextReferences, indexPerspective, indexValues, indexImpossibleCondition, indexItemCounts, indexCanonicalText, indexTypography],
  exampleFiles: () => indexExampleFiles(),
  describe: describeIndexCard,
  // Loaded on demand: checking and rendering do not need the engine.
  engine: async () => (await import('./pack-engine.js')).indexEngine,
};
