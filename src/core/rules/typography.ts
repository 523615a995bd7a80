import type { Rule } from '../rule.js';
import { typesetIn, typographyIssuesOf, typographyOf } from '../typography/conventions.js';
import { proseStrings, writtenInFile } from '../typography/prose.js';
import { exampleFiles } from './example-pack.js';

/**
 * The typography of the game's language (its manifest's `language:`) in every word players read:
 * cards, data files, the manifest's names and labels, the types files' labels (see
 * typography/prose.ts). Warnings, never errors: a pack written before this rule keeps building,
 * and `check --fix` sets its words. A card language may add its own conventions on top (CODEX's
 * capitalised game terms: codex/typography).
 */
export const typography: Rule = {
  id: 'core/typography',
  description:
    "Words players read (cards' names and texts, data files, the manifest's names and labels, field labels) follow the typography of the game's language: in French ’, a non-breaking space before : ; ! ? » and after «, « » for quotes, a number bound to what it counts (2 dégâts, n° 4); in English ‘ ’ “ ” and no space before : ; ! ?; `--fix` applies it.",
  severity: 'warning',
  check(ctx) {
    const convention = typographyOf(ctx.pack.manifest?.language);
    if (!convention) return;
    for (const s of proseStrings(ctx.pack)) {
      const issues = typographyIssuesOf(convention, s.text);
      if (!issues.length || !writtenInFile(s)) continue;
      const fix = { src: s.src, path: s.path, value: typesetIn(convention, s.text) };
      for (const issue of issues) ctx.report({ src: s.src, path: s.path, start: issue.offset, end: issue.end }, issue.message, s.card, undefined, fix);
    }
  },
  examples: {
    valid: [
      {
        name: 'French: ’, non-breaking spaces, « » and a number bound to what it counts',
        files: exampleFiles({ 'items.yaml': items('Épée d’Argent', 'Relancez un dé d’attaque\u00a0: 2\u00a0fois, avec «\u00a0Vault\u00a0» en main\u00a0!') }),
      },
      {
        name: 'a number that counts nothing after it may end a line',
        files: exampleFiles({ 'items.yaml': items('Épée', 'Attaquez à portée 2 ou plus.') }),
      },
      {
        name: 'English: curly quotes, no space before a colon',
        files: english({ 'items.yaml': items('Knight’s Sword', 'With “Vault” in hand: draw a card, then ‘swap’ it.') }),
      },
      {
        name: 'a language without a convention is left as written',
        files: exampleFiles({ 'game.yaml': exampleFiles()['game.yaml'].replace('language: fr', 'language: de'), 'items.yaml': items("Ritter's Schwert", 'Zieh eine Karte : "Vault".') }),
      },
    ],
    invalid: [
      {
        name: 'a straight apostrophe in a French name and text',
        files: exampleFiles({ 'items.yaml': items("Épée d'Argent", "Relancez un dé d'attaque.") }),
        errors: [
          { file: 'items.yaml', line: 4, column: 17, message: 'straight apostrophe: French writes ’' },
          { file: 'items.yaml', line: 5, column: 28, message: 'straight apostrophe' },
        ],
        output: { 'items.yaml': items('Épée d’Argent', 'Relancez un dé d’attaque.') },
      },
      {
        name: "the manifest's words (what Tabletop Simulator names its objects with) and a field's label",
        files: exampleFiles({
          'game.yaml': exampleFiles()['game.yaml'].replace('title: Example', "title: Example\nsubtitle: L'exemple").replace('name: Items', "name: Objets d'Argent"),
          'types.yaml': exampleFiles()['types.yaml'].replace('pv: { kind: integer,', "pv: { label: Points d'action, kind: integer,"),
        }),
        errors: [
          { file: 'game.yaml', line: 2, column: 12, message: 'straight apostrophe' },
          { file: 'game.yaml', line: 17, column: 19, message: 'straight apostrophe' },
          { file: 'types.yaml', line: 8, column: 28, message: 'straight apostrophe' },
        ],
        output: {
          'game.yaml': exampleFiles()['game.yaml'].replace('title: Example', 'title: Example\nsubtitle: L’exemple').replace('name: Items', 'name: Objets d’Argent'),
          'types.yaml': exampleFiles()['types.yaml'].replace('pv: { kind: integer,', 'pv: { label: Points d’action, kind: integer,'),
        },
      },
      {
        name: 'plain spaces before a colon and inside guillemets',
        files: exampleFiles({ 'items.yaml': items('Épée', 'Avec « Vault » en main : piochez.') }),
        errors: [
          { file: 'items.yaml', line: 5, column: 17, message: "'«' takes a non-breaking space after it" },
          { file: 'items.yaml', line: 5, column: 24, message: "'»' takes a non-breaking space before it" },
          { file: 'items.yaml', line: 5, column: 35, message: "':' takes a non-breaking space before it" },
        ],
        output: { 'items.yaml': items('Épée', 'Avec «\u00a0Vault\u00a0» en main\u00a0: piochez.') },
      },
      {
        name: 'straight double quotes in French',
        files: exampleFiles({ 'items.yaml': items('Épée', 'Avec "Vault" en main, piochez.') }),
        errors: [{ file: 'items.yaml', line: 5, column: 17, message: 'French quotes are guillemets: « Vault »' }],
        output: { 'items.yaml': items('Épée', 'Avec «\u00a0Vault\u00a0» en main, piochez.') },
      },
      {
        name: 'a number and what it counts, n° and its number',
        files: exampleFiles({ 'items.yaml': items('Épée', 'Infligez 2 dégâts, puis lisez le Secret n°1.') }),
        errors: [
          { file: 'items.yaml', line: 5, column: 21, message: "'2' stays on one line with what it counts" },
          { file: 'items.yaml', line: 5, column: 52, message: "'n°' stays on one line with what it numbers" },
        ],
        output: { 'items.yaml': items('Épée', 'Infligez 2\u00a0dégâts, puis lisez le Secret n°\u00a01.') },
      },
      {
        name: 'a data file',
        files: exampleFiles({
          'game.yaml': `${exampleFiles()['game.yaml']}data:\n  - { id: notes, type: notes, path: notes.yaml }\n`,
          'types.yaml': `${exampleFiles()['types.yaml']}dataTypes:\n  notes:\n    kind: group\n    fields:\n      intro: line\n`,
          'notes.yaml': "intro: L'aventure commence ici.\n",
        }),
        errors: [{ file: 'notes.yaml', line: 1, column: 9, message: 'straight apostrophe' }],
        output: { 'notes.yaml': 'intro: L’aventure commence ici.\n' },
      },
      {
        name: 'English: straight quotes, a space before a colon, a doubled space',
        files: english({ 'items.yaml': items("Knight's Sword", 'With  "Vault" in hand : draw a card.') }),
        errors: [
          { file: 'items.yaml', line: 4, column: 17, message: 'straight apostrophe: English writes ’' },
          { file: 'items.yaml', line: 5, column: 16, message: 'doubled space' },
          { file: 'items.yaml', line: 5, column: 18, message: 'an opening double quote is “' },
          { file: 'items.yaml', line: 5, column: 25, message: 'a closing double quote is ”' },
          { file: 'items.yaml', line: 5, column: 35, message: "no space before ':' in English" },
        ],
        output: { 'items.yaml': items('Knight’s Sword', 'With “Vault” in hand: draw a card.') },
      },
    ],
  },
};

/** The example pack's items file with one item of this name and text (double-quoted: French text has « : »). */
function items(name: string, text: string): string {
  return `deck: items\ncards:\n  - id: sword\n    name: ${name}\n    text: "${text.replace(/["\\]/g, '\\$&')}"\n`;
}

/** The example pack, its language English. */
function english(overrides: Record<string, string>): Record<string, string> {
  return exampleFiles({ 'game.yaml': exampleFiles()['game.yaml'].replace('language: fr', 'language: en'), ...overrides });
}
