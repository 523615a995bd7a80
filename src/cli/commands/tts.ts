import type { Command } from 'commander';
import type { TtsRunOptions } from '../../pipeline/tts.js';
import { numberIn, oneOf, url } from '../parse-options.js';
import { UsageError } from '../../core/usage-error.js';
import { exportEach } from './export-each.js';
import { DEFAULT_TTS_OPTIONS } from '../../tts/tts-options.js';
import { savedObjectsDir } from '../../tts/install.js';

export interface TtsFlags {
  baseUrl?: string;
  install?: boolean;
  ttsDir?: string;
  format?: string;
  maxSize?: string;
  dice?: string;
  setup?: boolean;
  seed?: string;
  players?: string;
}

export function ttsOptionsFrom(flags: TtsFlags): TtsRunOptions {
  return {
    baseUrl: url('--base-url', flags.baseUrl),
    format: oneOf('--format', flags.format, ['png', 'jpeg'] as const) ?? DEFAULT_TTS_OPTIONS.format,
    maxSize: numberIn('--max-size', flags.maxSize, 256, 16384, true) ?? DEFAULT_TTS_OPTIONS.maxSize,
    dice: oneOf('--dice', flags.dice, ['table', 'bag'] as const) ?? DEFAULT_TTS_OPTIONS.dice,
    install: Boolean(flags.install),
    ttsDir: flags.ttsDir,
    ...setupFrom(flags),
  };
}

/** `--setup [--seed N] [--players K]`: the seed and player count of `sim`'s first game. */
function setupFrom(flags: TtsFlags): Pick<TtsRunOptions, 'setup'> {
  const seed = numberIn('--seed', flags.seed, 0, 2 ** 32 - 1, true);
  const players = numberIn('--players', flags.players, 1, 8, true);
  if (!flags.setup) {
    if (seed !== undefined || players !== undefined) throw new UsageError('--seed and --players choose the game --setup sets up: add --setup');
    return {};
  }
  return { setup: { seed: seed ?? 1, ...(players !== undefined ? { players } : {}) } };
}

export function registerTts(program: Command): void {
  program
    .command('tts')
    .description('Tabletop Simulator saved objects under dist/<game>/tts/: card sheets, one object per deck, one for the whole game')
    .argument('[game...]', 'game names under cards/ or pack folders (default: all)')
    .option('--base-url <url>', 'where you will host the files of dist/<game>/tts/images/ (for remote players; default: local file:/// paths)')
    .option('--install', `copy the saved objects into Tabletop Simulator (here: ${savedObjectsDir()})`)
    .option('--tts-dir <dir>', 'the Saved Objects folder to install into, when TTS keeps it elsewhere')
    .option('--format <f>', 'png or jpeg sheets', 'png')
    .option('--max-size <px>', 'longest side of a sheet in pixels', '4096')
    .option('--dice <where>', 'table (beside the decks) or bag (all in one bag)', 'table')
    .option('--setup', 'also the game set up for its first turn by its engine, as <game>-setup-<seed>.json (games whose engine sets one up)')
    .option('--seed <n>', 'with --setup: the seed of the game set up, as sim --seed takes it (default 1)')
    .option('--players <k>', "with --setup: how many players (default: sim's first game's count)")
    .option('--force', 'export even when the checker finds errors (cards with errors are left out)')
    .action(async (games: string[], flags: TtsFlags & { force?: boolean }) => {
      const { ttsGame } = await import('../../pipeline/tts.js');
      const opts = ttsOptionsFrom(flags);
      if (opts.setup) {
        // A game that cannot be set up is refused before anything is rendered.
        const { checkSetupGames } = await import('../../pipeline/tts-setup.js');
        const { resolveGames } = await import('../../pipeline/games.js');
        await checkSetupGames(resolveGames(games), opts.setup);
      }
      await exportEach(games, flags.force, 'TTS export', (game, prepared) => ttsGame(game, prepared, opts));
    });
}
