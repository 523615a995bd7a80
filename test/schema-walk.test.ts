/**
 * `annotated` answers every keyword of a card from one walk kept per card (src/core/schema-walk.ts):
 * the same values, paths and order as walking the card for that keyword alone, on every card of
 * the shipped games.
 */
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadPackFromDir } from '../src/core/pack.js';
import { ICON_KEYWORD, IMAGE_KEYWORD, REF_KEYWORD, TEXT_KEYWORD } from '../src/core/schema-kit.js';
import { annotated, walkAnnotated } from '../src/core/schema-walk.js';
import { root } from './helpers.js';

describe('annotated values of a card, walked once for every keyword', () => {
  it('are those of a walk for each keyword alone, on every card of the shipped games', async () => {
    let values = 0;
    for (const game of ['codex', 'index', 'cardstle', 'pyramide', 'lyoko']) {
      const pack = await loadPackFromDir(path.join(root, 'cards', game), `cards/${game}`);
      expect(pack.cards.length, game).toBeGreaterThan(0);
      for (const card of pack.cards) {
        // Asked twice, in two orders: the kept walk gives the same lists whichever keyword came first.
        for (const keyword of [TEXT_KEYWORD, REF_KEYWORD, ICON_KEYWORD, IMAGE_KEYWORD, ICON_KEYWORD, TEXT_KEYWORD]) {
          const alone = [...walkAnnotated(card.type.schema, card.data, keyword)];
          expect(annotated(card.type.schema, card.data, keyword), `${game} ${card.id} ${keyword}`).toEqual(alone);
          values += alone.length;
        }
      }
    }
    expect(values).toBeGreaterThan(500);
  });

  it('follows anyOf, properties, patternProperties and items, in document order', () => {
    const text = { type: 'string', 'x-text': true };
    const schema = {
      type: 'object',
      properties: { name: text, effects: { type: 'array', items: { anyOf: [text, { type: 'object', properties: { see: { type: 'string', 'x-ref': true } } }] } } },
      patternProperties: { '^sym-': { type: 'object', properties: { label: text } } },
    };
    const data = { name: 'Encre', effects: ['Je fuis.', { see: 'encre' }], 'sym-pv': { label: 'PV' }, other: 'x' };
    expect(annotated(schema, data, 'x-text').map((v) => [v.path, v.value])).toEqual([
      [['name'], 'Encre'],
      [['effects', 0], 'Je fuis.'],
      // Every branch is followed (the data was validated first): an object meets the text branch too.
      [['effects', 1], { see: 'encre' }],
      [['sym-pv', 'label'], 'PV'],
    ]);
    expect(annotated(schema, data, 'x-ref').map((v) => [v.path, v.value])).toEqual([[['effects', 1, 'see'], 'encre']]);
  });
});
