/**
 * How a pack's games are played for balance figures (`sweep`, `deckwright worker`): a module
 * that exports a function playing games `from`…`to` and returning their records, and the plain
 * data it plays with (the catalogue of one variant of the pack, the bot, the player counts). A
 * plan is data: it goes to worker threads (structured clone), and through Redis to other machines
 * (`v8.serialize`, which keeps the catalogues' Maps).
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildRoot } from '../../core/paths.js';
import { importModule, ownModule } from '../../core/own-modules.js';
import type { PlayShare } from '../parallel.js';
import type { GameRecord } from './record.js';
import { tallyRecords, type Tally } from './tally.js';

export interface RecordPlan {
  /**
   * The module: `own:<path under deckwright's build/>` for deckwright's own (found in whatever
   * copy of deckwright plays it), else a file URL (a project's rules code, at the same path on
   * every machine that plays it).
   */
  module: string;
  exportName: string;
  data: unknown;
}

/** What a pack's engine gives `sweep`: its plan, and what the figures need to name things. */
export interface RecordSetup extends RecordPlan {
  /** Every card of the pack that a side may draw, id → name: the card impact lists them all. */
  cards: Record<string, string>;
  /** The sides' names, side 0 first (the side whose win rate is given). */
  sides: string[];
  /** The players play against each other (else they win or lose together). */
  competitive: boolean;
  /** The unit of `turns`. */
  unit: 'rounds' | 'turns';
}

/** The plan's name for a module given by its URL (`new URL('./x.js', import.meta.url)`). */
export function portableModule(url: URL | string): string {
  const href = typeof url === 'string' ? url : url.href;
  if (!href.startsWith('file:')) return href;
  const rel = path.relative(buildRoot, fileURLToPath(href));
  return !rel.startsWith('..') && !path.isAbsolute(rel) ? `own:${rel.split(path.sep).join('/')}` : href;
}

/** The plan's play function, its module loaded (and prepared: `prepareShare`) in this thread. */
export async function recordFunction(plan: RecordPlan): Promise<PlayShare<GameRecord>> {
  const mod = plan.module.startsWith('own:') ? await ownModule(plan.module.slice(4)) : await importModule(plan.module);
  if (typeof mod.prepareShare === 'function') await (mod.prepareShare as (data: unknown) => Promise<void>)(plan.data);
  const fn = mod[plan.exportName];
  if (typeof fn !== 'function') throw new Error(`${plan.module} exports no function ${plan.exportName}`);
  return fn as PlayShare<GameRecord>;
}

/** Games `from`…`to`-1 of a plan, tallied. */
export function playBlock(play: PlayShare<GameRecord>, plan: RecordPlan, from: number, to: number): Tally {
  return tallyRecords(play(plan.data as never, from, to), from);
}
