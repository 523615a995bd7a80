/**
 * `tts --setup`: which games can be set up for their first turn (a pack whose engine has
 * `firstTurn`), said before anything is rendered, and the set-up table of one from its engine.
 */
import { hasErrors } from '../core/diagnostics.js';
import { loadPackFromDir, type LoadedPack } from '../core/pack.js';
import { FirstTurnOptionsError, type FirstTurnOptions } from '../engine/first-turn.js';
import type { SetupTable } from '../tts/export-tts.js';
import { resolveGames, UsageError, type GameLocation } from './games.js';
import type { Prepared } from './prepare.js';

/** Why a pack cannot be set up, or null when its engine sets up a first turn. */
async function whyNoSetup(pack: LoadedPack): Promise<string | null> {
  const engine = await pack.def?.engine?.();
  if (!engine) return 'its pack has no engine';
  return engine.firstTurn ? null : 'its engine sets up no first turn';
}

/**
 * Refuses (exit 2) before any work when one of `games` cannot be set up, naming the games of the
 * project that can.
 */
export async function checkSetupGames(games: GameLocation[]): Promise<void> {
  const why = await reasons(games);
  const refused = games.filter((g) => why.get(g.dir));
  if (!refused.length) return;
  const all = resolveGames([]);
  const others = await reasons(all.filter((g) => !why.has(g.dir)));
  const can = all.filter((g) => !(why.get(g.dir) ?? others.get(g.dir))).map((g) => g.name);
  const each = refused.map((g) => `${g.name} (${why.get(g.dir)})`).join(', ');
  throw new UsageError(`--setup: cannot set up ${each}; the games that can be set up here: ${can.length ? can.join(', ') : 'none'}`);
}

async function reasons(games: GameLocation[]): Promise<Map<string, string | null>> {
  const why = new Map<string, string | null>();
  for (const g of games) why.set(g.dir, await whyNoSetup(await loadPackFromDir(g.dir, g.display)));
  return why;
}

/** The game set up by its engine for the first turn, as the TTS export takes it. */
export async function setupTable(game: GameLocation, prepared: Prepared, options: FirstTurnOptions): Promise<SetupTable> {
  const { pack } = prepared;
  if (hasErrors(prepared.diagnostics)) throw new UsageError(`${game.name}: the engine sets up only a game whose cards have no errors; fix them (deckwright check ${game.name}) to use --setup`);
  const engine = await pack.def?.engine?.();
  if (!engine?.firstTurn) throw new UsageError(`--setup: cannot set up ${game.name}: ${engine ? 'its engine sets up no first turn' : 'its pack has no engine'}`);
  let first;
  try {
    first = engine.firstTurn(pack, options);
  } catch (e) {
    if (e instanceof FirstTurnOptionsError) throw new UsageError(e.message);
    throw e;
  }
  const id = pack.manifest?.pack ?? game.name;
  return { seed: options.seed, layout: first.layout, players: first.players, source: `the first-turn layout of pack '${id}' (src/games/${id}/)` };
}
