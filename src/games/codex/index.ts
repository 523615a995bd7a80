/** The CODEX pack: card types and the rules that are CODEX's own. */
import type { PackDef } from '../../core/pack-types.js';
import { codexCardTypes } from './card-types.js';
import { creatureActives } from './rules/creature-actives.js';
import { secretContent } from './rules/secret-content.js';
import { gardenValues } from './rules/garden-values.js';
import { describeCodexCard } from './describe.js';

export const pack: PackDef = {
  id: 'codex',
  cardTypes: codexCardTypes,
  rules: [creatureActives, secretContent, gardenValues],
  describe: describeCodexCard,
};
