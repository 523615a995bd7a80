/**
 * Diagnostics as SARIF 2.1.0 (the OASIS format that code-scanning services read), so that CI
 * annotates the YAML lines of a pull request. One run, one tool; each rule described once.
 */
import type { Diagnostic } from './diagnostics.js';
import { ruleDocName, type RuleInfo } from './rule.js';

const LEVEL = { error: 'error', warning: 'warning', info: 'note' } as const;

export const SARIF_SCHEMA = 'https://json.schemastore.org/sarif-2.1.0.json';

/** `rules`: every rule that ran, so that a clean run still says what it checked. */
export function formatSarif(list: Diagnostic[], rules: RuleInfo[], tool: { name: string; version: string }): string {
  const index = new Map(rules.map((r, i) => [r.id, i]));
  const log = {
    $schema: SARIF_SCHEMA,
    version: '2.1.0',
    runs: [
      {
        tool: {
          driver: {
            name: tool.name,
            version: tool.version,
            rules: rules.map((r) => ({
              id: r.id,
              shortDescription: { text: r.description },
              defaultConfiguration: { level: LEVEL[r.severity] },
              help: { text: `${r.description} Examples: docs/rules/${ruleDocName(r.id)} in deckwright.` },
            })),
          },
        },
        columnKind: 'utf16CodeUnits',
        results: list.map((d) => ({
          ruleId: d.rule,
          ruleIndex: index.get(d.rule),
          level: LEVEL[d.severity],
          message: { text: d.message },
          locations: [
            {
              physicalLocation: {
                artifactLocation: { uri: d.file.split('\\').join('/'), uriBaseId: '%SRCROOT%' },
                region: { startLine: d.line, startColumn: d.column, endLine: d.endLine, endColumn: d.endColumn },
              },
            },
          ],
          ...(d.card ? { properties: { card: d.card } } : {}),
        })),
      },
    ],
  };
  return JSON.stringify(log, null, 2);
}
