import { spanAt } from '../yaml-source.js';
import type { Rule } from '../rule.js';
import { fontFamilies } from '../font-catalog.js';
import { fontFileProblems, nearFamily } from '../font-files.js';
import { projectOfPack } from '../project.js';
import { exampleFiles } from './example-pack.js';

/**
 * The manifest's fonts are bundled families or the game's own (`fonts: files:`), and each own
 * file is one deckwright can use: inside the project, there, under the size limit, a font, with a
 * licence for the credits. Errors are at the line of the key they are about, and no card is laid
 * out with a font that does not exist (which would fail on every card at once).
 */
export const fonts: Rule = {
  id: 'core/fonts',
  description:
    "The manifest's title and body fonts are families bundled in fonts/ (fonts/fonts.json) or the game's own font files (fonts: files:), and each own file is a usable font inside the project.",
  severity: 'error',
  blocksDrawing: true,
  check(ctx) {
    const { manifest, manifestSrc } = ctx.pack;
    if (!manifest) return;
    const own = manifest.fonts.files ?? [];
    if (own.length) {
      const project = projectOfPack(ctx.pack.dir);
      const seen = new Map<string, number>();
      own.forEach((def, i) => {
        for (const p of fontFileProblems(project, def)) {
          ctx.report(spanAt(manifestSrc, p.key ? ['fonts', 'files', i, p.key] : ['fonts', 'files', i]), p.message, null);
        }
        const face = `${def.family.toLowerCase()} ${def.weight ?? 400} ${def.style ?? 'normal'}`;
        const first = seen.get(face);
        if (first !== undefined) {
          ctx.report(
            spanAt(manifestSrc, ['fonts', 'files', i, 'family']),
            `${def.family} ${def.weight ?? 400} ${def.style ?? 'normal'} is declared twice (files ${first + 1} and ${i + 1} of fonts: files:); give each face its own weight or style`,
            null,
          );
        } else seen.set(face, i);
      });
    }
    const families = [...new Set([...own.map((f) => f.family), ...fontFamilies()])].sort();
    for (const role of ['title', 'body'] as const) {
      const family = manifest.fonts[role];
      if (families.includes(family)) continue;
      const near = nearFamily(family, families);
      ctx.report(
        spanAt(manifestSrc, ['fonts', role]),
        `the ${role} font '${family}' is neither bundled nor one of the game's font files` +
          (near ? `; did you mean '${near}'? The` : '. The') +
          ` families are ${families.join(', ')} (a font of your own is declared under fonts: files: of game.yaml, see docs/packs.md)`,
        null,
      );
    }
  },
  examples: {
    valid: [{ name: 'bundled families', files: exampleFiles() }],
    invalid: [
      {
        name: 'a font name with a slip in it',
        files: exampleFiles({ 'game.yaml': exampleFiles()['game.yaml'].replace('title: Cinzel', 'title: Cinzell') }),
        errors: [{ file: 'game.yaml', line: 5, column: 17, message: "the title font 'Cinzell' is neither bundled nor one of the game's font files; did you mean 'Cinzel'?" }],
      },
      {
        name: 'a font that is nothing like any family: no guess, the list of families',
        files: exampleFiles({ 'game.yaml': exampleFiles()['game.yaml'].replace('title: Cinzel', 'title: Comic Sans') }),
        errors: [{ file: 'game.yaml', line: 5, column: 17, message: "the title font 'Comic Sans' is neither bundled nor one of the game's font files. The families are Alegreya, Cinzel" }],
      },
    ],
  },
};
