import path from 'node:path';
import { closest } from 'fastest-levenshtein';
import { spanAt, type PathSegment } from '../yaml-source.js';
import { isDrawn } from '../formats.js';
import type { Rule } from '../rule.js';
import { templateNames } from '../pack-templates.js';
import { exampleFiles } from './example-pack.js';

/**
 * Every template a deck draws with is one of the pack's own. Checked before anything is drawn:
 * a template is code, and a name that does not resolve is never imported (see pack-templates.ts).
 */
export const template: Rule = {
  id: 'core/template',
  description: "Each deck's back template, each card type's template and each token's, board's and sheet's is a template of the pack's own templates/<pack>/ folder, and the templates of that folder (and the rules code of rules/<pack>/, when the project has some) compile.",
  severity: 'error',
  blocksDrawing: true,
  check(ctx) {
    const { manifest, manifestSrc, def, cardTypes } = ctx.pack;
    if (!manifest || !def) return;
    // Templates that did not compile: each error at its line of the .tsx, and nothing of the pack is drawn.
    for (const e of ctx.pack.templates?.errors ?? []) {
      const file = (path.relative(process.cwd(), e.file) || e.file).split(path.sep).join('/');
      ctx.report(
        { file, line: e.line, column: e.column, endLine: e.line, endColumn: e.column },
        `a template of the ${def.id} pack does not compile: ${e.message}; nothing of this pack is drawn until it does: fix the template (deckwright compiles it again at the next command)`,
        null,
      );
    }
    // The project's rules code of the pack (rules/<pack>/) that did not load, at its line.
    for (const e of ctx.pack.codeErrors ?? []) {
      const file = (path.relative(process.cwd(), e.file) || e.file).split(path.sep).join('/');
      ctx.report({ file, line: e.line, column: e.column, endLine: e.line, endColumn: e.column }, `the rules code of the ${def.id} pack cannot be used: ${e.message}; its checks and its engine are off until it can`, null);
    }
    // Names are looked up among the templates that compiled: none did, so the errors above say it all.
    if (ctx.pack.templates?.errors.length) return;
    const known = templateNames(ctx.pack);
    const unknown = (name: string) =>
      `'${name}' is not a template of the ${def.id} pack` +
      (known.length ? `; did you mean '${closest(name, known)}'? Its templates are ${known.join(', ')} (the files of templates/${def.id}/)` : `: it has no templates/${def.id}/ folder`);
    manifest.decks.forEach((deck, i) => {
      if (!known.includes(deck.back.template)) {
        ctx.report(spanAt(manifestSrc, ['decks', i, 'back', 'template']), `deck '${deck.id}': back template ${unknown(deck.back.template)}`, null);
      }
    });
    // Tokens, boards and sheets draw with templates of the pack too, named at their manifest entry.
    (manifest.components ?? []).forEach((c, i) => {
      if (!isDrawn(c)) return;
      const named: [PathSegment[], string][] = c.kind === 'token' ? [[['front', 'template'], c.front.template], ...(c.back ? [[['back', 'template'], c.back.template] as [PathSegment[], string]] : [])] : [[['template'], c.template]];
      for (const [at, name] of named) {
        if (!known.includes(name)) ctx.report(spanAt(manifestSrc, ['components', i, ...at]), `${c.kind} '${c.id}': template ${unknown(name)}`, null);
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
      {
        name: "a token's misspelt back template",
        files: exampleFiles({
          'game.yaml': `${exampleFiles()['game.yaml']}formats:\n  jeton: { kind: token, width: 25, height: 25, bleed: 2, safe: 2, shape: round }\ncomponents:\n  - { id: or, kind: token, name: Or, format: jeton, count: 10, front: { template: item }, back: { template: bakc } }\n`,
        }),
        errors: [{ file: 'game.yaml', line: 31, column: 109, message: "token 'or': template 'bakc' is not a template of the example pack; did you mean 'back'?" }],
      },
    ],
  },
};
