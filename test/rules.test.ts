/** Each rule's own examples are its tests: valid ones report nothing, invalid ones exactly what they say. */
import { describe, expect, it } from 'vitest';
import { loadPackFromFiles } from '../src/core/pack.js';
import { runRule, type Rule } from '../src/core/rule.js';
import { coreRules } from '../src/core/rules/index.js';
import { examplePack } from '../src/core/rules/example-pack.js';
import { pack as codex } from '../src/games/codex/index.js';
import { pack as index } from '../src/games/index/index.js';
import { pack as lyoko } from '../src/games/lyoko/index.js';
import { pack as pyramide } from '../src/games/pyramide/index.js';
import { pack as cardstle } from '../src/games/cardstle/index.js';
import { applyFixes } from '../src/core/fix.js';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { isHandWritten, ruleDocs } from '../src/docs/rule-docs.js';
import { root } from './helpers.js';

async function run(rule: Rule, files: Record<string, string>, core: boolean) {
  const pack = await loadPackFromFiles('example', '', new Map(Object.entries(files)), core ? { def: examplePack } : {});
  return runRule(rule, pack);
}

function suite(title: string, rules: Rule[], core: boolean) {
  describe(title, () => {
    for (const rule of rules) {
      describe(rule.id, () => {
        it('has an id, a description and examples of both kinds', () => {
          expect(rule.id).toMatch(/^[a-z]+\/[a-z-]+$/);
          expect(rule.description.length).toBeGreaterThan(10);
          expect(rule.examples.valid.length).toBeGreaterThan(0);
          expect(rule.examples.invalid.length).toBeGreaterThan(0);
        });
        for (const ex of rule.examples.valid) {
          it(`valid: ${ex.name}`, async () => {
            expect(await run(rule, ex.files, core)).toEqual([]);
          });
        }
        for (const ex of rule.examples.invalid) {
          it(`invalid: ${ex.name}`, async () => {
            const got = await run(rule, ex.files, core);
            expect(got.map((d) => ({ file: d.file, line: d.line, column: d.column }))).toEqual(
              ex.errors.map((e) => ({ file: e.file, line: e.line, column: e.column })),
            );
            ex.errors.forEach((e, i) => {
              if (e.message) expect(got[i].message).toContain(e.message);
              expect(got[i].rule).toBe(rule.id);
            });
          });
          if (ex.output) {
            it(`fixes: ${ex.name}`, async () => {
              const got = await run(rule, ex.files, core);
              for (const [file, want] of Object.entries(ex.output!)) {
                const fixes = got.flatMap((d) => (d.fix && d.fix.file === file ? [d.fix] : []));
                expect(fixes.length).toBeGreaterThan(0);
                expect(applyFixes(file, ex.files[file], fixes).text).toBe(want);
              }
            });
          }
        }
      });
    }
  });
}

suite('core rules', coreRules, true);
suite('CODEX rules', codex.rules, false);
suite('INDEX rules', index.rules, false);
suite('Code Lyoko rules', lyoko.rules, false);
suite('Sokar pyramid rules', pyramide.rules, false);
suite('Cardstle rules', cardstle.rules, false);

describe('docs/rules/', () => {
  it('is what the rules and their examples make (regenerate with `npm run docs:rules`)', async () => {
    const pages = await ruleDocs();
    const dir = path.join(root, 'docs', 'rules');
    expect(readdirSync(dir).filter((f) => !isHandWritten(f)).sort()).toEqual([...pages.keys()].sort());
    for (const [name, text] of pages) expect(readFileSync(path.join(dir, name), 'utf8'), name).toBe(text);
  });
});
