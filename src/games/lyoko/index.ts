/**
 * The Code Lyoko pack's code: what data cannot say. Its card types are data (types.yaml, beside
 * this file); its card language, rules, deck checks and engine come with issue 15's steps.
 */
import type { PackDef } from '../../core/pack-types.js';

export const pack: PackDef = {
  id: 'lyoko',
  rules: [],
};
