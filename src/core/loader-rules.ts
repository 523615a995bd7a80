/**
 * Diagnostics of reading a pack folder from disk. Like the renderer's, they are not rule modules
 * (an in-memory example pack has no folder, links or files to refuse), but they share the
 * diagnostics' format and are listed with the rules in SARIF output and in docs/rules/.
 */
import type { RuleInfo } from './rule.js';

export const PACK_FILES_RULE: RuleInfo = {
  id: 'core/pack-files',
  description: 'Every YAML file of a pack folder is read: a symbolic link is followed only to a file inside the pack.',
  severity: 'error',
};

export const LOADER_RULES: RuleInfo[] = [PACK_FILES_RULE];
