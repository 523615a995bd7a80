/**
 * A run of the pyramid's games asked for (`sim`'s request, or one variant of a sweep's), checked:
 * the bot is one of the game's, the parties fit the maps. And how a sweep plays those games for
 * the balance figures (engine/balance/plan.ts): the games of `sim`, on the first map.
 */
import type { LoadedPack } from '../../../core/pack.js';
import type { RecordRequest } from '../../../core/pack-types.js';
import { portableModule, type RecordSetup } from '../../../engine/balance/plan.js';
import { BOTS } from '../engine/bots.js';
import { buildCatalogue, type Catalogue } from '../engine/catalogue.js';
import { pyramideCards } from './record.js';
import { translator } from '../../../i18n/translate.js';
import { DEFAULT_PARTIES, type PyramideSimOptions } from './run.js';

export function pyramideSimOptions(cat: Catalogue, req: Omit<RecordRequest, 'decks'> & { maps?: string[] }, games: number): PyramideSimOptions {
  if (!(BOTS as readonly string[]).includes(req.bot)) throw new Error(`unknown bot "${req.bot}"; bots: ${BOTS.join(', ')}`);
  const most = Math.min(...Object.values(cat.maps).map((m) => m.entrances.length), Object.keys(cat.adventurers).length);
  const players = req.players ?? DEFAULT_PARTIES.filter((k) => k <= most);
  const tooMany = players.find((k) => k > most);
  if (tooMany) throw new Error(`a party of ${tooMany} adventurers does not fit: the maps have ${most} entrance(s)`);
  return { games, seed: req.seed, bot: req.bot, iterations: req.iterations, players, maps: req.maps?.length ? req.maps : [cat.defaultMap] };
}

/** Side 0 the god, whose win rate `sim` gives; side 1 the adventurers (record.ts). */
export function pyramideRecordSetup(pack: LoadedPack, req: RecordRequest): RecordSetup {
  const cat = buildCatalogue(pack);
  const opts = pyramideSimOptions(cat, req, 0);
  const t = translator(pack.manifest?.language ?? 'en');
  return {
    module: portableModule(new URL('./run.js', import.meta.url)),
    exportName: 'playRecords',
    data: { cat, opts },
    cards: pyramideCards(cat),
    sides: [t('balance.side.god'), t('balance.side.adventurers')],
    competitive: true,
    unit: 'rounds',
  };
}
