import { spanAt } from '../yaml-source.js';
import type { Rule } from '../rule.js';
import { copiesOf } from '../pack.js';
import { exampleFiles } from './example-pack.js';

/** Each deck has exactly the number of cards its manifest entry announces. */
export const manifestCount: Rule = {
  id: 'core/manifest-count',
  description: "Each deck has as many cards as game.yaml's `count` says, copies included.",
  severity: 'error',
  check(ctx) {
    if (!ctx.pack.complete) return;
    const { manifest, manifestSrc, cards, def, cardTypes } = ctx.pack;
    // Without pack code no card could be loaded: counting them would only add noise.
    if (!manifest || !def) return;
    manifest.decks.forEach((deck, i) => {
      if (!cardTypes.some((t) => t.id === deck.type)) return;
      const n = cards.filter((c) => c.deck.id === deck.id).reduce((sum, c) => sum + copiesOf(c), 0);
      if (n === deck.count) return;
      ctx.report(
        spanAt(manifestSrc, ['decks', i, 'count']),
        `deck '${deck.id}' should have ${deck.count} card(s) but has ${n}; ` +
          (n < deck.count ? `add ${deck.count - n} card(s) to a file with \`deck: ${deck.id}\`` : `remove ${n - deck.count} card(s)`) +
          ' or change the count (a card with `copies: N` counts N times)',
        null,
      );
    });
  },
  examples: {
    valid: [{ name: 'counts that match', files: exampleFiles() }],
    invalid: [
      {
        name: 'a deck with a card too many',
        files: exampleFiles({ 'items.yaml': 'deck: items\ncards:\n  - id: sword\n    name: Sword\n  - id: axe\n    name: Axe\n' }),
        errors: [{ file: 'game.yaml', line: 18, column: 12, message: "deck 'items' should have 1 card(s) but has 2" }],
      },
    ],
  },
};
