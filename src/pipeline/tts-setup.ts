/**
 * `tts --setup`: which games can be set up for their first turn (a pack whose engine has
 * `firstTurn`) and with which options, said before anything is rendered, and the set-up table of
 * one from its engine.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { hasErrors } from '../core/diagnostics.js';
import { loadPackFromDir, type LoadedPack } from '../core/pack.js';
import type { PackEngine } from '../core/pack-types.js';
import { FirstTurnOptionsError, type FirstTurn, type FirstTurnOptions } from '../engine/first-turn.js';
import type { SetupTable } from '../tts/export-tts.js';
import { resolveGames, UsageError, type GameLocation } from './games.js';
import type { Prepared } from './prepare.js';

/** The pack's engine when it sets up a first turn, else why not. */
async function setupEngine(pack: LoadedPack): Promise<{ engine: PackEngine } | { why: string }> {
  const engine = await pack.def?.engine?.();
  if (!engine) return { why: 'its pack has no engine' };
  return engine.firstTurn ? { engine } : { why: 'its engine sets up no first turn' };
}

/**
 * Refuses (exit 2) before any work when one of `games` cannot be set up, naming the games of the
 * project that can, or when the options set up no game of one (a player count it is not played by).
 */
export async function checkSetupGames(games: GameLocation[], options: FirstTurnOptions): Promise<void> {
  const why = new Map<string, string | null>();
  for (const g of games) {
    const pack = await loadPackFromDir(g.dir, g.display);
    const found = await setupEngine(pack);
    why.set(g.dir, 'why' in found ? found.why : null);
    // The options are tried now; a pack with errors is left for the export, which checks it first.
    if ('engine' in found) firstTurnOf(found.engine, pack, options, true);
  }
  const refused = games.filter((g) => why.get(g.dir));
  if (!refused.length) return;
  const can: string[] = [];
  for (const g of resolveGames([])) {
    const known = why.get(g.dir);
    if (known === null || (known === undefined && 'engine' in (await setupEngine(await loadPackFromDir(g.dir, g.display))))) can.push(g.name);
  }
  const each = refused.map((g) => `${g.name} (${why.get(g.dir)})`).join(', ');
  throw new UsageError(`--setup: cannot set up ${each}; the games that can be set up here: ${can.length ? can.join(', ') : 'none'}`);
}

/** The engine's first turn; options that set up no game are a usage error. `early`: any other failure is left for later (null). */
function firstTurnOf(engine: PackEngine, pack: LoadedPack, options: FirstTurnOptions, early = false): FirstTurn | null {
  try {
    return engine.firstTurn!(pack, options);
  } catch (e) {
    if (e instanceof FirstTurnOptionsError) throw new UsageError(e.message);
    if (early) return null;
    throw e;
  }
}

/** The game set up by its engine for the first turn, as the TTS export takes it. */
export async function setupTable(game: GameLocation, prepared: Prepared, options: FirstTurnOptions): Promise<SetupTable> {
  const { pack } = prepared;
  if (hasErrors(prepared.diagnostics)) throw new UsageError(`${game.name}: the engine sets up only a game whose cards have no errors; fix them (deckwright check ${game.name}) to use --setup`);
  const found = await setupEngine(pack);
  if ('why' in found) throw new UsageError(`--setup: cannot set up ${game.name}: ${found.why}`);
  const first = firstTurnOf(found.engine, pack, options)!;
  const id = pack.manifest?.pack ?? game.name;
  // A project's rules code says where it is; deckwright's own games are under src/games/.
  const where = pack.def?.module ? path.relative(process.cwd(), fileURLToPath(pack.def.module)) : `src/games/${id}/`;
  return { seed: options.seed, layout: first.layout, players: first.players, source: `the first-turn layout of pack '${id}' (${where})` };
}
