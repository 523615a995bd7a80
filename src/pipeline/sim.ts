/**
 * `sim` and `replay`: simulated playtests of a game with an engine, and a recorded game told
 * turn by turn. The pack is checked first: the engine plays only cards that have no errors.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { hasErrors, type Diagnostic } from '../core/diagnostics.js';
import { loadPackFromDir, type LoadedPack } from '../core/pack.js';
import { removeStaleTemps } from '../core/stale-temp.js';
import type { PackEngine, SimOutcome, SimRequest } from '../core/pack-types.js';
import { checkLoadedPack } from './check.js';
import { distDir, resolveGames, UsageError, type GameLocation } from './games.js';

export type Prepared = { ok: true; pack: LoadedPack; engine: PackEngine } | { ok: false; diagnostics: Diagnostic[] };

/** Loads and checks a pack that has an engine; rule errors come back as diagnostics. */
export async function prepareEngine(game: GameLocation): Promise<Prepared> {
  const pack = await loadPackFromDir(game.dir, game.display);
  const diagnostics = await checkLoadedPack(pack, { layout: false });
  if (hasErrors(diagnostics)) return { ok: false, diagnostics };
  const engine = await pack.def?.engine?.();
  if (!engine) throw new UsageError(`the ${game.name} pack has no engine: sim and replay need one`);
  return { ok: true, pack, engine };
}

export async function simulate(game: GameLocation, request: Omit<SimRequest, 'outDir'> & { json: boolean }): Promise<({ ok: true } & SimOutcome) | { ok: false; diagnostics: Diagnostic[] }> {
  const prepared = await prepareEngine(game);
  if (!prepared.ok) return prepared;
  if (!prepared.engine.bots.includes(request.bot)) throw new UsageError(`--bot must be one of ${prepared.engine.bots.join(', ')}, got '${request.bot}'`);
  const outDir = request.json ? null : path.join(distDir(game), 'reports');
  if (outDir) await removeStaleTemps(outDir);
  return { ok: true, ...(await prepared.engine.simulate(prepared.pack, { ...request, outDir })) };
}

/** Reads a log and tells its game; the game is the log's own unless `gameArg` names another. */
export async function replayFile(file: string, gameArg?: string): Promise<{ ok: true; text: string } | { ok: false; diagnostics: Diagnostic[] }> {
  let data: { game?: unknown };
  try {
    data = JSON.parse(await readFile(file, 'utf8'));
  } catch (e) {
    throw new UsageError(`${file}: ${(e as NodeJS.ErrnoException).code === 'ENOENT' ? 'no such file' : `not JSON (${(e as Error).message})`}`);
  }
  const name = gameArg ?? (typeof data?.game === 'string' ? data.game : undefined);
  if (!name) throw new UsageError(`${file} does not say which game it is: pass --game <name>`);
  const [game] = resolveGames([name]);
  const prepared = await prepareEngine(game);
  if (!prepared.ok) return prepared;
  try {
    return { ok: true, text: prepared.engine.replay(prepared.pack, data) };
  } catch (e) {
    throw new UsageError(`${file}: ${(e as Error).message}`);
  }
}
