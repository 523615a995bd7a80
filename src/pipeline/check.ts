/** `check`: load a pack, run the core and pack rules, then the layout checks of the templates. */
import { sortDiagnostics, type Diagnostic } from '../core/diagnostics.js';
import { loadPackFromDir, type LoadedPack } from '../core/pack.js';
import { runRule } from '../core/rule.js';
import { coreRules } from '../core/rules/index.js';
import { layoutDiagnostics } from '../render/layout-check.js';
import type { GameLocation } from './games.js';

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
  if (opts.layout !== false && pack.manifest && pack.def) {
    // A card with errors already has its message; laying it out would only add noise.
    out.push(...(await layoutDiagnostics(pack, { cacheDir: opts.renderCacheDir, skip: cardsWithErrors(out) })));
  }
  return sortDiagnostics(out);
}

/** Ids of the cards that some error is about: they are neither laid out nor rendered. */
export function cardsWithErrors(list: Diagnostic[]): Set<string> {
  return new Set(list.filter((d) => d.severity === 'error' && d.card).map((d) => d.card!));
}

export async function checkGame(game: GameLocation, opts: CheckOptions = {}): Promise<CheckResult> {
  const pack = await loadPackFromDir(game.dir, game.display);
  return { pack, diagnostics: await checkLoadedPack(pack, opts) };
}
