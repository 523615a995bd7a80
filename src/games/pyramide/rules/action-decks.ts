import type { Rule } from '../../../core/rule.js';
import { pyramideExampleFiles } from './example-files.js';

/** The deck of an adventurer's action cards: `actions-<adventurer id>`, as the engine finds it. */
export const actionDeckOf = (adventurerId: string): string => `actions-${adventurerId}`;

/**
 * « Chaque personnage a 9 cartes actions »: each adventurer has its own deck of action cards, with
 * its back, named after it so that the engine and the Tabletop Simulator table deal it to its
 * player; a deck of action cards that names no adventurer would never be dealt.
 */
export const pyramideActionDecks: Rule = {
  id: 'pyramide/action-decks',
  description: 'Each adventurer has a deck of action cards named actions-<its id>, and each deck of action cards names an adventurer.',
  severity: 'error',
  check(ctx) {
    const manifest = ctx.pack.manifest;
    if (!manifest) return;
    const adventurers = ctx.pack.cards.filter((c) => c.valid && c.type.id === 'aventurier');
    const deckIds = new Set(manifest.decks.map((d) => d.id));
    for (const a of adventurers) {
      if (!deckIds.has(actionDeckOf(a.id))) ctx.report({ src: a.src, path: [...a.path, 'id'] }, `${a.data.name as string} has no action cards: declare a deck ${actionDeckOf(a.id)} of type action in game.yaml`, a.id);
    }
    manifest.decks.forEach((deck, i) => {
      if (deck.type !== 'action' || adventurers.some((a) => actionDeckOf(a.id) === deck.id)) return;
      ctx.report({ src: ctx.pack.manifestSrc, path: ['decks', i, 'id'] }, `the deck ${deck.id} of action cards names no adventurer: call it actions-<adventurer id> (${adventurers.map((a) => actionDeckOf(a.id)).join(', ')})`, null);
    });
  },
  examples: {
    valid: [{ name: "Dalia's deck actions-dalia", files: pyramideExampleFiles() }],
    invalid: [
      {
        name: 'a deck of actions named after no adventurer',
        files: pyramideExampleFiles({
          'game.yaml': pyramideExampleFiles()['game.yaml'].replace('id: actions-dalia,', 'id: actions-dahlia,'),
          'actions-dalia.yaml': pyramideExampleFiles()['actions-dalia.yaml'].replace('deck: actions-dalia', 'deck: actions-dahlia'),
        }),
        errors: [
          { file: 'aventuriers.yaml', line: 3, column: 9, message: 'Dalia has no action cards' },
          { file: 'game.yaml', line: 13, column: 11, message: 'the deck actions-dahlia of action cards names no adventurer' },
        ],
      },
    ],
  },
};
