import type { Rule } from '../rule.js';
import { TYPES_RULE } from '../types/types-file-schema.js';
import { exampleFiles } from './example-pack.js';

const withTypes = (from: string, to: string) => exampleFiles({ 'types.yaml': exampleFiles()['types.yaml'].replace(from, to) });

/**
 * Reports the problems of a pack's types files found while compiling them (see core/types/):
 * a card type declared in YAML is checked as strictly as the cards that use it.
 */
export const types: Rule = {
  id: TYPES_RULE,
  description:
    'Card types, data types and options are declared with known field kinds, the keys each kind takes, shapes that exist, and references to card types of the pack.',
  severity: 'error',
  blocksDrawing: true,
  check(ctx) {
    for (const d of ctx.pack.problems) if (d.rule === this.id) ctx.report(d, d.message, d.card, d.severity);
  },
  examples: {
    valid: [{ name: 'three card types declared in YAML', files: exampleFiles() }],
    invalid: [
      {
        name: 'a misspelt field kind gets the closest kind',
        files: withTypes('text: { kind: text, optional: true }\n  secret:', 'text: { kind: txet, optional: true }\n  secret:'),
        errors: [{ file: 'types.yaml', line: 19, column: 15, message: "'txet' is neither a field kind nor a shape of this file; did you mean 'text'?" }],
      },
      {
        name: 'a key the kind does not take',
        files: withTypes('pv: { kind: integer, min: 1', 'pv: { kind: integer, pattern: "^[0-9]$", min: 1'),
        errors: [{ file: 'types.yaml', line: 8, column: 28, message: "'pattern' means nothing for a field of kind 'integer'" }],
      },
      {
        name: 'a reference to a card type the pack does not have',
        files: withTypes('startingItem: { kind: ref, to: item }', 'startingItem: { kind: ref, to: items }'),
        errors: [{ file: 'types.yaml', line: 9, column: 38, message: "no card type 'items' to refer to; did you mean 'item'?" }],
      },
      {
        name: 'a default that its own field refuses',
        files: withTypes('number: { kind: integer, min: 1 }', 'number: { kind: integer, min: 1, default: 0 }'),
        errors: [{ file: 'types.yaml', line: 26, column: 40, message: 'the default 0 is not a value of this field itself' }],
      },
    ],
  },
};
