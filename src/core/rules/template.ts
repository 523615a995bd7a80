import { closest } from 'fastest-levenshtein';
import { spanAt } from '../yaml-source.js';
import type { Rule } from '../rule.js';
import { templateNames } from '../pack-templates.js';
import { exampleFiles } from './example-pack.js';

/**
 * Every template a deck draws with is one of the pack's own. Checked before anything is drawn:
 * a template is code, and a name that does not resolve is never imported (see pack-templates.ts).
 */
export const template: Rule = {
  id: 'core/template',
  description: "Each deck's back template and each card type's template is a template of the pack's own templates/<pack>/ folder.",
  severity: 'error',
  blocksDrawing: true,
  check(ctx) {
    const { manifest, manifestSrc, def, cardTypes } = ctx.pack;
    if (!manifest || !def) return;
    const known = templateNames(def);
    const unknown = (name: string) =>
      `'${name}' is not a template of the ${def.id} pack` +
      (known.length ? `; did you mean '${closest(name, known)}'? Its templates are ${known.join(', ')} (the files of templates/${def.id}/)` : `: it has no templates/${def.id}/ folder`);
    manifest.decks.forEach((deck, i) => {
      if (!known.includes(deck.back.template)) {
        ctx.report(spanAt(manifestSrc, ['decks', i, 'back', 'template']), `deck '${deck.id}': back template ${unknown(deck.back.template)}`, null);
      }
    });
    // A card type's template is reported where the type is declared, once however many decks use it.
    for (const type of cardTypes.filter((t) => manifest.decks.some((d) => d.type === t.id))) {
      if (known.includes(type.template)) continue;
      const at = type.src ? spanAt(type.src, [...(type.path ?? []), 'template']) : spanAt(manifestSrc, ['decks', manifest.decks.findIndex((d) => d.type === type.id), 'type']);
      ctx.report(at, `card type '${type.id}' draws with template ${unknown(type.template)}`, null);
    }
  },
  examples: {
    valid: [{ name: 'templates of the pack', files: exampleFiles() }],
    invalid: [
      {
        name: 'a misspelt back template',
        files: exampleFiles({ 'game.yaml': exampleFiles()['game.yaml'].replace('{ template: back, icon: hood', '{ template: bakc, icon: hood') }),
        errors: [{ file: 'game.yaml', line: 14, column: 23, message: "deck 'heroes': back template 'bakc' is not a template of the example pack; did you mean 'back'?" }],
      },
    ],
  },
};
