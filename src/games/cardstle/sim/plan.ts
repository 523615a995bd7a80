/**
 * A run of Cardstle's games asked for (`sim`'s request, or one variant of a sweep's), checked: the
 * bot is one of the game's, one party size a run. And how a sweep plays those games for the
 * balance figures (engine/balance/plan.ts): the games of `sim`.
 */
import type { LoadedPack } from '../../../core/pack.js';
import type { RecordRequest } from '../../../core/pack-types.js';
import { portableModule, type RecordSetup } from '../../../engine/balance/plan.js';
import { BOTS } from '../engine/bots.js';
import { buildCatalogue, type Catalogue } from '../engine/catalogue.js';
import { cardstleCards } from './record.js';
import { translator } from '../../../i18n/translate.js';
import { defaultOptions, type CardstleSimOptions } from './run.js';

export function cardstleSimOptions(cat: Catalogue, req: Omit<RecordRequest, 'decks'>, games: number): CardstleSimOptions {
  if (!BOTS.includes(req.bot)) throw new Error(`no bot "${req.bot}"; the bots: ${BOTS.join(', ')}`);
  if (req.players && req.players.length > 1) throw new Error('--players: Cardstle plays one party a run; give one count (its first k characters)');
  return defaultOptions(cat, { games, seed: req.seed, bot: req.bot, players: req.players?.[0] ?? null });
}

/** The party is the one side (record.ts). */
export function cardstleRecordSetup(pack: LoadedPack, req: RecordRequest): RecordSetup {
  const cat = buildCatalogue(pack);
  const opts = cardstleSimOptions(cat, req, 0);
  return {
    module: portableModule(new URL('./run.js', import.meta.url)),
    exportName: 'playRecords',
    data: { cat, opts },
    cards: cardstleCards(pack, cat),
    sides: [translator(pack.manifest?.language ?? 'en')('balance.side.party')],
    competitive: false,
    unit: 'rounds',
  };
}
