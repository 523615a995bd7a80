import { lexCardText } from '../../../core/card-text.js';
import type { Rule } from '../../../core/rule.js';
import { fieldLocation, textFields } from '../text/fields.js';
import { CODEX_LANGUAGE, type CardLanguage } from '../text/language.js';
import { codexExampleFiles, CREATURE } from './example-files.js';

const WHAT = { Passive: 'passive', Condition: 'condition', Effect: 'effect' } as const;

/** What a pack's text-parse rule is made of: its id and examples, and the language it reads. */
export interface TextParseOptions {
  id: string;
  language: CardLanguage;
  /** Where the language is described, for the rule's description. */
  doc: string;
  examples: Rule['examples'];
}

/**
 * Card text is a controlled language: what does not parse cannot be played by the engine, so it
 * is an error at the exact word, with the forms the language expected there (in its own words).
 */
export function textParseRule({ id, language, doc, examples }: TextParseOptions): Rule {
  const name = language.lexicon.name;
  return {
    id,
    description: `Every card text is written in the ${name} card language (${doc}), so that the engine plays exactly what the card says.`,
    severity: 'error',
    check(ctx) {
      const symbols = new Set(Object.keys(ctx.pack.manifest?.symbols ?? {}));
      for (const f of textFields(ctx.pack, language)) {
        if (f.result.ok) continue;
        // An unknown {SYMBOL} is core/text-markup's to report; the parse error would repeat it.
        if (lexCardText(f.text).symbols.some((s) => !symbols.has(s.name))) continue;
        const e = f.result.error;
        ctx.report(fieldLocation(f, [e.offset, e.end]), `this ${WHAT[f.kind]} is not in the ${name} card language: ${e.message}`, f.card.id);
      }
    },
    examples,
  };
}

export const textParse: Rule = textParseRule({
  id: 'codex/text-parse',
  language: CODEX_LANGUAGE,
  doc: 'docs/card-language.md',
  examples: {
    valid: [{ name: 'texts of every kind that parse', files: codexExampleFiles() }],
    invalid: [
      {
        name: 'a misspelt word, with a suggestion',
        files: codexExampleFiles({ 'creatures.yaml': CREATURE.replace("J'inflige 1 dégât", "J'inflige 1 degat") }),
        errors: [{ file: 'creatures.yaml', line: 10, column: 29, message: "did you mean 'dégât'?" }],
      },
      {
        name: 'a number that does not agree with its noun',
        files: codexExampleFiles({ 'creatures.yaml': CREATURE.replace("J'inflige 1 dégât", "J'inflige 2 dégât") }),
        errors: [{ file: 'creatures.yaml', line: 10, column: 27, message: "did you mean '2 dégâts'?" }],
      },
      {
        name: 'a sentence without its full stop',
        files: codexExampleFiles({ 'creatures.yaml': CREATURE.replace("Je me déplace d'une zone.", "Je me déplace d'une zone") }),
        errors: [{ file: 'creatures.yaml', line: 12, column: 41, message: "expected one of: '.'" }],
      },
      {
        name: 'a phrase the language does not know',
        files: codexExampleFiles({ 'creatures.yaml': CREATURE.replace('condition: Un joueur est dans ma zone', 'condition: Un joueur est blessé') }),
        errors: [{ file: 'creatures.yaml', line: 9, column: 34, message: 'cannot read "blessé"' }],
      },
    ],
  },
});
