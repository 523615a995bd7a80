import type { Rule } from '../../../core/rule.js';
import { fieldFix, fieldLocation, packApostrophe, textFields } from '../text/fields.js';
import { CODEX_LANGUAGE, type CardLanguage } from '../text/language.js';
import { typeset, typographyIssues } from '../text/typography.js';
import { CREATURE, OBJET, typographic, typographicFiles } from './example-files.js';

const NB = '\u00a0';
const TYPED_CREATURE = typographic(CREATURE);
const TYPED_OBJET = typographic(OBJET);
const files = (overrides: Record<string, string> = {}) => typographicFiles(overrides);

/** French typography, with the fix: non-breaking spaces, « » around names, one apostrophe style, capitalised game terms. */
export function typographyRule(id: string, language: CardLanguage, examples: Rule['examples']): Rule {
  const terms = [...new Set(Object.values(language.terms))].filter((t) => !t.endsWith('s') || !Object.values(language.terms).includes(t.slice(0, -1)));
  return {
    id,
    description: `French typography: a non-breaking space before : ; ! ?, inside « » and after a number (1 PV, 3 dégâts, 2 {PA}, n° 8), card names in « », one apostrophe style across the pack, game terms capitalised (${terms.slice(0, 2).join(', ')}, PV, PA…); \`--fix\` applies it.`,
    severity: 'warning',
    check(ctx) {
      const apostrophe = packApostrophe(ctx.pack, language);
      for (const f of textFields(ctx.pack, language)) {
        const issues = typographyIssues(f.text, apostrophe, language.terms);
        if (!issues.length) continue;
        const fix = fieldFix(f, typeset(f.text, apostrophe, language.terms));
        for (const issue of issues) ctx.report(fieldLocation(f, [issue.offset, issue.end]), issue.message, f.card.id, undefined, fix);
      }
    },
    examples,
  };
}

export const typography: Rule = typographyRule('codex/typography', CODEX_LANGUAGE, {
    valid: [
      { name: 'one apostrophe style, capitalised terms, numbers bound to what they count, names in « »', files: files() },
      {
        name: 'a number that counts nothing after it may end a line',
        files: files({ 'creatures.yaml': TYPED_CREATURE.replace('condition: Un joueur est dans ma zone', 'condition: Un joueur est à portée 2 ou plus') }),
      },
    ],
    invalid: [
      {
        name: 'a curly apostrophe in a pack that writes straight ones',
        files: files({ 'objets.yaml': TYPED_OBJET.replace("dé d'attaque", 'dé d’attaque') }),
        errors: [{ file: 'objets.yaml', line: 6, column: 34, message: "where this pack writes '" }],
        output: { 'objets.yaml': TYPED_OBJET },
      },
      {
        name: 'a game term in lowercase',
        files: files({ 'creatures.yaml': TYPED_CREATURE.replace('Je me déplace', `Je récupère 1${NB}pv et me déplace`) }),
        errors: [{ file: 'creatures.yaml', line: 12, column: 31, message: "'pv' is written 'PV'" }],
        output: { 'creatures.yaml': TYPED_CREATURE.replace('Je me déplace', `Je récupère 1${NB}PV et me déplace`) },
      },
      {
        name: 'guillemets without non-breaking spaces',
        files: files({ 'creatures.yaml': TYPED_CREATURE.replace("Je me déplace d'une zone.", "J'invoque une « Larve » dans ma zone.") }),
        errors: [
          { file: 'creatures.yaml', line: 12, column: 31, message: "'«' takes" },
          { file: 'creatures.yaml', line: 12, column: 38, message: "'»' takes" },
        ],
        output: { 'creatures.yaml': TYPED_CREATURE.replace("Je me déplace d'une zone.", `J'invoque une «${NB}Larve${NB}» dans ma zone.`) },
      },
      {
        name: 'a card name in straight quotes',
        files: files({ 'creatures.yaml': TYPED_CREATURE.replace("Je me déplace d'une zone.", 'J\'invoque un "Rat Famélique" ici.') }),
        errors: [{ file: 'creatures.yaml', line: 12, column: 30, message: 'quoted in French guillemets: « Rat Famélique »' }],
        output: { 'creatures.yaml': TYPED_CREATURE.replace("Je me déplace d'une zone.", `J'invoque un «${NB}Rat Famélique${NB}» ici.`) },
      },
      {
        name: 'a number and its unit (1 PV, 3 dégâts) on either side of a plain space',
        files: files({ 'creatures.yaml': TYPED_CREATURE.replace("Je me déplace d'une zone.", 'Je récupère 1 PV et inflige 3 dégâts à un joueur dans ma zone.') }),
        errors: [
          { file: 'creatures.yaml', line: 12, column: 29, message: "'1' stays on one line with what it counts" },
          { file: 'creatures.yaml', line: 12, column: 45, message: "'3' stays on one line" },
        ],
        output: {
          'creatures.yaml': TYPED_CREATURE.replace("Je me déplace d'une zone.", `Je récupère 1${NB}PV et inflige 3${NB}dégâts à un joueur dans ma zone.`),
        },
      },
      {
        name: 'a number and its symbol (2 {PA})',
        files: files({ 'objets.yaml': TYPED_OBJET.replace("Relancez votre dé d'attaque.", 'Votre première attaque coûte 0 {PA}.') }),
        errors: [{ file: 'objets.yaml', line: 6, column: 44, message: "'0' stays on one line" }],
        output: { 'objets.yaml': TYPED_OBJET.replace("Relancez votre dé d'attaque.", `Votre première attaque coûte 0${NB}{PA}.`) },
      },
      {
        name: 'n° and its number',
        files: files({ 'objets.yaml': TYPED_OBJET.replace("Relancez votre dé d'attaque.", 'Lisez le Secret n° 1.') }),
        errors: [{ file: 'objets.yaml', line: 6, column: 31, message: "'n°' stays on one line" }],
        output: { 'objets.yaml': TYPED_OBJET.replace("Relancez votre dé d'attaque.", `Lisez le Secret n°${NB}1.`) },
      },
    ],
});
