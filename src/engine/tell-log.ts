/**
 * A recorded game told in words, for any game on the engine layer that narrates its events one by
 * one: the log played again (a log that does not fit the cards is a located problem, not a
 * crash), each event told or passed over, and whether the replay ends as the log says.
 */
import type { LogFile, ReplayOutcome } from '../core/pack-types.js';
import { DecisionError } from './choices.js';
import type { AnyGameDef } from './game-def.js';
import { finalHashOf, replayLog, resultOf, type GameLog } from './play.js';

export interface Telling<S, A, E, Cat> {
  def: AnyGameDef<S, A, E, Cat, unknown>;
  cat: Cat;
  /** The event in words, or null for what a reader need not be told. */
  narrate(cat: Cat, event: E): string | null;
  /** The first line: which game, seed, players, bot. */
  header: string;
}

export function tellLog<S, A, E, Cat>(t: Telling<S, A, E, Cat>, log: GameLog<A>, file: LogFile): ReplayOutcome {
  let replayed;
  try {
    replayed = replayLog(t.def, t.cat, log);
  } catch (e) {
    if (e instanceof DecisionError) return { ok: false, problems: [{ file: file.file, line: 1, column: 1, endLine: 1, endColumn: 2, severity: 'error', rule: 'replay/log', message: e.message, card: null }] };
    throw e;
  }
  const lines = replayed.events.flatMap((s) => s.events.map((e) => t.narrate(t.cat, e)).filter((l): l is string => l !== null));
  const ends = resultOf(t.def, replayed.state) === log.result && finalHashOf(t.def, t.cat, replayed.state) === log.finalHash;
  const mismatch = ends ? null : `the replayed game does not end as the log says (${log.result}); the cards changed since the game was played`;
  return { ok: true, text: `${t.header}\n\n${lines.join('\n')}`, mismatch };
}
