/**
 * The Sokar pyramid pack's code: what data cannot say. Its card and data types are data
 * (types.yaml, beside this file); its maps are data files read by map/; the checker's rules (rules/);
 * its Tabletop Simulator table (tts-table.ts).
 */
import type { PackDef } from '../../core/pack-types.js';
import { pyramideAbility } from './rules/ability.js';
import { pyramideActionDecks } from './rules/action-decks.js';
import { pyramideExampleFiles } from './rules/example-files.js';
import { pyramideMapChests } from './rules/map-chests.js';
import { pyramideMapGrid } from './rules/map-grid.js';
import { pyramideMapLetters } from './rules/map-letters.js';
import { pyramideMapReach } from './rules/map-reach.js';
import { pyramideMapValues } from './rules/map-values.js';
import { pyramideThresholds } from './rules/thresholds.js';
import { pyramideTable } from './tts-table.js';

export const pack: PackDef = {
  id: 'pyramide',
  rules: [pyramideMapGrid, pyramideMapChests, pyramideMapReach, pyramideMapValues, pyramideMapLetters, pyramideAbility, pyramideThresholds, pyramideActionDecks],
  exampleFiles: () => pyramideExampleFiles(),
  // Loaded on demand: checking and rendering do not need the engine.
  engine: async () => (await import('./pack-engine.js')).pyramideEngine,
  // The Tabletop Simulator table: seats, hands, and the chests' tiles on the board.
  table: pyramideTable,
};
