/** `tts`: the Tabletop Simulator saved objects of a game, and their install into TTS. */
import path from 'node:path';
import type { Diagnostic } from '../core/diagnostics.js';
import { spanAt } from '../core/yaml-source.js';
import { exportTts, setupName, TtsExportError, type SetupTable, type TtsOptions, type TtsReport } from '../tts/export-tts.js';
import type { FirstTurnOptions } from '../engine/first-turn.js';
import { setupTable } from './tts-setup.js';
import { DICE_RULE } from '../tts/rule-info.js';
import { installSavedObjects, InstallError } from '../tts/install.js';
import { writeCredits } from './credits.js';
import { deckListSet } from '../export/deck-list-set.js';
import { missingCardsWarning, preparedSet } from './exported.js';
import { distDir, UsageError, type GameLocation } from './games.js';
import type { Prepared } from './prepare.js';
import { info, progress } from './progress.js';

export interface TtsRunOptions extends TtsOptions {
  install?: boolean;
  /** The Saved Objects folder, instead of TTS's usual place on this system. */
  ttsDir?: string;
  /** Also the game set up for its first turn by its engine (`--setup`): sim's first game with this seed and player count. */
  setup?: FirstTurnOptions;
}

export async function ttsGame(game: GameLocation, prepared: Prepared, opts: TtsRunOptions, cwd?: string): Promise<{ report: TtsReport; diagnostics: Diagnostic[]; installedIn?: string }> {
  const outDir = path.join(distDir(game, cwd), 'tts');
  const set = preparedSet(prepared);
  const bar = progress(`${game.name}: tts sheets`);
  let report: TtsReport;
  let setup: SetupTable | undefined;
  try {
    // A board game's table, as its pack lays it out (PackDef.table); the first turn, as its engine sets it up.
    const table = prepared.pack.def?.table?.(prepared.pack);
    setup = opts.setup ? await setupTable(game, prepared, opts.setup) : undefined;
    report = await exportTts(game.name, set, outDir, opts, (d, t) => bar.update(d, t), table, setup);
  } catch (e) {
    if (!(e instanceof TtsExportError)) throw e;
    // The manifest asks for what TTS cannot do: located where it says so, and nothing written.
    const src = prepared.pack.manifestSrc;
    const diagnostics = e.problems.map((p) => ({ ...spanAt(src, p.path), severity: 'error' as const, rule: DICE_RULE.id, message: p.message, card: null }));
    return { report: { outDir, objects: [], images: [], problems: [] }, diagnostics };
  }
  // A game whose players build their own decks: each ready-made list as a TTS deck of its own
  // (its cards shuffled together), in tts/decks/<list>/ with its own sheets.
  for (const list of prepared.deckLists) {
    const own = await exportTts(`${game.name}-${list.id}`, deckListSet(set, list), path.join(outDir, 'decks', list.id), opts);
    report = { ...report, objects: [...report.objects, ...own.objects], images: [...report.images, ...own.images], problems: [...report.problems, ...own.problems] };
  }
  const written = report.images.filter((i) => i.written).length;
  if (written) bar.end();
  if (report.problems.length) {
    // The validator caught something the exporter should never make: say so, write nothing.
    throw new Error(`${game.name}: the TTS export failed its own validation:\n  ${report.problems.join('\n  ')}`);
  }
  // The icons' licence (CC BY 3.0) asks for credit wherever they are used, hosted sheets included.
  await writeCredits(outDir, set.title, set.manifest.language, set.manifest.fonts.files, set.art);
  info(`${game.name}: ${report.images.length} TTS image(s), ${written} made, ${report.objects.length} saved object(s) → ${outDir}`);
  if (setup) info(`${game.name}: first turn, seed ${setup.seed} (${setup.players.join(', ')}) → ${path.join(outDir, `${setupName(game.name, setup.seed)}.json`)}`);
  let installedIn: string | undefined;
  if (opts.install) {
    try {
      installedIn = await installSavedObjects(outDir, set.title, opts.ttsDir);
    } catch (e) {
      if (e instanceof InstallError) throw new UsageError(e.message);
      throw e;
    }
    info(`${game.name}: installed in ${installedIn} (Objects → Saved Objects in TTS)`);
  }
  return { report, diagnostics: missingCardsWarning(prepared, set, 'the TTS export'), installedIn };
}
