import type { Rule } from '../rule.js';
import { exampleFiles } from './example-pack.js';

/** Reports the YAML parser's own errors, found while loading. */
export const yamlSyntax: Rule = {
  id: 'core/yaml-syntax',
  description: 'Every file is well-formed YAML.',
  severity: 'error',
  check(ctx) {
    for (const d of ctx.pack.problems) if (d.rule === this.id) ctx.report(d, d.message, d.card, d.severity);
  },
  examples: {
    valid: [{ name: 'well-formed files', files: exampleFiles() }],
    invalid: [
      {
        name: 'an unclosed quote',
        files: exampleFiles({ 'items.yaml': 'deck: items\ncards:\n  - id: sword\n    name: "Sword\n' }),
        errors: [{ file: 'items.yaml', line: 4, column: 11 }],
      },
      {
        name: 'aliases nested to explode ("billion laughs")',
        files: exampleFiles({
          'items.yaml':
            'deck: items\ncards: []\na: &a [x, x, x, x, x, x, x, x, x, x]\nb: &b [*a, *a, *a, *a, *a, *a, *a, *a, *a, *a]\nc: &c [*b, *b, *b, *b, *b, *b, *b, *b, *b, *b]\nd: [*c, *c, *c, *c, *c, *c, *c, *c, *c, *c]\n',
        }),
        errors: [{ file: 'items.yaml', line: 6, column: 5, message: 'billion laughs' }],
      },
      {
        name: 'a key given twice',
        files: exampleFiles({ 'items.yaml': 'deck: items\ncards:\n  - id: sword\n    name: Sword\n    name: Blade\n' }),
        errors: [{ file: 'items.yaml', line: 5, column: 5, message: 'unique' }],
      },
    ],
  },
};
