/**
 * The share function simulation threads (parallel.ts) run for an engine made by defineEngine.
 * A thread knows no pack: it is loaded as `share.js?rules=<the project's compiled rules module>`,
 * imports that module as the loader did (src/core/project-rules.ts), asks its `pack` for its
 * engine, and plays with the definition the engine carries. Each URL is its own module instance,
 * so two projects' rules never share one.
 */
import type { PackDef } from '../../core/pack-types.js';
import { DEFINITION, type AnyDefined } from './definition.js';
import { playRange, type GameSummary, type SimData } from './games.js';

/** The definition behind a rules module's engine. */
export async function definitionOf(rulesModule: string): Promise<AnyDefined> {
  const mod = (await import(rulesModule)) as { pack?: PackDef };
  const engine = await mod.pack?.engine?.();
  const d = (engine as unknown as Record<symbol, AnyDefined> | undefined)?.[DEFINITION];
  if (!d) throw new Error(`${rulesModule}: its \`pack\` has no engine made by defineEngine`);
  return d;
}

const rules = new URL(import.meta.url).searchParams.get('rules');
const defined = rules ? await definitionOf(rules) : null;

export function playDefinedShare(data: SimData, from: number, to: number, onGame?: (done: number) => void): GameSummary[] {
  if (!defined) throw new Error('this share module was loaded without the rules module to play (?rules=)');
  return playRange(defined, data, from, to, onGame);
}
