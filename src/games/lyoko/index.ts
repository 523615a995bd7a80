/**
 * The Code Lyoko pack's code: what data cannot say. Its card types are data (types.yaml, beside
 * this file); its card language (text/), the checker's rules (rules/), its deck lists' rules (deck/).
 */
import type { PackDef } from '../../core/pack-types.js';
import { lyokoCharacterMode } from './rules/character-mode.js';
import { lyokoEffectKinds } from './rules/effect-kinds.js';
import { lyokoExampleFiles } from './rules/example-files.js';
import { lyokoStats } from './rules/stats.js';
import { lyokoHeroSides } from './rules/hero-sides.js';
import { lyokoTextContext } from './rules/text-context.js';
import { lyokoTextParse } from './rules/text-parse.js';
import { lyokoDecks } from './deck/capability.js';

export const pack: PackDef = {
  id: 'lyoko',
  rules: [lyokoTextParse, lyokoEffectKinds, lyokoTextContext, lyokoStats, lyokoHeroSides, lyokoCharacterMode],
  exampleFiles: () => lyokoExampleFiles(),
  decks: lyokoDecks,
  // Loaded on demand: checking and rendering do not need the engine.
  engine: async () => (await import('./pack-engine.js')).lyokoEngine,
};
