/**
 * The Cardstle pack's code: what data cannot say. Its card and data types are data (types.yaml,
 * beside this file); the room deck's meaning is read from the tables (tables.ts).
 */
import type { PackDef } from '../../core/pack-types.js';

export const pack: PackDef = {
  id: 'cardstle',
  rules: [],
  // Loaded on demand: checking and rendering do not need the engine.
  engine: async () => (await import('./pack-engine.js')).cardstleEngine,
};
