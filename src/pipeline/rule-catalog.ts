/** Every rule `check` may report, core first, then each pack's, then the renderer's. */
import type { PackDef } from '../core/pack-types.js';
import { coreRules } from '../core/rules/index.js';
import type { RuleInfo } from '../core/rule.js';
import { RENDER_RULES } from '../render/rule-info.js';

/** `packs`: the packs checked (several games may share one pack's code: its rules are listed once). */
export function ruleCatalog(packs: (PackDef | null)[]): RuleInfo[] {
  const packRules = [...new Set(packs)].flatMap((p) => p?.rules ?? []);
  return [...coreRules, ...packRules, ...RENDER_RULES].map(({ id, description, severity }) => ({ id, description, severity }));
}
