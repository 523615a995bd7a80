import type { DeckRule } from '../../../core/deck/deck-rule.js';
import type { HeroFace } from '../card-types.js';
import { LEGAL_LIST } from './example-files.js';

/**
 * III.γ: « Quand tu joues un équipement, tu dois le remettre sur un personnage en respectant les
 * restrictions de la carte »; « Un équipement réel ne peut être joué que sur un personnage réel ».
 * An équipement for a hero (III.5) needs a side of that hero in its mode; one for no hero in
 * particular goes on any character of its mode, and every mode has heroes (III.9). The checker
 * warns about such a card in the set (lyoko/character-mode); in a deck it is an error: a dead card.
 */
export const deckEquipmentCarrier: DeckRule = {
  id: 'lyoko/deck-equipment-carrier',
  description: 'Every équipement of a deck can be put on a character: its hero has a side of its mode (III.γ, III.5).',
  severity: 'error',
  check(ctx) {
    const heroes = new Map(ctx.pack.cards.filter((c) => c.valid && c.type.id === 'heros').map((c) => [c.id, c]));
    const modes = new Set([...heroes.values()].flatMap((h) => ['recto', 'verso'].map((s) => (h.data[s] as HeroFace | undefined)?.mode)));
    for (const e of ctx.deck.entries) {
      if (e.card.type.id !== 'equipement') continue;
      const mode = e.card.data.mode as string;
      const who = typeof e.card.data.character === 'string' ? heroes.get(e.card.data.character) : null;
      const sides = who ? ['recto', 'verso'].map((s) => (who.data[s] as HeroFace | undefined)?.mode) : [...modes];
      if (mode === 'mixte' || sides.includes(mode as HeroFace['mode'])) continue;
      const whom = who ? `${String(who.data.name)} has no ${mode === 'reel' ? 'real' : 'virtual'} side` : `no hero has a ${mode === 'reel' ? 'real' : 'virtual'} side`;
      ctx.report({ line: e.line, column: e.column, endColumn: e.endColumn }, `no character can carry "${String(e.card.data.name)}": ${whom} (III.γ); remove it from the deck`, e.card);
    }
  },
  examples: {
    valid: [{ name: 'an équipement its hero can carry', list: `${LEGAL_LIST}2 Overbike\n` }],
    invalid: [{ name: 'a virtual équipement for Jérémie', list: `${LEGAL_LIST}1 Clé USB\n`, errors: [{ line: 20, column: 3, message: 'Jérémie has no virtual side' }] }],
  },
};
