/**
 * The CODEX engine as the core sees it: what the `scenario`, `sim` and `replay` commands call (the
 * rules in engine/, the playtests in sim/). `familyEngine` makes the same for an edition built on
 * CODEX's rules (INDEX), from its own catalogue.
 */
import type { PackEngine } from '../../core/pack-types.js';
import { translator } from '../../i18n/translate.js';
import { codexOdds } from './odds.js';
import { recordSetup, simulateEdition } from './sim/index.js';
import { BOTS } from './engine/bots/index.js';
import { buildCatalogue, type Catalogue } from './engine/catalogue.js';
import type { LoadedPack } from '../../core/pack.js';
import { LOG_FORMAT, replayLog, resultOf, stateHash, type GameLog } from './engine/game.js';
import { logProblems } from './engine/log-schema.js';
import { narrate } from './engine/narrate.js';
import { runScenarioWith } from './engine/scenario.js';
import { codexSession } from './session.js';
import { codexFirstTurn, type EditionTable } from './tts-setup.js';
import type { GameState } from './engine/types.js';
import { botName } from '../../engine/report/bot-name.js';

export class LogError extends Error {}

export const codexEngine: PackEngine = familyEngine(buildCatalogue);

/**
 * The engine of an edition played by CODEX's rules: `build` makes its catalogue (which names the
 * edition), `simModule` the module its simulation threads load (see sim/run.ts, RunOptions.module),
 * `table` how its first turn lies in Tabletop Simulator where it differs from CODEX's (tts-setup.ts).
 */
export function familyEngine(build: (pack: LoadedPack) => Catalogue, simModule?: URL, table?: EditionTable): PackEngine {
  return {
  bots: BOTS,
  odds: (pack) => codexOdds(pack, build(pack)),
  runScenario: (pack, src) => runScenarioWith(build, pack, src),
  simulate: (pack, req) => simulateEdition(pack, req, build, simModule),
  records: (pack, req) => recordSetup(pack, req, build, simModule),
  session: (pack, options) => codexSession(pack, build, options),
  firstTurn: (pack, options) => codexFirstTurn(pack, build(pack), options, table),
  replay(pack, file) {
    const log = file.data as GameLog | null;
    if (log?.format !== LOG_FORMAT) {
      throw new LogError(`not a ${pack.manifest?.title ?? pack.name} game log: expected a JSON object with "format": "${LOG_FORMAT}", written by \`deckwright sim\``);
    }
    const problems = logProblems(file);
    if (problems.length) return { ok: false, problems };
    const cat = build(pack);
    const replayed = replayLog(cat, log);
    // What players read is in the game's language; a pack without a manifest is told in English.
    const language = pack.manifest?.language ?? 'en';
    const header = translator(language)('replay.header', {
      game: pack.name,
      seed: String(log.seed),
      players: log.players,
      characters: log.characters.join(', '),
      bot: botName(log.bot, language),
    });
    return { ok: true, text: `${header}\n\n${narrate(cat, log.characters, replayed, language)}`, mismatch: mismatch(log, replayed.state) };
  },
  };
}

/** The log's end against the replay's: the result and the final state's hash must both agree. */
function mismatch(log: GameLog, state: GameState): string | null {
  const result = resultOf(state);
  const hash = stateHash(state);
  if (result === log.result && hash === log.finalHash) return null;
  const short = (h: string) => `${h.slice(0, 12)}…`;
  return (
    `the replayed game does not end as the log says: the log records ${log.result} (final state ${short(log.finalHash)}), ` +
    `the replay ends in ${result} (final state ${short(hash)}). Either the log was edited, or the cards changed since the game was played; ` +
    'run `deckwright sim` again for a log of the cards as they are'
  );
}
