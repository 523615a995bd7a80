/**
 * The reference pages of docs/rules/, made from the rules themselves: each rule's description and
 * its valid and invalid examples, run to show the exact diagnostics (and the fixed text for rules
 * with fixes). `npm run docs:rules` writes them; a test fails when they are out of date.
 */
import { applyFixes } from '../core/fix.js';
import { loadPackFromFiles } from '../core/pack.js';
import type { PackDef } from '../core/pack-types.js';
import { ruleDocName, runRule, type Rule, type RuleExample, type RuleInfo } from '../core/rule.js';
import { examplePack, exampleFiles } from '../core/rules/example-pack.js';
import { coreRules } from '../core/rules/index.js';
import { knownPackIds, loadPackDef } from '../core/pack-registry.js';
import { RENDER_RULES } from '../render/rule-info.js';
import { LOADER_RULES } from '../core/loader-rules.js';
import { PRINT_RULES } from '../print/rule-info.js';
import { TTS_RULES } from '../tts/rule-info.js';

interface Suite {
  title: string;
  rules: Rule[];
  /** The pack code the examples load with (core rules use a neutral example pack). */
  def?: PackDef;
  /** The example pack's files: an example shows only the files it changes. */
  baseline: Record<string, string>;
  intro: string;
}

async function suites(): Promise<Suite[]> {
  const out: Suite[] = [
    {
      title: 'Core rules (every game)',
      rules: coreRules,
      def: examplePack,
      baseline: exampleFiles(),
      intro: 'Their examples use a neutral example pack (heroes, items, secrets), so that they name no real game.',
    },
  ];
  for (const id of await knownPackIds()) {
    const def = await loadPackDef(id);
    if (!def?.rules.length) continue;
    out.push({ title: `Rules of the ${id} pack`, rules: def.rules, baseline: def.exampleFiles?.() ?? {}, intro: `Their examples start from the small ${id} pack of \`src/games/${id}/rules/example-files.ts\`.` });
  }
  return out;
}

/**
 * A page of docs/rules/ that people write: a game's rulings (`codex.md`), named after its pack.
 * Generated pages are the index (README.md) and "<scope>-<rule>.md".
 */
export function isHandWritten(name: string): boolean {
  return /^[a-z0-9]+\.md$/.test(name) && name !== 'README.md';
}

/** Every page, by file name under docs/rules/. */
export async function ruleDocs(): Promise<Map<string, string>> {
  const pages = new Map<string, string>();
  const index: string[] = [
    '# Checker rules',
    '',
    '`deckwright check` runs these rules. Each one is a module with an id, a description and examples;',
    'the examples run as its tests, and these pages are generated from them by `npm run docs:rules`',
    '(do not edit them by hand). Rules marked *fix* repair what they find with `deckwright check --fix`.',
    '',
  ];
  for (const suite of await suites()) {
    index.push(`## ${suite.title}`, '', suite.intro, '', '| rule | severity | description |', '|---|---|---|');
    for (const rule of suite.rules) {
      const fixable = rule.examples.invalid.some((e) => e.output);
      index.push(`| [${rule.id}](${ruleDocName(rule.id)}) | ${rule.severity}${fixable ? ', fix' : ''} | ${escapeCell(rule.description)} |`);
      pages.set(ruleDocName(rule.id), await rulePage(rule, suite, fixable));
    }
    index.push('');
  }
  // Diagnostics that come from a stage rather than a rule module: listed, without examples.
  const stage = (title: string, when: string, rules: RuleInfo[]) => {
    index.push(`## ${title}`, '', `Reported ${when}, in the same format:`, '', '| rule | severity | description |', '|---|---|---|');
    for (const r of rules) index.push(`| ${r.id} | ${r.severity} | ${escapeCell(r.description)} |`);
    index.push('');
  };
  stage('Reading the pack folder', 'while the YAML files of a pack folder are read', LOADER_RULES);
  stage('Layout (from the renderer)', 'while the templates lay each card out', RENDER_RULES);
  stage('Printing', 'while the print documents are laid out', PRINT_RULES);
  stage('Tabletop Simulator', 'before the TTS export makes anything', TTS_RULES);
  pages.set('README.md', index.join('\n'));
  return pages;
}

async function rulePage(rule: Rule, suite: Suite, fixable: boolean): Promise<string> {
  const out = [`# ${rule.id}`, '', rule.description, '', `- Severity: ${rule.severity}`, `- Fix: ${fixable ? 'yes, `deckwright check --fix`' : 'no'}`, ''];
  out.push('## Valid', '');
  for (const ex of rule.examples.valid) out.push(`### ${ex.name}`, '', ...shownFiles(ex, suite));
  out.push('## Invalid', '');
  for (const ex of rule.examples.invalid) {
    out.push(`### ${ex.name}`, '', ...shownFiles(ex, suite));
    const pack = await loadPackFromFiles('example', '', new Map(Object.entries(ex.files)), suite.def ? { def: suite.def } : {});
    const got = runRule(rule, pack);
    out.push('Reports:', '', '```text', ...got.map((d) => `${d.file}:${d.line}:${d.column} ${d.severity} ${d.rule} ${d.message}`), '```', '');
    for (const [file, want] of Object.entries(ex.output ?? {})) {
      const fixed = applyFixes(file, ex.files[file], got.flatMap((d) => (d.fix && d.fix.file === file ? [d.fix] : []))).text;
      // The page shows what --fix does; the rule's test checks it is what the example says.
      if (fixed === want) out.push(`\`--fix\` leaves \`${file}\` as:`, '', '```yaml', want.trimEnd(), '```', '');
    }
  }
  return out.join('\n');
}

/** The files an example changes from the example pack (all its card files when it changes none). */
function shownFiles(ex: RuleExample, suite: Suite): string[] {
  const changed = Object.entries(ex.files).filter(([f, text]) => suite.baseline[f] !== text);
  if (!changed.length) return ['The example pack as it is.', ''];
  return changed.flatMap(([f, text]) => [`\`${f}\`:`, '', '```yaml', text.trimEnd(), '```', '']);
}

function escapeCell(s: string): string {
  return s.replace(/\|/g, '\\|');
}
