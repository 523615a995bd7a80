/**
 * `sim <game> <game>…`: plays each pack's games with the same seeds, bot and player counts, and
 * sets their figures side by side (engine/compare/): one JSON and one HTML page in
 * dist/compare-<game>-<game>…/, or the JSON alone with --json. Every pack is checked before any
 * game is played, so a broken second pack does not cost the first one's run.
 */
import path from 'node:path';
import { writeFileAtomic } from '../core/atomic-write.js';
import type { Diagnostic } from '../core/diagnostics.js';
import type { SimRequest } from '../core/pack-types.js';
import { removeStaleTemps } from '../core/stale-temp.js';
import { compareRuns, type Comparison, type RunRef } from '../engine/compare/figures.js';
import { compareHtml } from '../engine/report/compare-html.js';
import { FALLBACK, printedLanguage } from '../i18n/translate.js';
import { UsageError, type GameLocation } from './games.js';
import { prepareEngine } from './sim.js';

export interface CompareRequest extends Omit<SimRequest, 'outDir' | 'onProgress'> {
  json: boolean;
  /** A progress reporter for each run, by its label. */
  progress?: (label: string) => { update(done: number, total: number): void; end(): void };
}

export type CompareResult =
  | { ok: true; comparison: Comparison; files: string[] }
  | { ok: false; game: GameLocation; diagnostics: Diagnostic[] };

/** Where a comparison's report goes: dist/compare-<a>-<b>…/, named by the packs in order. */
export function compareDir(games: GameLocation[], cwd = process.cwd()): string {
  return path.join(cwd, 'dist', `compare-${games.map((g) => g.name).join('-')}`);
}

/** Each run's label: its pack folder's name, or its path when two packs share a name. */
function labels(games: GameLocation[]): string[] {
  const names = games.map((g) => g.name);
  return games.map((g) => (names.filter((x) => x === g.name).length > 1 ? g.display : g.name));
}

export async function simulateCompare(games: GameLocation[], request: CompareRequest, cwd = process.cwd()): Promise<CompareResult> {
  if (games.length < 2) throw new UsageError('a comparison needs two games or more');
  const dirs = games.map((g) => path.resolve(g.dir));
  const twice = games.find((_, i) => dirs.indexOf(dirs[i]) !== i);
  if (twice) throw new UsageError(`${twice.display} is named twice: compare a pack with another one (a modified copy in its own folder, say)`);
  const prepared = [];
  for (const game of games) {
    const p = await prepareEngine(game);
    if (!p.ok) return { ok: false, game, diagnostics: p.diagnostics };
    if (!p.engine.bots.includes(request.bot)) throw new UsageError(`--bot must be one of ${p.engine.bots.join(', ')} for ${game.name}, got '${request.bot}'`);
    prepared.push(p);
  }
  const names = labels(games);
  const figures = [];
  const runs: RunRef[] = [];
  for (const [i, { pack, engine }] of prepared.entries()) {
    const bar = request.progress?.(`${names[i]}: ${request.bot} bot`);
    const { games: n, players, seed, bot, iterations, jobs } = request;
    // No run writes its own report: the comparison is the report.
    const outcome = await engine.simulate(pack, { games: n, players, seed, bot, iterations, jobs, outDir: null, onProgress: bar && ((d, t) => bar.update(d, t)) });
    bar?.end();
    if (!outcome.comparable) throw new UsageError(`the ${games[i].name} pack's engine gives no figures to compare: sim compares packs whose engine does`);
    figures.push(outcome.comparable);
    runs.push({ label: names[i], pack: path.relative(cwd, games[i].dir) || '.', title: outcome.comparable.title, language: outcome.comparable.language });
  }
  const languages = new Set(figures.map((f) => printedLanguage(f.language)));
  const language = languages.size === 1 ? [...languages][0] : FALLBACK;
  const comparison = compareRuns(runs, figures, {
    bot: request.bot,
    seed: request.seed,
    games: request.games,
    players: request.players ?? defaultPlayers(figures),
    language,
  });
  if (request.json) return { ok: true, comparison, files: [] };
  const outDir = compareDir(games, cwd);
  await removeStaleTemps(outDir);
  const html = path.join(outDir, `sim-${request.bot}.html`);
  const json = path.join(outDir, `sim-${request.bot}.json`);
  await writeFileAtomic(html, await compareHtml(comparison));
  await writeFileAtomic(json, `${JSON.stringify(comparison, null, 2)}\n`);
  return { ok: true, comparison, files: [html, json] };
}

/** The player counts the engines chose when --players was not given: those their games were dealt. */
function defaultPlayers(figures: { byPlayers: Record<string, unknown> }[]): number[] {
  return [...new Set(figures.flatMap((f) => Object.keys(f.byPlayers).map(Number)))].sort((a, b) => a - b);
}
