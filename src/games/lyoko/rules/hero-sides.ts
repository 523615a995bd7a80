import type { Rule } from '../../../core/rule.js';
import type { HeroFace } from '../card-types.js';
import { HEROS, lyokoExampleFiles } from './example-files.js';

/**
 * III.9: « Au début de la partie, il faut mettre les cinq héros au milieu de la table, côté réel
 * (pour Jérémie, on utilise le côté Jérémie Belpois) »: the side a hero starts on (its recto) is
 * real; its other side is virtual, « sauf Jérémie qui est réel sur les deux faces ».
 */
export const lyokoHeroSides: Rule = {
  id: 'lyoko/hero-sides',
  description: 'A hero starts on its real side (its recto, III.9); its other side is virtual, except Jérémie\'s.',
  severity: 'error',
  check(ctx) {
    for (const hero of ctx.pack.cards.filter((c) => c.valid && c.type.id === 'heros')) {
      const d = hero.data as { recto: HeroFace; verso: HeroFace };
      if (d.recto.mode !== 'reel') {
        ctx.report({ src: hero.src, path: [...hero.path, 'recto', 'mode'] }, 'a hero starts the game on its real side (III.9 « côté réel »): the recto is "reel"', hero.id);
      }
      if (d.verso.mode !== 'virtuel' && hero.id !== 'jeremie') {
        ctx.report({ src: hero.src, path: [...hero.path, 'verso', 'mode'] }, 'a hero\'s other side is virtual (III.9), only Jérémie is real on both: make the verso "virtuel"', hero.id);
      }
    }
  },
  examples: {
    valid: [{ name: 'a real recto and a virtual verso', files: lyokoExampleFiles() }],
    invalid: [
      {
        name: 'a hero starting on a virtual side',
        files: lyokoExampleFiles({ 'heros.yaml': HEROS.replace('mode: reel', 'mode: virtuel') }),
        errors: [{ file: 'heros.yaml', line: 7, column: 13, message: 'starts the game on its real side' }],
      },
      {
        name: 'a hero real on both sides who is not Jérémie',
        files: lyokoExampleFiles({ 'heros.yaml': HEROS.replace('mode: virtuel', 'mode: reel') }),
        errors: [{ file: 'heros.yaml', line: 15, column: 13, message: 'only Jérémie is real on both' }],
      },
    ],
  },
};
