import { closest } from 'fastest-levenshtein';
import { spanAt } from '../yaml-source.js';
import type { Rule } from '../rule.js';
import { fontFamilies } from '../font-catalog.js';
import { exampleFiles } from './example-pack.js';

/**
 * The manifest's fonts are bundled families. One error at the `fonts:` line, and no card is laid
 * out with a font that does not exist (which would fail on every card at once).
 */
export const fonts: Rule = {
  id: 'core/fonts',
  description: "The manifest's title and body fonts are families bundled in fonts/ (listed in fonts/fonts.json).",
  severity: 'error',
  blocksDrawing: true,
  check(ctx) {
    const { manifest, manifestSrc } = ctx.pack;
    if (!manifest) return;
    const families = fontFamilies();
    for (const role of ['title', 'body'] as const) {
      const family = manifest.fonts[role];
      if (families.includes(family)) continue;
      ctx.report(
        spanAt(manifestSrc, ['fonts', role]),
        `the ${role} font '${family}' is not bundled; did you mean '${closest(family, families)}'? The families are ${families.join(', ')} (fonts/README.md says how to add one)`,
        null,
      );
    }
  },
  examples: {
    valid: [{ name: 'bundled families', files: exampleFiles() }],
    invalid: [
      {
        name: 'a font the fonts folder does not have',
        files: exampleFiles({ 'game.yaml': exampleFiles()['game.yaml'].replace('title: Cinzel', 'title: Comic Sans') }),
        errors: [{ file: 'game.yaml', line: 5, column: 17, message: "the title font 'Comic Sans' is not bundled; did you mean 'Cinzel'?" }],
      },
    ],
  },
};
