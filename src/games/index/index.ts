/**
 * The INDEX pack's code: none yet beyond its id. Its card types are data (types.yaml, beside this
 * file); a card language, rules of its own and an engine will come here, as CODEX's did.
 */
import type { PackDef } from '../../core/pack-types.js';

export const pack: PackDef = {
  id: 'index',
  rules: [],
};
