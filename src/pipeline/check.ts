/** `check`: load a pack, run the core and pack rules, then the layout checks of the templates. */
import { sortDiagnostics, type Diagnostic } from '../core/diagnostics.js';
import { loadPackFromDir, type LoadedPack } from '../core/pack.js';
import { runRule } from '../core/rule.js';
import { coreRules } from '../core/rules/index.js';
import { LOADER_RULES } from '../core/loader-rules.js';
import { layoutDiagnostics } from '../render/layout-check.js';
import type { GameLocation } from './games.js';
import { shippedDeckLists } from './deck-lists.js';

export interface CheckResult {
  pack: LoadedPack;
  diagnostics: Diagnostic[];
}

export interface CheckOptions {
  /** Run the templates to find text that does not fit and missing glyphs (default true). */
  layout?: boolean;
  /** A render output folder whose cache vouches for cards already rendered cleanly. */
  renderCacheDir?: string;
}

export async function checkLoadedPack(pack: LoadedPack, opts: CheckOptions = {}): Promise<Diagnostic[]> {
  const rules = [...coreRules, ...(pack.def?.rules ?? [])];
  const out = rules.flatMap((r) => runRule(r, pack));
  // Problems of reading the folder come from the loader, not from a rule module.
  out.push(...pack.problems.filter((d) => LOADER_RULES.some((r) => r.id === d.rule)));
  if (opts.layout !== false && pack.manifest && pack.def && !drawingBlocked(pack, out)) {
    // A card with errors already has its message; laying it out would only add noise.
    out.push(...(await layoutDiagnostics(pack, { cacheDir: opts.renderCacheDir, skip: cardsWithErrors(out) })));
  }
  return sortDiagnostics(out);
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

/** Ids of the cards that some error is about: they are neither laid out nor rendered. */
export function cardsWithErrors(list: Diagnostic[]): Set<string> {
  return new Set(list.filter((d) => d.severity === 'error' && d.card).map((d) => d.card!));
}

export async function checkGame(game: GameLocation, opts: CheckOptions = {}): Promise<CheckResult> {
  const pack = await loadPackFromDir(game.dir, game.display);
  // The pack's ready-made deck lists are files of the pack: checked with it.
  const lists = await shippedDeckLists(game, pack);
  return { pack, diagnostics: sortDiagnostics([...(await checkLoadedPack(pack, opts)), ...lists.diagnostics]) };
}
