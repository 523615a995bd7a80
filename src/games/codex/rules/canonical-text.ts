import type { Rule } from '../../../core/rule.js';
import { canonicalForm, firstDifference } from '../text/canonical.js';
import { fieldFix, fieldLocation, packApostrophe, parsedFields } from '../text/fields.js';
import { CODEX_LANGUAGE, type CardLanguage } from '../text/language.js';
import { CREATURE, typographic, typographicFiles } from './example-files.js';

const TYPED = typographic(CREATURE);

/**
 * The language reads some variants (any capitals, "je" before a vowel, a subject repeated after
 * "et"); the card should print one form, the canonical one, so that all cards read alike.
 */
export function canonicalTextRule(id: string, language: CardLanguage, examples: Rule['examples']): Rule {
  return {
    id,
    description: 'Card text is written in its canonical form (the one the printer gives back for its meaning); `--fix` rewrites it.',
    severity: 'warning',
    check(ctx) {
      const apostrophe = packApostrophe(ctx.pack, language);
      for (const f of parsedFields(ctx.pack, language)) {
        const want = canonicalForm(f.kind, f.ast, f.text, apostrophe, language);
        if (want === null) continue;
        const at = Math.min(firstDifference(f.text, want), Math.max(0, f.text.length - 1));
        ctx.report(fieldLocation(f, [at, at + 1]), `write this text in its canonical form: "${want}"`, f.card.id, undefined, fieldFix(f, want));
      }
    },
    examples,
  };
}

export const canonicalText: Rule = canonicalTextRule('codex/canonical-text', CODEX_LANGUAGE, {
    valid: [{ name: 'canonical texts', files: typographicFiles() }],
    invalid: [
      {
        name: 'a lowercase sentence start',
        files: typographicFiles({ 'creatures.yaml': TYPED.replace("effect: J'inflige", "effect: j'inflige") }),
        errors: [{ file: 'creatures.yaml', line: 10, column: 17, message: `canonical form: "J'inflige 1\u00a0dégât à un joueur dans ma zone."` }],
        output: { 'creatures.yaml': TYPED },
      },
      {
        name: 'a subject repeated after "et"',
        files: typographicFiles({
          'creatures.yaml': TYPED.replace("effect: Je me déplace d'une zone.", "effect: Je récupère 1\u00a0PV et je me déplace d'une zone."),
        }),
        errors: [{ file: 'creatures.yaml', line: 12, column: 37, message: `"Je récupère 1\u00a0PV et me déplace d'une zone."` }],
        output: { 'creatures.yaml': TYPED.replace("effect: Je me déplace d'une zone.", "effect: Je récupère 1\u00a0PV et me déplace d'une zone.") },
      },
    ],
});
