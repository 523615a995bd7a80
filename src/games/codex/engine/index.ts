/** The CODEX engine as the core sees it: what the `scenario`, `sim` and `replay` commands call. */
import type { PackEngine } from '../../../core/pack-types.js';
import { simulateCodex } from '../sim/index.js';
import { BOTS } from './bots/index.js';
import { buildCatalogue } from './catalogue.js';
import { LOG_FORMAT, replayLog, stateHash, type GameLog } from './game.js';
import { narrate } from './narrate.js';
import { runScenario } from './scenario.js';

export class LogError extends Error {}

export const codexEngine: PackEngine = {
  bots: BOTS,
  runScenario,
  simulate: simulateCodex,
  replay(pack, data) {
    const log = data as GameLog;
    if (!log || log.format !== LOG_FORMAT || !Array.isArray(log.steps) || !Array.isArray(log.characters)) {
      throw new LogError(`not a CODEX game log: expected a JSON object with "format": "${LOG_FORMAT}", written by \`deckwright sim\``);
    }
    const cat = buildCatalogue(pack);
    const replayed = replayLog(cat, log);
    const header = `${pack.name}: seed ${log.seed}, ${log.players} player(s) (${log.characters.join(', ')}), ${log.bot} bot\n`;
    const check = stateHash(replayed.state) === log.finalHash ? '' : '\nWARNING: the final state differs from the recorded one: the cards changed since this game was played.\n';
    return `${header}\n${narrate(cat, log.characters, replayed)}${check}`;
  },
};
