import type { Rule } from '../rule.js';
import { REF_KEYWORD, type RefTarget } from '../schema-kit.js';
import { annotated } from '../schema-walk.js';
import { exampleFiles } from './example-pack.js';
import { spanAt, type PathSegment } from '../yaml-source.js';

/**
 * Card ids are unique across the pack, and so is any other field that references use as a
 * key (e.g. a Secret card's number), within its card type. Deck and component ids are unique
 * together: each names a folder of images.
 */
export const uniqueId: Rule = {
  id: 'core/unique-id',
  description: 'Card ids are unique in the pack; a field used as a reference key is unique within its card type; decks and components have ids of their own.',
  severity: 'error',
  check(ctx) {
    const firstById = new Map<string, (typeof ctx.pack.cards)[number]>();
    for (const card of ctx.pack.cards) {
      if (typeof card.data.id !== 'string') continue;
      const first = firstById.get(card.id);
      if (first) {
        ctx.report(
          { src: card.src, path: [...card.path, 'id'] },
          `duplicate card id '${card.id}', already used at ${first.src.file}:${spanAt(first.src, [...first.path, 'id']).line}; give this card another id`,
          card.id,
        );
      } else firstById.set(card.id, card);
    }
    // Decks and components name the folders of their images (dist/<game>/cards/<id>/): one set of ids.
    const { manifest, manifestSrc } = ctx.pack;
    const owners = new Map<string, { what: string; at: PathSegment[] }>();
    const entries = [
      ...(manifest?.decks ?? []).map((d, i) => ({ id: d.id, what: 'deck', at: ['decks', i, 'id'] as PathSegment[] })),
      ...(manifest?.components ?? []).map((c, i) => ({ id: c.id, what: c.kind, at: ['components', i, 'id'] as PathSegment[] })),
    ];
    for (const e of entries) {
      const first = owners.get(e.id);
      if (!first) owners.set(e.id, e);
      else {
        ctx.report(
          spanAt(manifestSrc, e.at),
          `duplicate id '${e.id}': the ${first.what} at line ${spanAt(manifestSrc, first.at).line} has it already; decks and components share one set of ids (they name the folders of their images), give this ${e.what} another`,
          null,
        );
      }
    }
    // Keys other than `id` that some reference uses, per target type.
    const keys = new Set<string>();
    for (const card of ctx.pack.cards) {
      for (const r of annotated(card.type.schema, card.data, REF_KEYWORD)) {
        const t = r.schema[REF_KEYWORD] as RefTarget;
        if (t.key && t.key !== 'id') keys.add(`${t.type}\u0000${t.key}`);
      }
    }
    for (const entry of [...keys].sort()) {
      const [type, key] = entry.split('\u0000');
      const seen = new Map<unknown, string>();
      for (const card of ctx.pack.cards.filter((c) => c.type.id === type && c.data[key] !== undefined)) {
        const v = card.data[key];
        if (seen.has(v)) {
          ctx.report({ src: card.src, path: [...card.path, key] }, `${key} ${JSON.stringify(v)} is also used by '${seen.get(v)}'; references by ${key} would be ambiguous`, card.id);
        } else seen.set(v, card.id);
      }
    }
  },
  examples: {
    valid: [{ name: 'distinct ids', files: exampleFiles() }],
    invalid: [
      {
        name: 'two cards with one id',
        files: exampleFiles({ 'items.yaml': 'deck: items\ncards:\n  - id: sword\n    name: Sword\n  - id: sword\n    name: Blade\n' }),
        errors: [{ file: 'items.yaml', line: 5, column: 9, message: "duplicate card id 'sword'" }],
      },
      {
        name: 'a component with the id of a deck',
        files: exampleFiles({ 'game.yaml': `${exampleFiles()['game.yaml']}components:\n  - { id: items, kind: die, sides: 6, count: 1, color: "#ffffff", name: Dé }\n` }),
        errors: [{ file: 'game.yaml', line: 29, column: 11, message: "duplicate id 'items': the deck at line 15 has it already" }],
      },
      {
        name: 'two secrets with one number',
        files: exampleFiles({
          'secrets.yaml': 'deck: secrets\ncards:\n  - id: vault\n    name: Vault\n    number: 1\n  - id: crypt\n    name: Crypt\n    number: 1\n',
        }),
        errors: [{ file: 'secrets.yaml', line: 8, column: 13, message: 'number 1 is also used' }],
      },
    ],
  },
};
