/**
 * The `deckwright` command line. Each command is a thin wrapper over pipeline functions that
 * the tests call directly. Errors in the user's input come out as located diagnostics; any
 * other failure as one clear line (exit 2), never a stack trace (set DECKWRIGHT_DEBUG=1 for one).
 */
import { Command, CommanderError } from 'commander';
import { projectVersion } from '../core/package-version.js';
import { clipMessage, printable } from '../core/printable.js';
import { registerBuild } from './commands/build.js';
import { registerCheck } from './commands/check.js';
import { registerRender } from './commands/render.js';
import { registerSchema } from './commands/schema.js';
import { registerPdf } from './commands/pdf.js';
import { registerTts } from './commands/tts.js';
import { registerScenario } from './commands/scenario.js';
import { registerSim } from './commands/sim.js';
import { registerSweep } from './commands/sweep.js';
import { registerOdds } from './commands/odds.js';
import { registerNew } from './commands/new.js';
import { registerDeck } from './commands/deck.js';
import { registerSheet } from './commands/sheet.js';
import { registerPreview } from './commands/preview.js';
import { registerWorker } from './commands/worker.js';

export async function main(argv: string[]): Promise<number> {
  const program = new Command();
  program
    .name('deckwright')
    .description('From YAML cards to checked, rendered, printable and playable tabletop decks.')
    .version(projectVersion())
    .exitOverride()
    .showHelpAfterError();
  registerBuild(program);
  registerCheck(program);
  registerRender(program);
  registerPdf(program);
  registerTts(program);
  registerSchema(program);
  registerScenario(program);
  registerSim(program);
  registerSweep(program);
  registerOdds(program);
  registerDeck(program);
  registerSheet(program);
  registerPreview(program);
  registerWorker(program);
  registerNew(program);
  try {
    await program.parseAsync(argv);
    return typeof process.exitCode === 'number' ? process.exitCode : 0;
  } catch (e) {
    if (e instanceof CommanderError) return e.exitCode === 0 ? 0 : 2;
    const message = e instanceof Error ? e.message : String(e);
    process.stderr.write(`deckwright: ${printable(clipMessage(message))}\n`);
    if (process.env.DECKWRIGHT_DEBUG && e instanceof Error) process.stderr.write(`${e.stack}\n`);
    return 2;
  }
}
