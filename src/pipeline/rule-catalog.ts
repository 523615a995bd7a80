/** Every rule `check` may report, core first, then each pack's, then the renderer's. */
import type { PackDef } from '../core/pack-types.js';
import { coreRules } from '../core/rules/index.js';
import type { SarifRule } from '../core/sarif.js';
import { RENDER_RULES } from '../render/rule-info.js';

export function ruleCatalog(packs: (PackDef | null)[]): SarifRule[] {
  const packRules = packs.flatMap((p) => p?.rules ?? []);
  return [...coreRules, ...packRules, ...RENDER_RULES].map((r) => ({ id: r.id, description: r.description, severity: r.severity }));
}
