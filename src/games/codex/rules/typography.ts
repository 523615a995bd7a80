import type { Rule } from '../../../core/rule.js';
import { fieldFix, fieldLocation, packApostrophe, textFields } from '../text/fields.js';
import { typeset, typographyIssues } from '../text/typography.js';
import { codexExampleFiles, CREATURE, OBJET } from './example-files.js';

/** French typography, with the fix: non-breaking spaces, one apostrophe style, capitalised game terms. */
export const typography: Rule = {
  id: 'codex/typography',
  description:
    'French typography: a non-breaking space before : ; ! ? and inside « », one apostrophe style across the pack, game terms capitalised (Créature, Objet, PV, PA…); `--fix` applies it.',
  severity: 'warning',
  check(ctx) {
    const apostrophe = packApostrophe(ctx.pack);
    for (const f of textFields(ctx.pack)) {
      const issues = typographyIssues(f.text, apostrophe);
      if (!issues.length) continue;
      const fix = fieldFix(f, typeset(f.text, apostrophe));
      for (const issue of issues) ctx.report(fieldLocation(f, [issue.offset, issue.end]), issue.message, f.card.id, undefined, fix);
    }
  },
  examples: {
    valid: [{ name: 'one apostrophe style, capitalised terms', files: codexExampleFiles() }],
    invalid: [
      {
        name: 'a curly apostrophe in a pack that writes straight ones',
        files: codexExampleFiles({ 'objets.yaml': OBJET.replace("dé d'attaque", 'dé d’attaque') }),
        errors: [{ file: 'objets.yaml', line: 6, column: 34, message: "where this pack writes '" }],
        output: { 'objets.yaml': OBJET },
      },
      {
        name: 'a game term in lowercase',
        files: codexExampleFiles({ 'creatures.yaml': CREATURE.replace('Je me déplace', 'Je récupère 1 pv et me déplace') }),
        errors: [{ file: 'creatures.yaml', line: 12, column: 31, message: "'pv' is written 'PV'" }],
        output: { 'creatures.yaml': CREATURE.replace('Je me déplace', 'Je récupère 1 PV et me déplace') },
      },
      {
        name: 'guillemets without non-breaking spaces',
        files: codexExampleFiles({ 'creatures.yaml': CREATURE.replace("Je me déplace d'une zone.", "J'invoque une « Larve » dans ma zone.") }),
        errors: [
          { file: 'creatures.yaml', line: 12, column: 31, message: "'«' takes" },
          { file: 'creatures.yaml', line: 12, column: 38, message: "'»' takes" },
        ],
        output: { 'creatures.yaml': CREATURE.replace("Je me déplace d'une zone.", "J'invoque une «\u00a0Larve\u00a0» dans ma zone.") },
      },
    ],
  },
};
