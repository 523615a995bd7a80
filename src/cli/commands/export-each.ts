/**
 * The loop the exporting commands share: for each game, check and render, then export unless
 * errors stopped it; print the diagnostics; exit 1 when any game had errors.
 */
import { hasErrors, sortDiagnostics, type Diagnostic } from '../../core/diagnostics.js';
import type { GameLocation } from '../../pipeline/games.js';
import type { Prepared, PrepareOptions } from '../../pipeline/prepare.js';
import { info, printDiagnostics } from '../output.js';

export async function exportEach(
  games: string[],
  force: boolean | undefined,
  what: string,
  exportGame: (game: GameLocation, prepared: Prepared) => Promise<{ diagnostics: Diagnostic[] }>,
  prepare: Pick<PrepareOptions, 'shop'> = {},
): Promise<void> {
  // The pipeline is loaded when a command runs, not when the command line is read.
  const { resolveGames } = await import('../../pipeline/games.js');
  const { prepareCards } = await import('../../pipeline/prepare.js');
  let failed = false;
  for (const game of resolveGames(games)) {
    const prepared = await prepareCards(game, { ...prepare, force, layout: false });
    const diagnostics: Diagnostic[] = [...prepared.diagnostics];
    if (prepared.stopped) info(`${game.name}: no ${what} made: fix the errors below${prepared.stopped === 'blocked' ? '' : ' (or use --force)'}`);
    else diagnostics.push(...(await exportGame(game, prepared)).diagnostics);
    printDiagnostics(sortDiagnostics(diagnostics), 'text');
    failed ||= hasErrors(diagnostics);
  }
  process.exitCode = failed ? 1 : 0;
}
