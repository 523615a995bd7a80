import { closest } from 'fastest-levenshtein';
import type { Rule } from '../../../core/rule.js';
import type { KeywordNode } from '../text/ast.js';
import { fieldLocation, nodesOf, parsedFields } from '../text/fields.js';
import { KEYWORDS } from '../text/vocabulary.js';
import { CODEX_LANGUAGE, type CardLanguage } from '../text/language.js';
import { own } from '../../../core/own.js';
import { codexExampleFiles, CREATURE, OBJET } from './example-files.js';

/** How a keyword is written in a passive: `*Charge 1*`, `*Tacle*`. */
function usageIn(keywords: Record<string, number>): (name: string) => string {
  return (name) => (keywords[name] ? `*${name} ${Array.from({ length: keywords[name] }, (_, i) => i + 1).join(' ')}*` : `*${name}*`);
}

/** What a pack's keywords rule is made of: its book's keywords, each with how many numbers it takes. */
export interface KeywordsOptions {
  id: string;
  language: CardLanguage;
  keywords: Record<string, number>;
  examples: Rule['examples'];
}

/** Keywords are the rulebook's, with their numbers in passives and none elsewhere. */
export function keywordsRule({ id, language, keywords: known, examples }: KeywordsOptions): Rule {
  const usage = usageIn(known);
  const names = Object.keys(known);
  return {
    id,
    description: `Keywords are known (${names.map(usage).join(', ')}) and, in a passive, have the number of arguments they take.`,
    severity: 'error',
    check(ctx) {
      for (const f of parsedFields(ctx.pack, language)) {
        for (const { node } of nodesOf(f.ast)) {
          if (node.kind !== 'keyword') continue;
          const k = node as unknown as KeywordNode;
          const arity = own(known, k.name);
          if (arity === undefined) {
            const near = closest(k.name, names);
            ctx.report(fieldLocation(f, k.at), `unknown keyword *${k.name}*; did you mean ${usage(near)}? Keywords: ${names.map(usage).join(', ')}`, f.card.id);
          } else if (f.kind === 'Passive' && k.args.length !== arity) {
            ctx.report(fieldLocation(f, k.at), `*${k.name}* takes ${arity === 0 ? 'no number' : `${arity} number`}: write ${usage(k.name)}`, f.card.id);
          } else if (f.kind !== 'Passive' && k.args.length) {
            ctx.report(fieldLocation(f, k.at), `name the keyword without its number here: *${k.name}*`, f.card.id);
          }
        }
      }
    },
    examples,
  };
}

/** CODEX's keywords (Tacle, Charge X, Plante). */
export const keywords: Rule = keywordsRule({
  id: 'codex/keywords',
  language: CODEX_LANGUAGE,
  keywords: KEYWORDS,
  examples: {
    valid: [{ name: 'Charge with its number, Tacle named in an effect', files: codexExampleFiles({ 'creatures.yaml': CREATURE.replace('    actives:', "    passive: '*Charge 2*. *Tacle*.'\n    actives:") }) }],
    invalid: [
      {
        name: 'an unknown keyword',
        files: codexExampleFiles({ 'creatures.yaml': CREATURE.replace('    actives:', "    passive: '*Tacel*.'\n    actives:") }),
        errors: [{ file: 'creatures.yaml', line: 8, column: 15, message: 'did you mean *Tacle*?' }],
      },
      {
        name: 'Charge without its number',
        files: codexExampleFiles({ 'creatures.yaml': CREATURE.replace('    actives:', "    passive: '*Charge*.'\n    actives:") }),
        errors: [{ file: 'creatures.yaml', line: 8, column: 15, message: 'write *Charge 1*' }],
      },
      {
        name: 'an unknown keyword in an effect',
        files: codexExampleFiles({ 'objets.yaml': OBJET.replace("Relancez votre dé d'attaque.", 'Vous ignorez *Piège*.') }),
        errors: [{ file: 'objets.yaml', line: 6, column: 28, message: 'unknown keyword *Piège*' }],
      },
    ],
  },
});
