import { checkedItems } from '../pack.js';
import type { Rule } from '../rule.js';
import { REF_KEYWORD, TEXT_KEYWORD, type RefTarget } from '../schema-kit.js';
import { annotated } from '../schema-walk.js';
import { lexCardText } from '../card-text.js';
import { plainTypography } from '../text-parse.js';
import { clip, QUOTE_MAX } from '../printable.js';
import { closest } from 'fastest-levenshtein';
import { exampleFiles } from './example-pack.js';

/**
 * Every reference resolves: fields that name another card (a hero's starting item, the secret
 * a card points to by its number) and card names quoted in card text ("Fire Bolt").
 */
export const reference: Rule = {
  id: 'core/reference',
  description: 'References resolve: fields naming another card, and card names quoted in card text.',
  severity: 'error',
  check(ctx) {
    if (!ctx.pack.complete) return;
    const cards = ctx.pack.cards;
    // A quoted name and the card's own compare as words: ' or ’, a plain or a non-breaking space
    // (a pack half set in its typography still finds its cards).
    const names = new Map<string, string>();
    for (const c of cards) if (typeof c.data.name === 'string') names.set(plainTypography(c.data.name), c.data.name);
    for (const card of checkedItems(ctx.pack)) {
      for (const ref of annotated(card.schema, card.data, REF_KEYWORD)) {
        const target = ref.schema[REF_KEYWORD] as RefTarget;
        const key = target.key ?? 'id';
        const candidates = cards.filter((c) => c.type.id === target.type);
        if (candidates.some((c) => c.data[key] === ref.value)) continue;
        const values = candidates.map((c) => String(c.data[key]));
        const near = typeof ref.value === 'string' && values.length ? closest(ref.value.slice(0, 2 * QUOTE_MAX), values) : undefined;
        ctx.report(
          { src: card.src, path: [...card.path, ...ref.path] },
          `${ref.path.join('.')} refers to ${JSON.stringify(typeof ref.value === 'string' ? clip(ref.value) : ref.value)}, but no ${target.type} card has that ${key}` +
            (near ? `; did you mean ${JSON.stringify(near)}?` : values.length ? '' : `; the pack has no ${target.type} card`),
          card.cardId,
        );
      }
      for (const t of annotated(card.schema, card.data, TEXT_KEYWORD)) {
        if (typeof t.value !== 'string') continue;
        const counts = new Map<string, number>();
        for (const q of lexCardText(t.value).quotedNames) {
          const n = counts.get(q.raw) ?? 0;
          counts.set(q.raw, n + 1);
          if (names.has(plainTypography(q.name))) continue;
          const near = names.size ? closest(q.name, [...names.values()]) : undefined;
          ctx.report(
            { src: card.src, path: [...card.path, ...t.path], needle: q.raw, occurrence: n },
            `the text names the card ${clip(q.raw)}, but no card of the pack has that name${near ? `; did you mean "${near}"?` : ''}`,
            card.cardId,
          );
        }
      }
    }
  },
  examples: {
    valid: [
      { name: 'a starting item that exists', files: exampleFiles() },
      {
        name: 'a quoted card name that exists',
        files: exampleFiles({ 'items.yaml': 'deck: items\ncards:\n  - id: sword\n    name: Sword\n    text: Worth a "Knight".\n' }),
      },
    ],
    invalid: [
      {
        name: 'a starting item that does not exist',
        files: exampleFiles({ 'heroes.yaml': 'deck: heroes\ncards:\n  - id: knight\n    name: Knight\n    pv: 6\n    startingItem: swrod\n' }),
        errors: [{ file: 'heroes.yaml', line: 6, column: 19, message: 'did you mean "sword"?' }],
      },
      {
        name: 'a secret number that no secret card has',
        files: exampleFiles({
          'heroes.yaml': 'deck: heroes\ncards:\n  - id: knight\n    name: Knight\n    pv: 6\n    startingItem: sword\n    secret: 9\n',
        }),
        errors: [{ file: 'heroes.yaml', line: 7, column: 13, message: 'no secret card has that number' }],
      },
      {
        name: 'a quoted card name that no card has, located at the word',
        files: exampleFiles({ 'items.yaml': 'deck: items\ncards:\n  - id: sword\n    name: Sword\n    text: Summon a "Dragon".\n' }),
        errors: [{ file: 'items.yaml', line: 5, column: 20, message: 'the text names the card "Dragon"' }],
      },
    ],
  },
};
