/**
 * `deckwright sim codex`: plays the games, builds the figures, and (unless only the JSON is wanted)
 * writes the HTML report and the logs of the shortest loss and the longest win beside it.
 */
import path from 'node:path';
import { writeFileAtomic } from '../../../core/atomic-write.js';
import { logPackFields } from '../../../core/log-pack.js';
import type { LoadedPack } from '../../../core/pack.js';
import type { RecordRequest, SimOutcome, SimRequest } from '../../../core/pack-types.js';
import { balanceFigures } from '../../../engine/balance/figures.js';
import { portableModule, type RecordSetup } from '../../../engine/balance/plan.js';
import { codexCards } from './record.js';
import { translator } from '../../../i18n/translate.js';
import { BOTS, type BotName } from '../engine/bots/index.js';
import { buildCatalogue, type Catalogue } from '../engine/catalogue.js';
import { cardName } from '../engine/narrate.js';
import { comparableFigures } from './comparable.js';
import { buildReport } from './report.js';
import { DEFAULT_PLAYERS, playOne, runSimulation, type SimOptions } from './run.js';

export class SimError extends Error {}

export async function simulateCodex(pack: LoadedPack, req: SimRequest): Promise<SimOutcome> {
  return simulateEdition(pack, req, buildCatalogue);
}

/** The run's options, checked: a bot of the game's, player counts it is played by. */
function simOptions(pack: LoadedPack, req: Omit<RecordRequest, 'decks'>, games: number): SimOptions {
  if (!(BOTS as readonly string[]).includes(req.bot)) throw new SimError(`unknown bot "${req.bot}"; bots: ${BOTS.join(', ')}`);
  const players = req.players ?? DEFAULT_PLAYERS;
  const title = pack.manifest?.title ?? pack.name;
  for (const k of players) if (!(k >= 1 && k <= 4)) throw new SimError(`${title} is played by 1 to 4 players, not ${k}`);
  return { games, players, seed: req.seed, bot: req.bot as BotName, iterations: req.iterations };
}

/** How a sweep plays an edition's games (engine/balance/plan.ts): the party is the one side. */
export function recordSetup(pack: LoadedPack, req: RecordRequest, build: (pack: LoadedPack) => Catalogue, module?: URL): RecordSetup {
  const cat = build(pack);
  const opts = simOptions(pack, req, 0);
  const language = pack.manifest?.language ?? 'en';
  return {
    module: portableModule(module ?? new URL('./run.js', import.meta.url)),
    exportName: 'playRecords',
    data: { cat, opts },
    cards: codexCards(cat),
    sides: [translator(language)('balance.side.party')],
    competitive: false,
    unit: 'rounds',
  };
}

/**
 * Simulates an edition of the game built on CODEX's rules: `build` makes its catalogue, `module`
 * is the share module the worker threads load (see RunOptions.module).
 */
export async function simulateEdition(pack: LoadedPack, req: SimRequest, build: (pack: LoadedPack) => Catalogue, module?: URL): Promise<SimOutcome> {
  const opts = simOptions(pack, req, req.games);
  const cat = build(pack);
  const summaries = await runSimulation(cat, opts, { jobs: req.jobs, onProgress: req.onProgress, module });
  const objets = Object.fromEntries([...cat.objets.values()].map((o) => [o.id, { costly: o.effects.some((e) => e.pa > 0 || e.engage) }]));
  const report = buildReport(pack.name, opts, summaries, { title: pack.manifest?.title ?? pack.name, objets });
  report.balance = balanceFigures(summaries.map((g) => g.record), codexCards(cat), false);
  const comparable = comparableFigures(report, summaries, (id) => cardName(cat, id), pack.manifest?.language ?? 'en');
  const files: string[] = [];
  if (req.outDir) {
    const logs: Record<'shortestLoss' | 'longestWin', string | null> = { shortestLoss: null, longestWin: null };
    for (const key of ['shortestLoss', 'longestWin'] as const) {
      const ref = report[key];
      if (!ref) continue;
      // The notable games are played again with their log kept: same seed, same game.
      const { played } = playOne(cat, opts, ref.index, true);
      const file = path.join(req.outDir, `${key === 'shortestLoss' ? 'shortest-loss' : 'longest-win'}.log.json`);
      await writeFileAtomic(file, `${JSON.stringify({ ...played.log!, ...logPackFields(file, pack) }, null, 1)}\n`);
      logs[key] = path.relative(process.cwd(), file);
      files.push(file);
    }
    const html = path.join(req.outDir, `sim-${req.bot}.html`);
    // Loaded here, not at the top: the plots need vega and d3 (some 200 modules), which
    // \`sim --json\` would otherwise load for nothing before its first game.
    const { reportHtml } = await import('./html.js');
    await writeFileAtomic(html, await reportHtml(report, logs, (id) => cardName(cat, id), pack.manifest?.language ?? 'en', cat.words));
    const json = path.join(req.outDir, `sim-${req.bot}.json`);
    await writeFileAtomic(json, `${JSON.stringify(report, null, 2)}\n`);
    files.unshift(html, json);
  }
  return { report: report as unknown as SimOutcome['report'], files, comparable };
}
