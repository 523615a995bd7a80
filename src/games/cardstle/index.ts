/**
 * The Cardstle pack's code: what data cannot say. Its card and data types are data (types.yaml,
 * beside this file); the room deck's meaning is read from the tables (tables.ts).
 */
import type { PackDef } from '../../core/pack-types.js';
import { describeCardstleCard } from './describe.js';
import { sheets } from './sheet/index.js';
import { cardstleCredits } from './rules/credits.js';
import { cardstleExampleFiles } from './rules/example-files.js';
import { cardstleFetiche } from './rules/fetiche.js';
import { cardstleObjects } from './rules/objects.js';
import { cardstleRooms } from './rules/rooms.js';
import { cardstleStats } from './rules/stats.js';
import { cardstleTables } from './rules/tables.js';
import { cardstleTreasures } from './rules/treasures.js';

export const pack: PackDef = {
  id: 'cardstle',
  rules: [cardstleTables, cardstleStats, cardstleCredits, cardstleFetiche, cardstleObjects, cardstleTreasures, cardstleRooms],
  exampleFiles: () => cardstleExampleFiles(),
  // The room deck's tooltips in Tabletop Simulator: what the card is in a room and as a treasure.
  describe: describeCardstleCard,
  // The character sheet (a fillable form, and filled from a party file) and the reference sheet.
  sheets,
  // Loaded on demand: checking and rendering do not need the engine.
  engine: async () => (await import('./pack-engine.js')).cardstleEngine,
};
