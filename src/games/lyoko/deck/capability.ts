/**
 * Code Lyoko's deck lists: where the ready-made ones are, what makes a deck legal, and what the
 * deck statistics count (the curve by limit in VP, the counts by type and mode).
 */
import type { DeckCapability } from '../../../core/pack-types.js';
import { deckCopies } from './copies.js';
import { deckEquipmentCarrier } from './equipment-carrier.js';
import { lyokoDeckExampleFiles } from './example-files.js';
import { deckHero } from './hero.js';
import { deckSize } from './size.js';
import { deckUnique } from './unique.js';

const MODES: Record<string, string> = { reel: 'réel', virtuel: 'virtuel', mixte: 'mixte' };

export const lyokoDecks: DeckCapability = {
  listsDir: 'decks',
  // III.9: « Il suffit donc d'en avoir un seul exemplaire pour tout le monde ».
  sharedDecks: ['heros'],
  // V.2: « mélange ton jeu et pioche 5 cartes. Si ta main ne te plaît pas, tu peux la mélanger dans
  // ton jeu et piocher 5 nouvelles cartes. Tu es obligé de jouer avec ces cinq nouvelles cartes ».
  handSize: 5,
  mulligan: true,
  // Drawing is one of the coups (VI.5), not automatic: the odds "by turn t" count one draw a turn,
  // a player spending one of their two coups on it.
  drawsPerTurn: 1,
  turns: 5,
  rules: [deckSize, deckCopies, deckUnique, deckHero, deckEquipmentCarrier],
  exampleFiles: lyokoDeckExampleFiles,
  curveName: 'limit (VP)',
  describe(card) {
    const limit = card.data.limit;
    return {
      curve: typeof limit === 'number' ? limit : null,
      kinds: { type: card.type.title, ...(typeof card.data.mode === 'string' ? { mode: MODES[card.data.mode] ?? card.data.mode } : {}) },
    };
  },
};
