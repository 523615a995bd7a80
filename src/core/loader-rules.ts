/**
 * Diagnostics of reading a pack folder from disk. Like the renderer's, they are not rule modules
 * (an in-memory example pack has no folder, links or files to refuse), but they share the
 * diagnostics' format and are listed with the rules in SARIF output and in docs/rules/.
 */
import type { Diagnostic } from './diagnostics.js';
import type { RuleInfo } from './rule.js';

export const PACK_FILES_RULE: RuleInfo = {
  id: 'core/pack-files',
  description: 'Every YAML file of a pack folder is read: a symbolic link is followed only to a file inside the pack.',
  severity: 'error',
};

/** Shared by every file a command reads (pack files, scenarios, logs, deck lists): see core/read-limited. */
export const FILE_LIMITS_RULE: RuleInfo = {
  id: 'core/file-limits',
  description: 'A file deckwright reads (a YAML file of a pack, a scenario, a game log, a deck list, a data file) is a regular file within its size limit, checked before it is read.',
  severity: 'error',
};

/** A file of the pack refused unread (`file` as shown, `name` within the pack): at its first line, saying why and how to fix it. */
export function packFileRefused(file: string, name: string, why: string, fix: string): Diagnostic {
  return { file, line: 1, column: 1, endLine: 1, endColumn: 1, severity: 'error', rule: PACK_FILES_RULE.id, message: `${name} ${why}; ${fix}`, card: null };
}

export const LOADER_RULES: RuleInfo[] = [PACK_FILES_RULE, FILE_LIMITS_RULE];
