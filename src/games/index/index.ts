/**
 * The INDEX pack's code: what INDEX changes from CODEX, reusing CODEX's where the books agree.
 * Its card types are data (types.yaml, beside this file); its card language and engine will come
 * here, as CODEX's did.
 */
import type { PackDef } from '../../core/pack-types.js';
import { describeIndexCard } from './describe.js';
import { ennemiActives } from './rules/ennemi-actives.js';
import { indexExampleFiles } from './rules/example-files.js';

export const pack: PackDef = {
  id: 'index',
  rules: [ennemiActives],
  exampleFiles: () => indexExampleFiles(),
  describe: describeIndexCard,
};
