/**
 * `build`: the designer's one command. For each game: check; unless the checker found errors
 * (and `force` is off), write the editor schemas and render the cards; then the print documents
 * and the Tabletop Simulator export. Every stage does only the work its changed inputs need.
 */
import path from 'node:path';
import type { Diagnostic } from '../core/diagnostics.js';
import { openFileStamps, saveFileStamps } from '../export/file-hash.js';
import { DEFAULT_PRINT_OPTIONS, type PrintOptions } from '../print/print-options.js';
import type { PrintedDocument } from '../print/print-set.js';
import { DEFAULT_TTS_OPTIONS } from '../tts/export-tts.js';
import { distDir, type GameLocation } from './games.js';
import { printGame } from './pdf.js';
import { prepareCards, type Prepared } from './prepare.js';
import { info } from './progress.js';
import { writeSchemas } from './schema.js';
import { ttsGame, type TtsRunOptions } from './tts.js';

export interface BuildResult {
  game: string;
  diagnostics: Diagnostic[];
  rendered: number;
  skipped: number;
  /** Where errors stopped the build (see Prepared). */
  stopped: Prepared['stopped'];
  documents: PrintedDocument[];
  ttsObjects: string[];
}

export interface BuildOptions {
  force?: boolean;
  cwd?: string;
  print?: Partial<PrintOptions>;
  tts?: Partial<TtsRunOptions>;
}

/** Where a game's file stamps are kept (see openFileStamps): beside its dist/<game>/, not in it. */
export function fileStampsOf(out: string): string {
  return path.join(path.dirname(out), '.cache', 'file-stamps', `${path.basename(out)}.json`);
}

export async function buildGame(game: GameLocation, opts: BuildOptions = {}): Promise<BuildResult> {
  const out = distDir(game, opts.cwd);
  const stamps = fileStampsOf(out);
  openFileStamps(stamps, out);
  try {
    return await build(game, out, opts);
  } finally {
    await saveFileStamps(stamps);
  }
}

async function build(game: GameLocation, out: string, opts: BuildOptions): Promise<BuildResult> {
  const print = { ...DEFAULT_PRINT_OPTIONS, ...opts.print };
  const prepared = await prepareCards(game, {
    force: opts.force,
    cwd: opts.cwd,
    shop: print.layouts.includes('shop'),
    beforeRender: async (pack) => writeSchemas(pack, path.join(out, 'schemas')).then(() => undefined),
  });
  const result: BuildResult = {
    game: game.name,
    diagnostics: prepared.diagnostics,
    rendered: prepared.rendered,
    skipped: prepared.skipped,
    stopped: prepared.stopped,
    documents: [],
    ttsObjects: [],
  };
  if (prepared.stopped) return result;
  // Side by side: the PDFs are drawn on this thread while sharp composes the TTS sheets on its own.
  const [printed, tts] = await Promise.all([printGame(game, prepared, print, opts.cwd), ttsGame(game, prepared, { ...DEFAULT_TTS_OPTIONS, ...opts.tts }, opts.cwd)]);
  result.documents = printed.documents;
  result.ttsObjects = tts.report.objects;
  // Both exporters report the same left-out cards: once is enough.
  result.diagnostics = [...result.diagnostics, ...printed.diagnostics];
  info(`${game.name}: done → ${out}`);
  return result;
}
