import type { Rule } from '../rule.js';
import { checkedItems } from '../pack.js';
import { TEXT_KEYWORD } from '../schema-kit.js';
import { annotated } from '../schema-walk.js';
import { lexCardText } from '../card-text.js';
import { closest } from 'fastest-levenshtein';
import { exampleFiles } from './example-pack.js';

/** Inline symbols are ones the manifest declares; braces and emphasis are balanced. */
export const textMarkup: Rule = {
  id: 'core/text-markup',
  description: 'Card text uses only the symbols declared in game.yaml, with balanced {braces} and *emphasis*.',
  severity: 'error',
  check(ctx) {
    const symbols = Object.keys(ctx.pack.manifest?.symbols ?? {});
    for (const card of checkedItems(ctx.pack)) {
      for (const t of annotated(card.schema, card.data, TEXT_KEYWORD)) {
        if (typeof t.value !== 'string') continue;
        const lexed = lexCardText(t.value);
        const at = (raw: string, offset: number) => ({
          src: card.src,
          path: [...card.path, ...t.path],
          needle: raw,
          occurrence: countBefore(t.value as string, raw, offset),
        });
        for (const s of lexed.symbols) {
          if (symbols.includes(s.name)) continue;
          const near = symbols.length ? closest(s.name, symbols) : undefined;
          ctx.report(
            at(s.raw, s.offset),
            `unknown symbol ${s.raw}${near ? `; did you mean {${near}}?` : ''} Symbols of this game: ${symbols.map((x) => `{${x}}`).join(' ')}`,
            card.cardId,
          );
        }
        for (const p of lexed.problems) ctx.report(at(p.raw, p.offset), p.message, card.cardId);
      }
    }
  },
  examples: {
    valid: [
      {
        name: 'a declared symbol and closed emphasis',
        files: exampleFiles({ 'items.yaml': 'deck: items\ncards:\n  - id: sword\n    name: Sword\n    text: "{PA}: *Strike*."\n' }),
      },
    ],
    invalid: [
      {
        name: 'an unknown symbol',
        files: exampleFiles({ 'items.yaml': 'deck: items\ncards:\n  - id: sword\n    name: Sword\n    text: "Pay {AP}: strike."\n' }),
        errors: [{ file: 'items.yaml', line: 5, column: 16, message: 'unknown symbol {AP}; did you mean {PA}?' }],
      },
      {
        name: 'emphasis never closed',
        files: exampleFiles({ 'items.yaml': 'deck: items\ncards:\n  - id: sword\n    name: Sword\n    text: A *sharp blade.\n' }),
        errors: [{ file: 'items.yaml', line: 5, column: 13, message: 'never closed' }],
      },
    ],
  },
};

/** How many times `raw` occurs in `text` before `offset` (to find the right occurrence in the source). */
function countBefore(text: string, raw: string, offset: number): number {
  let n = 0;
  for (let i = text.indexOf(raw); i >= 0 && i < offset; i = text.indexOf(raw, i + raw.length)) n++;
  return n;
}
