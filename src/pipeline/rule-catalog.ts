/** Every rule `check` may report, the loader's and the core's first, then each pack's, then the renderer's, the printer's and the TTS export's. */
import type { PackDef } from '../core/pack-types.js';
import { coreRules } from '../core/rules/index.js';
import type { RuleInfo } from '../core/rule.js';
import { RENDER_RULES } from '../render/rule-info.js';
import { LOADER_RULES } from '../core/loader-rules.js';
import { PRINT_RULES } from '../print/rule-info.js';
import { TTS_RULES } from '../tts/rule-info.js';

/** `packs`: the packs checked (several games may share one pack's code: its rules are listed once). */
export function ruleCatalog(packs: (PackDef | null)[]): RuleInfo[] {
  const packRules = [...new Set(packs)].flatMap((p) => p?.rules ?? []);
  return [...LOADER_RULES, ...coreRules, ...packRules, ...RENDER_RULES, ...PRINT_RULES, ...TTS_RULES].map(({ id, description, severity }) => ({ id, description, severity }));
}
