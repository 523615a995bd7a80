import type { Rule } from '../rule.js';
import { checkedItems } from '../pack.js';
import { ICON_KEYWORD } from '../schema-kit.js';
import { annotated } from '../schema-walk.js';
import { hasIcon, iconNames } from '../icons.js';
import { clip, QUOTE_MAX } from '../printable.js';
import { closest } from 'fastest-levenshtein';
import { ManifestSchema } from '../manifest.js';
import { exampleFiles } from './example-pack.js';

/** Art and symbols name icons that exist in the icon set. */
export const unknownIcon: Rule = {
  id: 'core/unknown-icon',
  description: 'Every icon named by a card, a deck back or a symbol exists in the game-icons set.',
  severity: 'error',
  // An unknown icon in the manifest (a symbol, a deck's back) would fail every card that shows it.
  blocksDrawing: true,
  check(ctx) {
    const problem = (name: string) => {
      const near = closest(name.slice(0, 2 * QUOTE_MAX), iconNames());
      return `unknown icon '${clip(name)}'; did you mean '${near}'? Browse the names at https://game-icons.net`;
    };
    const { manifest, manifestSrc } = ctx.pack;
    if (manifest) {
      for (const i of annotated(ManifestSchema, manifest, ICON_KEYWORD)) {
        if (typeof i.value === 'string' && !hasIcon(i.value)) ctx.report({ src: manifestSrc, path: i.path }, problem(i.value), null);
      }
    }
    for (const card of checkedItems(ctx.pack)) {
      for (const i of annotated(card.schema, card.data, ICON_KEYWORD)) {
        if (typeof i.value === 'string' && !hasIcon(i.value)) {
          ctx.report({ src: card.src, path: [...card.path, ...i.path] }, problem(i.value), card.cardId);
        }
      }
    }
  },
  examples: {
    valid: [{ name: 'known icons', files: exampleFiles() }],
    invalid: [
      {
        name: 'a misspelt symbol icon in the manifest',
        files: exampleFiles({ 'game.yaml': exampleFiles()['game.yaml'].replace('icon: lightning-frequency', 'icon: lightning-frequenzy') }),
        errors: [{ file: 'game.yaml', line: 7, column: 15, message: "did you mean 'lightning-frequency'?" }],
      },
      {
        name: 'a misspelt icon',
        files: exampleFiles({
          'heroes.yaml': 'deck: heroes\ncards:\n  - id: knight\n    name: Knight\n    pv: 6\n    startingItem: sword\n    art: brodsword\n',
        }),
        errors: [{ file: 'heroes.yaml', line: 7, column: 10, message: "did you mean 'broadsword'?" }],
      },
    ],
  },
};
