import type { Rule } from '../rule.js';
import { formatProblems } from '../format-refs.js';
import { spanAt } from '../yaml-source.js';
import { exampleFiles } from './example-pack.js';

/** The example manifest with a `mini` card format, and `format: <name>` on its first deck. */
const withFormat = (name: string) =>
  exampleFiles({
    'game.yaml': `${exampleFiles()['game.yaml'].replace('    color: "#224466"\n', `    color: "#224466"\n    format: ${name}\n`)}formats:\n  mini: { kind: card, width: 44, height: 68, bleed: 3, safe: 3 }\n`,
  });

/**
 * Reports schema violations found while loading (manifest, card files, cards), and the formats
 * the manifest's decks and components name (the schema cannot look them up).
 */
export const schema: Rule = {
  id: 'core/schema',
  description: 'The manifest and every card match their schema: known keys, required keys, values of the right form; decks and components name formats of the manifest, of their kind.',
  severity: 'error',
  check(ctx) {
    for (const d of ctx.pack.problems) if (d.rule === this.id) ctx.report(d, d.message, d.card, d.severity);
    const { manifest, manifestSrc } = ctx.pack;
    if (manifest) for (const p of formatProblems(manifest)) ctx.report(spanAt(manifestSrc, p.at), `game.yaml: ${p.message}`, null);
  },
  examples: {
    valid: [
      { name: 'cards of the right shape', files: exampleFiles() },
      { name: 'a deck of smaller cards, in a format of the manifest', files: withFormat('mini') },
    ],
    invalid: [
      {
        name: 'a misspelt key gets the closest known key',
        files: exampleFiles({ 'items.yaml': 'deck: items\ncards:\n  - id: sword\n    nmae: Sword\n' }),
        errors: [
          { file: 'items.yaml', line: 3, column: 5, message: "missing required key 'name'" },
          { file: 'items.yaml', line: 4, column: 5, message: "did you mean 'name'?" },
        ],
      },
      {
        name: 'a value of the wrong type names the field and the expected form',
        files: exampleFiles({
          'heroes.yaml': 'deck: heroes\ncards:\n  - id: knight\n    name: Knight\n    pv: six\n    startingItem: sword\n',
        }),
        errors: [{ file: 'heroes.yaml', line: 5, column: 9, message: 'pv must be an integer, got "six"' }],
      },
      {
        name: 'a card file for a deck the manifest does not have',
        files: exampleFiles({ 'items.yaml': 'deck: itemz\ncards: []\n' }),
        errors: [{ file: 'items.yaml', line: 1, column: 7, message: 'unexpected value "itemz" (expected one of "heroes"' }],
      },
      {
        name: 'a deck in a format the manifest does not have gets the closest one',
        files: withFormat('minii'),
        errors: [{ file: 'game.yaml', line: 14, column: 13, message: "deck 'heroes': there is no format 'minii'; did you mean 'mini'?" }],
      },
      {
        name: 'a manifest with a bad colour',
        files: exampleFiles({ 'game.yaml': exampleFiles()['game.yaml'].replace('"#224466"', 'blue') }),
        errors: [{ file: 'game.yaml', line: 13, column: 12, message: 'decks[0].color has the wrong form' }],
      },
    ],
  },
};
