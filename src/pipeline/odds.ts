/**
 * `odds`: the exact odds a pack's engine offers (dice against thresholds, draws from a deck),
 * for the designer and the players. Any pack whose engine has `odds` gets the command; none is
 * written per game. The pack is checked first: odds of cards with errors would be wrong.
 */
import type { Diagnostic } from '../core/diagnostics.js';
import type { OddsReport } from '../engine/odds/report.js';
import { UsageError, type GameLocation } from './games.js';
import { prepareEngine } from './sim.js';

export async function oddsOf(game: GameLocation): Promise<{ ok: true; report: OddsReport; language: string } | { ok: false; diagnostics: Diagnostic[] }> {
  const prepared = await prepareEngine(game);
  if (!prepared.ok) return prepared;
  if (!prepared.engine.odds) throw new UsageError(`the ${game.name} pack's engine offers no odds`);
  return { ok: true, report: prepared.engine.odds(prepared.pack), language: prepared.pack.manifest?.language ?? 'en' };
}
