/**
 * `sim` and `replay`: simulated playtests of a game with an engine, and a recorded game told
 * turn by turn. The pack is checked first: the engine plays only cards that have no errors.
 */
import path from 'node:path';
import { hasErrors, type Diagnostic } from '../core/diagnostics.js';
import { recordedPackDir } from '../core/log-pack.js';
import { loadPackFromDir, type LoadedPack } from '../core/pack.js';
import { readTextLimited } from '../core/read-limited.js';
import { DecisionError } from '../engine/choices.js';
import { removeStaleTemps } from '../core/stale-temp.js';
import type { PackEngine, ReplayOutcome, SimOutcome, SimRequest } from '../core/pack-types.js';
import { checkLoadedPack } from './check.js';
import { checkDeckFile, shippedDeckLists } from './deck-lists.js';
import { distDir, resolveGames, UsageError, type GameLocation } from './games.js';

export type Prepared = { ok: true; pack: LoadedPack; engine: PackEngine } | { ok: false; diagnostics: Diagnostic[] };

/** Loads and checks a pack that has an engine; rule errors come back as diagnostics. */
export async function prepareEngine(game: GameLocation): Promise<Prepared> {
  const pack = await loadPackFromDir(game.dir, game.display);
  const diagnostics = await checkLoadedPack(pack, { layout: false });
  if (hasErrors(diagnostics)) return { ok: false, diagnostics };
  const engine = await pack.def?.engine?.();
  if (!engine) throw new UsageError(`the ${game.name} pack has no engine: sim, sweep, replay and odds need one`);
  return { ok: true, pack, engine };
}

export async function simulate(
  game: GameLocation,
  request: Omit<SimRequest, 'outDir' | 'decks'> & { json: boolean; deckFiles?: string[] },
): Promise<({ ok: true } & SimOutcome) | { ok: false; diagnostics: Diagnostic[] }> {
  const prepared = await prepareEngine(game);
  if (!prepared.ok) return prepared;
  if (!prepared.engine.bots.includes(request.bot)) throw new UsageError(`--bot must be one of ${prepared.engine.bots.join(', ')}, got '${request.bot}'`);
  const decks = await simDecks(game, prepared.pack, request.deckFiles ?? []);
  if (!decks.ok) return decks;
  if (request.maps?.length) {
    const known = prepared.engine.maps?.(prepared.pack) ?? [];
    if (!known.length) throw new UsageError(`--map is for board games with maps; the ${game.name} pack has none`);
    const unknown = request.maps.find((m) => !known.includes(m));
    if (unknown) throw new UsageError(`--map: the ${game.name} pack has no map '${unknown}'; its maps: ${known.join(', ')}`);
  }
  const outDir = request.json ? null : path.join(distDir(game), 'reports');
  if (outDir) await removeStaleTemps(outDir);
  const { deckFiles: _files, ...rest } = request;
  return { ok: true, ...(await prepared.engine.simulate(prepared.pack, { ...rest, outDir, ...(decks.decks ? { decks: decks.decks } : {}) })) };
}

/**
 * The decks a game whose players build their own plays: the lists given (`--deck`, checked as
 * `deck check` checks them), else the pack's ready-made ones. None for other games.
 */
export async function simDecks(game: GameLocation, pack: LoadedPack, files: string[], flag = '--deck A.txt --deck B.txt'): Promise<{ ok: true; decks: SimRequest['decks'] } | { ok: false; diagnostics: Diagnostic[] }> {
  const cap = pack.def?.decks;
  if (!cap) {
    if (files.length) throw new UsageError(`--deck is for games whose players build their own decks; the ${game.name} pack has no deck lists`);
    return { ok: true, decks: undefined };
  }
  const lists = files.length
    ? await Promise.all(files.map(async (f) => ({ name: path.basename(f, '.txt'), ...(await checkDeckFile({ pack, cap }, f, path.relative(process.cwd(), path.resolve(f)) || f)) })))
    : (await shippedDeckLists(game, pack)).lists.map((l) => ({ name: l.title, deck: l.deck, diagnostics: [] as Diagnostic[] }));
  const diagnostics = lists.flatMap((l) => l.diagnostics);
  if (hasErrors(diagnostics)) return { ok: false, diagnostics };
  if (lists.length < 2) throw new UsageError(`${game.name}: give two decks to play against each other (${flag})`);
  return { ok: true, decks: lists.map((l) => ({ name: l.name, cards: [...l.deck.copies].flatMap(([card, n]) => Array<string>(n).fill(card.id)) })) };
}

/**
 * Reads a log and tells its game. The pack is the one `gameArg` names, else the pack folder the
 * log records (relative to the log), else the log's game name under ./cards/. A log that cannot
 * be told (refused unread for its size, a step of the wrong shape, answers that do not fit the
 * game) comes back as located problems with `advice`, as errors in the cards do without it.
 */
export async function replayFile(file: string, gameArg?: string): Promise<Extract<ReplayOutcome, { ok: true }> | { ok: false; diagnostics: Diagnostic[]; advice?: string }> {
  const read = await readTextLimited(file, { kind: 'game log', shown: file }).catch((e: NodeJS.ErrnoException) => {
    throw new UsageError(`${file}: ${e.code === 'ENOENT' ? 'no such file' : e.message}`);
  });
  if (!read.ok) return { ok: false, diagnostics: [read.diagnostic] };
  const text = read.text;
  let data: { game?: unknown };
  try {
    data = JSON.parse(text);
  } catch (e) {
    throw new UsageError(`${file}: not JSON (${(e as Error).message})`);
  }
  const name = gameArg ?? recordedPackDir(file, data) ?? (typeof data?.game === 'string' ? data.game : undefined);
  if (!name) throw new UsageError(`${file} does not say which game it is: pass --game <name>`);
  let game: GameLocation;
  try {
    [game] = resolveGames([name]);
  } catch (e) {
    // Neither the log's pack folder nor its name is found here: say how to point at the cards.
    if (gameArg || !(e instanceof UsageError)) throw e;
    throw new UsageError(`${e.message}; pass --game <name or pack folder> to say which cards ${file} is played with`);
  }
  const prepared = await prepareEngine(game);
  if (!prepared.ok) return prepared;
  let replayed: ReplayOutcome;
  try {
    replayed = prepared.engine.replay(prepared.pack, { file, text, data });
  } catch (e) {
    // A log that does not fit the cards (an answer missing or left over, an illegal step), as
    // engines that throw it report it: a problem of the log, at its first line.
    if (e instanceof DecisionError) replayed = { ok: false, problems: [{ file, line: 1, column: 1, endLine: 1, endColumn: 2, severity: 'error', rule: 'replay/log', message: e.message, card: null }] };
    else throw new UsageError(`${file}: ${(e as Error).message}`);
  }
  if (!replayed.ok) {
    return { ok: false, diagnostics: replayed.problems, advice: `${file} is not a game log that can be replayed: fix what is listed, or write the log again with \`deckwright sim\` (\`deckwright sim ${game.name}\`). A log plays on only while the cards and the rules it was played under hold: it was edited, or the cards or deckwright's rules of the game changed since it was recorded.` };
  }
  return replayed;
}
