import { lexCardText } from '../../../core/card-text.js';
import type { Rule } from '../../../core/rule.js';
import { lyokoTexts, textLocation } from '../text/fields.js';
import { lyokoExampleFiles, OBSTACLE, SURPRISE } from './example-files.js';

/**
 * Card text is a controlled language: what does not parse cannot be played by the engine, so it
 * is an error at the exact word, with the forms the language expected there.
 */
export const lyokoTextParse: Rule = {
  id: 'lyoko/text-parse',
  description: 'Every effect text is written in the Code Lyoko card language (docs/card-language.md), so that the engine plays exactly what the card says.',
  severity: 'error',
  check(ctx) {
    const symbols = new Set(Object.keys(ctx.pack.manifest?.symbols ?? {}));
    for (const f of lyokoTexts(ctx.pack)) {
      if (f.result.ok) continue;
      // An unknown {SYMBOL} is core/text-markup's to report; the parse error would repeat it.
      if (lexCardText(f.text).symbols.some((s) => !symbols.has(s.name))) continue;
      const e = f.result.error;
      ctx.report(textLocation(f, [e.offset, e.end]), `this effect is not in the Code Lyoko card language: ${e.message}`, f.card.id);
    }
  },
  examples: {
    valid: [{ name: 'effects of every kind that parse', files: lyokoExampleFiles() }],
    invalid: [
      {
        name: 'a misspelt word, with a suggestion',
        files: lyokoExampleFiles({ 'obstacles.yaml': OBSTACLE.replace('Perds 2 PV.', 'Perd 2 PV.') }),
        errors: [{ file: 'obstacles.yaml', line: 13, column: 15, message: "did you mean 'Perds'?" }],
      },
      {
        name: 'a noun that does not agree with its number',
        files: lyokoExampleFiles({ 'obstacles.yaml': OBSTACLE.replace('Gagne 2 PV.', 'Pioche 2 carte.') }),
        errors: [{ file: 'obstacles.yaml', line: 11, column: 22, message: "did you mean '2 cartes'?" }],
      },
      {
        name: 'a verb that does not agree with its subject',
        files: lyokoExampleFiles({ 'surprises.yaml': SURPRISE.replace('Le personnage gagne', 'Le personnage gagnent') }),
        errors: [{ file: 'surprises.yaml', line: 9, column: 15, message: "did you mean 'gagne'?" }],
      },
      {
        name: 'a sentence without its full stop',
        files: lyokoExampleFiles({ 'obstacles.yaml': OBSTACLE.replace('Gagne 2 PV.', 'Gagne 2 PV') }),
        errors: [{ file: 'obstacles.yaml', line: 11, column: 25, message: "the text ends too early; expected '.'" }],
      },
    ],
  },
};
