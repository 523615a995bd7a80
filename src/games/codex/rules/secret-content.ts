import type { Rule } from '../../../core/rule.js';
import { codexExampleFiles } from './example-files.js';

/** A Secret card holds either a boss's aptitudes or a text to reveal, never both or neither. */
export const secretContent: Rule = {
  id: 'codex/secret-content',
  description: 'A Secret card has either `aptitudes` (a boss\'s three) or `text`, exactly one of them.',
  severity: 'error',
  check(ctx) {
    for (const card of ctx.pack.cards.filter((c) => c.valid && c.type.id === 'secret')) {
      const has = (k: string) => card.data[k] !== undefined;
      if (has('aptitudes') === has('text')) {
        ctx.report(
          { src: card.src, path: [...card.path, has('text') ? 'text' : 'name'] },
          has('text')
            ? `Secret '${card.id}' has both aptitudes and text; keep one`
            : `Secret '${card.id}' is empty; give it \`aptitudes\` (a boss's three) or a \`text\` to reveal`,
          card.id,
        );
      }
    }
  },
  examples: {
    valid: [{ name: 'a Secret with aptitudes', files: codexExampleFiles() }],
    invalid: [
      {
        name: 'an empty Secret',
        files: codexExampleFiles({
          'secrets.yaml': 'deck: secrets\ncards:\n  - id: vide\n    number: 1\n    name: Vide\n    art: crown\n',
        }),
        errors: [{ file: 'secrets.yaml', line: 5, column: 11, message: 'is empty' }],
      },
    ],
  },
};
