import { spanAt } from '../yaml-source.js';
import type { Rule } from '../rule.js';
import { imageSizeProblem, LIMITS, thousands } from '../limits.js';
import { CARD_FORMAT, formatsOf } from '../formats.js';
import { exampleFiles } from './example-pack.js';

/** The example pack with its manifest edited: each [from, to] replaced in turn. */
const manifestWith = (...edits: [string, string][]) =>
  exampleFiles({ 'game.yaml': edits.reduce((text, [from, to]) => text.replace(from, to), exampleFiles()['game.yaml']) });

/**
 * What the manifest's values make together stays within what deckwright can draw: each value is
 * bounded by the schema, but a large card at a high resolution is still an image no machine
 * should be asked to allocate.
 */
export const limits: Rule = {
  id: 'core/limits',
  description: `Card images (and those of every format) stay within ${thousands(LIMITS.imageSide)} px a side and ${LIMITS.imagePixels / 1e6} megapixels, the safe margin leaves half of each, and a pack has at most ${thousands(LIMITS.cardsPerPack)} cards.`,
  severity: 'error',
  blocksDrawing: true,
  check(ctx) {
    const { manifest, manifestSrc } = ctx.pack;
    if (!manifest) return;
    const { card } = manifest;
    const size = imageSizeProblem(card);
    if (size) ctx.report(spanAt(manifestSrc, ['card']), size, null);
    // Templates lay everything out inside the safe area: it must keep at least half of each side.
    const maxSafe = Math.min(card.width, card.height) / 4;
    if (card.safe > maxSafe) {
      ctx.report(spanAt(manifestSrc, ['card', 'safe']), `the safe margin of ${card.safe} mm leaves less than half of a ${card.width}×${card.height} mm card to draw in; use at most ${maxSafe} mm`, null);
    }
    // Every other format is an image at the same resolution, with a safe area of its own.
    for (const f of formatsOf(manifest).filter((f) => f.name !== CARD_FORMAT)) {
      const problem = imageSizeProblem(f, f.dpi, false, `an image of format '${f.name}'`);
      if (problem) ctx.report(spanAt(manifestSrc, ['formats', f.name]), problem, null);
      const most = Math.min(f.width, f.height) / 4;
      if (f.safe > most) {
        ctx.report(spanAt(manifestSrc, ['formats', f.name, 'safe']), `format '${f.name}': the safe margin of ${f.safe} mm leaves less than half of ${f.width}×${f.height} mm to draw in; use at most ${most} mm`, null);
      }
    }
    const total = manifest.decks.reduce((n, d) => n + d.count, 0);
    if (total > LIMITS.cardsPerPack) {
      ctx.report(spanAt(manifestSrc, ['decks']), `the decks hold ${total} cards together, over the limit of ${LIMITS.cardsPerPack} for a pack; split the game into several packs`, null);
    }
  },
  examples: {
    valid: [{ name: 'poker cards at 300 dpi', files: exampleFiles() }],
    invalid: [
      {
        name: 'a card too large for its resolution',
        files: manifestWith(['card: { width: 63, height: 88, bleed: 3, safe: 3, dpi: 300 }', 'card: { width: 900, height: 600, bleed: 3, safe: 3, dpi: 600 }']),
        errors: [{ file: 'game.yaml', line: 4, column: 9, message: 'over the limit of 16,384 px a side and 64 megapixels; at this size, use at most 274 dpi' }],
      },
      {
        name: 'a board too large for the resolution of the pack',
        files: manifestWith(['decks:', 'formats:\n  plateau: { kind: board, width: 900, height: 900, bleed: 3, safe: 10 }\ndecks:']),
        errors: [{ file: 'game.yaml', line: 9, column: 14, message: "an image of format 'plateau' would be 10,701×10,701 px at 300 dpi, over the limit of 16,384 px a side and 64 megapixels; at this size, use at most 224 dpi, or make it smaller" }],
      },
      {
        name: 'a safe margin that leaves nothing to draw in',
        files: manifestWith(['safe: 3,', 'safe: 30,']),
        errors: [{ file: 'game.yaml', line: 4, column: 48, message: 'use at most 15.75 mm' }],
      },
      {
        name: 'more cards than a pack can hold',
        files: manifestWith(['type: item\n    count: 1', 'type: item\n    count: 1000'], ['type: secret\n    count: 1', 'type: secret\n    count: 1000']),
        errors: [{ file: 'game.yaml', line: 9, column: 5, message: 'the decks hold 2001 cards together, over the limit of 2000' }],
      },
    ],
  },
};
