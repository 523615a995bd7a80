/** The CODEX pack's code: the rules that are CODEX's own, its tooltips and its engine (its card types are data: types.yaml). */
import type { PackDef } from '../../core/pack-types.js';
import { creatureActives } from './rules/creature-actives.js';
import { secretContent } from './rules/secret-content.js';
import { gardenValues } from './rules/garden-values.js';
import { describeCodexCard } from './describe.js';
import { codexExampleFiles } from './rules/example-files.js';
import { textParse } from './rules/text-parse.js';
import { canonicalText } from './rules/canonical-text.js';
import { typography } from './rules/typography.js';
import { keywords } from './rules/keywords.js';
import { perspective } from './rules/perspective.js';
import { textReferences } from './rules/text-references.js';
import { values } from './rules/values.js';
import { impossibleCondition } from './rules/impossible-condition.js';

export const pack: PackDef = {
  id: 'codex',
  rules: [
    creatureActives,
    secretContent,
    gardenValues,
    textParse,
    keywords,
    perspective,
    textReferences,
    values,
    impossibleCondition,
    canonicalText,
    typography,
  ],
  describe: describeCodexCard,
  exampleFiles: () => codexExampleFiles(),
  // Loaded on demand: checking and rendering do not need the engine.
  engine: async () => (await import('./pack-engine.js')).codexEngine,
};
