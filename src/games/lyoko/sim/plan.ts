/**
 * A run of Code Lyoko's games asked for (`sim`'s request, or one variant of a sweep's), checked:
 * the bot is one of the game's, two decks or more play each other. And how a sweep plays those
 * games for the balance figures (engine/balance/plan.ts): the games of `sim`, a side per deck.
 */
import type { LoadedPack } from '../../../core/pack.js';
import type { RecordRequest } from '../../../core/pack-types.js';
import { portableModule, type RecordSetup } from '../../../engine/balance/plan.js';
import { BOTS } from '../engine/bots.js';
import { buildCatalogue, findCard, type Catalogue } from '../engine/catalogue.js';
import type { LyokoSimOptions } from './run.js';

export function lyokoSimOptions(req: RecordRequest, games: number): LyokoSimOptions {
  const decks = req.decks ?? [];
  if (decks.length < 2) throw new Error('Code Lyoko plays decks against each other: give two decks (--deck A.txt --deck B.txt)');
  if (!(BOTS as readonly string[]).includes(req.bot)) throw new Error(`unknown bot "${req.bot}"; bots: ${BOTS.join(', ')}`);
  return { games, seed: req.seed, bot: req.bot, iterations: req.iterations, decks };
}

/** Every card of the decks played, id → name: a side draws only from its own list (record.ts). */
export function lyokoCards(cat: Catalogue, opts: LyokoSimOptions): Record<string, string> {
  const out = Object.create(null) as Record<string, string>;
  for (const id of [...new Set(opts.decks.flatMap((d) => d.cards))].sort()) out[id] = findCard(cat, id)?.name ?? id;
  return out;
}

/** Side k is the request's k-th deck, named as it is. */
export function lyokoRecordSetup(pack: LoadedPack, req: RecordRequest): RecordSetup {
  const opts = lyokoSimOptions(req, 0);
  const cat = buildCatalogue(pack);
  return {
    module: portableModule(new URL('./run.js', import.meta.url)),
    exportName: 'playRecords',
    data: { cat, opts },
    cards: lyokoCards(cat, opts),
    sides: opts.decks.map((d) => d.name),
    competitive: true,
    unit: 'turns',
  };
}
