import type { LoadedCard } from '../../../core/pack.js';
import type { Rule } from '../../../core/rule.js';
import type { HeroFace } from '../card-types.js';
import { HEROS, lyokoExampleFiles } from './example-files.js';

/**
 * III.5 and III.γ: a card that only one hero may use, or an équipement put on a character « en
 * respectant les restrictions de la carte » (a real équipement on a real character), must have a
 * hero side of its mode, or no one could ever play it: a virtual card for Jérémie, who is real on
 * both sides (III.9), is a dead card. A warning, not an error: a designer may keep such a card
 * while the set changes; a deck that holds one is an error (lyoko/deck-equipment-carrier).
 */
export function faces(hero: LoadedCard): HeroFace[] {
  const d = hero.data as { recto?: HeroFace; verso?: HeroFace };
  return [d.recto, d.verso].filter((f): f is HeroFace => !!f);
}

export const lyokoCharacterMode: Rule = {
  id: 'lyoko/character-mode',
  description: 'A card for one hero has a mode one of that hero\'s sides has (III.5, III.γ): else no one could ever use it.',
  severity: 'warning',
  check(ctx) {
    const heroes = new Map(ctx.pack.cards.filter((c) => c.valid && c.type.id === 'heros').map((c) => [c.id, c]));
    for (const card of ctx.pack.cards.filter((c) => c.valid && typeof c.data.character === 'string')) {
      const hero = heroes.get(card.data.character as string);
      const mode = card.data.mode;
      if (!hero || mode === 'mixte') continue;
      if (faces(hero).some((f) => f.mode === mode)) continue;
      ctx.report({ src: card.src, path: [...card.path, 'mode'] }, `${hero.data.name as string} has no ${mode === 'reel' ? 'real' : 'virtual'} side, so no one could use this card: make it "${faces(hero)[0]?.mode ?? 'reel'}" or "mixte", or give it another character`, card.id);
    }
  },
  examples: {
    valid: [{ name: 'a virtual équipement for a hero with a virtual side', files: lyokoExampleFiles() }],
    invalid: [
      {
        name: 'a virtual équipement for a hero who is real on both sides',
        files: lyokoExampleFiles({ 'heros.yaml': HEROS.replace('mode: virtuel', 'mode: reel') }),
        errors: [{ file: 'equipements.yaml', line: 7, column: 11, message: 'Odd has no virtual side' }],
      },
    ],
  },
};
