/** `check`: load a pack, run the core and pack rules, then the layout checks of the templates. */
import { sortDiagnostics, type Diagnostic } from '../core/diagnostics.js';
import { loadPackFromDir, type LoadedPack } from '../core/pack.js';
import { runRule } from '../core/rule.js';
import { JsonMemo, packMemoFile } from '../core/json-memo.js';
import { textParseMemoVersion, withTextParseMemo } from '../core/text-parse.js';
import { coreRules } from '../core/rules/index.js';
import { LOADER_RULES } from '../core/loader-rules.js';
import { layoutDiagnostics } from '../render/layout-check.js';
import type { GameLocation } from './games.js';
import { shippedDeckLists } from './deck-lists.js';
import { saveFaceMetrics } from '../render/face-metrics.js';

export interface CheckResult {
  pack: LoadedPack;
  diagnostics: Diagnostic[];
}

export interface CheckOptions {
  /** Run the templates to find text that does not fit and missing glyphs (default true). */
  layout?: boolean;
  /** A render output folder whose cache vouches for cards already rendered cleanly. */
  renderCacheDir?: string;
  /**
   * Write what this check worked out for the next command (the YAML files' data, the card texts'
   * parses, the layouts: json-memo.ts, in the project's dist/.cache/). `check` and the commands
   * that build outputs do; the others (sim, scenario, deck…) read the memos and leave no file.
   */
  keepMemos?: boolean;
}

export async function checkLoadedPack(pack: LoadedPack, opts: CheckOptions = {}): Promise<Diagnostic[]> {
  const rules = [...coreRules, ...(pack.def?.rules ?? [])];
  // Card texts unchanged since the last check are not parsed again (a memo in the project's dist/.cache/).
  const parses = memo(pack, 'text-parse', textParseMemoVersion());
  const run = () => rules.flatMap((r) => runRule(r, pack));
  const out = parses ? withTextParseMemo(parses, run) : run();
  if (opts.keepMemos) await Promise.all([parses?.save(), pack.yamlMemo?.save()]);
  // Problems of reading the folder come from the loader, not from a rule module.
  out.push(...pack.problems.filter((d) => LOADER_RULES.some((r) => r.id === d.rule)));
  if (opts.layout !== false && pack.manifest && pack.def && !drawingBlocked(pack, out)) {
    // A card with errors already has its message; laying it out would only add noise. A card
    // laid out by an earlier check from the same inputs is not laid out again (keyed by those
    // inputs' hash, the render cache's, which holds the renderer's own code).
    const layouts = memo(pack, 'layout', '1');
    out.push(...(await layoutDiagnostics(pack, { cacheDir: opts.renderCacheDir, skip: cardsWithErrors(pack, out), memo: layouts ?? undefined })));
    if (opts.keepMemos) {
      await layouts?.save();
      saveFaceMetrics();
    }
  }
  return sortDiagnostics(out);
}

/** The memo of `kind` a pack read from a folder keeps in its project's dist/.cache/ (none for an in-memory pack). */
function memo(pack: LoadedPack, kind: string, version: string): JsonMemo | null {
  return pack.project && pack.packDir ? JsonMemo.open(packMemoFile(pack.project, kind, pack.packDir), version) : null;
}

/**
 * True when an error of the pack as a whole means no card can be drawn (a rule with
 * `blocksDrawing`: a missing template, font or manifest icon, images too large): one error at the
 * manifest's line, rather than one on every card. The same rules' errors on one card only keep
 * that card out.
 */
export function drawingBlocked(pack: LoadedPack, list: Diagnostic[]): boolean {
  const blocking = new Set([...coreRules, ...(pack.def?.rules ?? [])].filter((r) => r.blocksDrawing).map((r) => r.id));
  return list.some((d) => d.severity === 'error' && d.card === null && blocking.has(d.rule));
}

/**
 * Ids of the cards that some error is about: they are neither laid out nor rendered. A deck drawn
 * from a data file (`data:`, a table of what each card means) that is missing or has errors is
 * among them, every card of it: its error is already reported once, at the file or at `data:`, and
 * its cards, drawn from a wrong table, would each fail or be silently wrong.
 */
export function cardsWithErrors(pack: LoadedPack, list: Diagnostic[]): Set<string> {
  const errors = list.filter((d) => d.severity === 'error');
  const ids = new Set(errors.filter((d) => d.card).map((d) => d.card!));
  const broken = new Set(errors.map((d) => d.file));
  for (const deck of pack.manifest?.decks ?? []) {
    if (deck.data === undefined) continue;
    const file = pack.data.find((d) => d.name === deck.data);
    if (file && file.valid && !broken.has(file.src.file)) continue;
    for (const card of pack.cards) if (card.deck.id === deck.id) ids.add(card.id);
  }
  return ids;
}

export async function checkGame(game: GameLocation, opts: CheckOptions = {}): Promise<CheckResult> {
  const pack = await loadPackFromDir(game.dir, game.display);
  // The pack's ready-made deck lists are files of the pack: checked with it.
  const lists = await shippedDeckLists(game, pack);
  return { pack, diagnostics: sortDiagnostics([...(await checkLoadedPack(pack, opts)), ...lists.diagnostics]) };
}
