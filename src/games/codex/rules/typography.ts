import type { Rule } from '../../../core/rule.js';
import { fieldFix, fieldLocation, textFields } from '../text/fields.js';
import { CODEX_LANGUAGE, type CardLanguage } from '../text/language.js';
import { termIssues, typesetTerms } from '../text/typography.js';
import { CREATURE, typographic, typographicFiles } from './example-files.js';

const NB = '\u00a0';
const TYPED_CREATURE = typographic(CREATURE);
const files = (overrides: Record<string, string> = {}) => typographicFiles(overrides);

/**
 * The card language's own typography: its game terms capitalised as the game writes them. The
 * rest of French typography (’, non-breaking spaces, « », numbers bound to what they count) is
 * core/typography's, in every French pack; this rule builds on it with the terms only a card
 * language knows, and keeps the id designers' tools name. `--fix` applies it.
 */
export function typographyRule(id: string, language: CardLanguage, examples: Rule['examples']): Rule {
  const terms = [...new Set(Object.values(language.terms))].filter((t) => !t.endsWith('s') || !Object.values(language.terms).includes(t.slice(0, -1)));
  return {
    id,
    description: `Game terms in card text are capitalised as the game writes them (${terms.slice(0, 2).join(', ')}, PV, PA…); the rest of French typography is core/typography's. \`--fix\` applies it.`,
    severity: 'warning',
    check(ctx) {
      for (const f of textFields(ctx.pack, language)) {
        const issues = termIssues(f.text, language.terms);
        if (!issues.length) continue;
        const fix = fieldFix(f, typesetTerms(f.text, language.terms));
        for (const issue of issues) ctx.report(fieldLocation(f, [issue.offset, issue.end]), issue.message, f.card.id, undefined, fix);
      }
    },
    examples,
  };
}

export const typography: Rule = typographyRule('codex/typography', CODEX_LANGUAGE, {
  valid: [
    { name: 'capitalised terms, "zone" lowercase where it is a place', files: files() },
    {
      name: 'a quoted card name keeps its own capitals',
      files: files({ 'creatures.yaml': TYPED_CREATURE.replace("Je me déplace d'une zone.", `J'invoque une «${NB}Larve${NB}» dans ma zone.`) }),
    },
  ],
  invalid: [
    {
      name: 'a game term in lowercase',
      files: files({ 'creatures.yaml': TYPED_CREATURE.replace('Je me déplace', `Je récupère 1${NB}pv et me déplace`) }),
      errors: [{ file: 'creatures.yaml', line: 12, column: 31, message: "'pv' is written 'PV'" }],
      output: { 'creatures.yaml': TYPED_CREATURE.replace('Je me déplace', `Je récupère 1${NB}PV et me déplace`) },
    },
    {
      name: 'game terms in lowercase, fixed without touching the rest of the text',
      files: files({ 'creatures.yaml': TYPED_CREATURE.replace("Je me déplace d'une zone.", "Je vole 1 objet et me déplace d'une zone.") }),
      errors: [{ file: 'creatures.yaml', line: 12, column: 27, message: "'objet' is written 'Objet'" }],
      output: { 'creatures.yaml': TYPED_CREATURE.replace("Je me déplace d'une zone.", "Je vole 1 Objet et me déplace d'une zone.") },
    },
  ],
});
